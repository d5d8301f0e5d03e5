import { withFrenchTypography } from "~/utils/typography";
/**
 * Actualité (spec 2 §2, §4, §5, §8): the twelve steps, the rating scale, the quick choices and every
 * message. The step texts are authored (the spec does not show them, decision 0080): from the many
 * subjects of the news to one, then from what it awakens to one concrete act.
 */

export const ACTUALITE_TOOL_ID = "actualite";
export const ACTUALITE_NAME = "Actualité";
export const ACTUALITE_STEP_COUNT = 12;

export type ActualiteStep = { number: number; title: string; text: string[]; label?: string; hint?: string };

export const ACTUALITE_STEPS: ActualiteStep[] = withFrenchTypography([
  {
    number: 1,
    title: "Ce qui vous occupe dans l'actualité",
    text: [
      "L'actualité entre en nous sans demander la permission\u00a0: une guerre, une élection, un fait divers, une nouvelle de la ville ou du travail.",
      "Notez les sujets qui vous ont touché ces derniers temps, un par un. Quelques mots suffisent pour chacun.",
    ],
  },
  {
    number: 2,
    title: "Ce que chaque sujet vous fait",
    text: ["Pour chaque sujet, indiquez à quel point il pèse sur vous aujourd'hui, sans vous juger\u00a0: il n'y a pas de bonne note."],
  },
  {
    number: 3,
    title: "Votre classement",
    text: [
      "Voici vos sujets, du plus lourd au plus léger. Vous pouvez choisir tout de suite l'un des trois proposés, ou continuer pour voir la liste entière.",
      "Commencer par le plus accessible est tout à fait juste\u00a0: on apprend mieux là où l'on a pied.",
    ],
  },
  {
    number: 4,
    title: "Le sujet de cette exploration",
    text: [
      "Choisissez le sujet que vous voulez explorer aujourd'hui. Les autres ne disparaissent pas\u00a0: ils pourront faire l'objet d'une autre exploration.",
    ],
  },
  {
    number: 5,
    title: "Ce que ce sujet réveille",
    text: ["Décrivez simplement ce que ce sujet réveille en vous quand vous y pensez\u00a0: des images, des pensées, des souvenirs."],
    label: "Ce que ce sujet réveille en moi",
  },
  {
    number: 6,
    title: "L'émotion",
    text: [
      "Quelle émotion est là\u202f? La colère, la peur, la tristesse, l'impuissance, le dégoût… Nommez-la, sans chercher à la changer.",
    ],
    label: "L'émotion que je ressens",
  },
  {
    number: 7,
    title: "Le corps",
    text: [
      "Où cette émotion se loge-t-elle dans votre corps\u202f? La gorge, le ventre, la poitrine, les épaules…",
      "Respirez doucement vers cet endroit, quelques fois, à votre rythme.",
    ],
    label: "Ce que je sens dans mon corps",
  },
  {
    number: 8,
    title: "La peur ou la misère touchée",
    text: [
      "Souvent, un sujet d'actualité nous touche parce qu'il rejoint une peur ou une misère plus ancienne en nous\u00a0: être impuissant, être abandonné, ne pas être en sécurité…",
      "Regardez avec douceur ce qu'il touche chez vous. Il s'agit de voir le lien, pas de revivre la douleur.",
    ],
    label: "La peur ou la misère que ce sujet touche en moi",
  },
  {
    number: 9,
    title: "Votre grandeur face à ce sujet",
    text: [
      "Face à ce sujet, quelle force, quelle qualité, quelle beauté avez-vous en vous\u202f? Le courage, la compassion, la justesse, la patience…",
    ],
    label: "La grandeur que j'ai en moi face à ce sujet",
  },
  {
    number: 10,
    title: "Ce qui est en votre pouvoir",
    text: [
      "Vous ne pouvez pas porter le monde entier. Distinguez ce qui ne dépend pas de vous et ce qui, même modestement, est en votre pouvoir\u00a0: votre regard, vos paroles, vos gestes autour de vous.",
    ],
    label: "Ce qui est en mon pouvoir",
  },
  {
    number: 11,
    title: "Un acte concret",
    text: [
      "Choisissez un acte simple et concret qui fait vivre votre grandeur face à ce sujet\u00a0: un geste envers un proche, un don, un temps de silence, une parole juste…",
      "Un petit acte que vous poserez vraiment vaut mieux qu'un grand projet.",
    ],
    label: "L'acte que je vais poser",
  },
  {
    number: 12,
    title: "Où, quand, comment",
    text: [
      "Pour que cet acte prenne sa place dans votre vie, précisez où, quand et comment vous le poserez. Il sera gardé dans vos actes.",
    ],
    label: "Où, quand et comment je le poserai",
  },
]);

