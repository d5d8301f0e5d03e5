import type { ReportReason } from "./report-kinds";
import { countLabel } from "~/utils/plural";
import { withFrenchTypography } from "~/utils/typography";

export const REPORT_REASON_LABELS: Record<ReportReason, string> = withFrenchTypography({
  danger: "Une personne semble en danger",
  harassment: "Harcèlement ou attaque personnelle",
  hate: "Propos haineux ou violents",
  spam: "Publicité ou spam",
  other: "Autre raison",
});

export const MODERATION_MESSAGES = withFrenchTypography({
  report: "Signaler",
  reportTitle: "Signaler ce message",
  reasonLegend: "Pourquoi le signalez-vous\u202f?",
  detailsLabel: "Précisions (facultatif)",
  send: "Envoyer le signalement",
  sent: "Signalement envoyé. Merci\u00a0: l'équipe de modération va le regarder.",
  already: "Vous avez déjà signalé ce message.",
  notFound: "Ce message n'existe plus.",
  invalid: "Choisissez une raison pour signaler ce message.",
  backToMessage: "Revenir au message",
  backToForum: "Aller au forum",
  queueTitle: "Modération",
  queueIntro: "Les messages signalés par la communauté, du plus récent au plus ancien.",
  empty: "Aucun signalement en attente.",
  ignore: "Ignorer",
  delete: "Supprimer",
  lock: "Verrouiller le sujet",
  edit: "Modifier",
  open: "Voir dans son contexte",
  ignored: "Signalement ignoré",
  deleted: "Message supprimé",
  locked: "Sujet verrouillé",
  gone: "Ce contenu a déjà été supprimé.",
  forbidden: "Action réservée aux modérateurs.",
  badge: (count: number) => `${countLabel(count, "signalement", "signalements")} en attente`,
} as const);
