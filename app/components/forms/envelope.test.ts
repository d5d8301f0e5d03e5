import { describe, expect, it } from "vitest";
import { z } from "zod";
import { envelopeText, handlerOf, readEnvelope } from "./envelope";

const schema = z.object({ intent: envelopeText("send"), id: envelopeText() });

function form(entries: [string, string | File][]) {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
}

describe("readEnvelope", () => {
  it("reads the shared fields through the schema", () => {
    expect(
      readEnvelope(
        form([
          ["intent", "edit"],
          ["id", "m1"],
          ["content", "x"],
        ]),
        schema,
      ),
    ).toEqual({ intent: "edit", id: "m1" });
  });
  it("gives each absent field its default", () => {
    expect(readEnvelope(new FormData(), schema)).toEqual({ intent: "send", id: "" });
  });
  it("never takes a file for text", () => {
    expect(readEnvelope(form([["id", new File(["a"], "a.txt")]]), schema).id).toBe("");
  });
});

describe("handlerOf", () => {
  const handlers = { send: () => "send", edit: () => "edit" };
  it("chooses the intent's handler, or the fallback", () => {
    expect(handlerOf(handlers, "edit", () => "unknown")()).toBe("edit");
    expect(handlerOf(handlers, "toString", () => "unknown")()).toBe("unknown");
    expect(handlerOf(handlers, "", () => "unknown")()).toBe("unknown");
  });
});
