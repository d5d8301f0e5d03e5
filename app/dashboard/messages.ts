import { THIS_WEEK_LABEL } from "./this-week";
import { countLabel } from "~/utils/plural";
import { withFrenchTypography } from "~/utils/typography";
/** Strings of the dashboard (spec 3 §2, §4, §5). */
export const DASHBOARD_MESSAGES = withFrenchTypography({
  title: "Tableau de bord",
  figures: "Chiffres clés",
  thisWeek: THIS_WEEK_LABEL,
  thisMonth: "Ce mois-ci",
  toolsDiscovered: "Outils découverts",
  rewards: "Récompenses de la semaine",
  claimed: "Récompense réclamée",
  notEarned: "Cette récompense n'est pas encore gagnée",
  alreadyClaimed: "Cette récompense a déjà été réclamée",
  requiredTitle: "Champs requis",
  required: "Veuillez remplir tous les champs",
  chart: "Pratiques terminées par jour (4 dernières semaines)",
  figuresEmpty: "Vos chiffres apparaîtront ici après votre première pratique terminée.",
} as const);

/** The six cards (spec 3 §2). */
export const DASHBOARD_CARDS = withFrenchTypography([
  { to: "/practice", title: "Pratiquer", text: "Choisir un outil et commencer une pratique guidée." },
  { to: "/history", title: "Mon historique", text: "Revoir, reprendre ou refaire vos pratiques." },
  { to: "/questions", title: "Mes questions", text: "Vos questions ouvertes, écrites ou vocales." },
  { to: "/cycles", title: "Mes cycles", text: "Vos cycles, votre table des grandeurs." },
  { to: "/love-words", title: "Ma boîte aux lettres", text: "Vos mots d'amour à l'enfant que vous avez été." },
  { to: "/acts", title: "Mes actes", text: "Vos engagements concrets." },
] as const);

/** The acts badge: « Aucun acte à faire », « 1 acte à faire », « 1 200 actes à faire ». */
export function openActsLabel(count: number): string {
  if (count === 0) return "Aucun acte à faire";
  return `${countLabel(count, "acte", "actes")} à faire`;
}
