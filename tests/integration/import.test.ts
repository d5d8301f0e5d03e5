import { describe, expect, it } from "vitest";
import { BASE_URL, Client, createConfirmedUser, signedIn } from "../support/client";
import { query, sqlString } from "../support/db";
import { userIdOf } from "../support/practices";
import { webmBytes } from "../support/audio";

const audioBase64 = Buffer.from(webmBytes(1500, 9)).toString("base64");

function payload(tag: string) {
  return {
    practices: [
      {
        id: `local-${tag}-1`,
        tool_id: "peur",
        tool_name: "La Peur",
        status: "completed",
        created_at: "2026-11-20T09:00:00.000Z",
        completed_at: "2026-11-20T09:20:00.000Z",
        current_step: 3,
        responses: [
          { step_number: 1, step_title: "Accueillir", response_text: "Une peur ancienne qui revient le soir", audio_data: null },
          { step_number: 2, step_title: "Écouter", response_text: "", audio_data: { base64: audioBase64, type: "audio/webm" } },
        ],
      },
      {
        id: `local-${tag}-2`,
        tool_id: "critique",
        tool_name: "La Critique",
        status: "in_progress",
        created_at: "2026-11-21T08:00:00.000Z",
        current_step: 1,
        responses: [],
      },
    ],
    questions: [
      {
        question: "Pourquoi le soir ?",
        isBlockedPractice: true,
        date: "2026-11-20T09:10:00.000Z",
        practice_session_id: `local-${tag}-1`,
        has_response: false,
        toolId: "peur",
        stepNumber: 2,
      },
    ],
    acts: [
      {
        id: `local-act-${tag}`,
        act_text: "Appeler ma sœur\nOù ? chez moi\nQuand ? ce soir\nComment ? avec douceur",
        is_completed: false,
        created_at: "2026-11-20T09:20:00.000Z",
        session_id: `local-${tag}-1`,
      },
    ],
  };
}

