/**
 * The export download: one ZIP holding `donnees.json` (every record), `mes-donnees.md` (the same
 * writings as a readable French document, readable-export.ts) and every recording under
 * `enregistrements/`. Streamed: recordings are copied from R2 chunk by chunk, so a large archive
 * never sits in the Worker's memory. Audio is already compressed, so entries are stored as is.
 */
import { Zip, ZipDeflate, ZipPassThrough } from "fflate";
import { readableExport, type ReadableExportData } from "./readable-export";

export function streamExportZip(
  bucket: R2Bucket,
  userId: string,
  data: { audioKeys: string[] } & ReadableExportData & Record<string, unknown>,
  waitUntil: (promise: Promise<unknown>) => void,
): ReadableStream<Uint8Array> {
  const { readable, writable } = new TransformStream<Uint8Array, Uint8Array>();
  const writer = writable.getWriter();
  const zip = new Zip((error, chunk, final) => {
    if (error) {
      void writer.abort(error);
      return;
    }
    void writer.write(chunk);
    if (final) void writer.close();
  });

  const fill = async () => {
    const json = new ZipPassThrough("donnees.json");
    zip.add(json);
    json.push(new TextEncoder().encode(JSON.stringify(data, null, 2)), true);
    const document = new ZipDeflate("mes-donnees.md", { level: 6 });
    zip.add(document);
    document.push(new TextEncoder().encode(readableExport(data)), true);
    for (const key of data.audioKeys) {
      const object = await bucket.get(key);
      if (!object) continue;
      const entry = new ZipPassThrough(`enregistrements/${key.slice(userId.length + 1)}`);
      zip.add(entry);
      const reader = object.body.getReader();
      for (;;) {
        await writer.ready; // the download's pace, not the bucket's
        const { done, value } = await reader.read();
        if (done) break;
        entry.push(value);
      }
      entry.push(new Uint8Array(0), true);
    }
    zip.end();
  };
  waitUntil(fill().catch((error) => writer.abort(error)));
  return readable;
}
