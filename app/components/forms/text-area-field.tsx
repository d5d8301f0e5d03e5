import { useId } from "react";

type TextAreaFieldProps = {
  label: string;
  name: string;
  error?: string;
  hint?: React.ReactNode;
} & React.TextareaHTMLAttributes<HTMLTextAreaElement>;

/** A labelled textarea with its French error beside it, wired for screen readers (the textarea twin of `Field`). */
export function TextAreaField({ label, name, error, hint, id, className, ...textarea }: TextAreaFieldProps) {
  const generated = useId();
  const fieldId = id ?? `${name}-${generated}`;
  const describedBy = [error ? `${fieldId}-error` : null, hint ? `${fieldId}-hint` : null].filter(Boolean).join(" ");
  return (
    <div>
      <label htmlFor={fieldId} className="field-label">
        {label}
      </label>
      <textarea
        id={fieldId}
        name={name}
        className={`field-input ${className ?? ""}`.trim()}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...textarea}
      />
      {hint ? (
        <p id={`${fieldId}-hint`} className="mt-1 text-xs text-encre-500">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${fieldId}-error`} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
