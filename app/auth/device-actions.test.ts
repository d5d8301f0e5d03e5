import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import { deviceActionSchema } from "./device-actions";

const form = (values: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(values)) data.set(key, value);
  return data;
};

describe("the buttons of /auth/appareils", () => {
  it("sign out one device by its id, or all the others", () => {
    expect(parseWithZod(form({ intent: "one", id: "s1" }), { schema: deviceActionSchema })).toMatchObject({
      status: "success",
      value: { intent: "one", id: "s1" },
    });
    expect(parseWithZod(form({ intent: "others" }), { schema: deviceActionSchema })).toMatchObject({
      status: "success",
      value: { intent: "others" },
    });
  });
  it("refuse a device button without an id, with an oversized id or an unknown intent", () => {
    expect(parseWithZod(form({ intent: "one" }), { schema: deviceActionSchema }).status).toBe("error");
    expect(parseWithZod(form({ intent: "one", id: "x".repeat(129) }), { schema: deviceActionSchema }).status).toBe("error");
    expect(parseWithZod(form({ intent: "tous" }), { schema: deviceActionSchema }).status).toBe("error");
  });
});
