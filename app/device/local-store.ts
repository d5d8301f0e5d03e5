/**
 * Anonymous local mode (spec 2, §3, §8, §9; spec 3, §7): practices, questions and acts kept in the
 * browser's storage. Pure over a Storage-like object, so it is tested with a simulated full storage.
 */

import { LOCAL_KEYS } from "./keys";

export { LOCAL_KEYS };

export const LOCAL_EVENTS = {
  practices: "local_practices_updated",
  acts: "local_acts_updated",
  questions: "local_questions_updated",
} as const;

const LOCAL_LIMITS = {
  practiceDays: 7,
  fallbackPracticeDays: 3,
  questionDays: 30,
} as const;

const DAY_MS = 24 * 60 * 60 * 1000;

const LOCAL_MESSAGES = {
  limitedTitle: "Espace de stockage limité",
  limitedAudioDropped: "Certaines données audio ont été supprimées…",
  limitedSignIn: "Connectez-vous pour plus d'espace",
  partialTitle: "Pratique sauvegardée partiellement",
  partial: "L'enregistrement audio n'a pas pu être conservé sur cet appareil.",
  failedTitle: "Impossible de sauvegarder",
  failed: "Stockage local plein. Veuillez vous connecter…",
} as const;

export type StorageLike = Pick<Storage, "getItem" | "setItem" | "removeItem">;

export type LocalAudio = { base64: string; type: string };

export type LocalResponse = {
  step_number: number;
  step_title: string;
  response_text: string;
  response_type: "text" | "audio" | "both";
  has_audio?: boolean;
  audio_data?: LocalAudio | null;
};

export type LocalPractice = {
  id: string;
  tool_id: string;
  tool_name: string;
  status: "in_progress" | "completed";
  created_at: string;
  updated_at: string;
  completed_at: string | null;
  current_step: number;
  /** A step-by-step practice keeps a list; a 3 Gestes bilan an object keyed misere, beaute… (spec 2 §3). */
  responses: LocalResponse[] | Record<string, string>;
  [extra: string]: unknown;
};

export type LocalQuestion = {
  question: string;
  questionAudioUrl: string | null;
  toolId: string;
  stepNumber: number;
  isBlockedPractice: boolean;
  practiceSummary: string;
  date: string;
  practice_session_id: string | null;
  has_response: boolean;
  response_text?: string | null;
  response_audio_url?: string | null;
  response_created_at?: string | null;
};

export type LocalAct = { id: string; act_text: string; is_completed: boolean; created_at: string; session_id: string | null };
export type LegacyLocalAct = { id: string; text: string; date: string; isCompleted: boolean };

type StoreToast = { title: string; description?: string; type: "success" | "error" | "info" };
export type SaveResult = { outcome: "saved" | "partial" | "failed"; toasts: StoreToast[] };

export type StoreOptions = {
  now?: () => Date;
  /** Tells the page (and other components) that a key changed; defaults to a window event. */
  emit?: (event: string) => void;
  randomId?: () => string;
};

function isQuotaError(error: unknown): boolean {
  if (!error || typeof error !== "object") return false;
  const { name, code } = error as { name?: string; code?: number };
  return name === "QuotaExceededError" || name === "NS_ERROR_DOM_QUOTA_REACHED" || code === 22 || code === 1014;
}

function readList<T>(storage: StorageLike, key: string): T[] {
  try {
    const raw = storage.getItem(key);
    if (!raw) return [];
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? (parsed as T[]) : [];
  } catch {
    return [];
  }
}

function ageMs(iso: string | undefined | null, now: Date): number {
  const time = iso ? Date.parse(iso) : Number.NaN;
  return Number.isNaN(time) ? Number.POSITIVE_INFINITY : now.getTime() - time;
}

/** Practices last touched within `days` days. */
function purgeOldPractices(list: LocalPractice[], now: Date, days: number): LocalPractice[] {
  return list.filter((p) => ageMs(p.updated_at ?? p.created_at, now) <= days * DAY_MS);
}

/**
 * A practice written again never moves backwards (issue 30): once completed it stays completed with
 * its first completion date and its creation date, and what was added to it since (the closing mood)
 * stays. The incoming answers and step replace the earlier ones.
 */
export function keepProgress(existing: LocalPractice | undefined, incoming: LocalPractice): LocalPractice {
  if (!existing) return incoming;
  const completed = existing.status === "completed" || incoming.status === "completed";
  return {
    ...existing,
    ...incoming,
    created_at: existing.created_at || incoming.created_at,
    status: completed ? "completed" : "in_progress",
    completed_at: completed ? (existing.completed_at ?? incoming.completed_at ?? incoming.updated_at) : null,
    current_step: existing.status === "completed" ? Math.max(existing.current_step, incoming.current_step) : incoming.current_step,
  };
}

