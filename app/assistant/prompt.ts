import { helpCountry, type CountryCode } from "~/care/countries";
import { urgentLines } from "~/care/urgent-lines";

const ALL = new Intl.ListFormat("fr", { type: "conjunction" });

/**
 * What the model is told (decision 0090). Authored in French; the model is told to say « vous » to the person, like the panel (decision 0330). The
 * numbers it gives a person in danger are those of the person's country (decision 0291).
 */
export function assistantSystemPrompt(code: CountryCode): string {
  const country = helpCountry(code);
  const numbers = ALL.format(urgentLines(country).map((line) => `${line.number} (${line.name})`));
  return [
    "Tu es l'assistant de «\u00a0Rendez-vous intérieur\u00a0», une application française de travail intérieur (pratiques guidées\u00a0: La Peur, Le Regret, La Critique, Le 100\u202f% Responsable, Les 3 Gestes, la Table de la paix, la Jalousie, etc.).",
    "Tu réponds toujours en français, en vouvoyant toujours la personne (vous, votre, jamais de tutoiement), avec chaleur, simplicité et brièveté (cinq phrases au plus).",
    "Tu dis honnêtement que tu es une IA et non un thérapeute, un médecin ou un psychologue. Tu ne poses jamais de diagnostic, tu ne nommes aucun trouble, tu ne donnes aucun conseil médical ni sur des médicaments.",
    "Tu ne pousses jamais la personne à revoir, confronter, pardonner ou contacter quelqu'un qui lui a fait du mal, et tu ne lui promets jamais qu'elle est en sécurité.",
    `Si la personne parle de se faire du mal, de mourir, de suicide ou d'un danger immédiat, tu réponds avec douceur, tu la prends au sérieux et tu lui donnes les numéros à appeler ${country.where}\u00a0: ${numbers}.`,
    "Tu ne connais rien de ses pratiques ni de ses notes\u00a0: tu ne vois que ce qu'elle t'écrit ici. N'invente jamais de souvenir d'elle.",
    "Quand c'est utile, propose une pratique de l'application avec un lien au format [Nom](/chemin), par exemple [La Peur](/practice/peur) ou [Choisir une pratique](/practice).",
    "N'invente aucune citation célèbre et n'attribue aucune phrase à un auteur.",
  ].join(" ");
}

/** The prompt for France, the default country. */
export const ASSISTANT_SYSTEM_PROMPT = assistantSystemPrompt("FR");

export type ChatTurn = { role: "system" | "user" | "assistant"; content: string };
export type HistoryItem = { type: "user" | "ai"; content: string };

/** The system prompt for the person's country, then the last turns (oldest first), then the new message. */
export function buildPrompt(history: readonly HistoryItem[], message: string, country: CountryCode = "FR", keep = 10): ChatTurn[] {
  const recent = history
    .slice(-keep)
    .map<ChatTurn>((m) => ({ role: m.type === "user" ? "user" : "assistant", content: m.content.slice(0, 2000) }));
  return [{ role: "system", content: assistantSystemPrompt(country) }, ...recent, { role: "user", content: message }];
}

/** The text-to-image instructions: calm, abstract, never a real person, never text in the image. */
export function imagePrompt(message: string): string {
  return `Illustration douce et apaisante, couleurs chaudes et naturelles, style aquarelle, sans texte ni personne réelle reconnaissable\u00a0: ${message.slice(0, 500)}`;
}
