import { strFromU8, unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { Client, createConfirmedUser, signedIn } from "../support/client";
import { query, sqlString as q } from "../support/db";

/** Issue 17 §8: the profile picture is uploaded to R2, checked by one writer, served from our own origin. */
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const WEBP = [...new TextEncoder().encode("RIFF"), 0x20, 0, 0, 0, ...new TextEncoder().encode("WEBPVP8 ")];
function image(signature: number[], size = 400, fill = 7): Uint8Array {
  const bytes = new Uint8Array(size).fill(fill);
  bytes.set(signature);
  return bytes;
}

async function account(prefix: string) {
  const identity = await createConfirmedUser(prefix);
  const client = await signedIn(identity);
  const [row] = query<{ id: string; username: string }>(`SELECT id, username FROM users WHERE email = ${q(identity.email)}`);
  return { id: row!.id, pseudo: row!.username, client };
}

function upload(client: Client, bytes: Uint8Array, type: string, name = "photo") {
  const form = new FormData();
  form.set("intent", "avatar");
  form.set("avatar", new File([bytes as BlobPart], name, { type }));
  return client.postMultipart("/auth/profile", form);
}

const avatarUrl = (userId: string) =>
  query<{ avatar_url: string | null }>(`SELECT avatar_url FROM profiles WHERE id = ${q(userId)}`)[0]!.avatar_url;

describe("photo de profil", () => {
  it("s'envoie, se sert depuis notre origine, se remplace, part dans l'export et se retire", async () => {
    const me = await account("ava");
    const first = image(WEBP, 500, 1);
    const sent = await upload(me.client, first, "image/webp");
    expect(sent.status).toBe(302);
    const url = avatarUrl(me.id)!;
    expect(url).toMatch(new RegExp(`^/avatars/${me.id}/\\d+\\.webp$`));
    const served = await me.client.request(url);
    expect(served.status).toBe(200);
    expect(served.headers.get("Content-Type")).toBe("image/webp");
    expect(served.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(first);
    // Shown to others from our own origin, without signing in.
    expect((await new Client().request(url)).status).toBe(200);
    expect((await me.client.get("/auth/profile")).text).toContain(`src="${url}"`);

    const second = image(PNG, 600, 2);
    expect((await upload(me.client, second, "image/png")).status).toBe(302);
    const replaced = avatarUrl(me.id)!;
    expect(replaced).toMatch(/\.png$/);
    expect((await me.client.request(url)).status).toBe(404);
    expect((await me.client.request(replaced)).status).toBe(200);

    const archive = unzipSync(new Uint8Array(await (await me.client.request("/auth/mes-donnees/export")).arrayBuffer()));
    const file = replaced.split("/").pop()!;
    expect(archive[`enregistrements/avatar/${file}`]).toEqual(second);
    expect(JSON.parse(strFromU8(archive["donnees.json"]!)).profile.avatarUrl).toBe(replaced);

    const removed = await me.client.post("/auth/profile", { intent: "avatar-remove" });
    expect(removed.status).toBe(302);
    expect(avatarUrl(me.id)).toBeNull();
    expect((await me.client.request(replaced)).status).toBe(404);
  });

  it("refuse en français ce qui n'est pas une image de la liste, ou une image trop lourde", async () => {
    const me = await account("avr");
    const cases: [Uint8Array, string, string][] = [
      [
        new TextEncoder().encode("<svg xmlns='http://www.w3.org/2000/svg'><script>alert(1)</script></svg>"),
        "image/svg+xml",
        "Seules les images JPEG, PNG ou WebP sont acceptées.",
      ],
      [new TextEncoder().encode("<html>pas une image</html>"), "image/png", "Seules les images JPEG, PNG ou WebP sont acceptées."],
      [image(PNG), "image/webp", "Seules les images JPEG, PNG ou WebP sont acceptées."],
      [image(PNG, 300_001), "image/png", "Cette image est trop lourde"],
    ];
    for (const [bytes, type, message] of cases) {
      const refused = await upload(me.client, bytes, type);
      expect(refused.status).toBe(400);
      expect(refused.text).toContain(message);
    }
    const empty = new FormData();
    empty.set("intent", "avatar");
    const missing = await me.client.postMultipart("/auth/profile", empty);
    expect(missing.status).toBe(400);
    expect(missing.text).toContain("Choisissez une image à envoyer.");
    expect(avatarUrl(me.id)).toBeNull();
  });

  it("une adresse d'image d'un autre site n'est jamais affichée ; la photo part avec le compte", async () => {
    const me = await account("avd");
    query(`UPDATE profiles SET avatar_url = 'https://tiers.example/espion.png' WHERE id = ${q(me.id)}`);
    expect((await me.client.get("/auth/profile")).text).not.toContain("tiers.example");

    expect((await upload(me.client, image(PNG), "image/png")).status).toBe(302);
    const url = avatarUrl(me.id)!;
    expect((await me.client.post("/auth/mes-donnees", { confirmation: me.pseudo })).status).toBe(302);
    expect((await new Client().request(url)).status).toBe(404);
  });

  it("une adresse d'avatar hors du format attendu ne sert rien", async () => {
    const me = await account("avp");
    expect((await upload(me.client, image(PNG), "image/png")).status).toBe(302);
    const file = avatarUrl(me.id)!.split("/").pop()!;
    for (const path of [`/avatars/${me.id}/..%2F${file}`, `/avatars/${me.id}/${file}.svg`, `/avatars/x/${file}`]) {
      expect((await new Client().request(path)).status).toBe(404);
    }
  });
});
