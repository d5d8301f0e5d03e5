import { describe, expect, it } from "vitest";
import { z } from "zod";
import { postedFile, postedForm, readSubmission } from "./submission.server";

describe("postedForm", () => {
  it("is the one form the Worker read: every reader of one request gets the same form", () => {
    const form = new FormData();
    form.set("text", "bonjour");
    const context = { form };
    expect(postedForm(context)).toBe(form);
    expect(postedForm(context)).toBe(postedForm(context));
    const parsed = readSubmission(context, z.object({ text: z.string() }));
    expect(parsed.status === "success" && parsed.value.text).toBe("bonjour");
  });
  it("answers an empty form when nothing was posted", () => {
    expect([...postedForm({ form: null }).keys()]).toEqual([]);
  });
});

describe("postedFile", () => {
  it("gives a non-empty file, else null", () => {
    const body = new FormData();
    body.set("avatar", new File(["x"], "a.png"));
    body.set("empty", new File([], "b.png"));
    body.set("text", "x");
    expect(postedFile(body, "avatar")?.name).toBe("a.png");
    expect(postedFile(body, "empty")).toBeNull();
    expect(postedFile(body, "text")).toBeNull();
  });
});
