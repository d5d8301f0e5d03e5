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
    summary: "Le cycle de petitesse : comment une blessure se rejoue.",
    times: ["1-LOIN", "2-POUR", "3-CONTRE", "4-SANS"],
    markers: ["sombre voyance", "point d'abus", "soulagement", "regret"],
    center: "la misère",
    description:
      "Un cercle parcouru dans le sens des aiguilles d'une montre, la misère au centre. En haut, 1-LOIN ; puis sombre voyance ; à droite, 2-POUR ; puis le point d'abus ; en bas, 3-CONTRE ; puis soulagement ; à gauche, 4-SANS ; puis regret, qui ramène à 1-LOIN.",
    explanation: [
      "1-LOIN : la peur ou l'envie nous tient à distance de ce que nous vivons vraiment.",
      "2-POUR : nous faisons les choses pour être aimés, au prix de nous-mêmes ; la sombre voyance y mène, le point d'abus la suit.",
      "3-CONTRE : la blessure se retourne contre l'autre ; nous l'écartons, le jugeons, l'éliminons de notre cœur, et cela soulage un moment.",
      "4-SANS : la crise ; il ne reste rien que le regret, et le cycle recommence, jusqu'au jour où on le regarde en face.",
    ],
  },
  je: {
    slug: "je",
    title: "Le cycle du je",
    summary: "Le cycle transformé : ce que la grandeur ouvre.",
    times: ["BIEN-ÊTRE", "DON DE SOI", "COMBLÉ", "COMMUNION"],
    markers: [],
    center: "la grandeur",
    description:
      "Un cercle parcouru dans le sens des aiguilles d'une montre, la grandeur au centre. En haut, BIEN-ÊTRE ; à droite, DON DE SOI ; en bas, COMBLÉ ; à gauche, COMMUNION, qui ramène au BIEN-ÊTRE.",
    explanation: [
      "BIEN-ÊTRE : au lieu de fuir au loin, je suis présent à ce que je vis.",
      "DON DE SOI : je donne librement, sans chercher à acheter l'amour.",
      "COMBLÉ : rien à éliminer ; ce que je reçois me suffit.",
      "COMMUNION : au lieu d'être seul et sans rien, je suis relié aux autres, et le cycle nourrit le suivant.",
    ],
  },
});
