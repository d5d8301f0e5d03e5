/**
 * Writes the app's icons (public/icons/) from the logo (public/favicon.svg): run once when the logo
 * changes (`node scripts/make-icons.mjs`); the PNG files are committed. Uses sharp (a devDependency, at
 * the version miniflare brings in).
 */
import { readFile } from "node:fs/promises";
import sharp from "sharp";

const logo = await readFile(new URL("../public/favicon.svg", import.meta.url), "utf8");
const inner = logo.replace(/^<svg[^>]*>/, "").replace(/<\/svg>\s*$/, "");
const background = "#f8f1e6";

/** The logo alone, on a transparent ground ("any" purpose). */
const plain = (size) =>
  sharp(Buffer.from(logo), { density: (72 * size) / 64 })
    .resize(size, size)
    .png();
/** The logo inside the maskable safe zone (the middle 80 %), on the design's sand colour. */
const fullBleed = (size, scale) =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${background}"/>` +
        `<g transform="translate(32 32) scale(${scale}) translate(-32 -32)">${inner}</g></svg>`,
    ),
    { density: (72 * size) / 64 },
  )
    .resize(size, size)
    .png();

await plain(192).toFile(new URL("../public/icons/icon-192.png", import.meta.url).pathname);
await plain(512).toFile(new URL("../public/icons/icon-512.png", import.meta.url).pathname);
await fullBleed(512, 0.72).toFile(new URL("../public/icons/icon-maskable-512.png", import.meta.url).pathname);
await fullBleed(180, 0.86).toFile(new URL("../public/icons/apple-touch-icon-180.png", import.meta.url).pathname);
