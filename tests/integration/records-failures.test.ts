/**
 * Spec 3 §4 and §8 for History and Mes questions: the abandonment rule, and what a visitor sees when
 * the database refuses a read or a write. Failures are made on purpose for ONE user with a
 * temporary trigger, dropped afterwards, so no other test is touched.
 */
import { describe, expect, it } from "vitest";
import { createConfirmedUser, decodeHtml, signedIn } from "../support/client";
import { failingTable, query, sqlString } from "../support/db";
import { insertPractice, userIdOf } from "../support/practices";
import { webmBytes } from "../support/audio";

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3600 * 1000).toISOString();

/** Runs `body` while `event` on `table` fails for this user's rows. */
async function whileFailing<T>(table: string, event: "INSERT" | "UPDATE" | "DELETE", userId: string, body: () => Promise<T>): Promise<T> {
  const name = `test_fail_${table}_${event.toLowerCase()}_${userId.replace(/[^a-z0-9]/gi, "").slice(0, 12)}`;
  const row = event === "INSERT" ? "NEW" : "OLD";
  query(
    `CREATE TRIGGER IF NOT EXISTS ${name} BEFORE ${event} ON ${table} WHEN ${row}.user_id = ${sqlString(userId)} BEGIN SELECT RAISE(ABORT, 'échec voulu'); END`,
  );
  try {
    return await body();
  } finally {
    query(`DROP TRIGGER IF EXISTS ${name}`);
  }
}

const statusOf = (id: string) => query<{ status: string }>(`SELECT status FROM practice_sessions WHERE id = ${sqlString(id)}`)[0]?.status;

describe("history applies the abandonment rule (spec 3 §4)", () => {
  it("an in_progress practice older than 1 hour becomes abandoned when the list is shown; a recent one stays", async () => {
    const identity = await createConfirmedUser("habandon");
    const userId = userIdOf(identity.email);
    const stale = insertPractice(userId, { toolId: "critique", toolName: "La Critique", status: "in_progress", createdAt: hoursAgo(2) });
    const fresh = insertPractice(userId, { toolId: "jalousie", toolName: "La Jalousie", status: "in_progress", createdAt: hoursAgo(0.5) });
    const page = await (await signedIn(identity)).get("/history");
    expect(page.status).toBe(200);
    expect(statusOf(stale)).toBe("abandoned");
    expect(statusOf(fresh)).toBe("in_progress");
    expect(page.text).toContain("Autre");
    expect(page.text).toContain(`/practice/jalousie?sessionId=${fresh}`);
    expect(page.text).not.toContain(`sessionId=${stale}`);
  });

  it("the detail of a stale practice offers « Refaire », not « Reprendre cette pratique »", async () => {
    const identity = await createConfirmedUser("habandet");
    const stale = insertPractice(userIdOf(identity.email), {
      status: "in_progress",
      createdAt: hoursAgo(3),
      answers: ["Une réponse laissée en plan"],
    });
    const page = await (await signedIn(identity)).get(`/history/${stale}`);
    expect(statusOf(stale)).toBe("abandoned");
    expect(page.text).toContain("Refaire");
    expect(page.text).not.toContain("Reprendre cette pratique");
  });
});

describe("history: failures show the spec's messages, never the error page (spec 3 §8)", () => {
  it("a failed list load shows « Impossible de charger vos pratiques » on the page", async () => {
    const identity = await createConfirmedUser("hloadfail");
    const userId = userIdOf(identity.email);
    insertPractice(userId, { status: "in_progress", createdAt: hoursAgo(2) });
    const client = await signedIn(identity);
    const response = await client.request("/history", { headers: failingTable("practice_sessions") });
    const page = { status: response.status, text: decodeHtml(await response.text()) };
    expect(page.status).toBe(503);
    expect(page.text).toContain("Impossible de charger vos pratiques");
    expect(page.text).toContain("Historique de mes pratiques");
    expect(page.text).not.toContain("Aucune pratique enregistrée pour le moment.");
  });

  it("when abandoning a stale practice fails, the list is still shown, the practice as abandoned, and it is tried again", async () => {
    const identity = await createConfirmedUser("habanfail");
    const userId = userIdOf(identity.email);
    const stale = insertPractice(userId, { toolId: "critique", toolName: "La Critique", status: "in_progress", createdAt: hoursAgo(2) });
    const client = await signedIn(identity);
    const page = await whileFailing("practice_sessions", "UPDATE", userId, () => client.get("/history"));
    expect(page.status).toBe(200);
    expect(page.text).toContain("La Critique");
    expect(page.text).not.toContain(`sessionId=${stale}`); // shown as abandoned: no « Reprendre »
    expect(statusOf(stale)).toBe("in_progress");
    await client.get("/history");
    expect(statusOf(stale)).toBe("abandoned");
  });

  it("a failed detail load shows « Impossible de charger les détails de cette pratique »", async () => {
    const identity = await createConfirmedUser("hdetfail");
    const userId = userIdOf(identity.email);
    const sessionId = insertPractice(userId, { status: "in_progress", createdAt: hoursAgo(2), answers: ["Une réponse"] });
    const client = await signedIn(identity);
    const response = await client.request(`/history/${sessionId}`, { headers: failingTable("practice_responses") });
    const page = { status: response.status, text: decodeHtml(await response.text()) };
    expect(page.status).toBe(503);
    expect(page.text).toContain("Impossible de charger les détails de cette pratique");
    expect(page.text).toContain("← Historique");
  });

  it("a failed delete says « Impossible de supprimer la pratique » and keeps the practice", async () => {
    const identity = await createConfirmedUser("hdelfail");
    const userId = userIdOf(identity.email);
    const sessionId = insertPractice(userId, { answers: ["À garder malgré tout"] });
    const client = await signedIn(identity);
    const result = await whileFailing("practice_sessions", "DELETE", userId, () =>
      client.post("/history?index", { intent: "delete", sessionId }),
    );
    expect(result.status).toBe(302);
    const page = await client.get("/history");
    expect(page.text).toContain("Impossible de supprimer la pratique");
    expect(statusOf(sessionId)).toBe("completed");
  });
});

