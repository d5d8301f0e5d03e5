import { describe, expect, it } from "vitest";
import { renderMarkdown, safeHref } from "./markdown";

describe("safe Markdown", () => {
  it("renders Markdown", () => {
    expect(renderMarkdown("**gras** et *italique*")).toContain("<strong>gras</strong> et <em>italique</em>");
    expect(renderMarkdown("- un\n- deux")).toContain("<li>un</li>");
  });

  it("never renders raw HTML", () => {
    const html = renderMarkdown('<script>alert(1)</script>\n\n<img src=x onerror="alert(1)"> <b onclick=x>b</b>');
    expect(html).not.toMatch(/<script|<img|<b /);
    expect(html).toContain("&lt;script&gt;");
  });

  it("marks links nofollow ugc noopener and drops dangerous ones", () => {
    expect(renderMarkdown("[site](https://exemple.org)")).toContain(
      '<a href="https://exemple.org/" rel="nofollow ugc noopener" target="_blank">site</a>',
    );
    const evil = renderMarkdown("[clic](javascript:alert(1)) [data](data:text/html,x) <javascript:alert(1)>");
    expect(evil).not.toContain("<a ");
    expect(renderMarkdown("![image](https://exemple.org/i.png)")).not.toContain("<img");
  });

  it("accepts only http, https and mailto addresses", () => {
    expect(safeHref("https://a.fr")).toBe("https://a.fr/");
    expect(safeHref("mailto:a@b.fr")).toBe("mailto:a@b.fr");
    expect(safeHref("JaVaScRiPt:alert(1)")).toBeNull();
    expect(safeHref("/relatif")).toBeNull();
  });
});
