import { withFrenchTypography } from "~/utils/typography";
/** The two theoretical cycles of /cycles/generique (authored: the spec names only their images). */
export type GenericCycle = {
  slug: "moi" | "je";
  title: string;
  summary: string;
  times: readonly [string, string, string, string];
  markers: readonly string[];
  center: string;
  /** The text alternative of the drawing, read in full by a screen reader. */
  description: string;
  explanation: readonly string[];
};

export const GENERIC_CYCLES: Record<"moi" | "je", GenericCycle> = withFrenchTypography({
  moi: {
    slug: "moi",
    title: "Le cycle du moi",
    summary: "Le cycle de petitesse\u00a0: comment une blessure se rejoue.",
    times: ["1-LOIN", "2-POUR", "3-CONTRE", "4-SANS"],
    markers: ["sombre voyance", "point d'abus", "soulagement", "regret"],
    center: "la misère",
    description:
      "Un cercle parcouru dans le sens des aiguilles d'une montre, la misère au centre. En haut, 1-LOIN\u202f; puis sombre voyance\u202f; à droite, 2-POUR\u202f; puis le point d'abus\u202f; en bas, 3-CONTRE\u202f; puis soulagement\u202f; à gauche, 4-SANS\u202f; puis regret, qui ramène à 1-LOIN.",
    explanation: [
      "1-LOIN\u00a0: la peur ou l'envie nous tient à distance de ce que nous vivons vraiment.",
      "2-POUR\u00a0: nous faisons les choses pour être aimés, au prix de nous-mêmes\u202f; la sombre voyance y mène, le point d'abus la suit.",
      "3-CONTRE\u00a0: la blessure se retourne contre l'autre\u202f; nous l'écartons, le jugeons, l'éliminons de notre cœur, et cela soulage un moment.",
      "4-SANS\u00a0: la crise\u202f; il ne reste rien que le regret, et le cycle recommence, jusqu'au jour où on le regarde en face.",
    ],
  },
  je: {
    slug: "je",
    title: "Le cycle du je",
    summary: "Le cycle transformé\u00a0: ce que la grandeur ouvre.",
    times: ["BIEN-ÊTRE", "DON DE SOI", "COMBLÉ", "COMMUNION"],
    markers: [],
    center: "la grandeur",
    description:
      "Un cercle parcouru dans le sens des aiguilles d'une montre, la grandeur au centre. En haut, BIEN-ÊTRE\u202f; à droite, DON DE SOI\u202f; en bas, COMBLÉ\u202f; à gauche, COMMUNION, qui ramène au BIEN-ÊTRE.",
    explanation: [
      "BIEN-ÊTRE\u00a0: au lieu de fuir au loin, je suis présent à ce que je vis.",
      "DON DE SOI\u00a0: je donne librement, sans chercher à acheter l'amour.",
      "COMBLÉ\u00a0: rien à éliminer\u202f; ce que je reçois me suffit.",
      "COMMUNION\u00a0: au lieu d'être seul et sans rien, je suis relié aux autres, et le cycle nourrit le suivant.",
    ],
  },
});
