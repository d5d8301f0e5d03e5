/**
 * A visitor's wizard draft on this device (Actualité, Nommer sa Grandeur): one key per wizard in
 * localStorage, so a reload or a return tomorrow finds the answers. Reading never throws: a blocked
 * or corrupt storage is an empty draft.
 */
export const WIZARD_DRAFT_KEYS = { actualite: "actualite_draft", nommerGrandeur: "nommer_grandeur_draft" } as const;
export type WizardDraftKey = (typeof WIZARD_DRAFT_KEYS)[keyof typeof WIZARD_DRAFT_KEYS];

export function readDeviceDraft(key: WizardDraftKey): unknown {
  try {
    const raw = window.localStorage.getItem(key);
    return raw ? JSON.parse(raw) : null;
  } catch {
    return null;
  }
}

export function saveDeviceDraft(key: WizardDraftKey, value: unknown) {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // A full or blocked storage only loses the reload safety net; the page keeps the answers.
  }
}

export function clearDeviceDraft(key: WizardDraftKey) {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Nothing to clear.
  }
}
