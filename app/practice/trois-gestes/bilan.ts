/**
 * The rules of the 3 Gestes bilan (spec 2 §3, §5, §7), shared by the browser (device save) and the
 * server (account save): reading the form, the written practice's data, validation, the act text,
 * the response rows with their step numbers and the device record (decision 0061).
 */
import { z } from "zod";
import { composeActText } from "~/acts/act-text";
import { readTyped, typedText } from "~/components/forms/envelope";
import {
  BILAN_MESSAGES,
  GESTURE_IDS,
  GESTURES,
  REFLECTIONS,
  TROIS_GESTES_NAME,
  TROIS_GESTES_TOOL_IDS,
  type GestureId,
  type PracticeType,
} from "~/practice/content/trois-gestes";

export const MAX_ANSWER = 5000;

/** What the written practice hands to the bilan: the chosen gesture and its answers. */
export type WrittenData = { selectedGesture: GestureId | null; answers: Record<string, string> };

/** The keys of the bilan's answers, as the device record names them (spec 2 §3). */
export const BILAN_KEYS = [
  "misere",
  "beaute",
  "enseignement",
  "acte_concret",
  "acte_where",
  "acte_when",
  "acte_how",
  "question_restante",
] as const;
export type BilanKey = (typeof BILAN_KEYS)[number];

/** The answers that can also be spoken: the three reflections, the act and the remaining question. */
export const VOICE_KEYS = ["misere", "beaute", "enseignement", "acte_concret", "question_restante"] as const;
export type VoiceKey = (typeof VOICE_KEYS)[number];

/** R2 key names of the recordings, `{user}/{session}_{key}_{timestamp}.webm` (decision 0061). */
export const BILAN_AUDIO_KEYS: Record<VoiceKey, string> = {
  misere: "bilan_misere",
  beaute: "bilan_beaute",
  enseignement: "bilan_enseignement",
  acte_concret: "acte",
  question_restante: "question_restante",
};

export type BilanInput = {
  practiceType: PracticeType;
  written: WrittenData;
  answers: Record<BilanKey, string>;
};

const text = (value: string | undefined) => (value ?? "").trim().slice(0, MAX_ANSWER);

export function isGesture(value: unknown): value is GestureId {
  return typeof value === "string" && (GESTURE_IDS as readonly string[]).includes(value);
}

/** Every field the bilan's forms may post, as typed (the gestures' generated names included). */
const bilanSchema = z.object(
  Object.fromEntries(
    [
      "selectedGesture",
      "practiceType",
      ...BILAN_KEYS,
      ...GESTURE_IDS.flatMap((id) => [...GESTURES[id].situation, ...GESTURES[id].transformation].map((field) => field.name)),
    ].map((name) => [name, typedText()]),
  ) as Record<string, ReturnType<typeof typedText>>,
);

const readFields = (form: FormData) => readTyped(form, bilanSchema) as Record<string, string | undefined>;

function writtenDataOf(fields: Record<string, string | undefined>): WrittenData {
  const selected = fields.selectedGesture;
  const selectedGesture = isGesture(selected) ? selected : null;
  const answers: Record<string, string> = {};
  if (selectedGesture) {
    const gesture = GESTURES[selectedGesture];
    for (const field of [...gesture.situation, ...gesture.transformation]) answers[field.name] = text(fields[field.name]);
  }
  return { selectedGesture, answers };
}

/** The written practice's data in a form: the gesture, and only that gesture's fields. */
export function readWrittenData(form: FormData): WrittenData {
  return writtenDataOf(readFields(form));
}

export function readBilanForm(form: FormData): BilanInput {
  const fields = readFields(form);
  const practiceType: PracticeType = fields.practiceType === "written" ? "written" : "guided";
  const answers = Object.fromEntries(BILAN_KEYS.map((key) => [key, text(fields[key])])) as Record<BilanKey, string>;
  const written = practiceType === "written" ? writtenDataOf(fields) : { selectedGesture: null, answers: {} };
  return { practiceType, written, answers };
}

export type BilanRefusal = { title: string; message: string };

/**
 * At least one of the three reflections, written or spoken (spec 2 §5). `spoken` names the
 * answers that carry a recording.
 */
export function validateBilan(input: BilanInput, spoken: ReadonlySet<VoiceKey> = new Set()): BilanRefusal | null {
  const answered = REFLECTIONS.some(({ key }) => input.answers[key] !== "" || spoken.has(key));
  return answered ? null : { title: BILAN_MESSAGES.incompleteTitle, message: BILAN_MESSAGES.incomplete };
}

/** The act, only when its four fields are filled (spec 2 §5): description, then Où ? Quand ? Comment ? */
export function bilanActText(input: BilanInput): string | null {
  const { acte_concret, acte_where, acte_when, acte_how } = input.answers;
  if (!acte_concret || !acte_where || !acte_when || !acte_how) return null;
  return composeActText({ description: acte_concret, where: acte_where, when: acte_when, how: acte_how });
}

export function bilanToolId(practiceType: PracticeType): string {
  return TROIS_GESTES_TOOL_IDS[practiceType];
}

const STEP_TITLES: Record<number, string> = { 1: "Misère", 2: "Beauté", 3: "Enseignement", 4: "Acte concret", 5: "Question restante" };

export type BilanRow = { stepNumber: number; stepTitle: string; text: string | null; voice: VoiceKey | null };

/**
 * The response rows of a saved bilan, each with its own step number (unique per session):
 * 1 Misère, 2 Beauté, 3 Enseignement, 4 Acte concret, 5 Question restante, then from 10 the
 * written practice (10 the chosen gesture, 11 and on its answers in the order of the contract).
 */
