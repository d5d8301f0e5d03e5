/**
 * The tool catalogue of the daily-practice chooser (spec 3, §9 "Tool catalogue"; spec 2, §9 durations).
 * Names and durations are the spec's exact strings; difficulty follows the chooser's decision path.
 */
import { withFrenchTypography } from "~/utils/typography";

export type Difficulty = "J'ai mal" | "Ça va" | "Ça va bien";

export const DIFFICULTIES: readonly Difficulty[] = ["J'ai mal", "Ça va", "Ça va bien"];

export type CatalogueEntry = {
  id: string;
  /** Tool opened by 'Découvrir cet outil' / 'Commencer cette pratique'. */
  toolId: string;
  /** Uppercase catalogue name, as the spec's durations list spells it. */
  name: string;
  category: string;
  description: string;
  difficulty: Difficulty;
  duration: string;
  /** lucide-react icon name. */
  icon: string;
  tags: string[];
};

export const CATALOGUE: CatalogueEntry[] = withFrenchTypography([
  {
    id: "peur",
    toolId: "peur",
    name: "LA PEUR",
    category: "Émotions",
    description:
      "Accueillir une peur qui vous serre le cœur, la regarder en face avec douceur et découvrir ce qu'elle cherche à protéger en vous.",
    difficulty: "J'ai mal",
    duration: "10-20 min",
    icon: "ShieldAlert",
    tags: ["peur", "angoisse", "sécurité", "courage"],
  },
  {
    id: "critique",
    toolId: "critique",
    name: "LA CRITIQUE",
    category: "Émotions",
    description:
      "Quand une critique vous blesse, que vous l'ayez reçue ou formulée, cette pratique vous aide à entendre ce qu'elle réveille en vous et à en faire un acte juste.",
    difficulty: "J'ai mal",
    duration: "15-25 min",
    icon: "MessageCircleWarning",
    tags: ["critique", "jugement", "blessure", "estime"],
  },
  {
    id: "jalousie",
    toolId: "jalousie",
    name: "LA JALOUSIE",
    category: "Émotions",
    description: "Regarder la jalousie sans honte pour découvrir le désir qu'elle cache, et le transformer en un élan qui vous appartient.",
    difficulty: "J'ai mal",
    duration: "10-20 min",
    icon: "HeartCrack",
    tags: ["jalousie", "envie", "comparaison", "désir"],
  },
  {
    id: "respiration",
    toolId: "respiration",
    name: "LES 3 GESTES",
    category: "Transformation",
    description:
      "Traverser une douleur à travers trois gestes, le conflit, le rejet ou le mépris, et les laisser se transformer en paix, en miséricorde ou en reconnaissance.",
    difficulty: "J'ai mal",
    duration: "15-30 min",
    icon: "Wind",
    tags: ["douleur", "conflit", "rejet", "mépris", "transformation"],
  },
  {
    id: "table_paix",
    toolId: "table_paix",
    name: "TABLE DE PAIX",
    category: "Relations",
    description:
      "Quand une personne se trouve sur votre chemin, vous asseoir en pensée à une table de paix, dire ce qui fait mal et retrouver en vous une issue apaisée.",
    difficulty: "J'ai mal",
    duration: "15-30 min",
    icon: "HandHeart",
    tags: ["paix", "conflit", "relation", "réconciliation"],
  },
  {
    id: "responsable",
    toolId: "responsable",
    name: "100\u202f% RESPONSABLE",
    category: "Transformation",
    description:
      "Reprendre toute votre part de ce que vous vivez, sans culpabilité, du simple regard jusqu'au pardon, aux mots d'amour et à l'acte.",
    difficulty: "J'ai mal",
    duration: "10-20 min",
    icon: "Anchor",
    tags: ["responsabilité", "pardon", "liberté", "amour"],
  },
  {
    id: "palais_justesse",
    toolId: "palais_justesse",
    name: "PALAIS DE JUSTESSE",
    category: "Discernement",
    description:
      "Un moment vous fait mal sans que vous sachiez encore pourquoi\u00a0: entrez pas à pas dans ce palais intérieur pour retrouver ce qui est juste pour vous.",
    difficulty: "J'ai mal",
    duration: "20-40 min",
    icon: "Landmark",
    tags: ["justesse", "clarté", "blessure", "vérité"],
  },
  {
    id: "ecriture_libre",
    toolId: "ecriture_libre",
    name: "LE REGRET",
    category: "Apaisement",
    description: "Poser par écrit un regret qui vous pèse, l'accueillir avec bienveillance et en tirer un acte qui répare ou qui libère.",
    difficulty: "Ça va",
    duration: "10-15 min",
    icon: "Feather",
    tags: ["regret", "écriture", "passé", "réparation"],
  },
  {
    id: "mantra",
    toolId: "mantra",
    name: "RAPPEL / MANTRA",
    category: "Présence",
    description:
      "Quelques minutes pour choisir une phrase qui vous relie à l'essentiel et la garder près de vous tout au long de la journée.",
    difficulty: "Ça va",
    duration: "2-10 min",
    icon: "Repeat",
    tags: ["mantra", "rappel", "présence", "ancrage"],
  },
  {
    id: "dialogue",
    toolId: "dialogue",
    name: "LE DIALOGUE",
    category: "Élévation",
    description:
      "Ouvrir un dialogue avec votre voix intérieure, l'écouter vraiment et laisser venir une réponse plus sage que vos pensées du moment.",
    difficulty: "Ça va",
    duration: "20-40 min",
    icon: "MessagesSquare",
    tags: ["dialogue", "écoute", "intériorité", "sagesse"],
  },
  {
    id: "homme_apocalypse",
    toolId: "homme_apocalypse",
    name: "HOMME DE L'APOCALYPSE",
    category: "Élévation",
    description:
      "Une pratique d'élévation pour laisser se révéler l'être nouveau qui vit en vous, debout et confiant au cœur des bouleversements.",
    difficulty: "Ça va",
    duration: "30-60 min",
    icon: "Sunrise",
    tags: ["révélation", "renouveau", "élévation", "confiance"],
  },
  {
    id: "9_marches",
    toolId: "9_marches",
    name: "PAREIL DE LUMIÈRE",
    category: "Élévation",
    description:
      "Gravir neuf marches intérieures, en audio guidé ou par écrit, jusqu'à ce pareil de lumière qui vous ressemble et vous élève.",
    difficulty: "Ça va",
    duration: "45-90 min",
    icon: "Footprints",
    tags: ["lumière", "marches", "méditation", "élévation"],
  },
  {
    id: "actualite",
    toolId: "actualite",
    name: "ACTUALITÉ",
    category: "Monde",
    description:
      "Prendre le temps de regarder l'actualité qui vous touche, choisir un sujet et découvrir comment y répondre par un acte à votre mesure.",
    difficulty: "Ça va",
    duration: "30-45 min",
    icon: "Newspaper",
    tags: ["actualité", "monde", "engagement", "acte"],
  },
  {
    id: "nommer_grandeur",
    toolId: "nommer_grandeur",
    name: "NOMMER SA GRANDEUR",
    category: "Grandeur",
    description: "Nommer une grandeur qui est en vous, la relier à la misère qu'elle a traversée, puis la savourer en posant un acte.",
    difficulty: "Ça va bien",
    duration: "5-15 min",
    icon: "Crown",
    tags: ["grandeur", "gratitude", "joie", "estime"],
  },
]);
