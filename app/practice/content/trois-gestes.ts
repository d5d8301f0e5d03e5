import { withFrenchTypography } from "~/utils/typography";
/**
 * Les 3 Gestes (spec 2 §2, §3, §5, §7, §8): the chooser, the introduction, the written practice,
 * the guided audio practice and the bilan, as typed French content. Strings quoted by the spec are
 * exact; the rest is authored (decision 0061).
 */
import { guideAudioUrl } from "~/audio/guide-audio";

export const TROIS_GESTES_NAME = "Les 3 Gestes";
/** Session tool ids (spec 2 §3). */
export const TROIS_GESTES_TOOL_IDS = { guided: "trois-gestes", written: "trois_gestes_written" } as const;
export type PracticeType = keyof typeof TROIS_GESTES_TOOL_IDS;

export const CHOOSER_CARDS = withFrenchTypography([
  {
    type: "guided",
    title: "Pratique Guidée",
    href: "/practice/trois-gestes-guided",
    duration: "Environ 20 minutes d'écoute",
    description:
      "Une voix vous accompagne en sept étapes, du salut au Chercheur jusqu'au bilan. Installez-vous au calme, avec des écouteurs si possible\u202f; le texte de chaque étape est aussi écrit sous le lecteur.",
  },
  {
    type: "written",
    title: "Pratique Écrite",
    href: "/practice/trois-gestes-ecrit",
    duration: "15 à 30 minutes",
    description:
      "Quatre étapes à votre rythme\u00a0: vous choisissez le geste du jour, vous mettez des mots sur la situation, puis vous cherchez son geste transformé, avant de faire le bilan.",
  },
] as const);

export const INTRODUCTION = withFrenchTypography({
  title: "Les 3 Gestes",
  imageAlt:
    "Trois cercles reliés par des flèches\u00a0: le conflit se transforme en paix, le rejet en miséricorde, le mépris en reconnaissance.",
  paragraphs: [
    "Bienvenue. Si vous êtes ici, c'est peut-être qu'une douleur vous accompagne aujourd'hui. Vous avez bien fait de venir.",
    "Derrière beaucoup de nos blessures se cache l'un de trois gestes, subi ou posé soi-même\u00a0: le conflit, le rejet ou le mépris. Chacun a son geste transformé\u00a0: le conflit devient paix, le rejet devient miséricorde, le mépris devient reconnaissance.",
    "La pratique vous invite à reconnaître le geste qui vous a blessé, puis à laisser venir, en vous, son geste transformé. Elle dure de 15 à 30 minutes, à l'écoute ou par écrit, et se termine par un bilan\u00a0: ce que vous avez touché, ce que vous avez découvert, et un petit acte concret.",
    "Vous restez libre à chaque instant\u00a0: vous pouvez faire une pause, passer une question ou vous arrêter. Si une personne vous a fait violence, le geste transformé se passe en vous\u00a0: vous n'avez ni à la rencontrer, ni à lui pardonner.",
  ],
  start: "Commencer",
} as const);

// ─── Written practice ────────────────────────────────────────────────────────

export const GESTURE_IDS = ["conflit", "rejet", "mepris"] as const;
export type GestureId = (typeof GESTURE_IDS)[number];

export type GestureField = { name: string; label: string; hint?: string };

export type Gesture = {
  id: GestureId;
  name: string;
  transformed: string;
  card: string;
  /** Step 3: the situation (data contract of spec 2 §3). */
  situation: GestureField[];
  /** Step 4: the transformed gesture. */
  transformation: GestureField[];
  transformationIntro: string;
};

