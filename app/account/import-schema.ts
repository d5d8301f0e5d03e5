import { countLabel } from "~/utils/plural";
/**
 * What a browser may send when attaching its anonymous data to an account (spec 2 §3 local shapes).
 * Shared by the offer (client) and the import action (server).
 */
import { z } from "zod";

const isoDate = z
  .string()
  .max(40)
  .refine((value) => !Number.isNaN(Date.parse(value)), "date invalide");
const text = (max: number) => z.string().max(max);

const localResponseSchema = z.object({
  step_number: z.number().int().min(0).max(100),
  step_title: text(300).default(""),
  response_text: text(20_000).nullable().optional(),
  audio_data: z
    .object({ base64: z.string().max(70_000_000), type: text(100).default("audio/webm") })
    .nullable()
    .optional(),
});

const localPracticeSchema = z.object({
  id: text(100).regex(/^local-/),
  tool_id: text(60),
  tool_name: text(120),
  status: z.enum(["in_progress", "completed"]).catch("in_progress"),
  created_at: isoDate,
  completed_at: isoDate.nullable().optional(),
  current_step: z.number().int().min(0).max(100).catch(0),
  /** How the visitor felt at the end ('mal' | 'va' | 'bien'), kept when the practice is attached. */
  mood_after: z.enum(["mal", "va", "bien"]).nullable().optional().catch(null),
  /** A step-by-step practice keeps a list; a 3 Gestes bilan an object keyed misere, beaute… */
  responses: z.union([z.array(localResponseSchema).max(100), z.record(text(40), text(20_000))]).catch([]),
  audioRecordings: z
    .record(text(40), z.object({ base64: z.string().max(70_000_000), type: text(100).default("audio/webm") }))
    .optional()
    .catch(undefined),
  practiceData: z
    .object({
      practiceType: text(20).optional(),
      selectedGesture: text(20).nullable().optional(),
      answers: z.record(text(60), text(20_000)).catch({}),
    })
    .partial()
    .optional()
    .catch(undefined),
});

const localQuestionSchema = z.object({
  question: text(2000).min(1),
  toolId: text(60).nullable().optional(),
  stepNumber: z.number().int().min(0).max(100).nullable().optional(),
  isBlockedPractice: z.boolean().catch(false),
  practiceSummary: text(20_000).nullable().optional(),
  date: isoDate,
  practice_session_id: text(100).nullable().optional(),
  has_response: z.boolean().catch(false),
  response_text: text(5000).nullable().optional(),
  response_created_at: isoDate.nullable().optional(),
  /** Recordings of device questions and answers: data URLs (base64), like the practices' audio. */
  questionAudioUrl: z.string().max(70_000_000).nullable().optional(),
  response_audio_url: z.string().max(70_000_000).nullable().optional(),
});

const localActSchema = z.object({
  id: text(100),
  act_text: text(5000).min(1),
  is_completed: z.boolean().catch(false),
  created_at: isoDate,
  session_id: text(100).nullable().optional(),
});

/** Device cycle documents (cycle-…, meilleur-cycle-…, cycles-v2-data, saved-cycles), checked per key on the server. */
const localCycleDocumentSchema = z.object({ key: text(40), data: z.unknown() });

export const importSchema = z.object({
  practices: z.array(localPracticeSchema).max(200).default([]),
  questions: z.array(localQuestionSchema).max(500).default([]),
  acts: z.array(localActSchema).max(500).default([]),
  cycles: z.array(localCycleDocumentSchema).max(20).default([]),
});

export type ImportPayload = z.infer<typeof importSchema>;

/** Counts shown in the offer: "3 pratiques, 1 question, 2 actes". */
/** « 1 pratique est », « 2 actes sont », « 1 pratique et 1 acte sont »: the verb agrees with the whole. */
export function isOrAre(counts: { practices: number; questions: number; acts: number; cycles?: number }): "est" | "sont" {
  return counts.practices + counts.questions + counts.acts + (counts.cycles ?? 0) > 1 ? "sont" : "est"; // a sum of counts, never 0 here
}

export function describeCounts(counts: { practices: number; questions: number; acts: number; cycles?: number }): string {
  const part = (n: number, one: string, many: string) => countLabel(n, one, many);
  return [
    counts.practices ? part(counts.practices, "pratique", "pratiques") : null,
    counts.questions ? part(counts.questions, "question", "questions") : null,
    counts.acts ? part(counts.acts, "acte", "actes") : null,
    counts.cycles ? part(counts.cycles, "document de cycles", "documents de cycles") : null,
  ]
    .filter(Boolean)
    .join(", ")
    .replace(/, ([^,]*)$/, " et $1");
}
