import { describe, expect, it } from "vitest";
import { ownAvatarUrl } from "./url";
import { inspectAvatar, sniffImage, AVATAR_MAX_BYTES } from "./validation";

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === "string" ? [...new TextEncoder().encode(p)] : p)).concat(new Array(32).fill(0)));
const PNG = bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG = bytes([0xff, 0xd8, 0xff, 0xe0]);
const WEBP = bytes("RIFF", [1, 0, 0, 0], "WEBPVP8 ");

describe("avatar bytes and types", () => {
  it("knows JPEG, PNG and WebP by their first bytes, nothing else", () => {
    expect(sniffImage(PNG)).toBe("image/png");
    expect(sniffImage(JPEG)).toBe("image/jpeg");
    expect(sniffImage(WEBP)).toBe("image/webp");
    expect(sniffImage(bytes("RIFF", [1, 0, 0, 0], "WAVEfmt "))).toBeNull();
    expect(sniffImage(bytes("<svg"))).toBeNull();
    expect(sniffImage(bytes("GIF89a"))).toBeNull();
  });

  it("needs a listed declared type that the bytes confirm, within the size limit", () => {
    expect(inspectAvatar("image/jpg", JPEG)).toEqual({ ok: true, type: "image/jpeg" });
    expect(inspectAvatar("image/webp", WEBP)).toEqual({ ok: true, type: "image/webp" });
    expect(inspectAvatar("image/png", JPEG).ok).toBe(false);
    expect(inspectAvatar("image/svg+xml", PNG).ok).toBe(false);
    expect(inspectAvatar("image/png; charset=x", PNG).ok).toBe(false);
    expect(inspectAvatar(null, PNG).ok).toBe(false);
    expect(inspectAvatar("image/png", new Uint8Array(0))).toEqual({ ok: false, message: "Choisissez une image à envoyer." });
    const big = new Uint8Array(AVATAR_MAX_BYTES + 1);
    big.set(PNG.slice(0, 8));
    expect(inspectAvatar("image/png", big)).toMatchObject({ ok: false, message: expect.stringContaining("trop lourde") });
  });

  it("shows only pictures our own origin serves", () => {
    const id = "0b1c2d3e-4f50-6172-8394-a5b6c7d8e9f0";
    expect(ownAvatarUrl(`/avatars/${id}/1795412306508.webp`)).toBe(`/avatars/${id}/1795412306508.webp`);
    expect(ownAvatarUrl("https://tiers.example/a.png")).toBeNull();
    expect(ownAvatarUrl(`//tiers.example/avatars/${id}/1.png`)).toBeNull();
    expect(ownAvatarUrl(`/avatars/${id}/../1.png`)).toBeNull();
    expect(ownAvatarUrl(null)).toBeNull();
  });
});
