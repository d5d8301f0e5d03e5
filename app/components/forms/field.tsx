import { useId } from "react";

type FieldProps = {
  label: string;
  name: string;
  error?: string;
  hint?: React.ReactNode;
} & React.InputHTMLAttributes<HTMLInputElement>;

/** A labelled input with its French error, wired for screen readers. */
export function Field({ label, name, error, hint, id, ...input }: FieldProps) {
  const generated = useId();
  const inputId = id ?? `${name}-${generated}`;
  const describedBy = [error ? `${inputId}-error` : null, hint ? `${inputId}-hint` : null].filter(Boolean).join(" ");
  return (
    <div>
      <label htmlFor={inputId} className="field-label">
        {label}
      </label>
      <input
        id={inputId}
        name={name}
        className="field-input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...input}
      />
      {hint ? (
        <p id={`${inputId}-hint`} className="mt-1 text-xs text-encre-500">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${inputId}-error`} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A form-level message, shown inline so it works without JavaScript. */
export function FormAlert({ title, message, tone = "error" }: { title?: string; message: string; tone?: "error" | "success" }) {
  const style = tone === "error" ? "border-red-300 bg-red-50 text-red-900" : "border-sauge-500/40 bg-sauge-100 text-encre-900";
  return (
    <div role={tone === "error" ? "alert" : "status"} className={`rounded-xl border p-4 text-sm ${style}`} data-testid="form-alert">
      {title ? <p className="font-semibold">{title}</p> : null}
      <p className={title ? "mt-1" : undefined}>{message}</p>
    </div>
  );
}

/** Honeypot: hidden from people, tempting for bots. A filled value means a bot. */
export function Honeypot() {
  return (
    <div aria-hidden="true" className="absolute left-[-10000px] top-auto h-px w-px overflow-hidden">
      <label htmlFor="website-field">Ne pas remplir ce champ</label>
      <input id="website-field" type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
