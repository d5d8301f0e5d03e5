import { strFromU8, unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { frenchTypography } from "~/utils/typography";
import { BASE_URL, Client, createConfirmedUser, signedIn } from "../support/client";
import { query, sqlString as q } from "../support/db";
import { userIdOf } from "../support/practices";

const periodDocument = (word: string) => ({
  cycles: [{ id: "c1", centerText: `Misère ${word}`, textBoxes: [{ id: "w1", text: word, x: 412, y: 300, isEditing: false }] }],
  timestamp: "2026-11-23T10:00:00.000Z",
});

async function save(client: Client, key: string, data: unknown) {
  const response = await client.request("/cycles/document", {
    method: "POST",
    headers: { Origin: BASE_URL, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ key, data: JSON.stringify(data) }).toString(),
  });
  return { status: response.status, body: (await response.json()) as { ok?: boolean; error?: string } };
}

async function load(client: Client, key: string) {
  const response = await client.request(`/cycles/document?key=${encodeURIComponent(key)}`);
  return { status: response.status, body: (await response.json()) as { data?: unknown; error?: string } };
}

const saved = (centerText: string) => ({
  currentStep: 6,
  centerText,
  hasBourreau: "no",
  pleasing: "no",
  fearEnvieChoice: null,
  dontKnowYet: false,
  showBourreauMessage: false,
  circleTexts: { between2AndAbus: "", between1And2: "", between3And4: "", between4And1: "", nearAbus: "" },
  exteriorInputs: { outsideEvents: "", crisis: "" },
  completed: true,
  savedAt: "2026-11-23T10:00:00.000Z",
});

async function person(prefix: string) {
  const identity = await createConfirmedUser(prefix);
  return { client: await signedIn(identity), id: userIdOf(identity.email), identity };
}

