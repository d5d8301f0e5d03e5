/** The forum's and the chat's forms through conform (issue 8): French messages, limits and trimming, on both sides. */
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import { messageSchema, toThreadSchema } from "~/chat/rules";
import { replyEditSchema, replySchema, threadSchema } from "./validation";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  return data;
};
/** A refused submission's messages by field (none when it was accepted). */
const errorsOf = (submission: { status?: string }) =>
  "error" in submission ? (submission.error as Record<string, string[] | null> | null) : null;

describe("nouveau sujet et modification d'un sujet", () => {
  it("titre et contenu requis, chacun avec son message ; la saisie revient telle quelle", () => {
    const submission = parseWithZod(form({ title: "  ", content: "" }), { schema: threadSchema });
    expect(errorsOf(submission)).toEqual({ title: ["Le titre est requis."], content: ["Le contenu est requis."] });
    expect(submission.reply().initialValue).toMatchObject({ title: "  " });
  });
  it("un titre sans lettre ni chiffre est refusé, un titre trop long aussi", () => {
    expect(errorsOf(parseWithZod(form({ title: "???", content: "Bonjour" }), { schema: threadSchema }))).toEqual({
      title: ["Le titre doit contenir au moins une lettre ou un chiffre."],
    });
    expect(errorsOf(parseWithZod(form({ title: "t".repeat(201), content: "Bonjour" }), { schema: threadSchema }))?.title).toEqual([
      "Le titre ne peut pas dépasser 200 caractères.",
    ]);
  });
  it("rend des valeurs ôtées de leurs espaces", () => {
    const ok = parseWithZod(form({ title: "  Garder le cap ", content: " Bonjour\n" }), { schema: threadSchema });
    expect(ok.status === "success" && ok.value).toEqual({ title: "Garder le cap", content: "Bonjour", cle: null });
  });
});

describe("réponse au forum", () => {
  it("vide ou d'espaces : refusée ; 3 000 caractères au plus", () => {
    expect(errorsOf(parseWithZod(form({ content: "   " }), { schema: replySchema }))).toEqual({
      content: ["La réponse ne peut pas être vide."],
    });
    expect(errorsOf(parseWithZod(form({ content: "x".repeat(3001) }), { schema: replyEditSchema }))).toEqual({
      content: ["La réponse ne peut pas dépasser 3000 caractères."],
    });
    expect(getZodConstraint(replySchema).content).toMatchObject({ required: true });
  });
  it("la réponse à un commentaire garde son parent, une réponse simple n'en a pas", () => {
    const toParent = parseWithZod(form({ content: "Merci", parentId: " r1 " }), { schema: replySchema });
    expect(toParent.status === "success" && toParent.value).toEqual({ content: "Merci", parentId: "r1", cle: null });
    const plain = parseWithZod(form({ content: "Merci", parentId: "" }), { schema: replySchema });
    expect(plain.status === "success" && plain.value.parentId).toBeNull();
  });
});

describe("message du chat", () => {
  it("vide : refusé ; 500 caractères au plus ; ôté de ses espaces", () => {
    expect(errorsOf(parseWithZod(form({ content: "  " }), { schema: messageSchema }))).toEqual({
      content: ["Le message ne peut pas être vide."],
    });
    expect(errorsOf(parseWithZod(form({ content: "x".repeat(501) }), { schema: messageSchema }))).toEqual({
      content: ["Le message ne peut pas dépasser 500 caractères."],
    });
    const ok = parseWithZod(form({ content: " Bonjour " }), { schema: messageSchema });
    expect(ok.status === "success" && ok.value.content).toBe("Bonjour");
  });
  it("transformer un message en sujet : le titre suit la règle du forum, le contenu est facultatif", () => {
    expect(errorsOf(parseWithZod(form({ messageId: "m1", title: "" }), { schema: toThreadSchema }))).toEqual({
      title: ["Le titre est requis."],
    });
    const ok = parseWithZod(form({ messageId: "m1", title: "Un sujet", content: "" }), { schema: toThreadSchema });
    expect(ok.status === "success" && ok.value).toEqual({ messageId: "m1", title: "Un sujet", content: "" });
  });
});
