import { useId, useState } from "react";
import { Avatar } from "~/components/avatar";
import { RoleBadge } from "~/components/role-badge";
import { formatLongDateTime, formatRelative } from "~/utils/dates";
import type { Author } from "./author";
import { counterText } from "./messages";

/** A relative French time ("il y a 5 minutes"); the exact date is in the tooltip. */
export function TimeAgo({ date }: { date: string }) {
  return (
    <time dateTime={date} title={formatLongDateTime(date)} suppressHydrationWarning>
      {formatRelative(date)}
    </time>
  );
}

export function AuthorLine({ author, date, size = 28, children }: { author: Author; date: string; size?: number; children?: React.ReactNode }) {
  return (
    <div className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1 text-sm text-encre-700">
      <Avatar name={author.name} url={author.avatarUrl} size={size} />
      <span className="font-medium text-encre-900" data-testid="author-name">{author.name}</span>
      <RoleBadge role={author.role} />
      <span aria-hidden="true">·</span>
      <TimeAgo date={date} />
      {children}
    </div>
  );
}

/** Safe HTML made on the server by renderMarkdown (raw HTML escaped, links filtered). */
export function MarkdownBody({ html }: { html: string }) {
  return <div className="space-y-2 break-words text-encre-900 [&_a]:text-terre-700 [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:border-sable-300 [&_blockquote]:pl-3 [&_code]:rounded [&_code]:bg-sable-100 [&_code]:px-1 [&_h1]:text-xl [&_h1]:font-semibold [&_h2]:text-lg [&_h2]:font-semibold [&_ol]:list-decimal [&_ol]:pl-5 [&_pre]:overflow-x-auto [&_ul]:list-disc [&_ul]:pl-5" dangerouslySetInnerHTML={{ __html: html }} />;
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
export function CountedField({ label, name, max, error, hint, defaultValue = "", rows = 6, onValueChange, id, ...rest }: CountedTextareaProps) {
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
      <label htmlFor={fieldId} className="field-label">{label}</label>
      {rows === 1 ? (
        <input type="text" {...common} onChange={onChange} required={rest.required} placeholder={rest.placeholder} />
      ) : (
        <textarea {...common} rows={rows} onChange={onChange} {...rest} />
      )}
      <div className="mt-1 flex flex-wrap justify-between gap-2 text-xs text-encre-500">
        {hint ? <p id={`${fieldId}-hint`}>{hint}</p> : <span />}
        <p id={`${fieldId}-count`} data-testid={`${name}-count`} suppressHydrationWarning>{counterText(length, max)}</p>
      </div>
      {error ? <p id={`${fieldId}-error`} className="field-error">{error}</p> : null}
    </div>
  );
}

export function PinIcon({ label = "Épinglé" }: { label?: string }) {
  return (
    <svg role="img" aria-label={label} viewBox="0 0 24 24" width="16" height="16" fill="currentColor" className="shrink-0 text-terre-600">
      <title>{label}</title>
      <path d="M16 3l5 5-3 1-4 4 1 5-2 2-4-4-5 5-1-1 5-5-4-4 2-2 5 1 4-4 1-3z" />
    </svg>
  );
}

export function LockIcon({ label = "Verrouillé" }: { label?: string }) {
  return (
    <svg role="img" aria-label={label} viewBox="0 0 24 24" width="16" height="16" fill="none" stroke="currentColor" strokeWidth="2" className="shrink-0 text-encre-700">
      <title>{label}</title>
      <rect x="5" y="11" width="14" height="10" rx="2" />
      <path d="M8 11V7a4 4 0 0 1 8 0v4" />
    </svg>
  );
}
