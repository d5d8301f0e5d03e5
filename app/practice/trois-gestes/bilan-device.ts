/**
 * A visitor's bilan on the device (spec 2 §3; spec 3 §3): the local_practices record with responses
 * as an object and recordings as base64, the act in local_acts, and the remaining question in
 * practice_questions so that Mes questions shows it, written or spoken.
 */
import type { ToastMessage } from "~/components/toaster";
import { BILAN_MESSAGES as M } from "~/practice/content/trois-gestes";
import { blobToBase64 } from "~/audio/voice-recorder";
import { createLocalStore } from "~/device/local-store";
import {
  bilanActText,
  bilanQuestion,
  bilanRows,
  bilanSummary,
  bilanToolId,
  localBilanRecord,
  readBilanForm,
  VOICE_KEYS,
  type VoiceKey,
} from "./bilan";

export async function saveBilanOnDevice(form: FormData, recordings: Partial<Record<VoiceKey, Blob>>): Promise<ToastMessage[]> {
  const store = createLocalStore(window.localStorage);
  const input = readBilanForm(form);
  const audio: Partial<Record<VoiceKey, { base64: string; type: string }>> = {};
  for (const key of VOICE_KEYS) {
    const blob = recordings[key];
    if (blob) audio[key] = { base64: await blobToBase64(blob), type: blob.type || "audio/webm" };
  }
  const spoken = new Set(Object.keys(audio) as VoiceKey[]);
  const id = store.newPracticeId();
  const saved = store.savePractice(localBilanRecord(input, id, new Date(), audio));
  if (saved.outcome === "failed") return saved.toasts;
  const toasts: ToastMessage[] = [{ title: M.savedTitle, description: M.savedLocally, type: "success" }, ...saved.toasts];

  const act = bilanActText(input);
  if (act) {
    const kept = store.saveAct(act, id);
    toasts.push(...(kept.outcome === "failed" ? kept.toasts : [{ title: M.actSavedLocally, type: "success" as const }]));
  }
  const question = bilanQuestion(input, spoken);
  if (question) {
    const voice = audio.question_restante;
    const entry = {
      question,
      questionAudioUrl: voice ? `data:${voice.type};base64,${voice.base64}` : null,
      toolId: bilanToolId(input.practiceType),
      stepNumber: 5,
      isBlockedPractice: false,
      practiceSummary: bilanSummary(bilanRows(input, spoken)),
      practice_session_id: id,
    };
    const kept = voice ? store.saveQuestionWithAudio(entry, { spokenOnly: !input.answers.question_restante }) : store.saveQuestion(entry);
    toasts.push(...kept.toasts.filter((t) => t.type !== "success"));
  }
  return toasts;
}
