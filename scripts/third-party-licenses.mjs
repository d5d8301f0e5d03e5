// The licences of the libraries the browser downloads, in one file beside the chunks
// (/assets/third-party-licenses.txt) rather than as comments inside every first load (decision 0147).
// Same practice as webpack's extracted *.LICENSE.txt; here it also covers the packages whose code
// carries no notice of its own (turbo-stream, partysocket…).
import { existsSync, readFileSync } from "node:fs";
import { dirname, join, sep } from "node:path";

export const LICENSES_FILE = "assets/third-party-licenses.txt";
/** The one comment a chunk with a library's code keeps (terser's `comments` lets it through). */
export const LICENSES_POINTER = `/*! Licences : /${LICENSES_FILE} */`;
export const KEEP_POINTER = /^! Licences : /;
const LICENSE_NAMES = ["LICENSE", "LICENSE.md", "LICENSE.txt", "LICENCE", "LICENCE.md", "license", "license.md"];

/** The package directory of a module id under node_modules, or null for the app's own code. */
export function packageDirOf(id) {
  const path = id.replace(/^\0/, "").replace(/\?.*$/, "");
  const marker = `${sep}node_modules${sep}`;
  const at = path.lastIndexOf(marker);
  if (at < 0) return null;
  const rest = path.slice(at + marker.length).split(sep);
  const depth = rest[0].startsWith("@") ? 2 : 1;
  if (rest.length <= depth) return null;
  return path.slice(0, at + marker.length) + rest.slice(0, depth).join(sep);
}

/** The text of the file: each package once, by name, with its licence's full text. */
export function licensesText(packages) {
  const sorted = [...packages].sort((a, b) => a.name.localeCompare(b.name));
  const parts = sorted.map(({ name, version, license, text }) =>
    [`${name} ${version} (${license || "licence non déclarée"})`, text?.trim() || "(aucun fichier de licence dans le paquet)"].join("\n\n"),
  );
  return `Rendez-vous intérieur : bibliothèques incluses dans le code du navigateur et leurs licences.\n\n${parts.join("\n\n---\n\n")}\n`;
}

function readPackage(dir) {
  const { name, version, license } = JSON.parse(readFileSync(join(dir, "package.json"), "utf8"));
  const file = LICENSE_NAMES.map((n) => join(dir, n)).find((p) => existsSync(p));
  return { name, version, license, text: file ? readFileSync(file, "utf8") : "" };
}

/**
 * Whether a rendered chunk holds a substantial portion of some library's code (its modules as Rollup
 * lists them): 1,000 characters or more before minifying. The entry and the shell hold only the few
 * lines through which Rollup imports react-dom/client and react/jsx-runtime.
 */
export function hasLibraryCode(modules) {
  let length = 0;
  for (const [id, module] of Object.entries(modules)) if (packageDirOf(id) !== null) length += module.renderedLength;
  return length >= 1000;
}

/**
 * Vite plugin for the client build: emits LICENSES_FILE, listing every package a chunk contains,
 * and heads each chunk holding a library's code with LICENSES_POINTER.
 * @returns {import("vite").Plugin}
 */
export function thirdPartyLicenses() {
  return {
    name: "rvi:third-party-licenses",
    apply: "build",
    outputOptions(options) {
      return { ...options, banner: (chunk) => (hasLibraryCode(chunk.modules) ? LICENSES_POINTER : "") };
    },
    generateBundle(_options, bundle) {
      const dirs = new Set();
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== "chunk") continue;
        for (const [id, module] of Object.entries(chunk.modules)) {
          if (!module.renderedLength) continue; // tree-shaken to nothing: it ships nothing
          const dir = packageDirOf(id);
          // A package's nested files (react/cjs/…) resolve to the package itself; a nested
          // package.json without a name (dist/esm/package.json) is skipped by the climb below.
          if (dir) dirs.add(dir);
        }
      }
      const packages = [...dirs].map((dir) => {
        let at = dir;
        while (!existsSync(join(at, "package.json")) && dirname(at) !== at) at = dirname(at);
        return readPackage(at);
      });
      this.emitFile({ type: "asset", fileName: LICENSES_FILE, source: licensesText(packages) });
    },
  };
}
