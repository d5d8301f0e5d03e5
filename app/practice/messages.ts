import { withFrenchTypography } from "~/utils/typography";
/** Every French string of the practice area, word for word from spec 2 (§2, §4, §5, §8). */
export const PRACTICE_MESSAGES = withFrenchTypography({
  toolNotFound: "Outil non trouvé",
  back: "Retour",
  start: "Commencer",
  stepOf: (step: number, count: number) => `Étape ${step} sur ${count}`,
  previous: "Étape précédente",
  next: "Étape suivante",
  finish: "Terminer la session",
  blocked: "Je bloque dans ma pratique, mon rendez-vous est là",
  save: "Sauvegarder ma pratique",
  askQuestion: "Enregistrer une question sur cette pratique",
  showExample: "Voir l'exemple",
  hideExample: "Masquer l'exemple",
  answerLabel: "Votre réponse",
  sessionDone: "Session terminée\u202f!",
  backToDashboard: "Retour au tableau de bord",
  // Validation
  answerRequiredTitle: "Réponse requise",
  answerRequired: "Ajoutez un texte ou un enregistrement pour continuer",
  answerMissingTitle: "Réponse manquante",
  answerMissing: "Veuillez saisir une réponse ou enregistrer un message vocal",
  mustBeSignedIn: "Connectez-vous pour continuer.",
  // responsable
  peaceQuestion: "Comment vous sentez-vous maintenant\u202f?",
  inPeace: "Je suis en paix",
  /** Step 10's answer of the same question (spec 2, §4 "responsable branches"). */
  yesInPeace: "Oui en paix",
  stillHurting: "J'ai encore mal",
  inPeaceMessage:
    "Pour les petites douleurs, voir suffit\u00a0: vous avez regardé ce qui vous faisait mal, et la paix est revenue. Votre pratique peut s'arrêter ici.",
  stillHurtingMessage: "Pour les douleurs moyennes et grandes, il faut aller plus loin et trouver les mots d'amour. Continuons ensemble.",
  /** Step 10, after the love word: its own messages, not step 5's. */
  inPeaceAfterLoveMessage: "Vos mots d'amour ont fait leur chemin\u00a0: la paix est revenue. Votre pratique peut s'arrêter ici.",
  stillHurtingAfterLoveMessage:
    "Certaines blessures ont aussi besoin d'un acte pour s'apaiser. L'étape suivante vous aide à en choisir un, à votre portée et sans danger pour vous.",
  continue: "Continuer",
  loveWordTitle: "Enregistrer ce mot d'amour",
  loveWordTitleLabel: "Titre",
  loveWordContentLabel: "Mot d'amour",
  loveWordCategoryLabel: "À quel âge s'adresse ce mot\u202f?",
  loveWordSave: "Enregistrer le mot d'amour",
  loveWordSkip: "Passer",
  loveWordSaved: "Enregistré\u202f!",
  loveWordPending: "Enregistrez ou passez le mot d'amour pour continuer",
  // Act commitment
  where: "Où\u202f?",
  when: "Quand\u202f?",
  how: "Comment\u202f?",
  commit: "Je m'engage à le faire",
  commitmentTaken: "Engagement pris\u202f!",
  actSaved: "Acte enregistré",
  /** An act kept on the device (spec 3 §8). */
  actSavedLocally: "Acte enregistré localement",
  // Issue 33: « Terminer » with no network, for a signed-in person (the end screen and the commitment's toast).
  finishWaiting:
    "Hors ligne\u00a0: la fin de cette pratique et vos réponses sont gardées sur cet appareil. Elles rejoindront votre compte dès le retour du réseau.",
  // Blocked / question
  blockedTitle: "Votre rendez-vous est là",
  questionLabel: "Votre question",
  questionSave: "Enregistrer la question",
  questionCancel: "Fermer",
  questionSaved: "Question enregistrée",
  // Sessions
  sessionResumed: "Session reprise",
  sessionNotFound: "Session introuvable",
  sessionResumeFailed: "Impossible de reprendre la session",
  saved: "Enregistré\u202f!",
  practiceSaved: "Pratique sauvegardée",
  // Errors
  saveErrorTitle: "Erreur de sauvegarde",
  saveError: "Impossible de sauvegarder la réponse",
  actError: "Impossible de sauvegarder votre acte",
  practiceError: "Impossible de sauvegarder votre pratique",
  finishError: "Impossible de terminer la session",
  finishLocalError: "Impossible de terminer la session locale",
  questionError: "Impossible d'enregistrer votre question. Veuillez réessayer.",
  loveWordError: "Impossible d'enregistrer le mot d'amour",
  // Leave warning
  unsavedRecovered: "Des réponses gardées sur cet appareil ont été retrouvées\u00a0: elles sont de nouveau enregistrées.",
  leaveWarning: "Votre pratique n'est pas terminée. Voulez-vous vraiment quitter cette page\u202f?",
  // Local mode
  localHint:
    "Vous pratiquez sans compte\u00a0: vos réponses restent sur cet appareil pendant 7 jours. Connectez-vous pour les synchroniser et disposer de plus d'espace.",
  signIn: "Se connecter",
  // 9 marches
  guideChoiceTitle: "Comment souhaitez-vous vivre cette pratique\u202f?",
  guideAudio: "Écouter le guide audio",
  guideWritten: "Suivre les étapes écrites",
  // Chatbot
  bonbonButton: "Donnez-moi un bonbon d'enseignement",
  bonbonTitle: (shortName: string) => `Un bonbon d'enseignement pour ${shortName}`,
  bonbonLoading: "Je cherche un bonbon pour vous…",
  bonbonAnother: "Un autre bonbon",
  bonbonClose: "Fermer",
  bonbonGenerated: "Texte généré par une intelligence artificielle\u00a0: ce n'est la parole d'aucun auteur.",
  bonbonFromCollection: "Extrait du recueil de Rendez-vous intérieur.",
  bonbonErrorTitle: "Erreur",
  bonbonTooMany: "Trop de demandes pour le moment. Veuillez patienter quelques instants avant de réessayer.",
  bonbonUnavailable: "Le service est temporairement indisponible. Veuillez réessayer plus tard.",
  bonbonGeneric: "Désolé, une erreur est survenue. Veuillez réessayer.",
  // Recorder: the voice control always says it records a voice, never a bare « Enregistrer » that
  // could be read as saving the page (issue 30 item 7).
  record: "Enregistrer ma voix",
  answerAloud: "Répondre à voix haute",
  stop: "Arrêter",
  listen: "Écouter",
  pause: "Pause",
  recordingErrorTitle: "Erreur d'enregistrement",
  recordingError: "Impossible d'accéder au microphone",
  uploading: "Envoi de l'enregistrement…",
  // Chooser / catalogue
  startPractice: "Commencer cette pratique",
  otherTool: "Choisir un autre outil",
  restart: "Recommencer",
  discover: "Découvrir cet outil",
  noToolFound: "Aucun outil trouvé",
  seeAllTools: "Voir tous les outils",
} as const);

