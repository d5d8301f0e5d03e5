import { Marked, type Tokens } from "marked";

const escapeHtml = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");

/** Only web and mail links; anything else (javascript:, data:…) is shown as plain text. */
export function safeHref(href: string): string | null {
  try {
    const url = new URL(href, "https://x.invalid/");
    if (url.origin === "https://x.invalid") return null;
    return ["http:", "https:", "mailto:"].includes(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
}

const marked = new Marked({
  gfm: true,
  breaks: true,
  async: false,
  renderer: {
    // Raw HTML is never rendered: it is shown as the text the person typed.
    html({ text }: Tokens.HTML | Tokens.Tag) {
      return escapeHtml(text);
    },
    link({ href, title, tokens }: Tokens.Link) {
      const label = this.parser.parseInline(tokens);
      const safe = safeHref(href);
      if (!safe) return label;
      const titleAttr = title ? ` title="${escapeHtml(title)}"` : "";
      return `<a href="${escapeHtml(safe)}"${titleAttr} rel="nofollow ugc noopener" target="_blank">${label}</a>`;
    },
    // No remote images in posts (tracking, layout): the alt text becomes a link.
    image({ href, text }: Tokens.Image) {
      const safe = safeHref(href);
      const label = escapeHtml(text || href);
      return safe ? `<a href="${escapeHtml(safe)}" rel="nofollow ugc noopener" target="_blank">${label}</a>` : label;
    },
  },
});

/** Markdown to safe HTML: raw HTML escaped, links filtered and marked nofollow. */
export function renderMarkdown(source: string): string {
  return marked.parse(source, { async: false }) as string;
}
