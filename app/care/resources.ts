import { withFrenchTypography } from "~/utils/typography";

/** The French crisis lines, in the order a person in danger needs them. Checked 2026-11. */
export type CrisisResource = {
  /** What to dial, as shown. */
  number: string;
  /** The `tel:` target, digits only. */
  tel: string;
  name: string;
  /** One line: who answers, and when. */
  description: string;
};

export const CRISIS_RESOURCES: readonly CrisisResource[] = withFrenchTypography([
  {
    number: "3114",
    tel: "3114",
    name: "Numéro national de prévention du suicide",
    description: "Si vous pensez au suicide ou vous inquiétez pour un proche. Gratuit, 24 h/24, 7 j/7.",
  },
  {
    number: "15",
    tel: "15",
    name: "SAMU",
    description: "Urgence médicale\u00a0: une vie est en danger maintenant.",
  },
  {
    number: "112",
    tel: "112",
    name: "Numéro d'urgence européen",
    description: "Toutes les urgences, depuis n'importe quel pays de l'Union européenne.",
  },
  {
    number: "09 72 39 40 50",
    tel: "0972394050",
    name: "SOS Amitié",
    description: "Une écoute anonyme quand la solitude ou la détresse pèse, 24 h/24.",
  },
  {
    number: "3919",
    tel: "3919",
    name: "Violences Femmes Info",
    description: "Pour les femmes victimes de violences et leur entourage. Gratuit et anonyme.",
  },
  {
    number: "119",
    tel: "119",
    name: "Allô Enfance en danger",
    description: "Un enfant en danger ou en risque de l'être. Gratuit, 24 h/24.",
  },
  {
    number: "17",
    tel: "17",
    name: "Police secours",
    description: "Quelqu'un vous menace, ou vous êtes témoin d'une violence en cours.",
  },
]);

export function crisisResource(number: string): CrisisResource {
  const found = CRISIS_RESOURCES.find((r) => r.number === number);
  if (!found) throw new Error(`Unknown crisis resource ${number}`);
  return found;
}