/** Short names on the chatbot button's dialog (spec 2, §3). */
export const BONBON_SHORT_NAMES: Record<string, string> = withFrenchTypography({
  ecriture_libre: "Le Regret",
  peur: "La Peur",
  critique: "La Critique",
  responsable: "Le 100\u202f% Responsable",
});

/** Display name of a tool id; 'Pratique personnelle' for an unmapped one (spec 2, §3). */
export const TOOL_DISPLAY_NAMES: Record<string, string> = withFrenchTypography({
  table_paix: "Table de Paix",
  ecriture_libre: "Le Regret",
  respiration: "Les 3 Gestes",
  "trois-gestes": "Les 3 Gestes",
  trois_gestes_written: "Les 3 Gestes",
  peur: "La Peur",
  jalousie: "La Jalousie",
  critique: "La Critique",
  responsable: "100\u202f% Responsable",
  dialogue: "Le Dialogue",
  palais_justesse: "Palais de Justesse",
  mantra: "Rappel / Mantra",
  hygiene_psychique: "Exercices d'Hygiène Psychique",
  table_meilleur_homme: "Table du Meilleur de l'Homme",
  homme_apocalypse: "Homme de l'Apocalypse",
  nommer_grandeur: "Nommer sa Grandeur",
  actualite: "Actualité",
  "9_marches": "Les 9 Marches du Pareil de Lumière",
});

export function toolDisplayName(toolId: string): string {
  return TOOL_DISPLAY_NAMES[toolId] ?? "Pratique personnelle";
}
