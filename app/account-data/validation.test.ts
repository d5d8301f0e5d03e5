import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import { deleteAccountSchema } from "./validation";

const form = (confirmation?: string) => {
  const data = new FormData();
  if (confirmation !== undefined) data.set("confirmation", confirmation);
  return data;
};

describe("account deletion: the person types their own pseudo", () => {
  const schema = deleteAccountSchema("Camille");
  it("accepts the exact pseudo, spaces around it trimmed", () => {
    expect(parseWithZod(form("Camille"), { schema }).status).toBe("success");
    expect(parseWithZod(form("  Camille "), { schema }).status).toBe("success");
  });
  it("refuses another pseudo, another case or nothing, in French", () => {
    for (const typed of ["camille", "Camil", "", undefined]) {
      expect(parseWithZod(form(typed), { schema }).reply().error?.confirmation).toEqual(["Le pseudo ne correspond pas."]);
    }
  });
});
