import { describe, expect, it } from "vitest";
import { Client, createConfirmedUser, signedIn } from "../support/client";
import { query, sqlString } from "../support/db";
import { userIdOf } from "../support/practices";
import { oggBytes, webmBytes } from "../support/audio";

const webm = (bytes = 2048, type = "audio/webm") =>
  new File([type === "audio/ogg" ? oggBytes(bytes, 7) : webmBytes(bytes, 7)], "voix.webm", { type });

function form(fields: Record<string, string | File>) {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  return data;
}

function questionsOf(email: string) {
  return query<{
    id: string;
    question: string;
    question_audio_url: string | null;
    has_response: number;
    response_text: string | null;
    response_audio_url: string | null;
  }>(
    `SELECT id, question, question_audio_url, has_response, response_text, response_audio_url FROM user_questions WHERE user_id = ${sqlString(userIdOf(email))} ORDER BY created_at`,
  );
}

describe("Mes questions: adding a question", () => {
  it("adds a written question with « Question ajoutée »", async () => {
    const identity = await createConfirmedUser("qadd");
    const client = await signedIn(identity);
    const result = await client.postMultipart("/questions", form({ intent: "add", text: "Pourquoi ai-je si peur le soir ?" }));
    expect(result.status).toBe(302);
    const page = await client.get("/questions");
    expect(page.text).toContain("Question ajoutée");
    expect(page.text).toContain("Pourquoi ai-je si peur le soir ?");
    expect(questionsOf(identity.email)).toHaveLength(1);
  });

  it("refuses an empty question with the spec's message", async () => {
    const client = await signedIn(await createConfirmedUser("qempty"));
    const result = await client.postMultipart("/questions", form({ intent: "add", text: "   " }));
    expect(result.status).toBe(400);
    expect(result.text).toContain("Question vide");
    expect(result.text).toContain("Veuillez écrire votre question ou enregistrer un message vocal.");
  });

  it("stores a voice-only question as « Question vocale » with its recording in R2, playable by its owner only", async () => {
    const identity = await createConfirmedUser("qvoice");
    const client = await signedIn(identity);
    expect((await client.postMultipart("/questions", form({ intent: "add", text: "", audioFile: webm() }))).status).toBe(302);
    const [question] = questionsOf(identity.email);
    expect(question!.question).toBe("Question vocale");
    expect(question!.question_audio_url).toMatch(new RegExp(`^${userIdOf(identity.email)}/questions/${question!.id}/.+\\.webm$`));
    const page = await client.get("/questions");
    const src = page.text.match(/src="(\/audio\/play\?[^"]+)"/)?.[1];
    expect(src).toBeTruthy();
    const audio = await client.request(src!);
    expect(audio.status).toBe(200);
    expect((await audio.arrayBuffer()).byteLength).toBe(2048);
  });

  it("refuses a non-audio file and a file over 50 MB with the spec's message, keeping the text", async () => {
    const client = await signedIn(await createConfirmedUser("qfile"));
    const notAudio = await client.postMultipart(
      "/questions",
      form({ intent: "add", text: "Ma question", audioFile: webm(10, "text/plain") }),
    );
    expect(notAudio.status).toBe(400);
    expect(notAudio.text).toContain("Seuls les fichiers audio sont acceptés.");
    expect(notAudio.text).toContain("Ma question");
    const tooBig = await client.postMultipart("/questions", form({ intent: "add", text: "", audioFile: webm(52_428_801) }));
    expect(tooBig.status).toBe(400);
    // The title, then the spec's sentence, each said once (not "Fichier trop volumineux: …" under the same title).
    expect(tooBig.text).toContain("Fichier trop volumineux");
    expect(tooBig.text).toContain("Le fichier audio ne peut pas dépasser 50MB. Votre fichier fait 50.00 MB.");
    expect(tooBig.text).not.toContain("Fichier trop volumineux: Le fichier");
  });
});

