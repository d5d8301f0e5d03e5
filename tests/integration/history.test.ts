import { describe, expect, it } from "vitest";
import { Client, createConfirmedUser, signedIn } from "../support/client";
import { query, sqlString } from "../support/db";
import { insertPractice, insertPractices, userIdOf } from "../support/practices";

describe("history (/history)", () => {
  it("shows the exact empty state", async () => {
    const client = await signedIn(await createConfirmedUser("hempty"));
    const page = await client.get("/history");
    expect(page.status).toBe(200);
    expect(page.text).toContain("Aucune pratique enregistrée pour le moment.");
    expect(page.text).toContain("Commencer une pratique");
    // No row of zero counters on an empty history.
    expect(page.text).not.toContain("Minutes de pratique");
  });

  it("lists the user's practices with the preview rule, status labels and counters", async () => {
    const identity = await createConfirmedUser("hlist");
    const userId = userIdOf(identity.email);
    insertPractice(userId, {
      toolName: "La Peur",
      answers: [
        "court",
        "J'ai eu très peur hier soir en rentrant",
        "Mon cœur battait vite et fort",
        "Je me suis senti seul au monde",
        "Une quatrième réponse qui ne compte pas",
      ],
    });
    insertPractice(userId, { toolId: "critique", toolName: "La Critique", status: "in_progress", answers: [] });
    insertPractice(userId, { toolName: "Le Regret", status: "abandoned", createdAt: "2026-01-05T10:00:00.000Z" });
    // Answered only aloud (and in a few words): no excerpt, but the line says where the answers are (decision 0342).
    insertPractice(userId, {
      toolName: "La Colère",
      status: "abandoned",
      createdAt: "2026-01-04T10:00:00.000Z",
      answers: [null, "Oui"],
      audioKeys: [`${userId}/voix.webm`, null],
    });
    const page = await (await signedIn(identity)).get("/history");
    expect(page.text).toContain("J'ai eu très peur… • Mon cœur battait vite… • Je me suis senti…");
    expect(page.text).toContain("Réponses enregistrées à voix haute");
    // Shown once, under the practice answered aloud (the page data names it once more).
    expect(page.text.match(/>Réponses enregistrées à voix haute</g)).toHaveLength(1);
    expect(page.text).toContain("Terminée");
    expect(page.text).toContain("En cours");
    expect(page.text).toContain("Autre");
    // The time really practised: these four took no time at all (issue 58 item 5).
    expect(page.text).toMatch(/Minutes de pratique<\/dt><dd[^>]*>0</);
    // « Cette semaine » as on the dashboard: completed practices of the Paris week (the one in progress does not count).
    expect(page.text).toMatch(/Cette semaine<\/dt><dd[^>]*>1</);
    expect(page.text).toContain("/practice/critique?sessionId=");
  });

  it("counts the minutes really practised: a one-minute practice adds one, a forgotten step at most 15, one left in progress none", async () => {
    const identity = await createConfirmedUser("hminutes");
    const userId = userIdOf(identity.email);
    const at = (seconds: number) => new Date(Date.parse("2026-11-02T20:00:00.000Z") + seconds * 1000).toISOString();
    // Started, three answers 20 s apart, finished a minute after the start.
    insertPractice(userId, { answers: ["a", "b"], answerTimes: [at(20), at(40)], completedAt: at(60), createdAt: at(0) });
    // A step left open three hours counts 15 minutes, its first step 2: 17 (18 with the first practice).
    insertPractice(userId, { answers: ["a"], answerTimes: [at(120)], completedAt: at(120 + 3 * 3600), createdAt: at(0) });
    // Left in progress an hour after its answer: nothing.
    insertPractice(userId, { status: "in_progress", answers: ["a"], answerTimes: [at(3000)], createdAt: at(0) });
    const page = await (await signedIn(identity)).get("/history");
    expect(page.text).toMatch(/Minutes de pratique<\/dt><dd[^>]*>18</);
  });

  it("never shows another user's practices", async () => {
    const owner = await createConfirmedUser("howner");
    insertPractice(userIdOf(owner.email), { toolName: "Palais de Justesse", answers: ["Une réponse très personnelle à cacher"] });
    const stranger = await signedIn(await createConfirmedUser("hstranger"));
    const page = await stranger.get("/history");
    expect(page.text).not.toContain("Une réponse très personnelle");
    expect(page.text).toContain("Aucune pratique enregistrée pour le moment.");
  });

  it("paginates by 20", async () => {
    const identity = await createConfirmedUser("hpage");
    const userId = userIdOf(identity.email);
    insertPractices(
      userId,
      Array.from({ length: 21 }, (_, i) => ({
        toolName: `Pratique ${String(i).padStart(2, "0")}`,
        createdAt: new Date(Date.UTC(2026, 10, 1, 0, i)).toISOString(),
      })),
    );
    const client = await signedIn(identity);
    const first = await client.get("/history");
    expect(first.text).toContain("Pratique 20");
    expect(first.text).not.toContain("Pratique 00");
    expect(first.text).toContain("Plus anciennes");
    const second = await client.get("/history?page=2");
    expect(second.text).toContain("Pratique 00");
  });
});