/** What the two ends of the rating mean (step 2). */
export const RATING_SCALE = withFrenchTypography({
  min: 1,
  max: 10,
  minMeaning: "1\u00a0: ce sujet me touche à peine",
  maxMeaning: "10\u00a0: ce sujet pèse très lourd sur moi",
} as const);

/** The three quick choices of step 3: the heaviest subject, the middle one, the lightest. */
export const QUICK_CHOICE_LABELS = withFrenchTypography({
  heaviest: "Le plus lourd",
  middle: "Entre les deux",
  easiest: "Le plus accessible",
} as const);

export const ACTUALITE_LIMITS = { subjects: 20, subjectLength: 200, answerLength: 5000 } as const;

export const ACTUALITE_MESSAGES = withFrenchTypography({
  stepOf: (step: number) => `Étape ${step} sur ${ACTUALITE_STEP_COUNT}`,
  previous: "Précédent",
  next: "Suivant",
  finish: "Terminer l'exploration",
  back: "Retour aux pratiques",
  restart: "Recommencer",
  restartConfirm: "Recommencer depuis le début\u202f? Vos sujets et vos réponses seront effacés.",
  subjectLabel: "Un sujet d'actualité",
  subjectHint: "Appuyez sur Entrée ou sur «\u00a0Ajouter\u00a0» pour l'ajouter à la liste.",
  add: "Ajouter",
  remove: "Retirer",
  subjectsListTitle: "Vos sujets",
  noSubjectYet: "Aucun sujet pour l'instant.",
  subjectTooLong: `Un sujet tient en ${ACTUALITE_LIMITS.subjectLength} caractères au plus.`,
  subjectDuplicate: "Ce sujet est déjà dans votre liste.",
  tooManySubjects: `Vous pouvez noter jusqu'à ${ACTUALITE_LIMITS.subjects} sujets\u00a0: choisissez les plus présents pour vous.`,
  attention: "Attention",
  needSubject: "Veuillez ajouter au moins un sujet d'actualité.",
  needRatings: "Veuillez noter tous les sujets avant de continuer.",
  needChoice: "Choisissez le sujet que vous voulez explorer pour continuer.",
  rankingTitle: "Le classement complet",
  choose: "Choisir ce sujet",
  chosen: "Sujet choisi",
  ratingOf: (rating: number) => `${rating} sur 10`,
  doneTitle: "Exploration terminée",
  done: "Votre réflexion sur l'actualité a été sauvegardée dans vos actes.",
  error: "Erreur",
  actFailed: "Impossible de sauvegarder votre acte.",
  saveFailed: "Une erreur s'est produite lors de la sauvegarde.",
  actSavedLocally: "Acte enregistré localement",
  visitorNote: "Vos sujets et vos réponses restent sur cet appareil. Créez un compte pour les retrouver partout.",
  noScriptVisitor:
    "Sans JavaScript, cette page ne peut rien garder sur votre appareil\u00a0: vos réponses vivent le temps de cette exploration. Créez un compte pour les garder.",
  careNote: "Si un sujet vous bouleverse trop, vous pouvez vous arrêter à tout moment et revenir plus tard.",
  endVisitorTitle: "Votre acte est gardé sur cet appareil",
  endNoScriptTitle: "Votre exploration",
  endNoScript:
    "Rien n'a été enregistré\u00a0: sans JavaScript et sans compte, cette page ne peut rien garder. Vous pouvez copier votre acte ci-dessous, ou créer un compte pour garder vos prochaines explorations.",
  createAccount: "Créer un compte pour garder cette pratique",
  seeActs: "Voir mes actes",
  sessionNotFound: "Cette exploration est introuvable\u00a0: une nouvelle commence.",
} as const);