describe("Mes questions: answering", () => {
  it("answers by text once: the question becomes « Répondu »", async () => {
    const identity = await createConfirmedUser("qans");
    const client = await signedIn(identity);
    await client.postMultipart("/questions", form({ intent: "add", text: "Que faire de cette colère ?" }));
    const [question] = questionsOf(identity.email);
    const empty = await client.postMultipart("/questions", form({ intent: "answer", questionId: question!.id, text: "" }));
    expect(empty.status).toBe(400);
    expect(empty.text).toContain("Veuillez écrire une réponse, enregistrer un message vocal ou télécharger un fichier audio.");
    const ok = await client.postMultipart(
      "/questions",
      form({ intent: "answer", questionId: question!.id, text: "La regarder avec douceur." }),
    );
    expect(ok.status).toBe(302);
    const page = await client.get("/questions");
    expect(page.text).toContain("Réponse enregistrée");
    expect(page.text).toContain("Répondu");
    expect(page.text).toContain("La regarder avec douceur.");
    expect(questionsOf(identity.email)[0]).toMatchObject({ has_response: 1, response_text: "La regarder avec douceur." });
    const again = await client.postMultipart("/questions", form({ intent: "answer", questionId: question!.id, text: "Autre" }));
    expect(again.status).toBe(409);
  });

  it("answers with an uploaded audio file", async () => {
    const identity = await createConfirmedUser("qansaudio");
    const client = await signedIn(identity);
    await client.postMultipart("/questions", form({ intent: "add", text: "Une question à dire à voix haute" }));
    const [question] = questionsOf(identity.email);
    const ok = await client.postMultipart(
      "/questions",
      form({ intent: "answer", questionId: question!.id, text: "", audioFile: webm(4096, "audio/ogg") }),
    );
    expect(ok.status).toBe(302);
    expect(questionsOf(identity.email)[0]!.response_audio_url).toMatch(/\.ogg$/);
  });
});

describe("Mes questions: one user cannot reach another's questions", () => {
  it("B neither sees, answers, deletes A's question, nor reuses A's recording key", async () => {
    const alice = await createConfirmedUser("qalice");
    const aliceClient = await signedIn(alice);
    await aliceClient.postMultipart("/questions", form({ intent: "add", text: "Le secret d'Alice", audioFile: webm() }));
    const [question] = questionsOf(alice.email);
    const bob = await signedIn(await createConfirmedUser("qbob"));

    expect((await bob.get("/questions")).text).not.toContain("Le secret d'Alice");
    const answer = await bob.postMultipart("/questions", form({ intent: "answer", questionId: question!.id, text: "Intrusion" }));
    expect(answer.status).toBe(404);
    await bob.postMultipart("/questions", form({ intent: "delete", questionId: question!.id }));
    expect((await bob.get("/questions")).text).toContain("Impossible de supprimer la question. Veuillez réessayer.");
    const stolen = await bob.postMultipart("/questions", form({ intent: "add", text: "", audioKey: question!.question_audio_url! }));
    expect(stolen.status).toBe(400);
    expect(questionsOf(alice.email)[0]).toMatchObject({ has_response: 0, question: "Le secret d'Alice" });
  });

  it("the visitor sees no server question and is invited to sign in", async () => {
    const page = await new Client().get("/questions");
    expect(page.status).toBe(200);
    expect(page.text).toContain("Connectez-vous");
  });
});

describe("Mes questions: deleting", () => {
  it("deletes the question and its recording", async () => {
    const identity = await createConfirmedUser("qdel");
    const client = await signedIn(identity);
    await client.postMultipart("/questions", form({ intent: "add", text: "", audioFile: webm() }));
    const [question] = questionsOf(identity.email);
    const page = await client.get("/questions");
    const src = page.text.match(/src="(\/audio\/play\?[^"]+)"/)![1]!;
    expect((await client.post("/questions", { intent: "delete", questionId: question!.id })).status).toBe(302);
    expect((await client.get("/questions")).text).toContain("Question supprimée");
    expect(questionsOf(identity.email)).toHaveLength(0);
    expect((await client.request(src)).status).toBe(404);
  });
});