export function bilanRows(input: BilanInput, spoken: ReadonlySet<VoiceKey> = new Set()): BilanRow[] {
  const act = bilanActText(input) ?? (input.answers.acte_concret || null);
  const candidates: BilanRow[] = [
    ...REFLECTIONS.map((r, i) => ({
      stepNumber: i + 1,
      stepTitle: STEP_TITLES[i + 1]!,
      text: input.answers[r.key] || null,
      voice: r.key as VoiceKey,
    })),
    { stepNumber: 4, stepTitle: STEP_TITLES[4]!, text: act, voice: "acte_concret" },
    { stepNumber: 5, stepTitle: STEP_TITLES[5]!, text: input.answers.question_restante || null, voice: "question_restante" },
  ];
  const { selectedGesture, answers } = input.written;
  if (input.practiceType === "written" && selectedGesture) {
    const gesture = GESTURES[selectedGesture];
    candidates.push({ stepNumber: 10, stepTitle: "Geste du jour", text: `${gesture.name} → ${gesture.transformed}`, voice: null });
    [...gesture.situation, ...gesture.transformation].forEach((field, i) => {
      candidates.push({ stepNumber: 11 + i, stepTitle: field.label, text: answers[field.name] || null, voice: null });
    });
  }
  return candidates
    .map((row) => (row.voice && spoken.has(row.voice) ? row : { ...row, voice: null }))
    .filter((row) => row.text !== null || row.voice !== null);
}

/** The remaining question's text: what was written, or 'Question vocale' for a spoken one. */
export function bilanQuestion(input: BilanInput, spoken: ReadonlySet<VoiceKey> = new Set()): string | null {
  if (input.answers.question_restante) return input.answers.question_restante;
  return spoken.has("question_restante") ? BILAN_MESSAGES.voiceQuestion : null;
}

/** practice_summary of the question: each answer's first 200 characters followed by '...' (spec 2 §5). */
export function bilanSummary(rows: BilanRow[]): string {
  return rows
    .filter((row) => row.stepNumber !== 5 && row.text)
    .map((row) => `${row.text!.slice(0, 200)}...`)
    .join("\n");
}

export type LocalBilanRecord = {
  id: string;
  tool_id: string;
  tool_name: string;
  status: "completed";
  created_at: string;
  updated_at: string;
  completed_at: string;
  current_step: number;
  responses: Record<BilanKey, string>;
  audioRecordings: Partial<Record<VoiceKey, { base64: string; type: string }>>;
  practiceData: { practiceType: PracticeType; selectedGesture: GestureId | null; answers: Record<string, string> };
};

/** The device record of a visitor's bilan (spec 2 §3): responses as an object, recordings by key. */
export function localBilanRecord(
  input: BilanInput,
  id: string,
  now: Date,
  audioRecordings: LocalBilanRecord["audioRecordings"] = {},
): LocalBilanRecord {
  const iso = now.toISOString();
  return {
    id,
    tool_id: bilanToolId(input.practiceType),
    tool_name: TROIS_GESTES_NAME,
    status: "completed",
    created_at: iso,
    updated_at: iso,
    completed_at: iso,
    current_step: input.practiceType === "written" ? 4 : 7,
    responses: { ...input.answers },
    audioRecordings,
    practiceData: { practiceType: input.practiceType, ...input.written },
  };
}

export type DeviceBilanAnswer = {
  stepNumber: number;
  stepTitle: string;
  text: string | null;
  audio: { base64: string; type: string } | null;
};

/**
 * A device bilan as the history detail shows it: the answers by their titles with their
 * recordings, then the written practice. Read defensively: it comes from the device's storage.
 */
export function deviceBilanAnswers(record: {
  responses?: unknown;
  audioRecordings?: unknown;
  practiceData?: unknown;
}): DeviceBilanAnswer[] {
  const responses = record.responses && typeof record.responses === "object" ? (record.responses as Record<string, unknown>) : {};
  const recordings =
    record.audioRecordings && typeof record.audioRecordings === "object" ? (record.audioRecordings as Record<string, unknown>) : {};
  const recording = (key: string) => {
    const value = recordings[key] as { base64?: unknown; type?: unknown } | undefined;
    return value && typeof value.base64 === "string" && value.base64
      ? { base64: value.base64, type: typeof value.type === "string" && value.type ? value.type : "audio/webm" }
      : null;
  };
  const answers = Object.fromEntries(
    BILAN_KEYS.map((key) => [key, typeof responses[key] === "string" ? (responses[key] as string).trim().slice(0, MAX_ANSWER) : ""]),
  ) as Record<BilanKey, string>;
  const data = record.practiceData && typeof record.practiceData === "object" ? (record.practiceData as Record<string, unknown>) : {};
  const selectedGesture = isGesture(data.selectedGesture) ? data.selectedGesture : null;
  const kept = data.answers && typeof data.answers === "object" ? (data.answers as Record<string, unknown>) : {};
  const writtenAnswers = Object.fromEntries(
    Object.entries(kept)
      .filter(([, v]) => typeof v === "string")
      .map(([k, v]) => [k, (v as string).trim()]),
  );
  const input: BilanInput = {
    practiceType: selectedGesture ? "written" : "guided",
    written: { selectedGesture, answers: selectedGesture ? writtenAnswers : {} },
    answers,
  };
  // The same rows as an account's bilan, so both histories read alike.
  const spoken = new Set(VOICE_KEYS.filter((key) => recording(key)));
  return bilanRows(input, spoken).map((row) => ({ ...row, audio: row.voice ? recording(row.voice) : null }));
}
