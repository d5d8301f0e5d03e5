import { describe, expect, it } from "vitest";
import { FakeStorage } from "../../tests/support/fake-storage";
import { createLocalStore, LOCAL_KEYS, type LocalPractice, type LocalResponse } from "./local-store";

const NOW = new Date("2026-03-10T12:00:00Z");
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000).toISOString();

function practice(id: string, toolId: string, status: LocalPractice["status"], updated: string, audio = ""): LocalPractice {
  return {
    id,
    tool_id: toolId,
    tool_name: toolId,
    status,
    created_at: updated,
    updated_at: updated,
    completed_at: status === "completed" ? updated : null,
    current_step: 1,
    responses: [
      {
        step_number: 1,
        step_title: "Étape",
        response_text: "texte",
        response_type: audio ? "both" : "text",
        has_audio: Boolean(audio),
        audio_data: audio ? { base64: audio, type: "audio/webm" } : null,
      },
    ],
  };
}

function setup(quota?: number) {
  const storage = new FakeStorage(quota);
  const events: string[] = [];
  let n = 0;
  const store = createLocalStore(storage, { now: () => NOW, emit: (e) => events.push(e), randomId: () => `id${n++}` });
  return { storage, store, events };
}

describe("local practices", () => {
  it("are saved under local_practices with an id prefixed local- and announce local_practices_updated", () => {
    const { store, storage, events } = setup();
    const id = store.newPracticeId();
    expect(id).toMatch(/^local-/);
    expect(store.savePractice(practice(id, "peur", "in_progress", NOW.toISOString())).outcome).toBe("saved");
    expect(JSON.parse(storage.getItem(LOCAL_KEYS.practices)!)[0].id).toBe(id);
    expect(events).toEqual(["local_practices_updated"]);
  });

  it("purges practices older than 7 days on save", () => {
    const { store, storage } = setup();
    storage.setItem(
      LOCAL_KEYS.practices,
      JSON.stringify([
        practice("local-old", "critique", "completed", daysAgo(8)),
        practice("local-recent", "mantra", "completed", daysAgo(6)),
      ]),
    );
    store.savePractice(practice("local-new", "peur", "in_progress", NOW.toISOString()));
    expect(store.listPractices().map((p) => p.id)).toEqual(["local-new", "local-recent"]);
  });

  it("keeps only one in-progress practice per tool", () => {
    const { store } = setup();
    store.savePractice(practice("local-a", "peur", "in_progress", daysAgo(1)));
    store.savePractice(practice("local-done", "peur", "completed", daysAgo(1)));
    store.savePractice(practice("local-b", "peur", "in_progress", NOW.toISOString()));
    store.savePractice(practice("local-c", "critique", "in_progress", NOW.toISOString()));
    expect(
      store
        .listPractices()
        .map((p) => p.id)
        .sort(),
    ).toEqual(["local-b", "local-c", "local-done"]);
    expect(store.inProgressFor("peur")?.id).toBe("local-b");
  });

  it("updates a practice in place", () => {
    const { store } = setup();
    store.savePractice(practice("local-a", "peur", "in_progress", NOW.toISOString()));
    store.savePractice({ ...practice("local-a", "peur", "completed", NOW.toISOString()) });
    expect(store.listPractices()).toHaveLength(1);
    expect(store.getPractice("local-a")?.status).toBe("completed");
  });
});

describe("storage full", () => {
  it("works with a 3 Gestes bilan record in the store: its recordings are dropped, its answers kept", () => {
    const { store, storage } = setup(3000);
    const bilan: LocalPractice = {
      id: "local-bilan",
      tool_id: "trois-gestes",
      tool_name: "Les 3 Gestes",
      status: "completed",
      created_at: daysAgo(1),
      updated_at: daysAgo(1),
      completed_at: daysAgo(1),
      current_step: 7,
      responses: { misere: "La honte", beaute: "", enseignement: "Oser", question_restante: "Pourquoi ?" },
      audioRecordings: { misere: { base64: "B".repeat(1200), type: "audio/webm" } },
      practiceData: { practiceType: "guided" },
    };
    storage.setItem(LOCAL_KEYS.practices, JSON.stringify([bilan]));
    const result = store.savePractice(practice("local-new", "peur", "in_progress", NOW.toISOString(), "A".repeat(1500)));
    expect(result.outcome).toBe("partial");
    const kept = store.getPractice("local-bilan")!;
    expect(kept.responses).toEqual(bilan.responses);
    expect(kept.audioRecordings).toEqual({});
    // A bilan that itself holds recordings and meets a full storage is kept without them.
    const second = store.savePractice({
      ...bilan,
      id: "local-bilan-2",
      created_at: NOW.toISOString(),
      audioRecordings: { beaute: { base64: "C".repeat(4000), type: "audio/webm" } },
    });
    expect(second.outcome).toBe("partial");
    expect(store.getPractice("local-bilan-2")!.responses).toEqual(bilan.responses);
  });

  it("drops audio, keeps 3 days, and reports a partial save", () => {
    const { store, storage } = setup(3000);
    storage.setItem(
      LOCAL_KEYS.practices,
      JSON.stringify([
        practice("local-4days", "mantra", "completed", daysAgo(4)),
        practice("local-1day", "critique", "completed", daysAgo(1)),
      ]),
    );
    storage.setItem(
      LOCAL_KEYS.questions,
      JSON.stringify([
        { question: "vieille", date: daysAgo(40) },
        { question: "récente", date: daysAgo(2) },
      ]),
    );
    const result = store.savePractice(practice("local-new", "peur", "in_progress", NOW.toISOString(), "A".repeat(2500)));
    expect(result.outcome).toBe("partial");
    expect(result.toasts.map((t) => t.title)).toEqual(["Espace de stockage limité", "Pratique sauvegardée partiellement"]);
    const saved = store.listPractices();
    expect(saved.map((p) => p.id)).toEqual(["local-new", "local-1day"]);
    const first = (saved[0]!.responses as LocalResponse[])[0]!;
    expect(first.audio_data).toBeNull();
    expect(first.response_text).toBe("texte");
    expect(store.listQuestions().map((q) => q.question)).toEqual(["récente"]);
  });

  it("fails with 'Impossible de sauvegarder' when even the reduced data does not fit", () => {
    const { store } = setup(50);
    const result = store.savePractice(practice("local-new", "peur", "in_progress", NOW.toISOString(), "A".repeat(500)));
    expect(result).toEqual({
      outcome: "failed",
      toasts: [{ title: "Impossible de sauvegarder", description: "Stockage local plein. Veuillez vous connecter…", type: "error" }],
    });
  });
});

