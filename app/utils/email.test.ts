import { describe, expect, it } from "vitest";
import { confirmationEmail, magicLinkEmail, recoveryEmail } from "~/emails/templates";
import { extractLinks } from "./email.server";

describe("product e-mails", () => {
  const url = "http://localhost:8787/auth/callback?token=abc&type=signup";
  it("are French, in text and HTML, and carry the link", () => {
    for (const message of [confirmationEmail("a@b.fr", "Cam", url), magicLinkEmail("a@b.fr", url), recoveryEmail("a@b.fr", url)]) {
      expect(message.text).toContain(url);
      expect(extractLinks(message.html)).toEqual([url]);
      expect(message.html).toContain('lang="fr"');
    }
  });
  it("escape what the user typed", () => {
    expect(confirmationEmail("a@b.fr", "<script>", url).html).not.toContain("<script>");
  });
});
