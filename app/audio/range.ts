/**
 * HTTP byte ranges for audio playback (RFC 9110 §14). Browsers ask for ranges to seek in a
 * recording and to read its duration; one range is served, anything fancier gets the whole file.
 */
export type ByteRange = { offset: number; length: number };

/** The one range a `Range` header asks for, within a file of `size` bytes. */
export function resolveByteRange(header: string | null, size: number): ByteRange | "unsatisfiable" | null {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return null; // several ranges, other units, garbage: ignored, the whole file is sent
  const [, first = "", last = ""] = match;
  if (first === "" && last === "") return null;
  if (first === "") {
    // "bytes=-n": the last n bytes.
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return "unsatisfiable";
    const length = Math.min(suffix, size);
    return { offset: size - length, length };
  }
  const offset = Number(first);
  if (offset >= size) return "unsatisfiable";
  const end = last === "" ? size - 1 : Math.min(Number(last), size - 1);
  if (end < offset) return null; // an invalid range is ignored (RFC 9110 §14.1.1)
  return { offset, length: end - offset + 1 };
}

export function contentRange(range: ByteRange, size: number) {
  return `bytes ${range.offset}-${range.offset + range.length - 1}/${size}`;
}
