/**
 * Issue 41 item 5: recovery, sign-in-link and confirmation-resend requests answer before any account is
 * looked up (the lookup, the limits and the e-mail run after the answer, decision 0302), so the answer's
 * time cannot tell a known address from an unknown one. Proved without a clock: with every statement on
 * `users` failing, both answers are still the ordinary « sent » page, identical but for the nonce.
 */
import { describe, expect, it } from "vitest";
import { Client, createConfirmedUser } from "../support/client";
import { failingTable } from "../support/db";

const REQUESTS = [
  { path: "/auth/forgot-password", fields: {}, sent: "E-mail envoyé" },
  { path: "/auth/magic-link", fields: {}, sent: "Lien envoyé" },
  { path: "/auth/login", fields: { intent: "resend" }, sent: "E-mail de confirmation renvoyé" },
] as const;

/** The page without what changes on every answer (the CSP nonce, the address echoed back). */
const shape = (text: string, email: string) => text.replace(/nonce="[^"]*"/g, "").replaceAll(email, "ADRESSE");

describe("the same answer for a known and an unknown address", () => {
  for (const { path, fields, sent } of REQUESTS) {
    it(`${path} answers before reading any account`, async () => {
      const known = await createConfirmedUser("temps");
      const unknown = `personne-${known.pseudo}@nulle-part.test`;
      const answers = [];
      for (const email of [known.email, unknown]) {
        const answer = await new Client().post(path, { ...fields, email }, failingTable("users"));
        expect(answer.status).toBe(200);
        expect(answer.text).toContain(sent);
        answers.push(shape(answer.text, email));
      }
      expect(answers[0]).toBe(answers[1]);
    });
  }
});
