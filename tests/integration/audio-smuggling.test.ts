/**
 * Issue 16: a file posted as audio must never come back as a page. Every path that stores audio
 * (upload, Mes questions, the import of device data) refuses a smuggled type or non-audio bytes,
 * and what it stores plays as the listed audio type with nosniff and a sandbox policy.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { BASE_URL, Client, createConfirmedUser, signedIn } from "../support/client";
import { query, sqlString } from "../support/db";
import { userIdOf } from "../support/practices";
import { webmBytes } from "../support/audio";

const HTML: Uint8Array<ArrayBuffer> = new TextEncoder().encode(
  "<!doctype html><script>fetch('/questions').then(r=>r.text()).then(alert)</script>",
);
const SMUGGLED = "audio/webm, text/html";

let client: Client;
let userId: string;
let sessionId: string;

beforeAll(async () => {
  const identity = await createConfirmedUser("smug");
  client = await signedIn(identity);
  userId = userIdOf(identity.email);
  const start = await client.post("/practice/peur/save", { intent: "start", step: "1" });
  sessionId = (JSON.parse(start.text) as { sessionId: string }).sessionId;
});

async function upload(body: Uint8Array<ArrayBuffer>, type: string, step: number) {
  const response = await client.request(`/audio/upload?sessionId=${sessionId}&step=${step}`, {
    method: "POST",
    headers: { Origin: BASE_URL, "Content-Type": type },
    body,
  });
  return { status: response.status, body: (await response.json()) as { key?: string; url?: string; error?: string } };
}

function form(fields: Record<string, string | File>) {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  return data;
}

const questionsOf = () =>
  query<{ question: string; question_audio_url: string | null }>(
    `SELECT question, question_audio_url FROM user_questions WHERE user_id = ${sqlString(userId)}`,
  );

describe("the upload endpoint", () => {
  it("refuses a smuggled type, even with audio bytes", async () => {
    const result = await upload(webmBytes(256), SMUGGLED, 4);
    expect(result.status).toBe(415);
    expect(result.body.error).toBe("Seuls les fichiers audio sont acceptés.");
  });

  it("refuses an HTML body declared as audio", async () => {
    expect((await upload(HTML, "audio/webm", 5)).status).toBe(415);
    expect((await upload(HTML, "audio/webm;codecs=opus", 5)).status).toBe(415);
  });

  it("stores real audio with the type its bytes show, served as audio only", async () => {
    const result = await upload(webmBytes(256), "audio/ogg", 6);
    expect(result.status).toBe(201);
    expect(result.body.key).toMatch(/\.webm$/);
    const played = await new Client().request(result.body.url!);
    expect(played.status).toBe(200);
    expect(played.headers.get("Content-Type")).toBe("audio/webm");
    expect(played.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(played.headers.get("Content-Security-Policy")).toBe("sandbox; default-src 'none'");
    expect(played.headers.get("Content-Disposition")).toMatch(/^inline; filename="enregistrement\.webm"$/);
  });
});

describe("Mes questions", () => {
  it("refuses a file whose type is smuggled, keeps nothing and says why in French", async () => {
    const before = questionsOf().length;
    const result = await client.postMultipart(
      "/questions",
      form({ intent: "add", text: "", audioFile: new File([webmBytes(512)], "voix.webm", { type: SMUGGLED }) }),
    );
    expect(result.status).toBe(400);
    expect(result.text).toContain("Seuls les fichiers audio sont acceptés.");
    expect(questionsOf()).toHaveLength(before);
  });

  it("refuses an HTML page posted as audio/webm, keeping the typed question on screen", async () => {
    const before = questionsOf().length;
    const result = await client.postMultipart(
      "/questions",
      form({ intent: "add", text: "Ma question gardée", audioFile: new File([HTML], "page.webm", { type: "audio/webm" }) }),
    );
    expect(result.status).toBe(400);
    expect(result.text).toContain("Seuls les fichiers audio sont acceptés.");
    expect(result.text).toContain("Ma question gardée");
    expect(questionsOf()).toHaveLength(before);
  });
});

describe("the import of device data", () => {
  it("stores no smuggled or non-audio recording, and keeps the rest", async () => {
    const html64 = Buffer.from(HTML).toString("base64");
    const audio64 = Buffer.from(webmBytes(300)).toString("base64");
    const tag = Date.now().toString(36);
    const response = await client.request("/rattacher", {
      method: "POST",
      headers: { Origin: BASE_URL, "Content-Type": "application/json" },
      body: JSON.stringify({
        practices: [
          {
            id: `local-smug-${tag}`,
            tool_id: "peur",
            tool_name: "La Peur",
            status: "completed",
            created_at: "2026-11-20T09:00:00.000Z",
            completed_at: "2026-11-20T09:20:00.000Z",
            current_step: 3,
            responses: [
              { step_number: 1, step_title: "Accueillir", response_text: "Un texte", audio_data: { base64: html64, type: "audio/webm" } },
              { step_number: 2, step_title: "Écouter", response_text: "Un autre", audio_data: { base64: audio64, type: SMUGGLED } },
              { step_number: 3, step_title: "Voir", response_text: "", audio_data: { base64: audio64, type: "audio/webm" } },
            ],
          },
        ],
        questions: [
          {
            question: "Question piégée",
            isBlockedPractice: false,
            date: "2026-11-20T09:10:00.000Z",
            questionAudioUrl: `data:text/html;base64,${html64}`,
            has_response: false,
          },
          {
            question: "Question piégée 2",
            isBlockedPractice: false,
            date: "2026-11-20T09:11:00.000Z",
            questionAudioUrl: `data:audio/webm;base64,${html64}`,
            has_response: false,
          },
        ],
        acts: [],
      }),
    });
    expect(response.status).toBe(200);
    const answers = query<{ step_number: number; audio_url: string | null; response_text: string | null }>(
      `SELECT r.step_number, r.audio_url, r.response_text FROM practice_responses r JOIN practice_sessions s ON s.id = r.session_id WHERE s.user_id = ${sqlString(userId)} AND s.tool_id = 'peur' AND s.status = 'completed' ORDER BY r.step_number`,
    );
    expect(answers.map((a) => [a.step_number, a.audio_url === null])).toEqual([
      [1, true],
      [2, true],
      [3, false],
    ]);
    expect(answers[2]!.audio_url).toMatch(/\.webm$/);
    const trapped = questionsOf().filter((q) => q.question.startsWith("Question piégée"));
    expect(trapped).toHaveLength(2);
    expect(trapped.every((q) => q.question_audio_url === null)).toBe(true);
  });
});

describe("personal answers are never cached", () => {
  it("a signed-in page, a data request and a resource route say private, no-store", async () => {
    for (const path of ["/questions", "/history", "/questions.data", "/audio/sign?key=x"]) {
      const response = await client.request(path);
      expect(response.headers.get("Cache-Control"), path).toBe("private, no-store");
      expect(response.headers.get("X-Content-Type-Options"), path).toBe("nosniff");
    }
  });
});