describe("cycles of an account", () => {
  it("saves and loads a period's cycles, and finds them again on another device", async () => {
    const me = await person("cyc");
    expect(await save(me.client, "cycle-0-6", periodDocument("colère"))).toEqual({ status: 200, body: { ok: true } });
    expect((await load(me.client, "cycle-0-6")).body.data).toEqual(periodDocument("colère"));
    // A second save under the same key replaces the first.
    await save(me.client, "cycle-0-6", periodDocument("tristesse"));
    const otherDevice = await signedIn(me.identity);
    expect((await load(otherDevice, "cycle-0-6")).body.data).toEqual(periodDocument("tristesse"));
    const page = await otherDevice.get("/cycles/petitesse?periode=0-6");
    expect(page.text).toContain("tristesse");
  });

  it("refuses unknown keys, malformed cycles and visitors", async () => {
    const me = await person("cycbad");
    expect((await save(me.client, "local_practices", periodDocument("x"))).status).toBe(400);
    expect((await save(me.client, "cycle-0-6", { cycles: [], timestamp: "x" })).status).toBe(400);
    expect((await save(me.client, "cycle-0-6", { cycles: [{ id: "c", centerText: 5, textBoxes: [] }], timestamp: "x" })).status).toBe(400);
    const visitor = new Client();
    expect((await save(visitor, "cycle-0-6", periodDocument("x"))).status).toBe(401);
    expect((await load(visitor, "cycle-0-6")).status).toBe(401);
    expect(query(`SELECT key FROM cycle_documents WHERE user_id = ${q(me.id)}`)).toEqual([]);
  });

  it("one person can neither read nor overwrite another's cycles", async () => {
    const alice = await person("cyca");
    const bruno = await person("cycb");
    await save(alice.client, "meilleur-cycle-6-12", periodDocument("secret d'Alice"));
    // Bruno asks for the same key: he gets his own (nothing), never Alice's.
    const read = await load(bruno.client, "meilleur-cycle-6-12");
    expect(read.status).toBe(200);
    expect(read.body.data).toBeNull();
    expect((await bruno.client.get("/cycles/grandeur?periode=meilleur-6-12")).text).not.toContain("secret d'Alice");
    // His save under the same key writes his own row; Alice's stays as it was.
    await save(bruno.client, "meilleur-cycle-6-12", periodDocument("Bruno"));
    expect((await load(alice.client, "meilleur-cycle-6-12")).body.data).toEqual(periodDocument("secret d'Alice"));
    const rows = query<{ user_id: string; data: string }>(
      `SELECT user_id, data FROM cycle_documents WHERE key = 'meilleur-cycle-6-12' AND user_id IN (${q(alice.id)}, ${q(bruno.id)}) ORDER BY user_id`,
    );
    expect(rows).toHaveLength(2);
    expect(rows.find((r) => r.user_id === alice.id)!.data).toContain("secret d'Alice");
    expect(rows.find((r) => r.user_id === bruno.id)!.data).not.toContain("Alice");
  });

  it("the editors' forms (no JavaScript) write only the signed-in person's own cycles", async () => {
    const alice = await person("cycfa");
    const bruno = await person("cycfb");
    await save(alice.client, "cycle-6-12", periodDocument("secret d'Alice"));
    // Bruno posts with the ids of Alice's cycle and word: the change lands in his own document only.
    const add = await bruno.client.post("/cycles/petitesse?periode=6-12", {
      intent: "add-word",
      cycleId: "c1",
      text: "Bruno",
      place: "temps-2",
    });
    expect(add.status).toBe(302);
    expect(add.location).toBe("/cycles/petitesse?periode=6-12");
    await bruno.client.post("/cycles/petitesse?periode=6-12", { intent: "delete-word", cycleId: "c1", boxId: "w1" });
    await bruno.client.post("/cycles/petitesse?periode=6-12", { intent: "center", cycleId: "c1", centerText: "Bruno" });
    expect((await load(alice.client, "cycle-6-12")).body.data).toEqual(periodDocument("secret d'Alice"));
    const his = (await load(bruno.client, "cycle-6-12")).body.data as { cycles: { centerText: string; textBoxes: { text: string }[] }[] };
    expect(his.cycles).toHaveLength(1);
    expect(his.cycles[0]!.centerText).toBe("Bruno");
    expect(his.cycles[0]!.textBoxes.map((b) => b.text)).toEqual(["Bruno"]);
    // A visitor's post stores nothing and is sent to the login, back to the same period after.
    const visitor = await new Client().post("/cycles/grandeur?periode=meilleur-0-6", { intent: "add-cycle" });
    expect(visitor.status).toBe(302);
    expect(visitor.location).toBe("/auth/login?redirectTo=%2Fcycles%2Fgrandeur%3Fperiode%3Dmeilleur-0-6");
  });

  it("the export contains the cycles; deleting the account removes them", async () => {
    const me = await person("cycexp");
    await save(me.client, "cycle-12-18", periodDocument("exporté"));
    const exported = await me.client.request("/auth/mes-donnees/export");
    expect(exported.status).toBe(200);
    const data = JSON.parse(strFromU8(unzipSync(new Uint8Array(await exported.arrayBuffer()))["donnees.json"]!));
    expect(data.cycleDocuments).toHaveLength(1);
    expect(data.cycleDocuments[0]).toMatchObject({ key: "cycle-12-18" });
    expect(JSON.stringify(data.cycleDocuments)).toContain("exporté");
    const pseudo = query<{ username: string }>(`SELECT username FROM users WHERE id = ${q(me.id)}`)[0]!.username;
    expect((await me.client.post("/auth/mes-donnees", { confirmation: pseudo })).status).toBe(302);
    expect(query(`SELECT key FROM cycle_documents WHERE user_id = ${q(me.id)}`)).toEqual([]);
  });

  it("attaching device data brings the cycles along, without overwriting the account's own", async () => {
    const me = await person("cycimp");
    await save(me.client, "cycle-6-12", periodDocument("déjà là"));
    const accountCycle = { ...saved("compte"), id: "cycle-compte" };
    await save(me.client, "saved-cycles", [accountCycle]);
    const response = await me.client.request("/rattacher", {
      method: "POST",
      headers: { Origin: BASE_URL, "Content-Type": "application/json" },
      body: JSON.stringify({
        cycles: [
          { key: "cycle-0-6", data: periodDocument("de l'appareil") },
          { key: "cycle-6-12", data: periodDocument("ancien") },
          { key: "cycles-v2-data", data: { currentStep: 2, centerText: "?", dontKnowYet: true } },
          { key: "saved-cycles", data: [{ ...saved("appareil"), id: "cycle-appareil" }] },
          { key: "practice_questions", data: [] },
        ],
      }),
    });
    expect(response.status).toBe(200);
    const { imported } = (await response.json()) as { imported: { cycles: number; cycleKeys: string[] } };
    // The account's own cycle-6-12 is kept; the device keeps that copy (its key is not reported attached).
    expect(imported.cycleKeys.sort()).toEqual(["cycle-0-6", "cycles-v2-data", "saved-cycles"]);
    expect(imported.cycles).toBe(3);
    expect((await load(me.client, "cycle-0-6")).body.data).toEqual(periodDocument("de l'appareil"));
    expect((await load(me.client, "cycle-6-12")).body.data).toEqual(periodDocument("déjà là"));
    expect((await load(me.client, "cycles-v2-data")).body.data).toMatchObject({ currentStep: 2, centerText: "?" });
    const list = (await load(me.client, "saved-cycles")).body.data as { id: string }[];
    expect(list.map((c) => c.id)).toEqual(["cycle-compte", "cycle-appareil"]);
  });
});