export const GESTURES: Record<GestureId, Gesture> = withFrenchTypography({
  conflit: {
    id: "conflit",
    name: "Le conflit",
    transformed: "La paix",
    card: "S'opposer, attaquer, s'affronter\u00a0: une dispute, une parole dure, une tension qui ne retombe pas.",
    situation: [
      {
        name: "conflit_qui",
        label: "Avec qui ce conflit a-t-il lieu\u202f?",
        hint: "Un prénom, un lien, ou simplement «\u00a0moi-même\u00a0».",
      },
      { name: "conflit_cible", label: "Sur quoi porte-t-il\u202f? Qu'est-ce qui a été visé ou attaqué\u202f?" },
      { name: "conflit_situation", label: "Dans quelle situation\u202f? Racontez ce qui s'est passé, avec vos mots." },
    ],
    transformationIntro:
      "Le geste transformé du conflit est la paix. Il ne s'agit pas de donner raison à l'autre ni de tout accepter, mais de chercher ce qui, en vous, peut déposer les armes. Si cette personne vous a fait violence, la paix se cherche en vous, à distance\u00a0: vous n'avez pas à aller vers elle.",
    transformation: [
      { name: "paix_solution", label: "Quelle solution, quel pas intérieur apporterait un peu de paix dans cette situation\u202f?" },
    ],
  },
  rejet: {
    id: "rejet",
    name: "Le rejet",
    transformed: "La miséricorde",
    card: "Écarter, exclure, abandonner\u00a0: se sentir de trop, mis de côté, ou avoir soi-même fermé la porte.",
    situation: [
      {
        name: "rejet_qui",
        label: "Qui a rejeté, ou qui a été rejeté\u202f?",
        hint: "Il peut s'agir de vous, d'une autre personne ou d'une part de vous.",
      },
      { name: "rejet_situation", label: "Dans quelle situation\u202f? Que s'est-il passé\u202f?" },
    ],
    transformationIntro:
      "Le geste transformé du rejet est la miséricorde\u00a0: accueillir ce qui a été écarté, et l'aimer. Commencez par ce qui a été rejeté en vous. Cela ne vous oblige à reprendre contact avec personne.",
    transformation: [
      { name: "misericorde_accueillir", label: "Qu'est-ce que vous pouvez accueillir aujourd'hui, en vous ou dans cette situation\u202f?" },
      { name: "misericorde_amour", label: "Quel amour, quelle douceur pouvez-vous offrir à ce qui a été rejeté\u202f?" },
    ],
  },
  mepris: {
    id: "mepris",
    name: "Le mépris",
    transformed: "La reconnaissance",
    card: "Regarder de haut, rabaisser, ignorer\u00a0: un regard, un mot ou un silence qui vous a fait vous sentir petit.",
    situation: [
      { name: "mepris_qui", label: "Qui a méprisé, ou qui a été méprisé\u202f?" },
      { name: "mepris_meprise", label: "Qu'est-ce qui a été méprisé\u202f? Une personne, un travail, une qualité, un rêve…" },
      { name: "mepris_situation", label: "Dans quelle situation\u202f? Que s'est-il passé\u202f?" },
    ],
    transformationIntro:
      "Le geste transformé du mépris est la reconnaissance\u00a0: voir la beauté et le bon là où le mépris ne voyait rien. Commencez par vous-même.",
    transformation: [
      { name: "reconnaissance_beaute", label: "Quelle beauté pouvez-vous reconnaître dans ce qui a été méprisé\u202f?" },
      { name: "reconnaissance_bon", label: "Quel bon, quelle valeur reconnaissez-vous, en vous ou chez l'autre\u202f?" },
    ],
  },
});

/** Every answer field of the written practice, in the order of the data contract. */
export const WRITTEN_FIELDS = GESTURE_IDS.flatMap((id) => [...GESTURES[id].situation, ...GESTURES[id].transformation].map((f) => f.name));

export const WRITTEN_STEPS = withFrenchTypography([
  {
    number: 1,
    title: "Saluer le Chercheur",
    text: [
      "Une part de vous a choisi d'être ici aujourd'hui, malgré la fatigue ou la douleur\u00a0: c'est le Chercheur, celui qui, en vous, cherche à comprendre et à grandir.",
      "Prenez un instant pour le saluer, comme on salue quelqu'un qui a fait un long chemin pour venir. Respirez doucement, les pieds posés au sol.",
      "Rien ne presse. Vous pouvez vous arrêter à tout moment\u202f; ce que vous écrivez reste à vous.",
    ],
  },
  {
    number: 2,
    title: "Choisir le geste du jour",
    text: [
      "Laissez venir une douleur, sans aller chercher la plus lourde\u00a0: souvent, une situation récente se présente d'elle-même.",
      "Derrière elle, quel geste reconnaissez-vous\u202f? Choisissez celui qui vous parle le plus aujourd'hui.",
    ],
  },
  {
    number: 3,
    title: "Mettre des mots sur la situation",
    text: ["Décrivez simplement ce qui s'est passé. Quelques mots suffisent\u202f; vous pouvez laisser une question vide."],
  },
  {
    number: 4,
    title: "Le geste transformé",
    text: ["Revenez à la même scène et laissez venir, en vous, le geste transformé. Prenez le temps de sentir ce qui change."],
  },
] as const);

