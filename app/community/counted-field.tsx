import { useId, useState } from "react";
import { formatNumber } from "~/utils/typography";

/** "12/200 caractères" under a forum or chat field (spec 1); thousands grouped the French way. */
export function counterText(length: number, max: number): string {
  return `${formatNumber(length)}/${formatNumber(max)} caractères`;
}

type CountedTextareaProps = {
  label: string;
  name: string;
  max: number;
  error?: string;
  hint?: React.ReactNode;
  defaultValue?: string;
  rows?: number;
  onValueChange?: (value: string) => void;
} & Omit<React.TextareaHTMLAttributes<HTMLTextAreaElement>, "defaultValue">;

/** A labelled textarea (or one-line input when rows=1) with its "n/max caractères" counter. */
export function CountedField({
  label,
  name,
  max,
  error,
  hint,
  defaultValue = "",
  rows = 6,
  onValueChange,
  id,
  ...rest
}: CountedTextareaProps) {
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
        <input type="text" {...common} onChange={onChange} required={rest.required} placeholder={rest.placeholder} />
      ) : (
        <textarea {...common} rows={rows} onChange={onChange} {...rest} />
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
