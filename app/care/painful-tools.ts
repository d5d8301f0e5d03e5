/**
 * The tools the catalogue files under « J'ai mal » (app/practice/content/catalogue.ts), by id: a
 * practice page needs only this, not the whole catalogue (decision 0102). painful-tools.test.ts keeps
 * the two in step.
 */
export const PAINFUL_TOOL_IDS: readonly string[] = [
  "peur",
  "critique",
  "jalousie",
  "respiration",
  "table_paix",
  "responsable",
  "palais_justesse",
];
