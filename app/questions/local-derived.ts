/**
 * Local mode of Mes questions (spec 3 §3): besides practice_questions, a device practice with a
 * written question_restante and its recording is itself a question (tool defaulting to trois-gestes).
 */
import type { LocalPractice, LocalQuestion } from "~/device/local-store";

const DERIVED_DEFAULT_TOOL = "trois-gestes";

/** A recording kept by a device practice: {base64, type} or already a data URL. */
function recordingUrl(value: unknown): string | null {
  if (typeof value === "string") return value.startsWith("data:audio/") ? value : null;
  if (value && typeof value === "object") {
    const { base64, type } = value as { base64?: unknown; type?: unknown };
    if (typeof base64 === "string" && base64) return `data:${typeof type === "string" && type ? type : "audio/webm"};base64,${base64}`;
  }
  return null;
}

/** Questions carried by device practices and not yet kept in practice_questions. */
export function derivedQuestions(practices: LocalPractice[], kept: LocalQuestion[]): LocalQuestion[] {
  const derived: LocalQuestion[] = [];
  for (const practice of practices) {
    const responses: unknown = practice.responses;
    if (!responses || typeof responses !== "object" || Array.isArray(responses)) continue;
    const text = (responses as Record<string, unknown>).question_restante;
    if (typeof text !== "string" || !text.trim()) continue;
    const recordings = practice.audioRecordings as Record<string, unknown> | undefined;
    const audio = recordingUrl(recordings?.question_restante);
    if (!audio) continue;
    if (kept.some((q) => q.practice_session_id === practice.id && q.question === text.trim())) continue;
    derived.push({
      question: text.trim(),
      questionAudioUrl: audio,
      toolId: practice.tool_id || DERIVED_DEFAULT_TOOL,
      stepNumber: 0,
      isBlockedPractice: false,
      practiceSummary: "",
      date: practice.completed_at ?? practice.created_at,
      practice_session_id: practice.id,
      has_response: false,
    });
  }
  return derived;
}

/** Kept and derived questions, newest first. */
export function deviceQuestions(practices: LocalPractice[], kept: LocalQuestion[]): (LocalQuestion & { derived: boolean })[] {
  return [...kept.map((q) => ({ ...q, derived: false })), ...derivedQuestions(practices, kept).map((q) => ({ ...q, derived: true }))].sort(
    (a, b) => String(b.date).localeCompare(String(a.date)),
  );
}
