/** Issue 44: what a rendez-vous notification shows is private on a lock screen, and opens a page of this site. */
import { describe, expect, it } from "vitest";
import { NOTICE_TEXT } from "~/rendez-vous/notice";
import { noticeView, sameOriginPath } from "./notice-view";

const ORIGIN = "https://rendez-vous-interieur.fr";

describe("a rendez-vous notification", () => {
  it("shows the words of its kind, never anything the payload carries besides", () => {
    const view = noticeView({ kind: "reminder", url: "/practice/peur", title: "Mon secret", body: "ce que j'ai écrit" }, ORIGIN);
    expect(view.title).toBe(NOTICE_TEXT.reminder.title);
    expect(view.options.body).toBe(NOTICE_TEXT.reminder.body);
    expect(JSON.stringify(view)).not.toContain("secret");
    expect(JSON.stringify(view)).not.toContain("écrit");
    expect(noticeView({ kind: "letter", url: "/love-words" }, ORIGIN).options.body).toBe(NOTICE_TEXT.letter.body);
  });

  it("opens the page it names, of this site only", () => {
    expect(noticeView({ kind: "reminder", url: "/rendez-vous/ouvert?vers=%2Fpractice" }, ORIGIN).options.data.url).toBe(
      "/rendez-vous/ouvert?vers=%2Fpractice",
    );
    expect(sameOriginPath("https://ailleurs.example/piege", ORIGIN)).toBe("/rendez-vous");
    expect(sameOriginPath("//ailleurs.example/piege", ORIGIN)).toBe("/rendez-vous");
    expect(sameOriginPath(42, ORIGIN)).toBe("/rendez-vous");
  });

  it("shows the reminder's words for a payload it cannot read, and offers to stop reminders only", () => {
    const view = noticeView(null, ORIGIN);
    expect(view.options.body).toBe(NOTICE_TEXT.reminder.body);
    expect(view.options.actions).toHaveLength(1);
    expect(noticeView({ kind: "letter" }, ORIGIN).options.actions).toEqual([]);
  });
});
