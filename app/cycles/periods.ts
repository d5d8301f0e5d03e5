/**
 * The two period editors (spec 3 §2, §9): three childhood periods, and their transformed
 * counterparts whose ids are prefixed "meilleur-". Sizes per editor: decision 0070.
 */
export type EditorKind = "petitesse" | "grandeur";

export type Period = { id: string; title: string; description: string };

export type EditorConfig = {
  kind: EditorKind;
  title: string;
  size: number;
  radius: number;
  newBox: { x: number; y: number };
  /** Four times on the circle, clockwise from the top. */
  times: readonly [string, string, string, string];
  /** Four markers between the times (1→2, 2→3, 3→4, 4→1); none on the transformed cycle. */
  markers: readonly string[];
  centerLabel: string;
  centerPlaceholder: string;
  periods: readonly Period[];
  storageKey: (periodId: string) => string;
};

const PETITESSE_PERIODS: readonly Period[] = [
  { id: "0-6", title: "De 0 à 6 ans, avec maman", description: "Les premières années, le lien avec votre mère." },
  { id: "6-12", title: "De 6 à 12 ans, avec papa", description: "L'enfance, le lien avec votre père." },
  { id: "12-18", title: "De 12 à 18 ans, avec les autres", description: "L'adolescence, le lien avec les autres." },
];

const GRANDEUR_PERIODS: readonly Period[] = [
  {
    id: "meilleur-0-6",
    title: "De 0 à 6 ans, avec maman, transformé",
    description: "Ce que ce lien devient quand la grandeur prend sa place.",
  },
  {
    id: "meilleur-6-12",
    title: "De 6 à 12 ans, avec papa, transformé",
    description: "Ce que ce lien devient quand la grandeur prend sa place.",
  },
  {
    id: "meilleur-12-18",
    title: "De 12 à 18 ans, avec les autres, transformé",
    description: "Ce que ce lien devient quand la grandeur prend sa place.",
  },
];

export const EDITORS: Record<EditorKind, EditorConfig> = {
  petitesse: {
    kind: "petitesse",
    title: "Cycles de petitesse",
    size: 800,
    radius: 200,
    newBox: { x: 150, y: 20 },
    times: ["1-LOIN", "2-POUR", "3-CONTRE", "4-SANS"],
    markers: ["sombre voyance", "point d'abus", "soulagement", "regret"],
    centerLabel: "Misère centrale",
    centerPlaceholder: "Nommez la misère centrale",
    periods: PETITESSE_PERIODS,
    storageKey: (periodId) => `cycle-${periodId}`,
  },
  grandeur: {
    kind: "grandeur",
    title: "Cycles de grandeur",
    size: 900,
    radius: 180,
    newBox: { x: 450, y: 300 },
    times: ["BIEN-ÊTRE", "DON DE SOI", "COMBLÉ", "COMMUNION"],
    markers: [],
    centerLabel: "Grandeur centrale",
    centerPlaceholder: "Nommez la grandeur centrale",
    periods: GRANDEUR_PERIODS,
    // The transformed ids already carry "meilleur-": the device key is meilleur-cycle-{0-6…}.
    storageKey: (periodId) => `meilleur-cycle-${periodId.replace(/^meilleur-/, "")}`,
  },
};

export function findPeriod(config: EditorConfig, periodId: string | null): Period | null {
  return config.periods.find((p) => p.id === periodId) ?? null;
}
