/**
 * A post's rendered Markdown: safe HTML made on the server by renderMarkdown (raw HTML escaped, links
 * filtered). Only the thread page draws it, so it lives apart from the icons the list also draws (decision 0102).
 */
export function MarkdownBody({ html }: { html: string }) {
  return (
    <div
      className="space-y-2 break-words text-encre-900 [&_a]:text-terre-700 [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:border-sable-300 [&_blockquote]:pl-3 [&_code]:rounded [&_code]:bg-sable-100 [&_code]:px-1 [&_h1]:text-xl [&_h1]:font-semibold [&_h2]:text-lg [&_h2]:font-semibold [&_ol]:list-decimal [&_ol]:pl-5 [&_pre]:overflow-x-auto [&_ul]:list-disc [&_ul]:pl-5"
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
