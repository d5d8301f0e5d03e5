/** The records screens' additions to the local mode: device deletes and questions with recordings. */
import { describe, expect, it } from "vitest";
import { FakeStorage } from "../../tests/support/fake-storage";
import { createLocalStore, LOCAL_KEYS, type LocalPractice } from "./local-store";

const NOW = new Date("2026-03-10T12:00:00Z");
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000).toISOString();
const AUDIO = `data:audio/webm;base64,${"A".repeat(2000)}`;

function setup(quota?: number) {
  const storage = new FakeStorage(quota);
  const events: string[] = [];
  const store = createLocalStore(storage, { now: () => NOW, emit: (e) => events.push(e), randomId: () => "x" });
  return { storage, events, store };
}

const question = (text: string, audio: string | null = null) => ({
  question: text,
  questionAudioUrl: audio,
  toolId: "questions",
  stepNumber: 0,
  isBlockedPractice: false,
  practiceSummary: "",
  practice_session_id: null,
});

function practice(id: string, updated: string): LocalPractice {
  return {
    id,
    tool_id: "peur",
    tool_name: "La Peur",
    status: "completed",
    created_at: updated,
    updated_at: updated,
    completed_at: updated,
    current_step: 1,
    responses: [],
  };
}

describe("deleting a device practice from the history", () => {
  it("removes only that practice and announces local_practices_updated", () => {
    const { storage, store, events } = setup();
    storage.setItem(LOCAL_KEYS.practices, JSON.stringify([practice("local-a", daysAgo(1)), practice("local-b", daysAgo(1))]));
    expect(store.deletePractice("local-a")).toBe(true);
    expect(store.listPractices().map((p) => p.id)).toEqual(["local-b"]);
    expect(events).toEqual(["local_practices_updated"]);
    expect(store.deletePractice("local-a")).toBe(false);
  });
});

describe("device questions with a recording (practice_questions)", () => {
  it("keeps the recording as a data URL and announces local_questions_updated", () => {
    const { store, events } = setup();
    expect(store.saveQuestionWithAudio(question("Pourquoi ?", AUDIO), { spokenOnly: false }).outcome).toBe("saved");
    expect(store.listQuestions()[0]).toMatchObject({
      question: "Pourquoi ?",
      questionAudioUrl: AUDIO,
      has_response: false,
      date: NOW.toISOString(),
    });
    expect(events).toEqual(["local_questions_updated"]);
  });

  it("on a full storage removes old questions first, then drops the recording (partial save)", () => {
    const { storage, store } = setup(1500);
    storage.setItem(LOCAL_KEYS.questions, JSON.stringify([{ ...question("vieille"), date: daysAgo(40), has_response: false }]));
    const result = store.saveQuestionWithAudio(question("Pourquoi ?", AUDIO), { spokenOnly: false });
    expect(result.outcome).toBe("partial");
    expect(result.toasts.map((t) => t.description)).toEqual(["Certaines données audio ont été supprimées…"]);
    expect(store.listQuestions()).toEqual([expect.objectContaining({ question: "Pourquoi ?", questionAudioUrl: null })]);
  });

  it("cleans old data and keeps the recording when that frees enough space", () => {
    const { storage, store } = setup(3000);
    storage.setItem(
      LOCAL_KEYS.questions,
      JSON.stringify([{ ...question("vieille ".repeat(100)), date: daysAgo(40), has_response: false }]),
    );
    const result = store.saveQuestionWithAudio(question("Pourquoi ?", AUDIO), { spokenOnly: false });
    expect(result.outcome).toBe("saved");
    expect(result.toasts.map((t) => t.title)).toEqual(["Espace de stockage limité"]);
    expect(store.listQuestions()[0]!.questionAudioUrl).toBe(AUDIO);
  });

  it("fails rather than keep a spoken-only question without its recording", () => {
    const { store } = setup(1000);
    const result = store.saveQuestionWithAudio(question("Question vocale", AUDIO), { spokenOnly: true });
    expect(result.outcome).toBe("failed");
    expect(result.toasts[0]).toMatchObject({ title: "Impossible de sauvegarder" });
    expect(store.listQuestions()).toEqual([]);
  });

  it("answers by recording: answered, timestamped, recording kept", () => {
    const { store } = setup();
    store.saveQuestionWithAudio(question("Pourquoi ?"), { spokenOnly: false });
    const [saved] = store.listQuestions();
    expect(store.answerQuestionWithAudio(saved!.date, { text: null, audio: AUDIO }).outcome).toBe("saved");
    expect(store.listQuestions()[0]).toMatchObject({
      has_response: true,
      response_text: null,
      response_audio_url: AUDIO,
      response_created_at: NOW.toISOString(),
    });
    expect(store.answerQuestionWithAudio("2000-01-01T00:00:00.000Z", { text: "x", audio: null }).outcome).toBe("failed");
  });

  it("on a full storage keeps a written answer without its recording, and refuses a spoken-only one", () => {
    const { storage, store } = setup();
    store.saveQuestionWithAudio(question("Pourquoi ?"), { spokenOnly: false });
    const [saved] = store.listQuestions();
    storage.quota = 1000;
    expect(store.answerQuestionWithAudio(saved!.date, { text: null, audio: AUDIO }).outcome).toBe("failed");
    expect(store.listQuestions()[0]!.has_response).toBe(false);
    expect(store.answerQuestionWithAudio(saved!.date, { text: "Parce que.", audio: AUDIO }).outcome).toBe("partial");
    expect(store.listQuestions()[0]).toMatchObject({ has_response: true, response_text: "Parce que.", response_audio_url: null });
  });
});
