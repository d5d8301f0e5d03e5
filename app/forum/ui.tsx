/** Forum-only pieces: the rendered Markdown and the pin and lock icons (shared ones are in app/community). */
/** Safe HTML made on the server by renderMarkdown (raw HTML escaped, links filtered). */
export function MarkdownBody({ html }: { html: string }) {
  return <div className="space-y-2 break-words text-encre-900 [&_a]:text-terre-700 [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:border-sable-300 [&_blockquote]:pl-3 [&_code]:rounded [&_code]:bg-sable-100 [&_code]:px-1 [&_h1]:text-xl [&_h1]:font-semibold [&_h2]:text-lg [&_h2]:font-semibold [&_ol]:list-decimal [&_ol]:pl-5 [&_pre]:overflow-x-auto [&_ul]:list-disc [&_ul]:pl-5" dangerouslySetInnerHTML={{ __html: html }} />;
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
