/** Identifiers of the step-by-step tools of the generic practice screen (spec 2, §2). */
export const TOOL_IDS = [
  "table_paix",
  "ecriture_libre",
  "respiration",
  "peur",
  "jalousie",
  "critique",
  "responsable",
  "dialogue",
  "palais_justesse",
  "mantra",
  "hygiene_psychique",
  "table_meilleur_homme",
  "homme_apocalypse",
  "nommer_grandeur",
  "9_marches",
] as const;

export type ToolId = (typeof TOOL_IDS)[number];

/** One step of a practice. `description` and `example` may hold simple HTML (p, strong, em, ul, ol, li, br). */
export type PracticeStep = {
  number: number;
  title: string;
  description: string;
  example?: string;
};

export type ToolContent = {
  toolId: ToolId;
  /** Display name, exactly as the spec gives it. */
  name: string;
  /** Step 0 intro, only for table_paix, jalousie and dialogue. */
  intro?: { title: string; description: string };
  steps: PracticeStep[];
  /**
   * What the chooser shows for a tool the catalogue does not list (the catalogue keeps its 14 entries):
   * a short description and, when it helps, an estimated duration.
   */
  summary?: { description: string; duration?: string; category?: string };
  /** A recorded guide offered before the steps: listen to it, or follow the steps in writing. */
  guide?: { audioSrc: string; invitation: string };
};
