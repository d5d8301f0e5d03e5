/**
 * Issue 15: fuzzed input. Every action gets random, oversized, wrongly typed, missing and duplicated
 * fields, invalid UTF-8 and a huge body. None may answer 500 or show a stack trace; a refusal is a
 * French page or message. Bounded: a fixed seed and a few runs per route.
 */
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { BASE_URL, Client, createConfirmedUser, signedIn } from "../support/client";

const FIELDS = [
  "intent",
  "id",
  "text",
  "content",
  "title",
  "step",
  "sessionId",
  "questionId",
  "replyId",
  "messageId",
  "toolId",
  "mode",
  "page",
  "field",
  "value",
  "completed",
  "level",
  "where",
  "when",
  "how",
  "description",
  "ageCategory",
  "grandeurName",
  "correspondingTrauma",
  "displayName",
  "avatarUrl",
  "email",
  "identifier",
  "password",
  "confirm",
  "pseudo",
  "redirectTo",
  "selectedGesture",
  "practiceType",
  "misere",
  "beaute",
  "acte_concret",
  "question_restante",
  "confirmation",
  "token",
  "type",
  "parentId",
  "website",
  "draft",
  "subject",
  "answer",
  "grandeur",
  "ou",
  "quand",
  "comment",
  "rating_s1",
  "cycleId",
  "boxId",
  "place",
  "centerText",
  "opensOn",
  "timeZone",
];
const INTENTS = [
  "save",
  "next",
  "previous",
  "finish",
  "start",
  "delete",
  "toggle",
  "add",
  "answer",
  "edit",
  "claim",
  "field",
  "update",
  "create",
  "reply",
  "review",
  "others",
  "lock",
  "pin",
  "report",
  "restart",
  "remove:s1",
  "choose:s1",
  "add-word",
  "edit-word",
  "delete-cycle",
  "feeling",
  "open",
  "x",
];

const value = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.constantFrom(
    "",
    " ",
    "0",
    "-1",
    "1e309",
    "NaN",
    "null",
    "undefined",
    "true",
    "[]",
    "{}",
    "../../etc/passwd",
    "<script>alert(1)</script>",
    "' OR 1=1 --",
    "\u0000",
    "é".repeat(3000),
  ),
  fc.integer().map(String),
  fc.constant("x".repeat(60_000)),
  fc.constantFrom(...INTENTS),
);
const body = fc.array(fc.tuple(fc.oneof(fc.constantFrom(...FIELDS), fc.string({ maxLength: 12 })), value), { maxLength: 12 });

/** The actions, as a person could reach them (paths with the ids they need). */
const ACTIONS = [
  "/acts",
  "/love-words",
  "/love-words/lettres",
  "/love-words/lettres/00000000-0000-4000-8000-000000000000",
  "/questions",
  "/cycles/grandeur-table",
  "/dashboard",
  "/history",
  "/history/00000000-0000-4000-8000-000000000000",
  "/dev/test-acts",
  "/practice/peur",
  "/practice/peur/save",
  "/practice/respiration",
  "/practice/trois-gestes-ecrit",
  "/trois-gestes/bilan",
  "/practice/actualite",
  "/practice/nommer-grandeur",
  "/practice/bonbon",
  "/auth/profile",
  "/auth/appareils",
  "/dashboard/assistant",
  "/cycles/document",
  "/cycles/petitesse?periode=0-6",
  "/cycles/grandeur?periode=meilleur-0-6",
  "/cycles-v2",
  "/signaler",
  "/moderation",
  "/forum/nouveau",
  "/entraide",
  "/rattacher",
  "/audio/upload?sessionId=x&step=1",
  "/auth/login",
  "/auth/signup",
  "/auth/magic-link",
  "/auth/forgot-password",
  "/auth/reset-password",
  "/auth/callback",
  "/auth/mes-donnees",
];

const TRACE = /TypeError|ReferenceError|SyntaxError|at [\w.$<>]+ \(|Unexpected Server Error|\bundefined\b is not|stack/;

let client: Client;
beforeAll(async () => {
  client = await signedIn(await createConfirmedUser("fuzz"));
});

async function post(path: string, init: { body: BodyInit; type?: string }) {
  const headers: Record<string, string> = { Origin: BASE_URL };
  if (init.type) headers["Content-Type"] = init.type;
  const response = await client.request(path, { method: "POST", headers, body: init.body });
  return { status: response.status, text: await response.text() };
}

function sound(path: string, answer: { status: number; text: string }) {
  expect(answer.status, `${path} answered ${answer.status}`).toBeLessThan(500);
  expect(answer.text, `${path} showed a trace`).not.toMatch(TRACE);
}

describe("fuzzed input never breaks an action", () => {
  it.each(ACTIONS)("%s: random, duplicated, oversized and wrongly typed fields", async (path) => {
    await fc.assert(
      fc.asyncProperty(body, async (pairs) => {
        const form = new URLSearchParams();
        for (const [key, v] of pairs) form.append(key, v);
        sound(path, await post(path, { body: form.toString(), type: "application/x-www-form-urlencoded" }));
      }),
      { numRuns: 8, seed: 20261123, endOnFailure: true },
    );
  });

  it.each(ACTIONS)("%s: invalid UTF-8, the wrong content type, an empty and a huge body", async (path) => {
    const invalidUtf8 = Uint8Array.from([
      ...Buffer.from("intent=save&text="),
      0xff,
      0xfe,
      0xc3,
      0x28,
      0xa0,
      0xa1,
      ...Buffer.from("&id=%FF%FE%C3%28"),
    ]);
    sound(path, await post(path, { body: invalidUtf8, type: "application/x-www-form-urlencoded" }));
    sound(path, await post(path, { body: '{"intent": ["save"], "id": {"$ne": null}}', type: "application/json" }));
    sound(path, await post(path, { body: "--x\r\nnot really multipart", type: "multipart/form-data; boundary=x" }));
    sound(path, await post(path, { body: "" }));
    sound(path, await post(path, { body: `intent=save&text=${"a".repeat(2_000_000)}`, type: "application/x-www-form-urlencoded" }));
  });
});
