/**
 * A visitor's wizard draft on this device (Actualité, Nommer sa Grandeur): one key per wizard in
 * localStorage, so a reload or a return tomorrow finds the answers. Reading never throws: a blocked
 * or corrupt storage is an empty draft. Every draft is kept under its owner's keys in the device store
 * (device-store.ts): the person signed in, or the visitor; forgotten at sign-out.
 */
import { browserOwnedStorage } from "./owner";

export const WIZARD_DRAFT_KEYS = { actualite: "actualite_draft", nommerGrandeur: "nommer_grandeur_draft" } as const;
export type WizardDraftKey = (typeof WIZARD_DRAFT_KEYS)[keyof typeof WIZARD_DRAFT_KEYS];

export function readDeviceDraft(key: WizardDraftKey): unknown {
  try {
    const raw = browserOwnedStorage("local")?.getItem(key);
    return raw ? JSON.parse(raw) : null;
  } catch {
    return null;
  }
}

export function saveDeviceDraft(key: WizardDraftKey, value: unknown) {
  try {
    browserOwnedStorage("local")?.setItem(key, JSON.stringify(value));
  } catch {
    // A full or blocked storage only loses the reload safety net; the page keeps the answers.
  }
}

export function clearDeviceDraft(key: WizardDraftKey) {
  try {
    browserOwnedStorage("local")?.removeItem(key);
  } catch {
    // Nothing to clear.
  }
}

/**
 * The current step's unsent draft (issue 30 item 9): what is typed or chosen in the step's form before
 * it is sent (a text, an Actualité rating), for a visitor and a signed-in person alike, so a reload
 * finds it. `scope` names the session and the step it belongs to; it is removed once the step is sent.
 */
export const STEP_DRAFT_KEYS = { actualite: "actualite_step_draft", nommerGrandeur: "nommer_grandeur_step_draft" } as const;
export type StepDraftKey = (typeof STEP_DRAFT_KEYS)[keyof typeof STEP_DRAFT_KEYS];
export type StepDraft = { scope: string; fields: Record<string, string> };

/**
 * The scope of a step's draft: the session it belongs to, else the signed-in person (so the next
 * person on a shared device never finds it), else this device's visitor.
 */
export function stepDraftScope(sessionId: string | null, userId: string | null, step: string | number): string {
  return `${sessionId ?? (userId ? `compte-${userId}` : "visiteur")}:${step}`;
}

/** The stored draft's fields when it belongs to this scope, else null (another step, another session, or unreadable). */
export function stepDraftFields(raw: unknown, scope: string): Record<string, string> | null {
  if (!raw || typeof raw !== "object") return null;
  const draft = raw as Partial<StepDraft>;
  if (draft.scope !== scope || !draft.fields || typeof draft.fields !== "object") return null;
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(draft.fields)) if (typeof value === "string") fields[name] = value;
  return fields;
}

export function readStepDraft(key: StepDraftKey, scope: string): Record<string, string> | null {
  try {
    const raw = browserOwnedStorage("local")?.getItem(key);
    return raw ? stepDraftFields(JSON.parse(raw), scope) : null;
  } catch {
    return null;
  }
}

export function saveStepDraft(key: StepDraftKey, draft: StepDraft) {
  try {
    browserOwnedStorage("local")?.setItem(key, JSON.stringify(draft));
  } catch {
    // A full or blocked storage only loses the reload safety net.
  }
}

/** Removes the draft once its step was sent (only that step's: a newer one is kept). */
export function clearStepDraft(key: StepDraftKey, scope: string) {
  try {
    const raw = browserOwnedStorage("local")?.getItem(key);
    if (raw && stepDraftFields(JSON.parse(raw), scope)) browserOwnedStorage("local")?.removeItem(key);
  } catch {
    // Nothing to clear.
  }
}
