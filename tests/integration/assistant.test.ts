/**
 * The dashboard's assistant against the real local worker, D1 and R2, with the offline provider:
 * the quota counted on the server, the owner-only conversation and images, the export and erasure.
 */
import { strFromU8, unzipSync } from "fflate";
import { beforeAll, describe, expect, it } from "vitest";
import { assistantQuotaKey } from "~/assistant/quota";
import { Client, createConfirmedUser, signedIn } from "../support/client";
import { query, sqlString as q } from "../support/db";
import { fetcherData } from "../support/single-fetch";

const ENDPOINT = "/dashboard/assistant.data";
type Answer = { response?: string; images?: string[]; messagesRemaining?: number; error?: string; distress?: boolean };
type Account = { client: Client; id: string; pseudo: string };

async function account(prefix: string): Promise<Account> {
  const identity = await createConfirmedUser(prefix);
  const client = await signedIn(identity);
  const [row] = query<{ id: string }>(`SELECT id FROM users WHERE email = ${q(identity.email)}`);
  return { client, id: row!.id, pseudo: identity.pseudo };
}

async function send(client: Client, message: string, image = false): Promise<{ status: number; body: Answer }> {
  const fields: Record<string, string> = { intent: "send", mode: "fetch", message };
  if (image) fields.requestImageGeneration = "1";
  const result = await client.post(ENDPOINT, fields);
  return { status: result.status, body: await fetcherData<Answer>(result.text) };
}

let me: Account;
let other: Account;
beforeAll(async () => {
  me = await account("ia");
  other = await account("ib");
});

describe("the assistant's endpoint", () => {
  it("answers {response, images, messagesRemaining} and counts each message on the server", async () => {
    const first = await send(me.client, "J'ai peur de parler en public, ça m'angoisse");
    expect(first.status).toBe(200);
    expect(first.body.response).toContain("[La Peur](/practice/peur)");
    expect(first.body.images).toEqual([]);
    expect(first.body.messagesRemaining).toBe(19);
    const second = await send(me.client, "Bonjour");
    expect(second.body.messagesRemaining).toBe(18);
    const rows = query<{ type: string; content: string }>(
      `SELECT type, content FROM assistant_messages WHERE user_id = ${q(me.id)} ORDER BY created_at, type DESC`,
    );
    expect(rows.map((r) => r.type)).toEqual(["user", "ai", "user", "ai"]);
    expect(rows[0]!.content).toBe("J'ai peur de parler en public, ça m'angoisse");
    // The conversation reloads with the page.
    const page = await me.client.get("/dashboard/assistant");
    expect(page.text).toContain("J'ai peur de parler en public");
    expect(page.text).toContain("18 messages restants aujourd'hui");
  });

  it("refuses a signed-out caller with the spec's words", async () => {
    const result = await new Client().post(ENDPOINT, { message: "bonjour", mode: "fetch" });
    expect(result.status).toBe(401);
    expect((await fetcherData<Answer>(result.text)).error).toBe("Connectez-vous pour utiliser l'assistant IA.");
    const page = await new Client().get("/dashboard/assistant");
    expect(page.text).toContain("Connexion requise");
    expect(page.text).toMatch(/<textarea[^>]*disabled/);
  });

  it("sends nothing empty", async () => {
    const before = query(`SELECT count(*) AS n FROM assistant_messages WHERE user_id = ${q(other.id)}`);
    const result = await send(other.client, "   \n ");
    expect(result.status).toBe(400);
    expect(query(`SELECT count(*) AS n FROM assistant_messages WHERE user_id = ${q(other.id)}`)).toEqual(before);
  });

  it("over the day's quota answers 'limite' and 🦗, and the count does not move", async () => {
    const user = await account("iq");
    query(
      `INSERT INTO rate_limits (key, count, window_started_at, expires_at, user_id) VALUES (${q(assistantQuotaKey(user.id))}, 19, ${q(new Date().toISOString())}, ${q(new Date(Date.now() + 2 * 86_400_000).toISOString())}, ${q(user.id)})`,
    );
    const last = await send(user.client, "Merci");
    expect(last.body.messagesRemaining).toBe(0);
    const over = await send(user.client, "Encore un message");
    expect(over.status).toBe(429);
    expect(over.body.error).toMatch(/limite/);
    expect(over.body.error).toContain("🦗");
    expect(over.body.messagesRemaining).toBe(0);
    expect(query(`SELECT count FROM rate_limits WHERE key = ${q(assistantQuotaKey(user.id))}`)).toEqual([{ count: 20 }]);
    // Yesterday's count in Paris is another day: it does not count today.
    const yesterday = assistantQuotaKey(user.id, new Date(Date.now() - 86_400_000));
    expect(yesterday).not.toBe(assistantQuotaKey(user.id));
  });

  it("answers distress with the crisis lines before anything else, even over the quota, without counting it", async () => {
    const user = await account("id");
    query(
      `INSERT INTO rate_limits (key, count, window_started_at, expires_at, user_id) VALUES (${q(assistantQuotaKey(user.id))}, 20, ${q(new Date().toISOString())}, ${q(new Date(Date.now() + 2 * 86_400_000).toISOString())}, ${q(user.id)})`,
    );
    const result = await send(user.client, "Je n'en peux plus, je veux mourir");
    expect(result.status).toBe(200);
    expect(result.body.distress).toBe(true);
    for (const n of ["3114", "15", "112"]) expect(result.body.response).toMatch(new RegExp(`\\b${n}\\b`));
    expect(query(`SELECT count FROM rate_limits WHERE key = ${q(assistantQuotaKey(user.id))}`)).toEqual([{ count: 20 }]);
  });
});

