/**
 * Offline bank of the 'Donnez-moi un bonbon d'enseignement' chatbot (spec 2, §2 and §7), used when no
 * AI provider is available. Only the four tools that show the button have quotes. Original wording.
 */
import { withFrenchTypography } from "~/utils/typography";

export const TEACHING_TOOL_IDS = ["ecriture_libre", "peur", "critique", "responsable"] as const;

export type TeachingToolId = (typeof TEACHING_TOOL_IDS)[number];

/** Whether a tool shows the teaching-quote button. */
export function hasTeachingQuotes(toolId: string): toolId is TeachingToolId {
  return (TEACHING_TOOL_IDS as readonly string[]).includes(toolId);
}

export const TEACHING_QUOTES: Record<TeachingToolId, readonly string[]> = withFrenchTypography({
  // Le Regret
  ecriture_libre: [
    "Le regret est une lettre que votre cœur vous écrit\u00a0: il vous dit ce qui compte vraiment pour vous.",
    "Regretter, ce n'est pas se condamner. C'est reconnaître qu'aujourd'hui, vous voyez plus clair qu'hier.",
    "Vous ne pouvez pas changer ce qui a été fait, mais vous pouvez choisir ce que vous en faites maintenant.",
    "Derrière chaque regret se cache un désir d'aimer mieux. Accueillez ce désir, il est votre boussole.",
    "Le passé n'attend pas votre punition, il attend votre compréhension.",
    "Un regret accueilli devient une sagesse. Un regret ruminé devient une prison.",
    "Vous avez agi avec ce que vous saviez alors. Ce que vous savez aujourd'hui est un cadeau, pas un reproche.",
    "Écrire un regret, c'est le sortir de l'ombre pour qu'il cesse de vous gouverner en silence.",
    "La douceur envers la personne que vous étiez ouvre le chemin vers la personne que vous voulez devenir.",
    "Un regret n'est pas fait pour être porté toute une vie, mais pour être transformé en acte.",
    "Ce que vous regrettez révèle une valeur que vous portez. Honorez cette valeur plutôt que de vous blâmer.",
    "Réparer n'est pas toujours possible. Grandir, lui, l'est toujours.",
    "Le regret vous montre le chemin que vous n'avez pas pris. Vous pouvez encore l'emprunter autrement, aujourd'hui.",
    "Pardonner à votre passé, c'est rendre à votre présent toute sa liberté.",
    "Un regret sincère n'a pas besoin de durer longtemps pour porter ses fruits\u00a0: il a surtout besoin d'être écouté.",
  ],

  // La Peur
  peur: [
    "La peur n'est pas votre ennemie\u00a0: c'est une gardienne maladroite qui cherche à vous protéger.",
    "Regardez votre peur en face, doucement. Ce que l'on ose regarder perd déjà une part de son pouvoir.",
    "La peur parle souvent de demain. Votre souffle, lui, vous ramène toujours à maintenant.",
    "Derrière chaque peur se cache quelque chose de précieux que vous craignez de perdre.",
    "Avancer avec votre peur plutôt que contre elle\u00a0: voilà un courage à votre portée.",
    "Nommer votre peur, c'est déjà lui donner une taille. Une peur sans nom paraît toujours immense.",
    "Votre peur a une histoire. L'écouter, c'est rencontrer la part de vous qui a eu besoin d'être protégée.",
    "La peur rétrécit le monde. La confiance, même toute petite, l'élargit à nouveau.",
    "Vous n'avez pas à vaincre votre peur aujourd'hui. Il suffit de la rencontrer un peu plus qu'hier.",
    "Ce que vous craignez dit aussi ce que vous aimez. Tournez-vous vers cet amour.",
    "Une peur que l'on accueille, à son rythme, finit souvent par se calmer.",
    "Posez une main sur votre cœur\u00a0: vous êtes là, et votre souffle vous accompagne, instant après instant.",
    "La peur imagine le pire. Votre sagesse intérieure, elle, se souvient de toutes les tempêtes que vous avez déjà traversées.",
    "Chaque pas fait malgré la peur est une victoire silencieuse. Prenez le temps de la savourer.",
    "La peur demande à être rassurée, pas à être obéie.",
  ],

  // La Critique
  critique: [
    "Une critique ne dit pas qui vous êtes. Elle dit ce que l'autre a vu, depuis l'endroit où il se tient.",
    "Avant de vous défendre, demandez-vous s'il y a dans ces mots une graine de vérité à cueillir.",
    "La critique qui blesse le plus touche souvent une blessure ancienne. Soignez la blessure, pas seulement la parole.",
    "Critiquer l'autre, c'est parfois se protéger de ce que l'on ne veut pas voir en soi.",
    "Vous pouvez recevoir une critique sans la laisser s'installer chez vous.",
    "La voix intérieure qui vous critique sans relâche a peur pour vous. Remerciez-la, puis parlez-lui avec bonté.",
    "Une parole dure ne dit rien de votre valeur. Vous avez le droit de vous en protéger.",
    "Ce que vous reprochez aux autres peut devenir un miroir. Regardez-y avec douceur, sans vous juger.",
    "Se corriger n'exige pas de se rabaisser. On grandit mieux encouragé qu'humilié.",
    "Une critique juste éclaire le chemin. Une critique injuste révèle surtout la douleur de la personne qui la prononce.",
    "Laissez passer un souffle avant de répondre à une critique\u00a0: la parole juste vient rarement dans la précipitation.",
    "Vous n'avez pas besoin de l'approbation de tous pour être à votre juste place.",
    "Transformer une critique en acte, c'est cesser de la subir pour en faire un appui.",
    "Votre valeur ne se négocie pas au gré des remarques. Elle est là, tranquille, sous les mots.",
    "Moins juger les autres commence souvent par moins se juger soi-même.",
  ],

  // 100 % Responsable
  responsable: [
    "Être responsable, ce n'est pas être coupable\u00a0: c'est reprendre le pouvoir de répondre à ce que vous vivez.",
    "La culpabilité regarde en arrière et vous alourdit. La responsabilité regarde devant et vous met en mouvement.",
    "Ce que l'autre vous a fait lui appartient. Ce que vous décidez d'en faire vous appartient.",
    "Reprendre votre part, toute votre part, c'est cesser d'attendre que les autres changent pour aller mieux.",
    "Vous n'avez pas choisi la tempête, mais c'est vous qui tenez la barre de votre bateau intérieur.",
    "Cent pour cent responsable ne veut pas dire cent pour cent fautif. Cela veut dire entièrement libre de choisir.",
    "Nommer ce qui vous a blessé est légitime. Choisir ce que vous en faites ensuite vous rend votre liberté.",
    "Votre vie intérieure est votre jardin\u00a0: personne ne peut l'arroser à votre place.",
    "La responsabilité sans amour devient un fardeau. Portez-la avec tendresse envers vous-même.",
    "Voir la misère qui se rejoue en vous suffit parfois à la dénouer.",
    "Se pardonner fait partie de la responsabilité\u00a0: on ne construit rien de solide sur le mépris de soi.",
    "Ce qui vous arrive n'est pas toujours votre choix. Ce que vous en faites peut le devenir.",
    "Reconnaître votre part, avec douceur, n'efface jamais celle des autres\u00a0: cela vous rend votre liberté d'agir.",
    "Un acte simple, posé en conscience, vaut mieux que mille reproches adressés à soi-même.",
    "Prendre soin de votre paix n'est pas de l'égoïsme\u00a0: c'est la première de vos responsabilités.",
  ],
});

/**
 * A quote for the tool, never the same as `previous` (so two clicks in a row always differ).
 * `random` is injectable so tests can fix the draw.
 */
export function pickQuote(toolId: TeachingToolId, previous: string | undefined, random: () => number = Math.random): string {
  const quotes = TEACHING_QUOTES[toolId];
  const candidates = previous === undefined ? quotes : quotes.filter((quote) => quote !== previous);
  const pool = candidates.length > 0 ? candidates : quotes;
  const index = Math.min(pool.length - 1, Math.max(0, Math.floor(random() * pool.length)));
  return pool[index] ?? pool[0] ?? "";
}