async function postImport(client: Client, body: unknown) {
  const response = await client.request("/rattacher", {
    method: "POST",
    headers: { Origin: BASE_URL, "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { imported?: Record<string, number>; error?: string } };
}

const countsFor = (userId: string) =>
  query<{ s: number; r: number; q: number; a: number }>(
    `SELECT (SELECT count(*) FROM practice_sessions WHERE user_id = ${sqlString(userId)}) AS s,
            (SELECT count(*) FROM practice_responses WHERE session_id IN (SELECT id FROM practice_sessions WHERE user_id = ${sqlString(userId)})) AS r,
            (SELECT count(*) FROM user_questions WHERE user_id = ${sqlString(userId)}) AS q,
            (SELECT count(*) FROM user_acts WHERE user_id = ${sqlString(userId)}) AS a`,
  )[0]!;

describe("attaching anonymous data to an account", () => {
  it("imports practices with their answers and recordings, questions and acts, linked together", async () => {
    const identity = await createConfirmedUser("imp");
    const client = await signedIn(identity);
    const userId = userIdOf(identity.email);
    const result = await postImport(client, payload("a"));
    expect(result.status).toBe(200);
    expect(result.body.imported).toEqual({ practices: 2, questions: 1, acts: 1, cycles: 0, cycleKeys: [] });
    expect(countsFor(userId)).toEqual({ s: 2, r: 2, q: 1, a: 1 });
    const [act] = query<{ session_id: string | null }>(`SELECT session_id FROM user_acts WHERE user_id = ${sqlString(userId)}`);
    const [question] = query<{ practice_session_id: string | null }>(
      `SELECT practice_session_id FROM user_questions WHERE user_id = ${sqlString(userId)}`,
    );
    const [session] = query<{ id: string }>(`SELECT id FROM practice_sessions WHERE user_id = ${sqlString(userId)} AND tool_id = 'peur'`);
    expect(act!.session_id).toBe(session!.id);
    expect(question!.practice_session_id).toBe(session!.id);

    const detail = await client.get(`/history/${session!.id}`);
    expect(detail.text).toContain("Une peur ancienne qui revient le soir");
    const src = detail.text.match(/src="(\/audio\/play\?[^"]+)"/)?.[1];
    expect(src).toBeTruthy();
    expect((await client.request(src!)).status).toBe(200);
  });

  it("a Nommer sa Grandeur finished on the device joins the grandeur table, once", async () => {
    const identity = await createConfirmedUser("impg");
    const client = await signedIn(identity);
    const userId = userIdOf(identity.email);
    const grandeur = {
      practices: [
        {
          id: "local-grandeur-1",
          tool_id: "nommer_grandeur",
          tool_name: "Nommer sa Grandeur",
          status: "completed",
          created_at: "2026-11-20T09:00:00.000Z",
          completed_at: "2026-11-20T09:10:00.000Z",
          current_step: 3,
          responses: [
            { step_number: 1, step_title: "Nommer votre grandeur", response_text: "Ma tendresse" },
            { step_number: 2, step_title: "Relier à la misère", response_text: "Le manque de câlins" },
          ],
        },
      ],
      questions: [],
      acts: [
        {
          id: "local-act-g",
          act_text: "Écrire à ma mère\nQuand : dimanche",
          is_completed: false,
          created_at: "2026-11-20T09:10:00.000Z",
          session_id: "local-grandeur-1",
        },
      ],
    };
    expect((await postImport(client, grandeur)).status).toBe(200);
    expect((await postImport(client, grandeur)).status).toBe(200);
    expect(query(`SELECT grandeur_name, corresponding_trauma FROM grandeur_entries WHERE user_id = ${sqlString(userId)}`)).toEqual([
      { grandeur_name: "Ma tendresse", corresponding_trauma: "Le manque de câlins" },
    ]);
  });

  it("imports the same data only once when sent twice", async () => {
    const identity = await createConfirmedUser("imptwice");
    const client = await signedIn(identity);
    await postImport(client, payload("b"));
    await postImport(client, payload("b"));
    expect(countsFor(userIdOf(identity.email))).toEqual({ s: 2, r: 2, q: 1, a: 1 });
  });

  it("the same device data sent by another person never touches the first one's records", async () => {
    const tag = `iso-${Date.now().toString(36)}`;
    const first = await createConfirmedUser("impa");
    const second = await createConfirmedUser("impb");
    const a = await signedIn(first);
    const b = await signedIn(second);
    expect((await postImport(a, payload(tag))).status).toBe(200);
    const rowsOf = (email: string) =>
      query<{ id: string; user_id: string }>(
        `SELECT id, user_id FROM practice_sessions WHERE user_id = ${sqlString(userIdOf(email))} ORDER BY id`,
      );
    const before = rowsOf(first.email);
    expect((await postImport(b, payload(tag))).status).toBe(200);
    expect(rowsOf(first.email)).toEqual(before);
    const theirs = rowsOf(second.email);
    expect(theirs).toHaveLength(before.length);
    expect(theirs.some((row) => before.some((mine) => mine.id === row.id))).toBe(false);
  });

  it("is atomic: when one row fails, nothing is imported", async () => {
    const identity = await createConfirmedUser("impatom");
    const client = await signedIn(identity);
    const failing = payload("c");
    failing.acts[0]!.act_text = "ÉCHEC-IMPORT-TEST";
    query(
      "CREATE TRIGGER IF NOT EXISTS test_fail_import BEFORE INSERT ON user_acts WHEN NEW.act_text = 'ÉCHEC-IMPORT-TEST' BEGIN SELECT RAISE(ABORT, 'échec voulu'); END",
    );
    try {
      const result = await postImport(client, failing);
      expect(result.status).toBe(500);
      expect(result.body.error).toContain("Elles restent sur cet appareil");
    } finally {
      query("DROP TRIGGER IF EXISTS test_fail_import");
    }
    expect(countsFor(userIdOf(identity.email))).toEqual({ s: 0, r: 0, q: 0, a: 0 });
  });

  it("carries the device questions' recordings (data URLs) into R2, and a voice-only answer stays answered", async () => {
    const identity = await createConfirmedUser("impqaudio");
    const client = await signedIn(identity);
    const userId = userIdOf(identity.email);
    const voice = `data:audio/webm;base64,${audioBase64}`;
    const result = await postImport(client, {
      practices: [],
      acts: [],
      questions: [
        {
          question: "Question vocale",
          questionAudioUrl: voice,
          isBlockedPractice: false,
          date: "2026-11-20T10:00:00.000Z",
          has_response: true,
          response_text: null,
          response_audio_url: voice,
          response_created_at: "2026-11-20T11:00:00.000Z",
          toolId: "",
          stepNumber: 0,
        },
      ],
    });
    expect(result.status).toBe(200);
    const [row] = query<{ question_audio_url: string | null; response_audio_url: string | null; has_response: number }>(
      `SELECT question_audio_url, response_audio_url, has_response FROM user_questions WHERE user_id = ${sqlString(userId)}`,
    );
    expect(row!.question_audio_url).toMatch(new RegExp(`^${userId}/questions/[^/]+/\\d+_question\\.webm$`));
    expect(row!.response_audio_url).toMatch(/_response\.webm$/);
    expect(row!.has_response).toBe(1);
    const page = await client.get("/questions");
    const sources = [...page.text.matchAll(/src="(\/audio\/play\?[^"]+)"/g)].map((m) => m[1]!);
    expect(sources).toHaveLength(2);
    const audio = await client.request(sources[0]!);
    expect(audio.status).toBe(200);
    expect((await audio.arrayBuffer()).byteLength).toBe(1500);
  });

  it("refuses a visitor and unreadable data", async () => {
    expect((await postImport(new Client(), payload("d"))).status).toBe(401);
    const client = await signedIn(await createConfirmedUser("impbad"));
    expect((await postImport(client, { practices: [{ id: "pas-local" }] })).status).toBe(400);
  });
});
