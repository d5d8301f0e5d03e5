/**
 * The end of a wizard for a visitor: the completed practice in local_practices (so the device history
 * shows it) and its act in local_acts, with 'Acte enregistré localement' (spec 3 §8).
 */
import type { ToastMessage } from "~/components/toaster";
import { createLocalStore } from "~/device/local-store";
import { PRACTICE_MESSAGES } from "~/practice/messages";

export type DeviceRun = {
  toolId: string;
  toolName: string;
  steps: number;
  rows: Array<{ stepNumber: number; stepTitle: string; text: string }>;
  actText: string;
  /** Actualité's act carries no session (spec 2 §7); Nommer sa Grandeur's does. */
  linkAct: boolean;
  /** Extra fields kept with the record (the import reads them). */
  extra?: Record<string, unknown>;
};

export function finishWizardOnDevice(run: DeviceRun): { ok: boolean; toasts: ToastMessage[]; practiceId: string } {
  const store = createLocalStore(window.localStorage);
  const id = store.newPracticeId();
  const now = new Date().toISOString();
  const saved = store.savePractice({
    id,
    tool_id: run.toolId,
    tool_name: run.toolName,
    status: "completed",
    created_at: now,
    updated_at: now,
    completed_at: now,
    current_step: run.steps,
    responses: run.rows.map((row) => ({
      step_number: row.stepNumber,
      step_title: row.stepTitle,
      response_text: row.text,
      response_type: "text" as const,
    })),
    ...run.extra,
  });
  if (saved.outcome === "failed") return { ok: false, toasts: saved.toasts, practiceId: id };
  const kept = store.saveAct(run.actText, run.linkAct ? id : null);
  if (kept.outcome === "failed") return { ok: false, toasts: kept.toasts, practiceId: id };
  return { ok: true, toasts: [...saved.toasts, { title: PRACTICE_MESSAGES.actSavedLocally, type: "success" }], practiceId: id };
}
