import { describe, expect, it } from "vitest";
import { readStepInput } from "./v2-form";

describe("readStepInput", () => {
  it("reads a step's fields as typed: a cleared answer is an answer", () => {
    const form = new FormData();
    form.append("outsideEvents", "");
    form.append("centerText", "La peur");
    form.append("state", "{}");
    expect(readStepInput(form)).toEqual({ outsideEvents: "", centerText: "La peur" });
  });
  it("leaves out what the step did not post", () => {
    expect(readStepInput(new FormData())).toEqual({});
  });
});
