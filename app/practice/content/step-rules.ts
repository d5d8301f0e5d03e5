/**
 * What each tool's steps ask of the screen beyond a written or spoken answer (spec 2, §4 "Step flow",
 * "responsable branches", "Other tools"). Data read by `flow.ts`; kept apart from the texts so the
 * screen's bundle does not carry every tool's content.
 */
export type StepRules = {
  /** Step 0 is an intro with 'Commencer'. */
  intro?: boolean;
  /** Steps that may be left empty; every other step needs an answer. */
  optionalSteps?: readonly number[];
  /** When set, only these steps need an answer. */
  requiredSteps?: readonly number[];
  /** The step whose answer opens Où ? / Quand ? / Comment ?. */
  actStep?: number;
  /** The step whose answer also becomes an act when the run finishes there. */
  actOnFinishStep?: number;
  /** Steps whose Next asks 'Comment vous sentez-vous maintenant ?'. */
  peaceSteps?: readonly number[];
  /** The step with the love-word form. */
  loveWordStep?: number;
};

export const STEP_RULES: Readonly<Record<string, StepRules>> = {
  table_paix: { intro: true },
  jalousie: { intro: true, actStep: 4 },
  dialogue: { intro: true, optionalSteps: [1, 4, 5, 6] },
  "9_marches": { requiredSteps: [11] },
  ecriture_libre: { actStep: 3 },
  critique: { actStep: 3 },
  palais_justesse: { actStep: 7 },
  responsable: { actStep: 11, peaceSteps: [5, 10], loveWordStep: 9 },
  homme_apocalypse: { actOnFinishStep: 9 },
};

export function stepRules(toolId: string): StepRules {
  return STEP_RULES[toolId] ?? {};
}