/** Puts `practice` in the list, dropping any other in-progress practice of the same tool. */
function upsertKeepingOneInProgress(list: LocalPractice[], practice: LocalPractice): LocalPractice[] {
  const others = list.filter((p) => p.id !== practice.id && !(p.tool_id === practice.tool_id && p.status === "in_progress"));
  return [practice, ...others];
}

function stripAudio(practice: LocalPractice): LocalPractice {
  const responses = Array.isArray(practice.responses)
    ? practice.responses.map((r) =>
        r.audio_data
          ? { ...r, audio_data: null, has_audio: false, response_type: r.response_text.trim() ? ("text" as const) : r.response_type }
          : r,
      )
    : practice.responses;
  const copy: LocalPractice = { ...practice, responses };
  if (copy.audioRecordings) copy.audioRecordings = {};
  return copy;
}

function hasAudioData(practice: LocalPractice): boolean {
  const inResponses = Array.isArray(practice.responses) && practice.responses.some((r) => Boolean(r?.audio_data));
  const recordings = practice.audioRecordings;
  return inResponses || Boolean(recordings && typeof recordings === "object" && Object.keys(recordings).length);
}

export function createLocalStore(storage: StorageLike, options: StoreOptions = {}) {
  const now = options.now ?? (() => new Date());
  const emit =
    options.emit ??
    ((event: string) => {
      if (typeof window !== "undefined") window.dispatchEvent(new Event(event));
    });
  const randomId = options.randomId ?? (() => crypto.randomUUID());

  function write(key: string, value: unknown) {
    storage.setItem(key, JSON.stringify(value));
  }

  function dropOldQuestions() {
    const kept = readList<LocalQuestion>(storage, LOCAL_KEYS.questions).filter(
      (q) => ageMs(q.date, now()) <= LOCAL_LIMITS.questionDays * DAY_MS,
    );
    try {
      write(LOCAL_KEYS.questions, kept);
    } catch {
      /* freeing space is best effort */
    }
  }

  function listPractices(): LocalPractice[] {
    return readList<LocalPractice>(storage, LOCAL_KEYS.practices);
  }

  /**
   * Writes practice_questions through `update`, with the local-mode fallback on a full storage
   * (spec 3 §8, §9): old practices and questions are removed, then — when allowed — the recording
   * is dropped (partial save), else the save fails. `update(list, keepAudio)` returns the new list.
   */
  function writeQuestions(
    update: (list: LocalQuestion[], keepAudio: boolean) => LocalQuestion[] | null,
    canDropAudio: boolean,
  ): SaveResult {
    const failed: SaveResult = {
      outcome: "failed",
      toasts: [{ title: LOCAL_MESSAGES.failedTitle, description: LOCAL_MESSAGES.failed, type: "error" }],
    };
    const attempts = [
      { keepAudio: true, clean: false },
      { keepAudio: true, clean: true },
      ...(canDropAudio ? [{ keepAudio: false, clean: false }] : []),
    ];
    for (const attempt of attempts) {
      if (attempt.clean) {
        dropOldQuestions();
        try {
          write(LOCAL_KEYS.practices, purgeOldPractices(listPractices(), now(), LOCAL_LIMITS.practiceDays));
        } catch {
          /* freeing space is best effort */
        }
      }
      const next = update(readList<LocalQuestion>(storage, LOCAL_KEYS.questions), attempt.keepAudio);
      if (!next) return failed;
      try {
        write(LOCAL_KEYS.questions, next);
      } catch (error) {
        if (!isQuotaError(error)) return failed;
        continue;
      }
      emit(LOCAL_EVENTS.questions);
      if (!attempt.keepAudio) {
        return {
          outcome: "partial",
          toasts: [{ title: LOCAL_MESSAGES.limitedTitle, description: LOCAL_MESSAGES.limitedAudioDropped, type: "info" }],
        };
      }
      return {
        outcome: "saved",
        toasts: attempt.clean ? [{ title: LOCAL_MESSAGES.limitedTitle, description: LOCAL_MESSAGES.limitedSignIn, type: "info" }] : [],
      };
    }
    return failed;
  }

  return {
    newPracticeId: () => `local-${randomId()}`,
    listPractices,
    getPractice(id: string): LocalPractice | undefined {
      return listPractices().find((p) => p.id === id);
    },
    /** The in-progress practice of a tool, if one is kept. */
    inProgressFor(toolId: string): LocalPractice | undefined {
      return listPractices().find((p) => p.tool_id === toolId && p.status === "in_progress");
    },

    /**
     * Saves a practice: purges practices older than 7 days, keeps one in-progress practice per tool.
     * When storage is full: 3-day limit, audio dropped everywhere, old questions removed, then retry.
     */
    /** Adds fields to a stored practice (the closing feeling); false when it is gone or the storage refuses. */
    annotatePractice(id: string, fields: Record<string, unknown>): boolean {
      const list = listPractices();
      if (!list.some((p) => p.id === id)) return false;
      try {
        write(
          LOCAL_KEYS.practices,
          list.map((p) => (p.id === id ? { ...p, ...fields } : p)),
        );
      } catch {
        return false;
      }
      emit(LOCAL_EVENTS.practices);
      return true;
    },
    savePractice(practice: LocalPractice): SaveResult {
      const stamped = {
        ...keepProgress(
          listPractices().find((p) => p.id === practice.id),
          practice,
        ),
        updated_at: now().toISOString(),
      };
      const list = upsertKeepingOneInProgress(purgeOldPractices(listPractices(), now(), LOCAL_LIMITS.practiceDays), stamped);
      try {
        write(LOCAL_KEYS.practices, list);
        emit(LOCAL_EVENTS.practices);
        return { outcome: "saved", toasts: [] };
      } catch (error) {
        if (!isQuotaError(error)) {
          return { outcome: "failed", toasts: [{ title: LOCAL_MESSAGES.failedTitle, description: LOCAL_MESSAGES.failed, type: "error" }] };
        }
      }
      dropOldQuestions();
      const reduced = purgeOldPractices(list, now(), LOCAL_LIMITS.fallbackPracticeDays).map(stripAudio);
      if (!reduced.some((p) => p.id === stamped.id)) reduced.unshift(stripAudio(stamped));
      try {
        storage.removeItem(LOCAL_KEYS.practices);
        write(LOCAL_KEYS.practices, reduced);
      } catch {
        return { outcome: "failed", toasts: [{ title: LOCAL_MESSAGES.failedTitle, description: LOCAL_MESSAGES.failed, type: "error" }] };
      }
      emit(LOCAL_EVENTS.practices);
      const toasts: StoreToast[] = [{ title: LOCAL_MESSAGES.limitedTitle, description: LOCAL_MESSAGES.limitedAudioDropped, type: "info" }];
      if (hasAudioData(stamped)) {
        toasts.push({ title: LOCAL_MESSAGES.partialTitle, description: LOCAL_MESSAGES.partial, type: "info" });
        return { outcome: "partial", toasts };
      }
      return { outcome: "saved", toasts };
    },

    /** Removes a device practice (history's delete); false when it is not kept or cannot be written. */
    deletePractice(id: string): boolean {
      const list = listPractices();
      if (!list.some((p) => p.id === id)) return false;
      try {
        write(
          LOCAL_KEYS.practices,
          list.filter((p) => p.id !== id),
        );
      } catch {
        return false;
      }
      emit(LOCAL_EVENTS.practices);
      return true;
    },

    listQuestions(): LocalQuestion[] {
      return readList<LocalQuestion>(storage, LOCAL_KEYS.questions);
    },

    /** Adds a question; on a full storage, questions older than 30 days go first. */
    saveQuestion(question: Omit<LocalQuestion, "date" | "has_response">): SaveResult {
      const entry: LocalQuestion = { ...question, date: now().toISOString(), has_response: false };
      for (let attempt = 0; attempt < 2; attempt++) {
        try {
          write(LOCAL_KEYS.questions, [entry, ...readList<LocalQuestion>(storage, LOCAL_KEYS.questions)]);
          emit(LOCAL_EVENTS.questions);
          return {
            outcome: "saved",
            toasts: attempt ? [{ title: LOCAL_MESSAGES.limitedTitle, description: LOCAL_MESSAGES.limitedSignIn, type: "info" }] : [],
          };
        } catch (error) {
          if (!isQuotaError(error)) break;
          dropOldQuestions();
        }
      }
      return { outcome: "failed", toasts: [{ title: LOCAL_MESSAGES.failedTitle, description: LOCAL_MESSAGES.failed, type: "error" }] };
    },

    /** Answers a local question (questions have no id on the device: their date identifies them). */
    answerQuestion(date: string, responseText: string): boolean {
      const list = readList<LocalQuestion>(storage, LOCAL_KEYS.questions);
      const question = list.find((q) => q.date === date);
      if (!question) return false;
      Object.assign(question, { has_response: true, response_text: responseText, response_created_at: now().toISOString() });
      try {
        write(LOCAL_KEYS.questions, list);
      } catch {
        return false;
      }
      emit(LOCAL_EVENTS.questions);
      return true;
    },

    /**
     * Adds a question that may carry a recording (`questionAudioUrl`, a data URL). On a full storage
     * old data goes first, then the recording unless the question is spoken only; else it fails.
     */
    saveQuestionWithAudio(question: Omit<LocalQuestion, "date" | "has_response">, options: { spokenOnly: boolean }): SaveResult {
      const entry: LocalQuestion = { ...question, date: now().toISOString(), has_response: false };
      return writeQuestions(
        (list, keepAudio) => [keepAudio ? entry : { ...entry, questionAudioUrl: null }, ...list.filter((q) => q.date !== entry.date)],
        Boolean(entry.questionAudioUrl) && !options.spokenOnly,
      );
    },

    /** Answers a device question by text and/or recording (data URL), with the same fallback. */
    answerQuestionWithAudio(date: string, answer: { text: string | null; audio: string | null }): SaveResult {
      const answeredAt = now().toISOString();
      return writeQuestions(
        (list, keepAudio) => {
          if (!list.some((q) => q.date === date)) return null;
          return list.map((q) =>
            q.date === date
              ? {
                  ...q,
                  has_response: true,
                  response_text: answer.text,
                  response_audio_url: keepAudio ? answer.audio : null,
                  response_created_at: answeredAt,
                }
              : q,
          );
        },
        Boolean(answer.audio) && Boolean(answer.text?.trim()),
      );
    },

    deleteQuestion(date: string): void {
      write(
        LOCAL_KEYS.questions,
        readList<LocalQuestion>(storage, LOCAL_KEYS.questions).filter((q) => q.date !== date),
      );
      emit(LOCAL_EVENTS.questions);
    },

    /**
     * After the server confirmed an import, removes exactly what was imported (anything saved
     * meanwhile stays) and tells open screens.
     */
    forgetImported(imported: { practiceIds: string[]; questionDates: string[]; actIds: string[] }): void {
      const practiceIds = new Set(imported.practiceIds);
      const questionDates = new Set(imported.questionDates);
      const actIds = new Set(imported.actIds);
      write(
        LOCAL_KEYS.practices,
        listPractices().filter((p) => !practiceIds.has(p.id)),
      );
      write(
        LOCAL_KEYS.questions,
        readList<LocalQuestion>(storage, LOCAL_KEYS.questions).filter((q) => !questionDates.has(q.date)),
      );
      write(
        LOCAL_KEYS.acts,
        readList<LocalAct>(storage, LOCAL_KEYS.acts).filter((a) => !actIds.has(a.id)),
      );
      write(
        LOCAL_KEYS.legacyActs,
        readList<LegacyLocalAct>(storage, LOCAL_KEYS.legacyActs).filter((a) => !actIds.has(a.id)),
      );
      emit(LOCAL_EVENTS.practices);
      emit(LOCAL_EVENTS.questions);
      emit(LOCAL_EVENTS.acts);
    },

    /** Ticks or unticks a device act, in both local shapes. */
    setActCompleted(id: string, completed: boolean): boolean {
      const acts = readList<LocalAct>(storage, LOCAL_KEYS.acts);
      const act = acts.find((a) => a.id === id);
      if (!act) return false;
      act.is_completed = completed;
      const legacy = readList<LegacyLocalAct>(storage, LOCAL_KEYS.legacyActs).map((a) =>
        a.id === id ? { ...a, isCompleted: completed } : a,
      );
      try {
        write(LOCAL_KEYS.acts, acts);
        write(LOCAL_KEYS.legacyActs, legacy);
      } catch {
        return false;
      }
      emit(LOCAL_EVENTS.acts);
      return true;
    },

    deleteAct(id: string): void {
      write(
        LOCAL_KEYS.acts,
        readList<LocalAct>(storage, LOCAL_KEYS.acts).filter((a) => a.id !== id),
      );
      write(
        LOCAL_KEYS.legacyActs,
        readList<LegacyLocalAct>(storage, LOCAL_KEYS.legacyActs).filter((a) => a.id !== id),
      );
      emit(LOCAL_EVENTS.acts);
    },

    listActs(): LocalAct[] {
      return readList<LocalAct>(storage, LOCAL_KEYS.acts);
    },

    /** Writes an act in both local shapes: local_acts and the simpler user_acts. */
    saveAct(actText: string, sessionId: string | null): SaveResult {
      const id = `local-${randomId()}`;
      const date = now().toISOString();
      try {
        write(LOCAL_KEYS.acts, [
          { id, act_text: actText, is_completed: false, created_at: date, session_id: sessionId },
          ...readList<LocalAct>(storage, LOCAL_KEYS.acts),
        ]);
        write(LOCAL_KEYS.legacyActs, [
          { id, text: actText, date, isCompleted: false },
          ...readList<LegacyLocalAct>(storage, LOCAL_KEYS.legacyActs),
        ]);
      } catch {
        return { outcome: "failed", toasts: [{ title: LOCAL_MESSAGES.failedTitle, description: LOCAL_MESSAGES.failed, type: "error" }] };
      }
      emit(LOCAL_EVENTS.acts);
      return { outcome: "saved", toasts: [] };
    },
  };
}

export type LocalStore = ReturnType<typeof createLocalStore>;