describe("cycles-v2 without JavaScript: one form per step", () => {
  it("walks the branch without bourreau to the saved cycle listed on the hub", async () => {
    const me = await person("cycv2");
    const page = await me.client.post("/cycles-v2", { intent: "next", centerText: "" });
    expect(page.status).toBe(400);
    expect(page.text).toContain(frenchTypography("Nommez votre misère, ou choisissez « Je ne sais pas encore »."));
    let r = await me.client.post("/cycles-v2", { intent: "dont-know" });
    expect(r.status).toBe(200);
    expect(r.text).toContain("Étape 2 sur 8");
    const stateOf = (html: string) => JSON.parse(html.match(/name="state" value="(\{.*?\})"\/>/)![1]!);
    let state = stateOf(r.text);
    expect(state).toMatchObject({ centerText: "?", dontKnowYet: true, currentStep: 2 });
    r = await me.client.post("/cycles-v2", { state: JSON.stringify(state), intent: "next", hasBourreau: "no" });
    state = stateOf(r.text);
    expect(r.text).toContain("Étape 3 sur 6");
    r = await me.client.post("/cycles-v2", { state: JSON.stringify(state), intent: "next", pleasing: "no" });
    state = stateOf(r.text);
    expect(state.currentStep).toBe(5);
    expect(r.text).toContain("Vous êtes au tout début du cycle");
    r = await me.client.post("/cycles-v2", { state: JSON.stringify(state), intent: "back" });
    state = stateOf(r.text);
    expect(state).toMatchObject({ currentStep: 3, pleasing: "no" });
    const radios = r.text.match(/<input[^>]*name="pleasing"[^>]*>/g) ?? [];
    expect(radios.filter((tag) => tag.includes('checked=""')).map((tag) => tag.match(/value="(\w+)"/)![1])).toEqual(["no"]);
    r = await me.client.post("/cycles-v2", { state: JSON.stringify(state), intent: "next", pleasing: "no" });
    r = await me.client.post("/cycles-v2", {
      state: JSON.stringify(stateOf(r.text)),
      intent: "next",
      fearEnvieChoice: "peur",
      between4And1: "Peur de déranger",
    });
    state = stateOf(r.text);
    expect(r.text).toContain("Étape 6 sur 6");
    const saved = await me.client.post("/cycles-v2", {
      state: JSON.stringify(state),
      intent: "save",
      centerText: "La solitude",
      between4And1: "Peur de déranger",
    });
    expect(saved.status).toBe(302);
    expect(saved.location).toBe("/cycles");
    const hub = await me.client.get("/cycles");
    expect(hub.text).toContain("Cycle enregistré dans 'Mes cycles'");
    expect(hub.text).toContain("La solitude");
    expect(hub.text).toContain("Peur de déranger");
    // Another person's hub and questionnaire never show them.
    const other = await person("cycv2b");
    expect((await other.client.get("/cycles")).text).not.toContain("Peur de déranger");
    expect((await other.client.get("/cycles-v2")).text).not.toContain("Peur de déranger");
  });

  it("the blocked button shows an encouragement, then saves a blocked cycles-v2 question", async () => {
    const me = await person("cycq");
    let r = await me.client.post("/cycles-v2", { intent: "next", centerText: "La honte" });
    const stateOf = (html: string) => html.match(/name="state" value="(\{.*?\})"\/>/)![1]!;
    r = await me.client.post("/cycles-v2", { state: stateOf(r.text), intent: "blocked" });
    expect(r.text).toContain("Votre rendez-vous est là");
    r = await me.client.post("/cycles-v2", { state: stateOf(r.text), intent: "blocked-continue" });
    expect(r.text).toContain("Passer");
    const empty = await me.client.post("/cycles-v2", { state: stateOf(r.text), intent: "question", question: " " });
    expect(empty.status).toBe(400);
    expect(empty.text).toContain("Veuillez écrire une question ou enregistrer un message vocal");
    const foreign = await me.client.post("/cycles-v2", {
      state: stateOf(r.text),
      intent: "question",
      question: "",
      questionAudioKey: "quelqu-un-d-autre/question-libre/1.webm",
    });
    expect(foreign.status).toBe(403);
    const ok = await me.client.post("/cycles-v2", { state: stateOf(r.text), intent: "question", question: "Pourquoi ai-je si honte ?" });
    expect(ok.status).toBe(200);
    const rows = query<{ tool_id: string; is_blocked_practice: number; has_response: number; step_number: number }>(
      `SELECT tool_id, is_blocked_practice, has_response, step_number FROM user_questions WHERE user_id = ${q(me.id)}`,
    );
    expect(rows).toEqual([{ tool_id: "cycles-v2", is_blocked_practice: 1, has_response: 0, step_number: 2 }]);
  });
});
