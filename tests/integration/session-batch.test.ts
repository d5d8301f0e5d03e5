/**
 * The dashboard reads its session inside its own D1 batch (app/auth/session-batch.server.ts, decision
 * 0145): one round trip for the whole page, the root's header included, and never another person's data.
 */
import { describe, expect, it } from "vitest";
import { Client, createConfirmedUser, decodeHtml, signedIn } from "../support/client";
import { failingTable, query, sqlString } from "../support/db";
import { insertPractice, insertPractices, userIdOf } from "../support/practices";

const COUNT = { "X-Test-Count-D1": "1" };

/** A page read with its D1 round trips counted (local hook, app/utils/fault-injection.server.ts); text decoded. */
async function counted(client: Client, path: string) {
  const response = await client.request(path, { headers: COUNT });
  return {
    status: response.status,
    location: response.headers.get("Location"),
    roundTrips: Number(response.headers.get("X-Test-D1-Round-Trips")),
    text: decodeHtml(await response.text()),
  };
}

/** A page read after a first one (which may note when the browser was seen: one small write), counted. */
async function settledRead(client: Client, path: string) {
  await client.get(path);
  return counted(client, path);
}

/** The page comes in one round trip, shows `mine` and nothing of `theirs`. */
async function expectOwnOnly(client: Client, path: string, mine: string, theirs: string) {
  const page = await settledRead(client, path);
  expect(page.roundTrips, path).toBe(1);
  expect(page.text, path).toContain(mine);
  expect(page.text, path).not.toContain(theirs);
  return page;
}

const figure = (html: string, id: string) => new RegExp(`data-testid="${id}">(\\d+)<`).exec(html)?.[1];
const twoHoursAgo = () => new Date(Date.now() - 2 * 3600 * 1000).toISOString();