function questionsOf(userId: string) {
  return query<{ id: string; has_response: number; response_text: string | null }>(
    `SELECT id, has_response, response_text FROM user_questions WHERE user_id = ${sqlString(userId)}`,
  );
}

function form(fields: Record<string, string | File>) {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  return data;
}

describe("Mes questions: failed writes show the spec's messages and keep what was typed (spec 3 §8)", () => {
  it("adding: « Impossible d'ajouter votre question. Veuillez réessayer. », text kept, nothing stored", async () => {
    const identity = await createConfirmedUser("qaddfail");
    const userId = userIdOf(identity.email);
    const client = await signedIn(identity);
    const result = await whileFailing("user_questions", "INSERT", userId, () =>
      client.postMultipart("/questions", form({ intent: "add", text: "Une question qui doit survivre à l'échec" })),
    );
    expect(result.status).toBe(503);
    expect(result.text).toContain("Impossible d'ajouter votre question. Veuillez réessayer.");
    expect(result.text).toContain("Une question qui doit survivre à l'échec</textarea>");
    expect(questionsOf(userId)).toHaveLength(0);
  });

  it("answering: « Impossible d'enregistrer votre réponse. Veuillez réessayer. », answer kept, question unanswered", async () => {
    const identity = await createConfirmedUser("qansfail");
    const userId = userIdOf(identity.email);
    const client = await signedIn(identity);
    await client.postMultipart("/questions", form({ intent: "add", text: "Que faire de cette tristesse ?" }));
    const [question] = questionsOf(userId);
    const result = await whileFailing("user_questions", "UPDATE", userId, () =>
      client.postMultipart("/questions", form({ intent: "answer", questionId: question!.id, text: "La laisser passer, doucement." })),
    );
    expect(result.status).toBe(503);
    expect(result.text).toContain("Impossible d'enregistrer votre réponse. Veuillez réessayer.");
    expect(result.text).toContain("La laisser passer, doucement.</textarea>");
    expect(questionsOf(userId)[0]).toMatchObject({ has_response: 0, response_text: null });
  });

  it("deleting: « Impossible de supprimer la question. Veuillez réessayer. », question kept", async () => {
    const identity = await createConfirmedUser("qdelfail");
    const userId = userIdOf(identity.email);
    const client = await signedIn(identity);
    await client.postMultipart("/questions", form({ intent: "add", text: "Une question à garder" }));
    const [question] = questionsOf(userId);
    const result = await whileFailing("user_questions", "DELETE", userId, () =>
      client.post("/questions", { intent: "delete", questionId: question!.id }),
    );
    expect(result.status).toBe(302);
    expect((await client.get("/questions")).text).toContain("Impossible de supprimer la question. Veuillez réessayer.");
    expect(questionsOf(userId)).toHaveLength(1);
  });
});

describe("Mes questions: a recording that cannot be signed (spec 3 §5)", () => {
  it("shows « Enregistrement non disponible » instead of a silent empty player", async () => {
    const identity = await createConfirmedUser("qunsigned");
    const userId = userIdOf(identity.email);
    query(
      `INSERT INTO user_questions (id, user_id, question, question_audio_url, is_blocked_practice, has_response, created_at) VALUES (${sqlString(crypto.randomUUID())}, ${sqlString(userId)}, 'Une question dont la voix est perdue', 'quelquun-dautre/x/voix.webm', 0, 0, ${sqlString(new Date().toISOString())})`,
    );
    const page = await (await signedIn(identity)).get("/questions");
    expect(page.text).toContain("Une question dont la voix est perdue");
    expect(page.text).toContain("Enregistrement non disponible");
    expect(page.text).not.toContain("quelquun-dautre");
  });

  it("offers a download of a playable recording", async () => {
    const identity = await createConfirmedUser("qdownload");
    const client = await signedIn(identity);
    await client.postMultipart(
      "/questions",
      form({ intent: "add", text: "", audioFile: new File([webmBytes(1024, 3)], "v.webm", { type: "audio/webm" }) }),
    );
    const page = await client.get("/questions");
    const href = page.text.match(/<a href="(\/audio\/play\?[^"]+)" download="enregistrement\.webm"/)?.[1];
    expect(href).toBeTruthy();
    expect((await client.request(href!.replace(/&amp;/g, "&"))).status).toBe(200);
  });
});

describe("an absurd page number is bad input, not a failure", () => {
  it("/history and /questions answer page 1", async () => {
    const client = await signedIn(await createConfirmedUser("hpageabs"));
    for (const path of ["/history?page=99999999999999999999", "/questions?page=99999999999999999999"]) {
      const page = await client.get(path);
      expect(page.status, path).toBe(200);
      expect(page.text).not.toContain("Impossible de charger");
    }
  });
});
