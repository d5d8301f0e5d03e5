/** Where a run's writes go: one interface, a device implementation and a server one. */
import type { ActCommitment } from "~/acts/validation";
import type { Answers, StepAnswer } from "./answers";
import type { Mood } from "../mood";

type QuestionInput = { question: string; audio: Blob | null; step: number; blocked: boolean; answers: Answers };
/** `offline`: the post never reached the server (no network); the answer waits on this device. */
export type ActionResult = {
  ok?: boolean;
  sessionId?: string | null;
  actSaved?: boolean;
  refusal?: { title: string; message: string };
  offline?: boolean;
};

export interface RunStore {
  readonly kind: "device" | "server";
  /** Saves a step's answer; `quiet` failures show no toast. False when it failed. */
  saveStep(step: number, answers: Answers, options?: { quiet?: boolean; failureTitle?: string }): Promise<boolean>;
  /** Keeps a new recording of a step: the answer with its audio, or null when it failed. */
  saveRecording(step: number, blob: Blob, answers: Answers, onProgress: (percent: number | null) => void): Promise<StepAnswer | null>;
  /** Completes the run; `commitment` holds the Où ? / Quand ? / Comment ? of an act made of the step's answer. */
  /** `onDevice`: the act was kept on this device, not in an account. `offline`: the post never left (no network). */
  finish(input: {
    step: number;
    answers: Answers;
    commitment?: ActCommitment;
  }): Promise<{ ok: boolean; actSaved: boolean; onDevice?: boolean; offline?: boolean }>;
  saveQuestion(input: QuestionInput, onProgress: (percent: number | null) => void): Promise<boolean>;
  /** Keeps how the person feels at the end (issue 17). False when it failed. */
  saveFeeling(mood: Mood): Promise<boolean>;
}
