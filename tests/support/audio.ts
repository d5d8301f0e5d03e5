/** Test recordings whose first bytes are real audio headers, as the server now checks them. */

/** A real WebM EBML header (DocType "webm"), as MediaRecorder writes it first. */
export const WEBM_HEADER: Uint8Array<ArrayBuffer> = Uint8Array.from(Buffer.from("GkXfo0AgQoaBAUL3gQFC8oEEQvOBCEKChHdlYm0=", "base64"));

/** An Ogg page carrying an OpusHead packet, as an Opus recording starts. */
export const OGG_HEADER: Uint8Array<ArrayBuffer> = Uint8Array.from([
  ...Buffer.from("OggS"),
  0,
  2,
  0,
  0,
  0,
  0,
  0,
  0,
  0,
  0,
  1,
  0,
  0,
  0,
  0,
  0,
  0,
  0,
  0x7d,
  0x1c,
  0x6d,
  0x4b,
  1,
  19,
  ...Buffer.from("OpusHead"),
  1,
  1,
  0x38,
  1,
  0x80,
  0xbb,
  0,
  0,
  0,
  0,
  0,
]);

/** `size` bytes: the header, then `fill` (or a counting pattern when no fill is given). */
export function audioBytes(size: number, header: Uint8Array = WEBM_HEADER, fill?: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size).map((_, i) => fill ?? i % 251);
  bytes.set(header.subarray(0, Math.min(size, header.length)));
  return bytes;
}

export const webmBytes = (size: number, fill?: number) => audioBytes(size, WEBM_HEADER, fill);
export const oggBytes = (size: number, fill?: number) => audioBytes(size, OGG_HEADER, fill);
