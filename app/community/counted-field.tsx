import { useId, useState } from "react";
import { formatNumber } from "~/utils/numbers";

/** "12/200 caractères" under a forum or chat field (spec 1); thousands grouped the French way. */
export function counterText(length: number, max: number): string {
  return `${formatNumber(length)}/${formatNumber(max)} caractères`;
}

/** A form field as `fieldProps` (components/forms/conform) gives it: its name, what was typed, its message and constraints. */
type SchemaFieldProps = { name: string; defaultValue?: string; error?: string; required?: boolean; maxLength?: number };

type CountedTextareaProps = {
  label: string;
  /** The field of the form's zod schema: name, kept value, message, `required` and `maxLength` come from it. */
  field: SchemaFieldProps;
  /** The limit the spec names, when the schema gives none. */
  max: number;
  /** What the field shows when nothing was typed (an edit's current text). */
  initial?: string;
  hint?: React.ReactNode;
  rows?: number;
  onValueChange?: (value: string) => void;
} & Omit<React.TextareaHTMLAttributes<HTMLTextAreaElement>, "defaultValue" | "name" | "required" | "maxLength">;

/** A labelled textarea (or one-line input when rows=1) with its "n/max caractères" counter. */
export function CountedField({ label, field, max: spec, initial = "", hint, rows = 6, onValueChange, id, ...rest }: CountedTextareaProps) {
  const { name, error, required } = field;
  const max = field.maxLength ?? spec;
  const defaultValue = field.defaultValue ?? initial;
  const generated = useId();
  const fieldId = id ?? `${name}-${generated}`;
  // UTF-16 length, as the browser's maxLength and the server's check count (an emoji counts 2).
  const [length, setLength] = useState(defaultValue.length);
  const describedBy = [`${fieldId}-count`, hint ? `${fieldId}-hint` : null, error ? `${fieldId}-error` : null].filter(Boolean).join(" ");
  const common = {
    id: fieldId,
    name,
    defaultValue,
    maxLength: max,
    className: "field-input",
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy,
  } as const;
  const onChange = (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    setLength(event.currentTarget.value.length);
    onValueChange?.(event.currentTarget.value);
  };
  return (
    <div>
      <label htmlFor={fieldId} className="field-label">
        {label}
      </label>
      {rows === 1 ? (
        <input type="text" {...common} onChange={onChange} required={required} placeholder={rest.placeholder} />
      ) : (
        <textarea {...common} rows={rows} onChange={onChange} required={required} {...rest} />
      )}
      <div className="mt-1 flex flex-wrap justify-between gap-2 text-xs text-encre-500">
        {hint ? <p id={`${fieldId}-hint`}>{hint}</p> : <span />}
        <p id={`${fieldId}-count`} data-testid={`${name}-count`} suppressHydrationWarning>
          {counterText(length, max)}
        </p>
      </div>
      {error ? (
        <p id={`${fieldId}-error`} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
