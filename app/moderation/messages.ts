import type { ReportReason } from "./report-kinds";
import { withFrenchTypography } from "~/utils/typography";

/** The community's charter, shown at the top of /forum and /entraide. */
export const CHARTER = withFrenchTypography({
  title: "Notre charte",
  points: [
    "Ici, on s'écoute avec bienveillance : pas de jugement, pas de moquerie, pas de conseil imposé.",
    "Pas de harcèlement, de propos haineux, de publicité ni de données personnelles (les vôtres ou celles d'autrui).",
    "Ce que vous lisez ici reste ici. Un message vous inquiète ou vous blesse ? Signalez-le : l'équipe de modération le verra.",
    "Les membres ne remplacent pas un professionnel. En cas de danger, appelez le 15, le 112 ou le 3114.",
  ],
} as const);

export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  danger: "Une personne semble en danger",
  harassment: "Harcèlement ou attaque personnelle",
  hate: "Propos haineux ou violents",
  spam: "Publicité ou spam",
  other: "Autre raison",
};

export const MODERATION_MESSAGES = withFrenchTypography({
  report: "Signaler",
  reportTitle: "Signaler ce message",
  reasonLegend: "Pourquoi le signalez-vous ?",
  detailsLabel: "Précisions (facultatif)",
  send: "Envoyer le signalement",
  sent: "Signalement envoyé. Merci : l'équipe de modération va le regarder.",
  already: "Vous avez déjà signalé ce message.",
  notFound: "Ce message n'existe plus.",
  invalid: "Choisissez une raison pour signaler ce message.",
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
  badge: (count: number) => (count === 1 ? "1 signalement en attente" : `${count} signalements en attente`),
} as const);
