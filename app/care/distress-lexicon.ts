/**
 * The French words and patterns that signal distress, kept as data so a clinician can review them.
 * Everything is written without accents and in lower case: the detector folds the text the same way.
 * `\b` and `'` work because the text is normalised first (apostrophes straightened, spaces collapsed).
 */

/** Phrases that, found anywhere, are a signal on their own. */
export const DISTRESS_PHRASES: readonly string[] = [
  "suicide",
  "suicider",
  "suicidaire",
  "me tuer",
  "m'oter la vie",
  "mettre fin a mes jours",
  "mettre fin a ma vie",
  "en finir",
  "en finir avec la vie",
  "envie de mourir",
  "veux mourir",
  "voudrais mourir",
  "prefererais mourir",
  "plus envie de vivre",
  "pas envie de vivre",
  "plus la force de vivre",
  "marre de vivre",
  "me foutre en l'air",
  "me jeter sous",
  "me jeter du",
  "me jeter par la fenetre",
  "me pendre",
  "me scarifier",
  "me faire du mal",
  "me blesser expres",
  "me couper les veines",
  "avaler tous mes medicaments",
  "disparaitre pour toujours",
  "ne plus me reveiller",
  "ne jamais me reveiller",
  "plus de raison de vivre",
  "aucune raison de vivre",
  "la vie ne vaut pas",
  "ma vie ne vaut rien",
  "tout le monde serait mieux sans moi",
  "serait mieux sans moi",
  "seraient mieux sans moi",
  "je suis un fardeau",
  "il me frappe",
  "elle me frappe",
  "il me bat",
  "elle me bat",
  "il va me tuer",
  "elle va me tuer",
  "menace de me tuer",
  "je suis en danger",
  "j'ai peur pour ma vie",
  "on me viole",
  "il m'a violee",
  "il m'a viole",
  "m'a agressee",
  "mon pere me frappe",
  "ma mere me frappe",
];

/** Patterns for forms a plain list cannot hold (conjugations, words in between). */
export const DISTRESS_PATTERNS: readonly RegExp[] = [
  /\bje (?:veux|vais|voudrais|pense a|pense) (?:me suicider|mourir|en finir|me tuer|disparaitre)\b/,
  /\b(?:envie|besoin) d'en finir\b/,
  /\bj'ai (?:pense|envie|songe) a (?:me tuer|mourir|me suicider|en finir)\b/,
  /\bje ne veux plus (?:vivre|etre la|exister)\b/,
  /\bje veux plus (?:vivre|etre la|exister)\b/,
  /\b(?:tentative|tentatives) de suicide\b/,
  /\bidees? (?:noires|suicidaires)\b/,
  /\bje me (?:scarifie|coupe|mutile)\b/,
  /\b(?:j'ai|je vais) (?:pris|prendre) (?:tous mes|toutes mes|une boite de) (?:medicaments|cachets|comprimes)\b/,
];

/**
 * Idioms that contain a signal word but are not a crisis: "mourir de rire", "tuer le temps".
 * They are removed from the text before the search, so a sentence with both still matches.
 */
export const HARMLESS_IDIOMS: readonly RegExp[] = [
  /\bmourir de (?:rire|faim|soif|chaud|froid|honte|ennui|envie|impatience|peur)\b/g,
  /\bmort de (?:rire|faim|soif|fatigue)\b/g,
  /\bmorte de (?:rire|faim|soif|fatigue)\b/g,
  /\btuer le temps\b/g,
  /\b(?:ca|cela) me tue\b/g,
  /\bsuicide (?:commercial|politique|social|professionnel)\b/g,
  // "en finir avec ce dossier" is not "en finir avec la vie".
  /\ben finir (?:avec|de) (?:ce|cet|cette|ces|le|les|mon|mes|une?|l'|la (?!vie\b)|ma (?!vie\b))/g,
];
