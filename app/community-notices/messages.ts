/** The words of « Mes notifications » and of a kind's one-click stop (issue 57), in one place. */
import { withFrenchTypography } from "~/utils/typography";
import type { ChoiceKind } from "./choices";

export const NOTICES_PAGE = withFrenchTypography({
  title: "Mes notifications",
  intro:
    "Choisissez ce qui vous est signalé, et comment. Rien ne dit jamais ce que quelqu'un a écrit\u00a0: seulement qu'une réponse ou une personne vous attend.",
  outsideNote:
    "Vos heures calmes, votre pause et «\u00a0Arrêter tous mes rendez-vous\u00a0» valent aussi pour ces notifications\u00a0: rien ne vous est envoyé pendant ce temps.",
  devicesNote:
    "«\u00a0Sur mes appareils\u00a0» arrive sur les appareils où vous avez activé les notifications dans «\u00a0Mes rendez-vous\u00a0»\u00a0; sans appareil, l'e-mail prend le relais si vous l'avez coché.",
  save: "Enregistrer mes choix",
  saved: "Vos choix sont enregistrés.",
  backToRendezVous: "Mes rendez-vous",
  veilleTitle: "Veiller sur le forum",
  veilleIntro:
    "Un veilleur ou une veilleuse est prévenu·e quand un sujet attend une réponse depuis 30 minutes. Aucun engagement\u00a0: une présence, quelques mots, quand vous le pouvez.",
  veilleTitleLabel: "Je suis",
  veilleQuiet: "Ne pas me prévenir entre",
  veilleStart: "Je veille",
  veilleSave: "Enregistrer mes heures",
  veilleStop: "Je ne veille plus",
  veilleOn: (title: string) => `Vous êtes ${title}. Merci.`,
  veilleStarted: "Merci de veiller. Vous serez prévenu·e quand un sujet attend.",
  veilleStopped: "Vous ne veillez plus. Merci pour le temps donné.",
  quietInvalid: "Indiquez deux heures différentes (par exemple 22:00 et 08:00), ou aucune.",
} as const);

/** The one-click stop of one kind's e-mails (/rendez-vous/arret?quoi=…). */
export const KIND_STOP = withFrenchTypography({
  reply: {
    title: "Ne plus recevoir les e-mails du forum",
    intro: "Un seul geste suffit\u00a0: plus aucun e-mail ne vous dira qu'on vous a répondu. Les notifications dans l'application restent.",
    button: "Arrêter ces e-mails",
    done: "C'est fait. Vous ne recevrez plus d'e-mails pour les réponses du forum. Vous pourrez changer d'avis dans «\u00a0Mes notifications\u00a0».",
  },
  watch: {
    title: "Ne plus recevoir les e-mails de veille",
    intro: "Un seul geste suffit\u00a0: plus aucun e-mail ne vous dira qu'un sujet attend une réponse.",
    button: "Arrêter ces e-mails",
    done: "C'est fait. Vous ne recevrez plus d'e-mails de veille. Vous pourrez changer d'avis dans «\u00a0Mes notifications\u00a0».",
  },
  report: {
    title: "Ne plus recevoir les e-mails de modération",
    intro: "Un seul geste suffit\u00a0: plus aucun e-mail ne vous signalera un nouveau signalement.",
    button: "Arrêter ces e-mails",
    done: "C'est fait. Vous ne recevrez plus d'e-mails de modération. Vous pourrez changer d'avis dans «\u00a0Mes notifications\u00a0».",
  },
} satisfies Record<ChoiceKind, Record<string, string>>);
