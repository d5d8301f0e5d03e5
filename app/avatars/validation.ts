/**
 * Avatar rules shared by the profile's picker (client) and the one server writer (storage.server.ts),
 * after the audio pattern (decision 0060): an exact list of image types, never the client's own string,
 * and on the server the first bytes must be that format. The browser resizes to 256 px before sending.
 */
export const AVATAR_MAX_SIDE = 256;
/** A 256 px WebP or JPEG weighs a few tens of kB; a larger file was not resized (no JavaScript). */
export const AVATAR_MAX_BYTES = 300_000;

export const AVATAR_TYPES = { "image/webp": "webp", "image/jpeg": "jpg", "image/png": "png" } as const;
export type AvatarType = keyof typeof AVATAR_TYPES;

export const AVATAR_MESSAGES = {
  label: "Photo de profil",
  hint: "Une image JPEG, PNG ou WebP. Elle est réduite à 256 pixels sur cet appareil avant l'envoi.",
  upload: "Envoyer la photo",
  remove: "Retirer la photo",
  saved: "Photo de profil enregistrée",
  removed: "Photo de profil retirée",
  missing: "Choisissez une image à envoyer.",
  notImage: "Seules les images JPEG, PNG ou WebP sont acceptées.",
  tooLarge: "Cette image est trop lourde (300 ko au plus). Avec JavaScript activé, elle est réduite automatiquement.",
  failed: "Impossible d'enregistrer la photo. Veuillez réessayer.",
} as const;

const DECLARED: Record<string, AvatarType> = {
  "image/webp": "image/webp",
  "image/jpeg": "image/jpeg",
  "image/jpg": "image/jpeg",
  "image/pjpeg": "image/jpeg",
  "image/png": "image/png",
};

function listedAvatarType(declared: string | null | undefined): AvatarType | null {
  if (typeof declared !== "string" || declared.length > 50) return null;
  return DECLARED[declared.trim().toLowerCase()] ?? null;
}

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) => signature.every((b, i) => bytes[offset + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** The image format the first bytes show, or null. */
export function sniffImage(bytes: Uint8Array): AvatarType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8)) return "image/webp";
  return null;
}

export type AvatarInspection = { ok: true; type: AvatarType } | { ok: false; message: string };

/** Listed declared type, size within bounds, and bytes of that very format. */
export function inspectAvatar(declared: string | null | undefined, bytes: Uint8Array): AvatarInspection {
  if (bytes.byteLength === 0) return { ok: false, message: AVATAR_MESSAGES.missing };
  const type = listedAvatarType(declared);
  if (!type) return { ok: false, message: AVATAR_MESSAGES.notImage };
  if (bytes.byteLength > AVATAR_MAX_BYTES) return { ok: false, message: AVATAR_MESSAGES.tooLarge };
  if (sniffImage(bytes) !== type) return { ok: false, message: AVATAR_MESSAGES.notImage };
  return { ok: true, type };
}
