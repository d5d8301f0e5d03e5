/**
 * An R2 object as an HTTP answer that honours one byte range (RFC 9110 §14): R2 reads the `Range`
 * header itself (`get(key, { range: headers })`); the answer is 206 with Content-Range for a range it
 * served, 416 for a range past the end, 200 with the whole object otherwise. Always `Accept-Ranges: bytes`,
 * so a browser's seek bar can jump anywhere in a long recording.
 */
type ServedRange = { offset?: number; length?: number; suffix?: number };

export type RangedObject =
  | { kind: "missing" }
  | { kind: "unsatisfiable"; size: number }
  | { kind: "body"; object: R2ObjectBody; status: 200 | 206; headers: Record<string, string> };

/** The byte span R2 actually sent, from what `object.range` says (offset/length or suffix). */
function servedSpan(size: number, served: ServedRange | undefined): { offset: number; length: number } {
  if (!served) return { offset: 0, length: size };
  if (served.suffix !== undefined) {
    const length = Math.min(served.suffix, size);
    return { offset: size - length, length };
  }
  const offset = served.offset ?? 0;
  return { offset, length: served.length ?? size - offset };
}

export async function readRangedObject(bucket: R2Bucket, key: string, request: Request): Promise<RangedObject> {
  const range = request.headers.get("Range");
  let object: R2ObjectBody | null;
  try {
    object = await bucket.get(key, range ? { range: request.headers } : undefined);
  } catch {
    // R2 refuses a range it cannot serve.
    const head = await bucket.head(key);
    return head ? { kind: "unsatisfiable", size: head.size } : { kind: "missing" };
  }
  if (!object) return { kind: "missing" };
  // A range starting past the end cannot be served (RFC 9110 §14.1.2); R2 would send it all.
  const first = range ? /^bytes=(\d+)-/.exec(range.trim()) : null;
  if (first && Number(first[1]) >= object.size) {
    await object.body.cancel();
    return { kind: "unsatisfiable", size: object.size };
  }
  const { offset, length } = servedSpan(object.size, object.range as ServedRange | undefined);
  if (range && object.range && length < object.size) {
    return {
      kind: "body",
      object,
      status: 206,
      headers: {
        "Accept-Ranges": "bytes",
        "Content-Length": String(length),
        "Content-Range": `bytes ${offset}-${offset + length - 1}/${object.size}`,
      },
    };
  }
  return { kind: "body", object, status: 200, headers: { "Accept-Ranges": "bytes", "Content-Length": String(object.size) } };
}
