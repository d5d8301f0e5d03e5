/** Mes questions' forms through conform (issue 8): text or audio, the French words of the spec, the limits. */
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import { answerSchema, localQuestionSchema, newQuestionSchema, practiceQuestionSchema } from "./schema";

const form = (fields: Record<string, string | File>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  return data;
};

/** A refused submission's messages by field (none when it was accepted). */
const errorsOf = (submission: { status?: string }) =>
  "error" in submission ? (submission.error as Record<string, string[] | null> | null) : null;
const EMPTY_QUESTION = "Veuillez écrire votre question ou enregistrer un message vocal.";
const EMPTY_ANSWER = "Veuillez écrire une réponse, enregistrer un message vocal ou télécharger un fichier audio.";

describe("ajouter une question", () => {
  it("refuse une question vide ou d'espaces, sans audio, avec le message à côté du champ", () => {
    for (const text of ["", "   "]) {
      const submission = parseWithZod(form({ intent: "add", text, audioKey: "", audioFile: new File([], "") }), {
        schema: newQuestionSchema,
      });
      expect(errorsOf(submission)).toEqual({ text: [EMPTY_QUESTION] });
    }
  });
  it("accepte l'audio seul : une clé d'enregistrement ou un fichier non vide", () => {
    expect(parseWithZod(form({ text: "", audioKey: "u1/questions/q.webm" }), { schema: newQuestionSchema }).status).toBe("success");
    expect(
      parseWithZod(form({ text: "", audioFile: new File(["son"], "q.webm", { type: "audio/webm" }) }), { schema: newQuestionSchema })
        .status,
    ).toBe("success");
  });
  it("refuse au-delà de 2 000 caractères, en français", () => {
    const submission = parseWithZod(form({ text: "x".repeat(2001) }), { schema: newQuestionSchema });
    expect(errorsOf(submission)?.text?.[0]).toBe("Votre question ne peut pas dépasser 2000 caractères.");
    expect(getZodConstraint(newQuestionSchema).text).toMatchObject({ maxLength: 2000 });
    expect(getZodConstraint(newQuestionSchema).text?.required).toBeFalsy();
  });
});

describe("répondre à une question", () => {
  it("refuse une réponse vide sans audio et accepte un texte", () => {
    expect(errorsOf(parseWithZod(form({ questionId: "q1", text: " " }), { schema: answerSchema }))).toEqual({ text: [EMPTY_ANSWER] });
    expect(parseWithZod(form({ questionId: "q1", text: "Oui" }), { schema: answerSchema }).status).toBe("success");
    expect(errorsOf(parseWithZod(form({ questionId: "q1", text: "x".repeat(5001) }), { schema: answerSchema }))?.text?.[0]).toBe(
      "Votre réponse ne peut pas dépasser 5000 caractères.",
    );
  });
});

describe("la question d'une pratique et celle de l'appareil", () => {
  it("suivent la même règle ; un enregistrement fait sur la page suffit", () => {
    expect(errorsOf(parseWithZod(form({ question: "  " }), { schema: practiceQuestionSchema }))).toEqual({ question: [EMPTY_QUESTION] });
    expect(parseWithZod(form({ question: "", recorded: "1" }), { schema: practiceQuestionSchema }).status).toBe("success");
    expect(errorsOf(parseWithZod(form({ text: "" }), { schema: localQuestionSchema }))).toEqual({ text: [EMPTY_QUESTION] });
    expect(parseWithZod(form({ text: "Pourquoi ?" }), { schema: localQuestionSchema }).status).toBe("success");
  });
});