export const WRITTEN_MESSAGES = withFrenchTypography({
  back: "Retour aux 3 Gestes",
  previous: "Précédent",
  next: "Suivant",
  toBilan: "Faire le bilan",
  chooseGesture: "Choisissez le geste du jour pour continuer.",
  stepOf: (n: number) => `Étape ${n} sur 4`,
} as const);

// ─── Guided practice ─────────────────────────────────────────────────────────

/** The seven steps of the guided practice, titles exact (spec 2 §2). */
export const GUIDED_STEPS = withFrenchTypography([
  "Saluer le Chercheur",
  "Laisser venir une douleur",
  "Entrer dans le geste traumatique",
  "Passer dans le geste transformé",
  "Rencontrer son Maître Intérieur",
  "Poser un Acte",
  "Saluer et faire le Bilan",
] as const);

export const GUIDED_AUDIO = {
  complete: guideAudioUrl("trois-gestes-complet.mp3"),
  step: (index: number) => guideAudioUrl(`trois-gestes-etape-${index + 1}.mp3`),
  /**
   * Lengths in seconds, read from the files' LAME headers (frames × 576 / 22 050 Hz), so the players show
   * them without downloading anything: a phone fetches a recording only when it is played.
   */
  completeSeconds: 531,
  stepSeconds: [79, 77, 76, 76, 76, 68, 79] as readonly number[],
} as const;

export const GUIDED_MESSAGES = withFrenchTypography({
  completeTitle: "La pratique complète",
  completeHint: "Écoutez les sept étapes d'une traite, ou avancez étape par étape ci-dessous.",
  stepsTitle: "Les 7 étapes",
  toBilan: "Faire le bilan",
  previous: "Étape précédente",
  next: "Étape suivante",
  transcript: "Texte de l'étape",
  stepLabel: (index: number) => `Étape ${index + 1} sur ${GUIDED_STEPS.length}`,
} as const);

// ─── Bilan ───────────────────────────────────────────────────────────────────

export const REFLECTIONS = withFrenchTypography([
  { key: "misere", label: "La misère", question: "Quelle misère cette pratique a-t-elle touchée en vous\u202f?" },
  { key: "beaute", label: "La beauté", question: "Quelle beauté avez-vous découverte, en vous ou autour de vous\u202f?" },
  { key: "enseignement", label: "L'enseignement", question: "Quel enseignement emportez-vous pour les jours qui viennent\u202f?" },
] as const);
export type ReflectionKey = (typeof REFLECTIONS)[number]["key"];

export const ACT_FIELDS = withFrenchTypography([
  { key: "acte_concret", label: "Votre acte concret", hint: "Un petit pas réaliste, et sans danger pour vous." },
  { key: "acte_where", label: "Où\u202f?" },
  { key: "acte_when", label: "Quand\u202f?" },
  { key: "acte_how", label: "Comment\u202f?" },
] as const);

export const BILAN_MESSAGES = withFrenchTypography({
  title: "Le bilan",
  intro:
    "Prenez un moment pour recueillir ce que la pratique vous a apporté. Répondez par écrit ou à voix haute\u202f; une seule réflexion suffit.",
  reviewTitle: "Votre pratique",
  guidedReview: "Vous avez suivi la pratique guidée des 3 Gestes.",
  reflectionsTitle: "Trois réflexions",
  actTitle: "Un acte concret",
  actHint: "L'acte est gardé dans vos actes quand ses quatre champs sont remplis.",
  questionTitle: "Une question qui reste",
  questionLabel: "Quelle question reste en vous\u202f?",
  voice: "Ou répondre à voix haute",
  voiceFile: "Fichier audio (facultatif)",
  save: "Sauvegarder le bilan",
  cancel: "Annuler",
  back: "Retour",
  incompleteTitle: "Réponses incomplètes",
  incomplete: "Veuillez remplir au moins une des questions de réflexion.",
  savedTitle: "Pratique sauvegardée",
  saved: "Votre pratique a été enregistrée avec succès",
  savedLocally: "Votre pratique a été sauvegardée localement",
  saveFailed: "Impossible de sauvegarder votre pratique",
  actSavedLocally: "Acte enregistré localement",
  audioWarning: "Un enregistrement n'a pas pu être gardé\u202f; vos réponses écrites sont bien enregistrées.",
  noScriptVisitor:
    "Sans JavaScript, ce bilan ne peut pas être gardé sur cet appareil. Vos réponses sont toujours là\u00a0: créez un compte ou connectez-vous pour les enregistrer.",
  voiceQuestion: "Question vocale",
} as const);