describe("a signed-in page in one D1 round trip", () => {
  it("the dashboard, its header included, reads the session and every figure in one batch", async () => {
    const identity = await createConfirmedUser("lot");
    const me = await signedIn(identity);
    insertPractices(userIdOf(identity.email), [{ status: "completed" }, { status: "completed", toolId: "colere", toolName: "La Colère" }]);
    const page = await settledRead(me, "/dashboard");
    expect(page.status).toBe(200);
    expect(page.roundTrips).toBe(1);
    expect(page.text).toMatch(new RegExp(`Bonjour (<!-- -->)?${identity.pseudo}`));
    // The root loader shared the batch's session: the header shows the signed-in menu.
    expect(page.text).toContain('href="/auth/profile"');
    expect(figure(page.text, "figure-week")).toBe("2");
    expect(figure(page.text, "figure-tools")).toBe("2");
  });

  it("shows each person only their own figures", async () => {
    const [alice, bruno] = await Promise.all([createConfirmedUser("lota"), createConfirmedUser("lotb")]);
    insertPractices(userIdOf(alice.email), [{ status: "completed" }, { status: "completed" }, { status: "completed" }]);
    insertPractice(userIdOf(bruno.email), { status: "completed" });
    const [a, b] = await Promise.all([signedIn(alice), signedIn(bruno)]);
    const [pageA, pageB] = await Promise.all([counted(a, "/dashboard"), counted(b, "/dashboard")]);
    expect(figure(pageA.text, "figure-week")).toBe("3");
    expect(figure(pageB.text, "figure-week")).toBe("1");
    expect(pageB.text).toMatch(new RegExp(`Bonjour (<!-- -->)?${bruno.pseudo}`));
    expect(pageB.text).not.toContain(alice.pseudo);
  });

  it("reads the five counts in one statement, each the owner's alone (decision 0150)", async () => {
    const [alice, bruno] = await Promise.all([createConfirmedUser("lotc"), createConfirmedUser("lotd")]);
    const [aliceId, brunoId] = [userIdOf(alice.email), userIdOf(bruno.email)];
    const longAgo = new Date(Date.now() - 40 * 86_400_000).toISOString(); // before this month and this week
    insertPractices(aliceId, [
      { status: "completed" },
      { status: "completed", toolId: "colere", toolName: "La Colère" },
      { status: "completed", toolId: "jalousie", toolName: "La Jalousie", createdAt: longAgo },
      { status: "abandoned", toolId: "deuil", toolName: "Le Deuil" },
    ]);
    insertPractices(brunoId, [
      { status: "completed", toolId: "joie", toolName: "La Joie" },
      { status: "completed" },
      { status: "completed" },
    ]);
    const act = (userId: string, done: number) =>
      `INSERT INTO user_acts (id, user_id, act_text, is_completed, created_at, updated_at) VALUES (${sqlString(crypto.randomUUID())}, ${sqlString(userId)}, 'Marcher', ${done}, ${sqlString(new Date().toISOString())}, ${sqlString(new Date().toISOString())})`;
    query([act(aliceId, 0), act(aliceId, 1), act(brunoId, 0), act(brunoId, 0)].join(";\n"));
    const page = await settledRead(await signedIn(alice), "/dashboard");
    expect(page.roundTrips).toBe(1);
    expect(figure(page.text, "figure-week")).toBe("2");
    expect(figure(page.text, "figure-month")).toBe("2");
    expect(figure(page.text, "figure-tools")).toBe("3"); // completed ones only, whenever
    expect(decodeHtml(page.text)).toContain("1 acte à faire");
    const other = await settledRead(await signedIn(bruno), "/dashboard");
    expect([figure(other.text, "figure-week"), figure(other.text, "figure-tools")]).toEqual(["3", "2"]);
    expect(decodeHtml(other.text)).toContain("2 actes à faire");
  });

  it("an expired session is sent to sign in, and its batch changed nothing", async () => {
    const identity = await createConfirmedUser("lotx");
    const me = await signedIn(identity);
    const userId = userIdOf(identity.email);
    const stale = insertPractice(userId, { status: "in_progress", createdAt: twoHoursAgo() });
    query(`UPDATE sessions SET expires_at = ${sqlString(new Date(Date.now() - 1000).toISOString())} WHERE user_id = ${sqlString(userId)}`);
    const page = await counted(me, "/dashboard");
    expect(page.status).toBe(302);
    expect(page.location).toBe("/auth/login?redirectTo=%2Fdashboard");
    expect(page.roundTrips).toBe(1);
    // The batch's statements named the session's user, who was nobody: the stale practice is untouched.
    expect(query<{ status: string }>(`SELECT status FROM practice_sessions WHERE id = ${sqlString(stale)}`)[0]?.status).toBe("in_progress");

    // Signed in again, the batch finds it and the page abandons it (spec 3 §4): a second round trip, the
    // write, only then. The next view writes nothing and reads in one round trip again.
    const again = await signedIn(identity);
    await again.get("/aide"); // the new browser's first sight noted (one small write), away from the dashboard
    const refreshed = await counted(again, "/dashboard");
    expect(refreshed.status).toBe(200);
    expect(refreshed.roundTrips).toBe(2);
    expect(query<{ status: string }>(`SELECT status FROM practice_sessions WHERE id = ${sqlString(stale)}`)[0]?.status).toBe("abandoned");
    expect((await settledRead(again, "/dashboard")).roundTrips).toBe(1);
  });

  it("without a cookie there is no read at all", async () => {
    const page = await counted(new Client(), "/dashboard");
    expect(page.status).toBe(302);
    expect(page.location).toBe("/auth/login?redirectTo=%2Fdashboard");
    expect(page.roundTrips).toBe(0);
  });

  it("the history reads the session, the page, its answers and every date in one batch; only the owner's", async () => {
    const [owner, other] = await Promise.all([createConfirmedUser("loth"), createConfirmedUser("loti")]);
    insertPractices(userIdOf(owner.email), [
      { status: "completed", answers: ["Une réponse assez longue pour l'aperçu"] },
      { status: "completed", toolId: "colere", toolName: "La Colère", answers: ["Une autre réponse assez longue"] },
    ]);
    insertPractice(userIdOf(other.email), {
      status: "completed",
      toolId: "jalousie",
      toolName: "La Jalousie",
      answers: ["Ceci appartient à quelqu'un d'autre"],
    });
    const me = await signedIn(owner);
    const page = await expectOwnOnly(me, "/history", "Une réponse assez longue", "Ceci appartient"); // previews: first four words
    expect(page.text).toContain("La Colère");
    expect(page.text).not.toContain("La Jalousie");
    // Signed out: no read at all (the device's own history is shown by the browser).
    expect((await counted(new Client(), "/history")).roundTrips).toBe(0);
  });

  it("a practice's detail reads the session, the practice and its answers in one batch, only the owner's", async () => {
    const [owner, other] = await Promise.all([createConfirmedUser("lotp"), createConfirmedUser("lotz")]);
    const mine = insertPractice(userIdOf(owner.email), { status: "completed", answers: ["Ma réponse à moi"] });
    const theirs = insertPractice(userIdOf(other.email), { status: "completed", answers: ["La réponse d'un autre"] });
    const me = await signedIn(owner);
    const page = await settledRead(me, `/history/${mine}`);
    expect(page.status).toBe(200);
    expect(page.roundTrips).toBe(1);
    expect(page.text).toContain("Ma réponse à moi");
    // Someone else's practice by its id: back to the history, nothing of it read out.
    const opened = await counted(me, `/history/${theirs}`);
    expect(opened.status).toBe(302);
    expect(opened.location).toBe("/history");
    expect(opened.text).not.toContain("La réponse d'un autre");
    const signedOut = await counted(new Client(), `/history/${mine}`);
    expect(signedOut.status).toBe(302);
    expect(signedOut.roundTrips).toBe(0);
  });

  it("the search in one's own records reads the session and the hits in one batch, only the owner's", async () => {
    const [owner, other] = await Promise.all([createConfirmedUser("lots"), createConfirmedUser("lotw")]);
    const word = `lotsearch${Date.now().toString(36)}`;
    insertPractice(userIdOf(owner.email), { status: "completed", answers: [`Ma réponse ${word} à moi`] });
    insertPractice(userIdOf(other.email), { status: "completed", answers: [`La réponse ${word} d'un autre`] });
    const page = await expectOwnOnly(await signedIn(owner), `/recherche?q=${word}`, "à moi", "d'un autre");
    expect(page.status).toBe(200);
    const visitor = await counted(new Client(), `/recherche?q=${word}`);
    expect(visitor.status).toBe(302);
    expect(visitor.roundTrips).toBe(0);
  });

  it("the chat reads the session, the messages and the last send in one batch, with or without a cookie", async () => {
    const identity = await createConfirmedUser("lotc");
    const me = await signedIn(identity);
    const signedInPage = await settledRead(me, "/entraide");
    expect(signedInPage.status).toBe(200);
    expect(signedInPage.roundTrips).toBe(1);
    const visitor = await counted(new Client(), "/entraide");
    expect(visitor.status).toBe(200);
    expect(visitor.roundTrips).toBe(1);
  });

  it("when the chat's batch fails, the page says so and still knows who is signed in", async () => {
    const me = await signedIn(await createConfirmedUser("lotf"));
    const response = await me.request("/entraide", { headers: failingTable("chat_messages") });
    const text = decodeHtml(await response.text());
    expect(response.status).toBe(200);
    expect(text).toContain("Impossible de charger les messages.");
    // The root loader's own lookup (the batch's session was lost with it): the signed-in header and the send form.
    expect(text).toContain('href="/auth/profile"');
    expect(text).toContain('name="content"');
  });

  it("a thread page reads the session, the thread and its replies in one batch, with or without a cookie", async () => {
    const author = await signedIn(await createConfirmedUser("lott"));
    const created = await author.post("/forum/nouveau", {
      title: `Lot ${Date.now().toString(36)}`,
      content: "Un sujet pour compter les allers-retours.",
    });
    expect(created.status).toBe(302);
    const path = created.location!;
    const signedInPage = await settledRead(author, path);
    expect(signedInPage.status).toBe(200);
    expect(signedInPage.roundTrips).toBe(1);
    expect(signedInPage.text).toContain("Un sujet pour compter les allers-retours.");
    expect(signedInPage.text).toContain('href="/auth/profile"'); // the root shared the batch's session
    expect(signedInPage.text).not.toContain("Épingler");
    // The session's row read in plain SQL carries the role: a moderator gets the moderation buttons.
    const moderatorPage = await settledRead(await signedIn({ pseudo: "moderateur", password: "motdepasse-demo" }), path);
    expect(moderatorPage.roundTrips).toBe(1);
    expect(moderatorPage.text).toContain("Épingler");
    const visitor = await counted(new Client(), path);
    expect(visitor.status).toBe(200);
    expect(visitor.roundTrips).toBe(1);
    // No such thread: back to the list with the forum's message, as before.
    const missing = await counted(author, "/forum/pas-de-tel-sujet");
    expect(missing.status).toBe(302);
    expect(missing.location).toBe("/forum");
  });

  it("questions and acts read the session and the page in one batch, only the owner's", async () => {
    const [owner, other] = await Promise.all([createConfirmedUser("lotq"), createConfirmedUser("lotr")]);
    const [ownerId, otherId] = [userIdOf(owner.email), userIdOf(other.email)];
    query(`INSERT INTO user_questions (id, user_id, question, created_at) VALUES (${sqlString(crypto.randomUUID())}, ${sqlString(ownerId)}, 'Ma question à moi', ${sqlString(new Date().toISOString())});
      INSERT INTO user_questions (id, user_id, question, created_at) VALUES (${sqlString(crypto.randomUUID())}, ${sqlString(otherId)}, 'La question de quelqu''un d''autre', ${sqlString(new Date().toISOString())});
      INSERT INTO user_acts (id, user_id, act_text, is_completed, created_at, updated_at) VALUES (${sqlString(crypto.randomUUID())}, ${sqlString(ownerId)}, 'Mon acte à moi', 0, ${sqlString(new Date().toISOString())}, ${sqlString(new Date().toISOString())});
      INSERT INTO user_acts (id, user_id, act_text, is_completed, created_at, updated_at) VALUES (${sqlString(crypto.randomUUID())}, ${sqlString(otherId)}, 'L''acte de quelqu''un d''autre', 0, ${sqlString(new Date().toISOString())}, ${sqlString(new Date().toISOString())})`);
    const otherAct = query<{ id: string }>(`SELECT id FROM user_acts WHERE user_id = ${sqlString(otherId)}`)[0]!.id;
    const me = await signedIn(owner);
    await expectOwnOnly(me, "/questions", "Ma question à moi", "quelqu'un d'autre");
    await expectOwnOnly(me, "/acts", "Mon acte à moi", "quelqu'un d'autre");
    // Someone else's act opened by its id: nothing of it shows.
    const opened = await counted(me, `/acts?acte=${otherAct}`);
    expect(opened.roundTrips).toBe(1);
    expect(opened.text).not.toContain("quelqu'un d'autre");
  });

  it("love words and the assistant's page read the session and their rows in one batch, only the owner's", async () => {
    const [owner, other] = await Promise.all([createConfirmedUser("lotl"), createConfirmedUser("lotm")]);
    const now = new Date().toISOString();
    const letter = (userId: string, title: string) =>
      `INSERT INTO love_words (id, user_id, title, content, age_category, created_at) VALUES (${sqlString(crypto.randomUUID())}, ${sqlString(userId)}, ${sqlString(title)}, 'Un mot tendre', 'enfant', ${sqlString(now)})`;
    query(`${letter(userIdOf(owner.email), "Ma lettre à moi")};\n${letter(userIdOf(other.email), "La lettre d'un autre")}`);
    const otherLetter = query<{ id: string }>(`SELECT id FROM love_words WHERE user_id = ${sqlString(userIdOf(other.email))}`)[0]!.id;
    const me = await signedIn(owner);
    await expectOwnOnly(me, "/love-words", "Ma lettre à moi", "La lettre d'un autre");
    const opened = await counted(me, `/love-words?id=${otherLetter}`);
    expect(opened.status).toBe(404);
    expect(opened.text).not.toContain("La lettre d'un autre");
    const signedOut = await counted(new Client(), "/love-words");
    expect(signedOut.status).toBe(302);
    expect(signedOut.roundTrips).toBe(0);
    const assistant = await counted(me, "/dashboard/assistant");
    expect(assistant.status).toBe(200);
    expect(assistant.roundTrips).toBe(1);
  });

  it("the cycle pages read the session and their document or table in one batch", async () => {
    const me = await signedIn(await createConfirmedUser("lotk"));
    for (const path of ["/cycles", "/cycles-v2", "/cycles/grandeur-table"]) {
      const page = await settledRead(me, path);
      expect(page.status, path).toBe(200);
      expect(page.roundTrips, path).toBe(1);
    }
    // Signed out: the hub and the questionnaire work on the device, with no read; the table asks to sign in.
    expect((await counted(new Client(), "/cycles")).roundTrips).toBe(0);
    expect((await counted(new Client(), "/cycles-v2")).roundTrips).toBe(0);
    const table = await counted(new Client(), "/cycles/grandeur-table");
    expect(table.status).toBe(302);
    expect(table.location).toBe("/auth/login?redirectTo=%2Fcycles%2Fgrandeur-table");
  });

  it("the forum list, with or without a search, reads the session and the cards in one batch", async () => {
    const word = `lotissement${Date.now().toString(36)}`;
    const author = await signedIn(await createConfirmedUser("lotg"));
    const created = await author.post("/forum/nouveau", {
      title: `Sujet ${word}`,
      content: "Un sujet pour compter les allers-retours de la liste.",
    });
    expect(created.status).toBe(302);
    for (const path of ["/forum", `/forum?q=${word}`]) {
      const page = await settledRead(author, path);
      expect(page.status, path).toBe(200);
      expect(page.roundTrips, path).toBe(1);
      expect(page.text, path).toContain(`Sujet ${word}`);
      expect(page.text, path).toContain('href="/auth/profile"'); // the root shared the batch's session
    }
    const visitor = await counted(new Client(), `/forum?q=${word}`);
    expect(visitor.roundTrips).toBe(1);
    expect(visitor.text).toContain(`Sujet ${word}`);
    // "Charger plus" by cursor reads in the same single batch, and only what comes after the cursor.
    const later = await counted(author, `/forum?q=${word}&apres=0_2999-01-01T00:00:00.000Z_zzz`);
    expect(later.roundTrips).toBe(1);
    expect(later.text).toContain(`Sujet ${word}`);
    expect((await counted(author, `/forum?q=${word}&apres=0_2000-01-01T00:00:00.000Z_a`)).text).not.toContain(`Sujet ${word}`);
    // A search that can match nothing reads nothing.
    expect((await counted(new Client(), "/forum?q=%22%22")).roundTrips).toBe(0);
  });

  it("the devices page reads the session and the account's browsers in one batch, never another account's", async () => {
    const [owner, other] = await Promise.all([createConfirmedUser("lotd"), createConfirmedUser("lote")]);
    const me = await signedIn(owner);
    await signedIn(owner); // a second browser of the same account
    await signedIn(other);
    const sessionsOf = (email: string) =>
      query<{ id: string }>(`SELECT id FROM sessions WHERE user_id = ${sqlString(userIdOf(email))}`).map((r) => r.id);
    const page = await settledRead(me, "/auth/appareils");
    expect(page.status).toBe(200);
    expect(page.roundTrips).toBe(1);
    const mine = sessionsOf(owner.email);
    expect(mine.length).toBeGreaterThanOrEqual(2);
    expect(page.text.match(/data-testid="device"/g)).toHaveLength(mine.length);
    expect(page.text).toContain("Cet appareil");
    for (const id of sessionsOf(other.email)) expect(page.text).not.toContain(id);
    // Every other browser of the account has its « Déconnecter cet appareil » form (the current one has none).
    expect(mine.filter((id) => page.text.includes(`value="${id}"`))).toHaveLength(mine.length - 1);
    const signedOut = await counted(new Client(), "/auth/appareils");
    expect(signedOut.status).toBe(302);
    expect(signedOut.roundTrips).toBe(0);
  });

  it("a cycle document and a period editor read the session and the owner's document in one batch", async () => {
    const [alice, bruno] = await Promise.all([createConfirmedUser("lotu"), createConfirmedUser("lotv")]);
    const [a, b] = await Promise.all([signedIn(alice), signedIn(bruno)]);
    const document = (word: string) => ({
      cycles: [{ id: "c1", centerText: `Misère ${word}`, textBoxes: [] }],
      timestamp: "2026-11-23T10:00:00.000Z",
    });
    for (const [client, word] of [
      [a, "d'Alice"],
      [b, "de Bruno"],
    ] as const) {
      const saved = await client.post("/cycles/document", { key: "cycle-0-6", data: JSON.stringify(document(word)) });
      expect(saved.status).toBe(200);
    }
    const read = await settledRead(a, "/cycles/document?key=cycle-0-6");
    expect(read.status).toBe(200);
    expect(read.roundTrips).toBe(1);
    expect(read.text).toContain("Misère d'Alice");
    expect(read.text).not.toContain("de Bruno");
    const editor = await expectOwnOnly(a, "/cycles/petitesse?periode=0-6", "Misère d'Alice", "de Bruno");
    expect(editor.status).toBe(200);
    // Signed out: 401 for the document, with no read; a bad key is still told apart from a signed-out visitor.
    const visitor = await counted(new Client(), "/cycles/document?key=cycle-0-6");
    expect(visitor.status).toBe(401);
    expect(visitor.roundTrips).toBe(0);
    expect((await counted(a, "/cycles/document?key=pas-une-cle")).status).toBe(400);
    expect((await counted(new Client(), "/cycles/document?key=pas-une-cle")).status).toBe(401);
    expect((await counted(new Client(), "/cycles/petitesse?periode=0-6")).roundTrips).toBe(0);
  });
});
