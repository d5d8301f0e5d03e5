/**
 * The voice control says what it does (issue 30 item 7): « Enregistrer ma voix » or « Répondre à voix
 * haute », never a bare « Enregistrer » beside « Enregistrer la question » or « Sauvegarder ».
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { PRACTICE_MESSAGES } from "~/practice/messages";
import { STEP_FORM_MESSAGES } from "~/practice/components/step-form";
import { VoiceRecorder } from "./voice-recorder";

const VOICE_WORDS = [PRACTICE_MESSAGES.record, PRACTICE_MESSAGES.answerAloud];

function sources(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

const buttonText = (html: string) =>
  [...html.matchAll(/<button[^>]*>([\s\S]*?)<\/button>/g)].map((m) =>
    m[1]!
      .replace(/<[^>]+>/g, "")
      .replace(/<!-- -->/g, "")
      .replace(/\s+/g, " ")
      .trim(),
  );

describe("the voice control's words", () => {
  it("are « Enregistrer ma voix » or « Répondre à voix haute »", () => {
    expect(PRACTICE_MESSAGES.record).toBe("Enregistrer ma voix");
    expect(PRACTICE_MESSAGES.answerAloud).toBe("Répondre à voix haute");
    expect(STEP_FORM_MESSAGES.speak).toBe(PRACTICE_MESSAGES.answerAloud);
  });

  it("are what the recorder's button shows, by default and when a screen chooses", () => {
    const noop = () => undefined;
    const plain = buttonText(renderToString(createElement(VoiceRecorder, { resetKey: "a", onRecorded: noop, onError: noop })));
    expect(plain).toEqual(["● Enregistrer ma voix"]);
    const answer = buttonText(
      renderToString(
        createElement(VoiceRecorder, { resetKey: "a", onRecorded: noop, onError: noop, recordLabel: PRACTICE_MESSAGES.answerAloud }),
      ),
    );
    expect(answer).toEqual(["● Répondre à voix haute"]);
  });

  it("are the only words any screen gives the recorder", () => {
    const screens = sources("app").filter((path) => readFileSync(path, "utf8").includes("<VoiceRecorder"));
    expect(screens.length).toBeGreaterThanOrEqual(6);
    for (const path of screens) {
      const text = readFileSync(path, "utf8");
      for (const [, value] of text.matchAll(/recordLabel=\{?"?([^}"\n]+)"?\}?/g)) {
        expect(
          ["PRACTICE_MESSAGES.record", "PRACTICE_MESSAGES.answerAloud", "STEP_FORM_MESSAGES.speak", ...VOICE_WORDS],
          `${path}: ${value}`,
        ).toContain(value!.trim());
      }
    }
  });

  it("never appear as a bare « Enregistrer » where people record their voice", () => {
    // Every screen with a recorder: practice, bilan, questions, cycles v2 (the grandeur table's own
    // « Enregistrer » saves a row and has no recorder beside it).
    const areas = [
      "app/audio",
      "app/practice",
      "app/questions",
      "app/cycles",
      "app/routes/practice+",
      "app/routes/trois-gestes+",
      "app/routes/questions.tsx",
      "app/routes/cycles-v2.tsx",
    ];
    const files = areas.flatMap((area) => (statSync(area).isDirectory() ? sources(area) : [area]));
    expect(files.length).toBeGreaterThan(50);
    for (const path of files) {
      const text = readFileSync(path, "utf8");
      expect(text, path).not.toMatch(/["'`>]\s*(?:● )?Enregistrer\s*["'`<]/);
    }
  });
});
