import { withFrenchTypography } from "~/utils/typography";
/**
 * Nommer sa Grandeur's wizard (spec 2 §2, §5, §8): the spec's messages, and the authored labels, all
 * in vous like the step texts (one register per screen: the spec's "ta grandeur" became "votre
 * grandeur", decision 0211).
 */
export const GRANDEUR_WIZARD_MESSAGES = withFrenchTypography({
  stepOf: (step: number) => `Étape ${step} sur 3`,
  needGrandeur: "Merci de nommer votre grandeur avant de continuer",
  needMisere: "Merci de nommer la misère correspondante avant de continuer",
  needActField: "Merci de renseigner au moins un champ de l'acte",
  /** The first line of an act whose description was left empty (never « Où : Dans mon salon »). */
  untitledAct: "Mon acte de grandeur",
  startFailed: "Impossible de démarrer la pratique",
  saveFailed: "Impossible d'enregistrer votre pratique",
  bravo: "Bravo\u202f!",
  attention: "Attention",
  error: "Erreur",
  previous: "Précédent",
  next: "Suivant",
  finish: "Terminer",
  back: "Retour aux pratiques",
  example: "Exemple",
  grandeurLabel: "Ma grandeur",
  misereLabel: "La misère à laquelle elle répond",
  acteLabel: "L'acte que je vais poser",
  ouLabel: "Où\u202f?",
  quandLabel: "Quand\u202f?",
  commentLabel: "Comment\u202f?",
  actHint: "Remplissez au moins un de ces quatre champs.",
  finished: "Votre grandeur est nommée",
  visitorEnd:
    "Votre pratique et votre acte sont gardés sur cet appareil. Créez un compte pour garder aussi votre grandeur dans votre table des grandeurs\u00a0: elle y sera ajoutée dès que vous rattacherez les données de cet appareil.",
  noScriptEnd:
    "Rien n'a été enregistré\u00a0: sans JavaScript et sans compte, cette page ne peut rien garder. Vous pouvez copier votre acte ci-dessous, ou créer un compte pour garder votre grandeur dans votre table.",
  visitorNote: "Vos réponses restent sur cet appareil. Créez un compte pour retrouver votre grandeur dans votre table des grandeurs.",
  noScriptVisitor:
    "Sans JavaScript, cette page ne peut rien garder sur votre appareil\u00a0: vos réponses vivent le temps de cette pratique. Créez un compte pour les garder.",
  createAccount: "Créer un compte pour garder cette pratique",
  seeActs: "Voir mes actes",
  sessionNotFound: "Cette pratique est introuvable\u00a0: une nouvelle commence.",
  stepNames: ["Nommer", "Relier", "Savourer et agir"],
} as const);
