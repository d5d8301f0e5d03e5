/**
 * Letters sealed until a day (issue 44 item 4): their words are refused before the day by the page,
 * by its data requests and by the export, even to their author; they appear on the day, once opened.
 * The day is brought forward by writing the letter's instant in the test database (tests/support/db.ts).
 */
import { strFromU8, unzipSync } from "fflate";
import { beforeAll, describe, expect, it } from "vitest";
import { Client, createConfirmedUser, signedIn } from "../support/client";
import { query, sqlString as q } from "../support/db";
import { firstNoticeAt } from "~/letters/announce";
import { dayIn, openingRange, startOfDayIn } from "~/letters/opening-day";

type Account = { id: string; pseudo: string; client: Client };

async function account(prefix: string): Promise<Account> {
  const identity = await createConfirmedUser(prefix);
  const client = await signedIn(identity);
  const [row] = query<{ id: string }>(`SELECT id FROM users WHERE email = ${q(identity.email)}`);
  return { id: row!.id, pseudo: identity.pseudo, client };
}

type LetterRow = {
  id: string;
  opens_on: string;
  time_zone: string;
  opens_at: string;
  opened_at: string | null;
  announce_at: string | null;
  announced_at: string | null;
};
const letterRow = (id: string) => query<LetterRow>(`SELECT * FROM sealed_letters WHERE id = ${q(id)}`)[0];

/** Everything a person can ask for that might carry a letter's words, document and data requests alike. */
function everyReading(id: string) {
  return [
    `/love-words/lettres/${id}`,
    `/love-words/lettres/${id}.data`,
    `/love-words/lettres/${id}?_data=routes%2Flove-words_.lettres.%24id`,
    `/love-words/lettres`,
    `/love-words/lettres.data`,
    `/love-words`,
    `/love-words.data`,
    `/dashboard`,
    `/dashboard.data`,
  ];
}

async function exported(client: Client) {
  const response = await client.request("/auth/mes-donnees/export");
  expect(response.status).toBe(200);
  const archive = unzipSync(new Uint8Array(await response.arrayBuffer()));
  return { json: strFromU8(archive["donnees.json"]!), md: strFromU8(archive["mes-donnees.md"]!) };
}

