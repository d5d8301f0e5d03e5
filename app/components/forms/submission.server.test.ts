import { describe, expect, it } from "vitest";
import { z } from "zod";
import { postedFile, postedForm, readSubmission } from "./submission.server";

function post(body: FormData | string) {
  return new Request("https://example.test/x", { method: "POST", body });
}

describe("postedForm", () => {
  it("reads the body once: every reader of one request gets the same form", async () => {
    const body = new FormData();
    body.set("text", "bonjour");
    const request = post(body);
    const first = await postedForm(request);
    expect(request.bodyUsed).toBe(true);
    expect(await postedForm(request)).toBe(first);
    const parsed = await readSubmission(request, z.object({ text: z.string() }));
    expect(parsed.status === "success" && parsed.value.text).toBe("bonjour");
  });
  it("answers an empty form when the body is not one", async () => {
    expect([...(await postedForm(post("{}"))).keys()]).toEqual([]);
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