describe("deleting a practice", () => {
  it("deletes the user's own practice and its answers", async () => {
    const identity = await createConfirmedUser("hdel");
    const sessionId = insertPractice(userIdOf(identity.email), { answers: ["Une réponse à effacer pour de bon"] });
    const client = await signedIn(identity);
    const confirm = await client.get(`/history?confirmer=${sessionId}`);
    expect(confirm.text).toContain("Oui, supprimer");
    const result = await client.post("/history?index", { intent: "delete", sessionId });
    expect(result.status).toBe(302);
    expect((await client.get("/history")).text).toContain("Pratique supprimée avec succès");
    expect(query(`SELECT id FROM practice_sessions WHERE id = ${sqlString(sessionId)}`)).toHaveLength(0);
    expect(query(`SELECT id FROM practice_responses WHERE session_id = ${sqlString(sessionId)}`)).toHaveLength(0);
  });

  it("refuses to delete another user's practice", async () => {
    const owner = await createConfirmedUser("hdelown");
    const sessionId = insertPractice(userIdOf(owner.email));
    const stranger = await signedIn(await createConfirmedUser("hdelstr"));
    await stranger.post("/history?index", { intent: "delete", sessionId });
    expect((await stranger.get("/history")).text).toContain("Impossible de supprimer la pratique");
    expect(query(`SELECT id FROM practice_sessions WHERE id = ${sqlString(sessionId)}`)).toHaveLength(1);
  });
});

describe("practice detail (/history/{sessionId})", () => {
  it("shows the answers per step and the buttons of an in-progress practice", async () => {
    const identity = await createConfirmedUser("hdet");
    const sessionId = insertPractice(userIdOf(identity.email), { status: "in_progress", answers: ["Première réponse écrite", null] });
    const page = await (await signedIn(identity)).get(`/history/${sessionId}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain("Première réponse écrite");
    expect(page.text).toContain("Reprendre cette pratique");
    expect(page.text).toContain("Recommencer");
  });

  it("offers « Refaire » for a completed practice and the empty text without answers", async () => {
    const identity = await createConfirmedUser("hdet2");
    const sessionId = insertPractice(userIdOf(identity.email));
    const page = await (await signedIn(identity)).get(`/history/${sessionId}`);
    expect(page.text).toContain("Refaire");
    expect(page.text).toContain("Aucune réponse enregistrée pour cette pratique");
  });

  it("plays the owner's recordings through signed URLs, and never signs someone else's key", async () => {
    const identity = await createConfirmedUser("hdetaudio");
    const userId = userIdOf(identity.email);
    const sessionId = crypto.randomUUID();
    const ownKey = `${userId}/${sessionId}/step_1_123.webm`;
    insertPractice(userId, { answers: [null, null], audioKeys: [ownKey, "autre-utilisateur/x/step_2_1.webm"] });
    const page = await (
      await signedIn(identity)
    ).get(`/history/${query<{ id: string }>(`SELECT id FROM practice_sessions WHERE user_id = ${sqlString(userId)}`)[0]!.id}`);
    expect(page.text).toContain(`/audio/play?key=${encodeURIComponent(ownKey)}`);
    expect(page.text).toContain("&expires=");
    expect(page.text).not.toContain("autre-utilisateur");
    expect(page.text).toContain("Enregistrement non disponible");
  });

  it("sends a visitor back to /history with « Connectez-vous pour voir cette pratique »", async () => {
    const owner = await createConfirmedUser("hdet3");
    const sessionId = insertPractice(userIdOf(owner.email));
    const visitor = new Client();
    const result = await visitor.get(`/history/${sessionId}`);
    expect(result.status).toBe(302);
    expect(result.location).toBe("/history");
    expect((await visitor.get("/history")).text).toContain("Connectez-vous pour voir cette pratique");
  });

  it("refuses another user's practice with « Pratique introuvable »", async () => {
    const owner = await createConfirmedUser("hdet4");
    const sessionId = insertPractice(userIdOf(owner.email), { answers: ["Secret du propriétaire"] });
    const stranger = await signedIn(await createConfirmedUser("hdet5"));
    const result = await stranger.get(`/history/${sessionId}`);
    expect(result.status).toBe(302);
    expect(result.text).not.toContain("Secret du propriétaire");
    const after = await stranger.get("/history");
    expect(after.text).toContain("Pratique introuvable");
    expect(after.text).toContain("Cette pratique n'existe pas ou vous n'y avez pas accès");
  });
});

describe("Mes actes for a visitor", () => {
  it("shows the device's acts screen with an invitation to sign in, never server acts", async () => {
    const page = await new Client().get("/acts");
    expect(page.status).toBe(200);
    expect(page.text).toContain("Vos actes sont gardés sur cet appareil.");
    expect(page.text).not.toContain("Acte test");
  });
});