describe("une lettre scellée jusqu'à un jour", () => {
  let a: Account;
  let b: Account;
  let id: string;
  const words = `Chère moi, ${crypto.randomUUID()} tu as tenu bon`;
  const tomorrow = openingRange("Europe/Paris", new Date()).first;

  beforeAll(async () => {
    [a, b] = await Promise.all([account("lettre"), account("autre")]);
  });

  it("se scelle par le formulaire, sans JavaScript, jusqu'au premier instant de son jour à Paris", async () => {
    const sealed = await a.client.post("/love-words/lettres", { content: words, opensOn: tomorrow });
    expect(sealed.status).toBe(302);
    const match = /^\/love-words\/lettres\/([0-9a-f-]{36})$/.exec(sealed.location ?? "");
    expect(match, sealed.location ?? "").not.toBeNull();
    id = match![1]!;
    const row = letterRow(id)!;
    expect(row).toMatchObject({ opens_on: tomorrow, time_zone: "Europe/Paris", opened_at: null, announced_at: null });
    expect(row.opens_at).toBe(startOfDayIn(tomorrow, "Europe/Paris").toISOString());
    // Its notice waits for 09:00 that day (decision 0409), not midnight.
    expect(row.announce_at).toBe(new Date(firstNoticeAt(tomorrow, "Europe/Paris")).toISOString());
    expect(row.announce_at! > row.opens_at).toBe(true);
  });

  it("garde le fuseau du navigateur (Montréal)", async () => {
    const day = openingRange("America/Montreal", new Date()).first;
    const sealed = await a.client.post("/love-words/lettres", { content: "Pour plus tard", opensOn: day, timeZone: "America/Montreal" });
    expect(sealed.status).toBe(302);
    const other = sealed.location!.split("/").pop()!;
    expect(letterRow(other)).toMatchObject({
      time_zone: "America/Montreal",
      opens_at: startOfDayIn(day, "America/Montreal").toISOString(),
      announce_at: new Date(firstNoticeAt(day, "America/Montreal")).toISOString(),
    });
  });

  it("refuse aujourd'hui en français et garde ce qui a été écrit", async () => {
    const today = dayIn("Europe/Paris", new Date());
    const refused = await a.client.post("/love-words/lettres", { content: "Mots gardés malgré le refus", opensOn: today });
    expect(refused.status).toBe(400);
    expect(refused.text).toContain("Choisissez un jour à partir de demain.");
    expect(refused.text).toContain("Mots gardés malgré le refus");
    expect(refused.text).not.toMatch(/at .*\.js:\d+/); // no stack trace
  });

  it("avant le jour, ni la page, ni ses données, ni la liste, ni le tableau de bord n'ont ses mots, même pour son autrice", async () => {
    for (const path of everyReading(id)) {
      const read = await a.client.get(path);
      expect(read.status, path).toBe(200);
      expect(read.text, path).not.toContain(words);
      expect(read.text, path).not.toContain("tu as tenu bon");
    }
    const page = await a.client.get(`/love-words/lettres/${id}`);
    expect(page.text).toContain("Scellée jusqu'au");
    expect(page.text).toContain('data-state="sealed"');
  });

  it("avant le jour, l'ouvrir est refusé, et rien ne change", async () => {
    const open = await a.client.post(`/love-words/lettres/${id}`, { intent: "open" });
    expect(open.status).toBe(409);
    expect(open.text).not.toContain(words);
    expect(letterRow(id)).toMatchObject({ opened_at: null });
  });

  it("avant le jour, l'export dit qu'elle existe et quand elle s'ouvre, sans ses mots", async () => {
    const { json, md } = await exported(a.client);
    expect(json).not.toContain(words);
    expect(md).not.toContain(words);
    const letters = (JSON.parse(json) as { sealedLetters: { id: string; opensOn: string; content: string | null; sealed: boolean }[] })
      .sealedLetters;
    expect(letters.find((l) => l.id === id)).toMatchObject({ opensOn: tomorrow, content: null, sealed: true });
    expect(md).toContain("Lettre scellée jusqu'au");
  });

  it("la recherche ne trouve pas ses mots", async () => {
    const search = await a.client.get(`/recherche?q=${encodeURIComponent("tenu bon")}`);
    expect(search.text).not.toContain(words);
  });

  it("une autre personne ne peut ni la lire, ni l'ouvrir, ni la voir, même une fois le jour venu", async () => {
    query(`UPDATE sealed_letters SET opens_at = ${q(new Date(Date.now() - 60_000).toISOString())} WHERE id = ${q(id)}`);
    for (const path of [`/love-words/lettres/${id}`, `/love-words/lettres/${id}.data`]) {
      const read = await b.client.get(path);
      expect(read.status, path).toBe(404);
      expect(read.text, path).not.toContain(words);
    }
    const open = await b.client.post(`/love-words/lettres/${id}`, { intent: "open" });
    expect(open.status).toBe(404);
    expect(letterRow(id)).toMatchObject({ opened_at: null });
    const removed = await b.client.post(`/love-words/lettres/${id}`, { intent: "delete" });
    expect(removed.status).toBe(404);
    expect(letterRow(id)).toBeDefined();
    for (const path of ["/love-words/lettres", "/love-words", "/dashboard"]) {
      const read = await b.client.get(path);
      expect(read.text, path).not.toContain(id);
    }
    const { json } = await exported(b.client);
    expect(json).not.toContain(id);
  });

  it("le jour venu, elle attend dans Ma boîte aux lettres et sur le tableau de bord, toujours sans ses mots tant qu'elle n'est pas ouverte", async () => {
    const page = await a.client.get(`/love-words/lettres/${id}`);
    expect(page.text).toContain("Une lettre vous attend");
    expect(page.text).toContain('data-state="waiting"');
    expect(page.text).not.toContain(words);
    const box = await a.client.get("/love-words");
    expect(box.text).toContain("Une lettre vous attend");
    expect(box.text).toContain(`/love-words/lettres/${id}`);
    const dashboard = await a.client.get("/dashboard");
    expect(dashboard.text).toContain('data-testid="waiting-letter"');
    expect(dashboard.text).toContain(`/love-words/lettres/${id}`);
    expect(dashboard.text).not.toContain(words);
  });

  it("le jour venu, l'export donne ses mots", async () => {
    const { json, md } = await exported(a.client);
    const letters = (JSON.parse(json) as { sealedLetters: { id: string; content: string | null; sealed: boolean }[] }).sealedLetters;
    expect(letters.find((l) => l.id === id)).toMatchObject({ content: words, sealed: false });
    expect(md).toContain(words);
  });

  it("l'ouvrir la marque ouverte, et ses mots apparaissent", async () => {
    const open = await a.client.post(`/love-words/lettres/${id}`, { intent: "open" });
    expect(open.status).toBe(302);
    expect(open.location).toBe(`/love-words/lettres/${id}`);
    const row = letterRow(id)!;
    expect(row.opened_at).not.toBeNull();
    expect(row.announced_at).not.toBeNull(); // no notice after a letter already read
    const page = await a.client.get(`/love-words/lettres/${id}`);
    expect(page.text).toContain(words);
    expect(page.text).toContain('data-state="opened"');
    const data = await a.client.get(`/love-words/lettres/${id}.data`);
    expect(data.text).toContain(words);
    // Opened, it no longer waits.
    expect((await a.client.get("/dashboard")).text).not.toContain('data-testid="waiting-letter"');
    // Opening again changes nothing.
    await a.client.post(`/love-words/lettres/${id}`, { intent: "open" });
    expect(letterRow(id)!.opened_at).toBe(row.opened_at);
  });

  it("les mots de détresse montrent l'aide à qui écrit, et la lettre est scellée telle quelle", async () => {
    const sealed = await a.client.post("/love-words/lettres", { content: "Je veux mourir ce soir", opensOn: tomorrow });
    expect(sealed.status).toBe(302);
    expect(sealed.response.headers.getSetCookie().some((c) => c.startsWith("rvi_soutien="))).toBe(true);
    const page = await a.client.get(sealed.location!);
    expect(page.text).toContain('data-testid="distress-panel"');
    expect(page.text).not.toContain("Je veux mourir ce soir");
    expect(query(`SELECT content FROM sealed_letters WHERE id = ${q(sealed.location!.split("/").pop()!)}`)[0]).toEqual({
      content: "Je veux mourir ce soir",
    });
  });

  it("son autrice peut la supprimer, encore scellée, sans que ses mots soient lus (décision 0424)", async () => {
    const sealed = await a.client.post("/love-words/lettres", { content: `À supprimer ${crypto.randomUUID()}`, opensOn: tomorrow });
    const other = sealed.location!.split("/").pop()!;
    const page = await a.client.get(`/love-words/lettres/${other}`);
    expect(page.text).toContain("Supprimer cette lettre");
    const removed = await a.client.post(`/love-words/lettres/${other}`, { intent: "delete" });
    expect(removed.status).toBe(302);
    expect(removed.location).toBe("/love-words/lettres");
    expect(letterRow(other)).toBeUndefined();
  });

  it("la suppression du compte emporte ses lettres", async () => {
    expect(query(`SELECT count(*) AS n FROM sealed_letters WHERE user_id = ${q(a.id)}`)[0]).toEqual({ n: 3 });
    expect((await a.client.post("/auth/mes-donnees", { confirmation: a.pseudo })).status).toBe(302);
    expect(query(`SELECT count(*) AS n FROM sealed_letters WHERE user_id = ${q(a.id)}`)[0]).toEqual({ n: 0 });
  });
});
