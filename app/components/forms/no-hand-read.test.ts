/**
 * Every posted form is read through conform and zod (issue 41 item 9, decision 0350): this fails when
 * a field is read off a FormData by hand (`form.get(`, `formData.get(`, `formData.getAll(`) anywhere
 * in app/, or when a body is read as a form outside `postedForm`. File bytes go through `postedFile`.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

const APP = join(__dirname, "..", "..");

/** `postedFile`, the one place file bytes are taken from a form. */
const UPLOADS = new Set(["components/forms/submission.server.ts"]);

/**
 * Not yet converted (browser handlers reading their own pending form, and two server readers of
 * generated field names). This list may only shrink: remove a file once it reads through a schema.
 */
const NOT_YET = new Set<string>([]);

const HAND_READ = /\b(?:form|formData|data)\??\.get(?:All)?\(/;

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe("forms are read through their schema", () => {
  const files = sources(APP).map((path) => ({ name: relative(APP, path), text: readFileSync(path, "utf8") }));

  it("reads no field off a FormData by hand outside uploads", () => {
    const offenders = files
      .filter(({ name }) => !UPLOADS.has(name) && !NOT_YET.has(name))
      .flatMap(({ name, text }) =>
        text
          .split("\n")
          .map((line, index) => ({ line, index }))
          .filter(({ line }) => HAND_READ.test(line))
          .map(({ index }) => `${name}:${index + 1}`),
      );
    expect(offenders).toEqual([]);
  });

  it("keeps the list of files not yet converted honest (each still reads by hand)", () => {
    const converted = [...NOT_YET].filter((name) => !files.some((file) => file.name === name && HAND_READ.test(file.text)));
    expect(converted).toEqual([]);
  });

  it("catches a hand read", () => {
    expect(HAND_READ.test('const intent = formData.get("intent");')).toBe(true);
    expect(HAND_READ.test("const file = form.get(`audio_${key}`);")).toBe(true);
    expect(HAND_READ.test('navigation.formData?.get("intent")')).toBe(true);
    expect(HAND_READ.test('url.searchParams.get("page")')).toBe(false);
  });
});