describe("images", () => {
  it("are stored in R2 under the owner's prefix, counted twice, and served only through a valid signature", async () => {
    const result = await send(me.client, "Un lac calme au lever du soleil", true);
    expect(result.status).toBe(200);
    expect(result.body.images).toHaveLength(1);
    expect(result.body.messagesRemaining).toBe(16);
    const url = result.body.images![0]!;
    expect(url).toMatch(/^\/dashboard\/assistant\/image\?/);
    const key = new URL(url, "http://x").searchParams.get("key")!;
    expect(key).toMatch(new RegExp(`^${me.id}/assistant/\\d+-[0-9a-f-]+\\.svg$`));
    const [row] = query<{ images: string }>(`SELECT images FROM assistant_messages WHERE user_id = ${q(me.id)} AND images IS NOT NULL`);
    expect(JSON.parse(row!.images)).toEqual([key]);

    const served = await new Client().request(url);
    expect(served.status).toBe(200);
    expect(served.headers.get("Content-Type")).toBe("image/svg+xml");
    expect(served.headers.get("Content-Security-Policy")).toContain("sandbox");
    expect(await served.text()).toMatch(/^<svg /);

    const forged = new URL(url, "http://x");
    forged.searchParams.set("signature", "AAAA");
    expect((await new Client().request(`${forged.pathname}${forged.search}`)).status).toBe(403);
    const otherKey = new URL(url, "http://x");
    otherKey.searchParams.set("key", key.replace(me.id, other.id));
    expect((await new Client().request(`${otherKey.pathname}${otherKey.search}`)).status).toBe(403);
  });
});

describe("one person never sees another's conversation", () => {
  it("neither on the dashboard, the assistant page, nor through the image signing", async () => {
    await send(me.client, "Un secret de moi seulement : la jalousie me ronge");
    for (const path of ["/dashboard", "/dashboard/assistant"]) {
      const page = await other.client.get(path);
      expect(page.status).toBe(200);
      expect(page.text).not.toContain("la jalousie me ronge");
      expect(page.text).not.toContain(me.id);
    }
    const [row] = query<{ images: string }>(`SELECT images FROM assistant_messages WHERE user_id = ${q(me.id)} AND images IS NOT NULL`);
    const key = (JSON.parse(row!.images) as string[])[0]!;
    const signed = await other.client.get(`/audio/sign?key=${encodeURIComponent(key)}`);
    expect(signed.status).toBe(403);
  });

  it("clearing erases only the owner's conversation and images", async () => {
    const user = await account("ic");
    const made = await send(user.client, "Une forêt paisible", true);
    const url = made.body.images![0]!;
    expect((await new Client().request(url)).status).toBe(200);
    const otherBefore = query<{ n: number }>(`SELECT count(*) AS n FROM assistant_messages WHERE user_id = ${q(me.id)}`)[0]!.n;
    await other.client.post(ENDPOINT, { intent: "clear", mode: "fetch" });
    expect(query<{ n: number }>(`SELECT count(*) AS n FROM assistant_messages WHERE user_id = ${q(user.id)}`)[0]!.n).toBe(2);
    await user.client.post(ENDPOINT, { intent: "clear", mode: "fetch" });
    expect(query(`SELECT id FROM assistant_messages WHERE user_id = ${q(user.id)}`)).toEqual([]);
    expect((await new Client().request(url)).status).toBe(404);
    expect(query<{ n: number }>(`SELECT count(*) AS n FROM assistant_messages WHERE user_id = ${q(me.id)}`)[0]!.n).toBe(otherBefore);
  });
});

describe("export and erasure", () => {
  it("the export holds the conversation and its images; deleting the account removes both", async () => {
    const user = await account("ie");
    const made = await send(user.client, "Une montagne douce", true);
    const url = made.body.images![0]!;
    const key = new URL(url, "http://x").searchParams.get("key")!;
    const exported = await user.client.request("/auth/mes-donnees/export");
    const archive = unzipSync(new Uint8Array(await exported.arrayBuffer()));
    const data = JSON.parse(strFromU8(archive["donnees.json"]!));
    expect(data.assistantMessages.map((m: { content: string }) => m.content)).toContain("Une montagne douce");
    expect(data.audioKeys).toContain(key);
    expect(strFromU8(archive[`enregistrements/${key.slice(user.id.length + 1)}`]!)).toMatch(/^<svg /);

    const deleted = await user.client.post("/auth/mes-donnees", { confirmation: user.pseudo });
    expect(deleted.status).toBe(302);
    expect(query(`SELECT id FROM assistant_messages WHERE user_id = ${q(user.id)}`)).toEqual([]);
    expect((await new Client().request(url)).status).toBe(404);
  });
});
