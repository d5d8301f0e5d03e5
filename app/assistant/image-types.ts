/**
 * The image types the assistant stores and serves (like audio, decision 0060): an exact list, and the
 * stored bytes must show that kind of image. SVG is only ever the offline provider's own drawing.
 */
const IMAGE_TYPES = {
  "image/png": "png",
  "image/jpeg": "jpg",
  "image/webp": "webp",
  "image/svg+xml": "svg",
} as const;
export type ImageType = keyof typeof IMAGE_TYPES;

const IMAGE_MAX_BYTES = 5 * 1024 * 1024;

export function listedImageType(declared: string | null | undefined): ImageType | null {
  if (typeof declared !== "string") return null;
  const essence = declared.split(";")[0]!.trim().toLowerCase();
  return Object.hasOwn(IMAGE_TYPES, essence) ? (essence as ImageType) : null;
}

const starts = (bytes: Uint8Array, sig: readonly number[], at = 0) =>
  bytes.length >= at + sig.length && sig.every((b, i) => bytes[at + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** The image format the first bytes show, or null. */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  if (starts(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (starts(bytes, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (starts(bytes, ascii("RIFF")) && starts(bytes, ascii("WEBP"), 8)) return "image/webp";
  if (starts(bytes, ascii("<svg "))) return "image/svg+xml";
  return null;
}

/** The listed type when the declared type is listed and the bytes show exactly that type. */
export function inspectImage(declared: string | null | undefined, bytes: Uint8Array): ImageType | null {
  const type = listedImageType(declared);
  if (!type || bytes.length === 0 || bytes.length > IMAGE_MAX_BYTES) return null;
  return sniffImageType(bytes) === type ? type : null;
}

export function imageExtension(type: ImageType): string {
  return IMAGE_TYPES[type];
}
