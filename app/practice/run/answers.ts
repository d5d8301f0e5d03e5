/** The screen's answers, by step: text, and a recording kept on the server (key) or on the device (base64). */
import type { LocalAudio, LocalResponse } from "~/device/local-store";
import { responseType } from "../flow";
import type { PracticeStep } from "../content/types";

export type StepAnswer = { text: string; audioKey?: string | null; audioUrl?: string | null; audio?: LocalAudio | null };
export type Answers = Record<number, StepAnswer>;

export function hasRecording(answer: StepAnswer | undefined): boolean {
  return Boolean(answer && (answer.audioKey || answer.audio || answer.audioUrl));
}

export function isAnswered(answer: StepAnswer | undefined): boolean {
  return Boolean(answer && (answer.text.trim() !== "" || hasRecording(answer)));
}

/** Answers of a server session, with the text a refused post without JavaScript sent back on its step. */
export function answersFromServer(
  responses: { stepNumber: number; text: string; audioKey: string | null; audioUrl: string | null }[],
  kept?: { step?: string; text?: string },
): Answers {
  const map: Answers = {};
  for (const r of responses) map[r.stepNumber] = { text: r.text, audioKey: r.audioKey, audioUrl: r.audioUrl };
  if (kept?.text !== undefined && kept.step !== undefined) map[Number(kept.step)] = { ...map[Number(kept.step)], text: kept.text };
  return map;
}

/** The device's shape of the answered steps, in order. */
export function toLocalResponses(answers: Answers, steps: PracticeStep[]): LocalResponse[] {
  return Object.entries(answers)
    .map(([n, a]) => ({ n: Number(n), a }))
    .filter(({ n, a }) => n > 0 && (a.text.trim() !== "" || a.audio))
    .sort((x, y) => x.n - y.n)
    .map(({ n, a }) => ({
      step_number: n,
      step_title: steps.find((s) => s.number === n)?.title ?? `Étape ${n}`,
      response_text: a.text,
      response_type: responseType(a.text, Boolean(a.audio)),
      has_audio: Boolean(a.audio),
      audio_data: a.audio ?? null,
    }));
}

/** Answers read back from a device practice. */
export function fromLocalResponses(responses: LocalResponse[]): Answers {
  const map: Answers = {};
  for (const r of responses) {
    map[r.step_number] = {
      text: r.response_text ?? "",
      audio: r.audio_data ?? null,
      audioUrl: r.audio_data ? `data:${r.audio_data.type};base64,${r.audio_data.base64}` : null,
    };
  }
  return map;
}
