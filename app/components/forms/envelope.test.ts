import { describe, expect, it } from "vitest";
import { z } from "zod";
import { envelopeText, handlerOf, pendingIntent, readEnvelope, readTyped, typedText } from "./envelope";

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
  it("reads an empty field as absent, as conform does (its default), and a name's first value", () => {
    expect(readEnvelope(form([["intent", ""]]), schema).intent).toBe("send");
    expect(
      readEnvelope(
        form([
          ["id", "m1"],
          ["id", "m2"],
        ]),
        schema,
      ).id,
    ).toBe("m1");
    // A name such as `__proto__` or `toString` is only ever a field.
    expect(readEnvelope(form([["__proto__", "x"]]), schema)).toEqual({ intent: "send", id: "" });
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

describe("readTyped", () => {
  const typed = z.object({ answer: typedText(), other: typedText() });
  it("keeps an empty answer as typed, where conform would read it as absent", () => {
    expect(readTyped(form([["answer", ""]]), typed)).toEqual({ answer: "", other: undefined });
  });
  it("reads the first value of a name, and never a file as text", () => {
    expect(
      readTyped(
        form([
          ["answer", "un"],
          ["answer", "deux"],
          ["other", new File(["a"], "a.txt")],
        ]),
        typed,
      ),
    ).toEqual({
      answer: "un",
      other: undefined,
    });
  });
  it("gives a pending form's intent, or nothing", () => {
    expect(pendingIntent(form([["intent", "add"]]))).toBe("add");
    expect(pendingIntent(undefined)).toBeUndefined();
  });
});
