import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import { changeOwnPasswordServerSchema, COMMON_PASSWORD_MESSAGE, newPasswordServerSchema, signupServerSchema } from "./validation.server";

const form = (values: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(values)) data.set(key, value);
  return data;
};

describe("the server's account schemas add the common-password list (decision 0130)", () => {
  const signup = { pseudo: "camille_b", email: "c@exemple.fr" };
  it("refuses the most common passwords at sign-up, whatever their case, in French", () => {
    for (const password of ["123456", "azerty", "MotDePasse", "password"]) {
      const submission = parseWithZod(form({ ...signup, password }), { schema: signupServerSchema });
      expect(submission.status).toBe("error");
      expect(submission.reply().error?.password).toEqual([COMMON_PASSWORD_MESSAGE]);
    }
    expect(COMMON_PASSWORD_MESSAGE).toBe("Ce mot de passe est trop courant. Choisissez-en un plus difficile à deviner.");
  });
  it("keeps the browser's rules: length first, then the list", () => {
    const short = parseWithZod(form({ ...signup, password: "a1b2c" }), { schema: signupServerSchema });
    expect(short.reply().error?.password).toEqual(["Le mot de passe doit contenir au moins 6 caractères."]);
    expect(parseWithZod(form({ ...signup, password: "un-long-secret" }), { schema: signupServerSchema }).status).toBe("success");
  });
  it("refuses a common password on reset and on the profile's change", () => {
    const reset = parseWithZod(form({ password: "azerty123", confirm: "azerty123" }), { schema: newPasswordServerSchema });
    expect(reset.reply().error?.password).toEqual([COMMON_PASSWORD_MESSAGE]);
    const change = parseWithZod(form({ current: "ancien", password: "motdepasse", confirm: "motdepasse" }), {
      schema: changeOwnPasswordServerSchema,
    });
    expect(change.reply().error?.password).toEqual([COMMON_PASSWORD_MESSAGE]);
  });
  it("never sends a typed password back in a refusal", () => {
    const submission = parseWithZod(form({ ...signup, password: "azerty" }), { schema: signupServerSchema });
    const reply = submission.reply({ hideFields: ["password", "confirm", "current"] });
    expect(reply.initialValue).toEqual({ pseudo: "camille_b", email: "c@exemple.fr" });
    expect(JSON.stringify(reply)).not.toContain('azerty"');
  });
});
