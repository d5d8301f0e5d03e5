// Puts the guided practices' audio (guide-audio/*.mp3) into the R2 bucket AUDIO under `guide/`, where
// /audio/guide/<file> serves it with byte ranges (decision 0200).
// Local: `node scripts/guide-audio.mjs [--persist-to DIR]` (one workerd through wrangler's platform
// proxy, a few seconds; run by `npm start` and the tests). Production: `node scripts/guide-audio.mjs --remote`
// (`wrangler r2 object put --remote` for each file; needs `wrangler login`).
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { LOCAL_ENV, run } from "./lib.mjs";

export const GUIDE_AUDIO_DIR = "guide-audio";
export const GUIDE_AUDIO_PREFIX = "guide/";
const BUCKET = "practice-audio";
const files = readdirSync(GUIDE_AUDIO_DIR).filter((name) => name.endsWith(".mp3"));

const persistIndex = process.argv.indexOf("--persist-to");
const persistTo = persistIndex > 0 ? process.argv[persistIndex + 1] : ".wrangler/state";

if (process.argv.includes("--remote")) {
  for (const name of files) {
    run(
      "npx",
      [
        "wrangler",
        "r2",
        "object",
        "put",
        `${BUCKET}/${GUIDE_AUDIO_PREFIX}${name}`,
        "--file",
        join(GUIDE_AUDIO_DIR, name),
        "--content-type",
        "audio/mpeg",
        "--remote",
      ],
      {
        env: { ...process.env, WRANGLER_SEND_METRICS: "false" },
      },
    );
  }
} else {
  Object.assign(process.env, LOCAL_ENV);
  const { getPlatformProxy } = await import("wrangler");
  const { env, dispose } = await getPlatformProxy({ persist: { path: join(persistTo, "v3") } });
  try {
    for (const name of files) {
      const bytes = readFileSync(join(GUIDE_AUDIO_DIR, name));
      const key = `${GUIDE_AUDIO_PREFIX}${name}`;
      const stored = await env.AUDIO.head(key);
      if (stored && stored.size === bytes.byteLength) continue;
      await env.AUDIO.put(key, new Uint8Array(bytes).buffer, { httpMetadata: { contentType: "audio/mpeg" } });
    }
  } finally {
    await dispose();
  }
  console.log(`→ Audio guidé dans R2 local (${files.length} fichiers)`);
}