describe("local questions and acts", () => {
  it("stores a question under practice_questions and announces it", () => {
    const { store, events } = setup();
    store.saveQuestion({
      question: "Pourquoi ?",
      questionAudioUrl: null,
      toolId: "peur",
      stepNumber: 2,
      isBlockedPractice: true,
      practiceSummary: "texte...",
      practice_session_id: "local-x",
    });
    expect(store.listQuestions()[0]).toMatchObject({
      question: "Pourquoi ?",
      has_response: false,
      date: NOW.toISOString(),
      isBlockedPractice: true,
    });
    expect(events).toEqual(["local_questions_updated"]);
  });

  it("stores an act in local_acts and user_acts", () => {
    const { store, storage, events } = setup();
    store.saveAct("Appeler\nOù ? ici\nQuand ? demain\nComment ? doucement", "local-x");
    expect(store.listActs()[0]).toMatchObject({ act_text: expect.stringContaining("Appeler"), is_completed: false, session_id: "local-x" });
    expect(JSON.parse(storage.getItem(LOCAL_KEYS.legacyActs)!)[0]).toMatchObject({
      text: expect.stringContaining("Appeler"),
      isCompleted: false,
    });
    expect(events).toEqual(["local_acts_updated"]);
  });

  it("ignores corrupted data", () => {
    const { store, storage } = setup();
    storage.setItem(LOCAL_KEYS.practices, "{pas du json");
    expect(store.listPractices()).toEqual([]);
  });
});

describe("local questions can be answered and deleted on the device", () => {
  it("marks the question answered, keeps the answer, and announces it", () => {
    const storage = new FakeStorage();
    const events: string[] = [];
    const store = createLocalStore(storage, { now: () => NOW, emit: (e) => events.push(e), randomId: () => "q" });
    store.saveQuestion({
      question: "Pourquoi ?",
      questionAudioUrl: null,
      toolId: "peur",
      stepNumber: 2,
      isBlockedPractice: true,
      practiceSummary: "",
      practice_session_id: null,
    });
    const [saved] = store.listQuestions();
    expect(store.answerQuestion(saved!.date, "Parce que.")).toBe(true);
    expect(store.listQuestions()[0]).toMatchObject({
      has_response: true,
      response_text: "Parce que.",
      response_created_at: NOW.toISOString(),
    });
    expect(events.filter((e) => e === "local_questions_updated")).toHaveLength(2);
    expect(store.answerQuestion("2000-01-01T00:00:00.000Z", "x")).toBe(false);
    store.deleteQuestion(saved!.date);
    expect(store.listQuestions()).toHaveLength(0);
  });
});

describe("after an import to the account, the device forgets exactly what was imported", () => {
  it("keeps what was saved meanwhile", () => {
    const storage = new FakeStorage();
    let n = 0;
    const store = createLocalStore(storage, { now: () => NOW, emit: () => {}, randomId: () => `id${n++}` });
    store.savePractice(practice("local-a", "peur", "completed", daysAgo(1)));
    store.savePractice(practice("local-b", "critique", "completed", daysAgo(1)));
    store.saveAct("Appeler ma sœur", null);
    store.saveAct("Marcher vingt minutes", null);
    const [first] = store.listActs();
    store.forgetImported({ practiceIds: ["local-a"], questionDates: [], actIds: [first!.id] });
    expect(store.listPractices().map((p) => p.id)).toEqual(["local-b"]);
    expect(store.listActs()).toHaveLength(1);
    expect(JSON.parse(storage.getItem(LOCAL_KEYS.legacyActs)!)).toHaveLength(1);
  });
});

describe("device acts can be ticked and deleted, in both local shapes", () => {
  it("updates local_acts and user_acts together and announces it", () => {
    const storage = new FakeStorage();
    const events: string[] = [];
    const store = createLocalStore(storage, { now: () => NOW, emit: (e) => events.push(e), randomId: () => "a1" });
    store.saveAct("Écrire à mon père", null);
    expect(store.setActCompleted("local-a1", true)).toBe(true);
    expect(store.listActs()[0]!.is_completed).toBe(true);
    expect(JSON.parse(storage.getItem(LOCAL_KEYS.legacyActs)!)[0].isCompleted).toBe(true);
    expect(store.setActCompleted("local-inconnu", true)).toBe(false);
    store.deleteAct("local-a1");
    expect(store.listActs()).toHaveLength(0);
    expect(JSON.parse(storage.getItem(LOCAL_KEYS.legacyActs)!)).toHaveLength(0);
    expect(events.filter((e) => e === "local_acts_updated")).toHaveLength(3);
  });
});
