/**
 * "Se situer dans mon cycle": every question, the step-6 hint and the bourreau message (authored;
 * the spec gives the steps only). Typed data, read by the screen and the server-rendered form.
 */
import type { CircleTexts, StepId, V2Problem, V2State } from "./v2-flow";
import { withFrenchTypography } from "~/utils/typography";

export type V2Field =
  | {
      kind: "text";
      name: "centerText" | "outsideEvents" | "nearAbus" | "between1And2" | "between2AndAbus" | "between4And1" | "between3And4" | "crisis";
      label: string;
      hint?: string;
    }
  | {
      kind: "choice";
      name: "hasBourreau" | "pleasing" | "fearEnvieChoice";
      label: string;
      options: readonly { value: string; label: string }[];
    };

export type V2Step = { title: string; question: string; fields: readonly V2Field[]; hint?: string };

const YES_NO = [
  { value: "yes", label: "Oui" },
  { value: "no", label: "Non" },
] as const;

export const V2_STEPS: Record<Exclude<StepId, "summary">, V2Step> = withFrenchTypography({
  misery: {
    title: "La misère au centre",
    question: "Quelle est la misère qui revient, celle qui vous fait mal aujourd'hui\u202f? Donnez-lui un nom simple.",
    fields: [{ kind: "text", name: "centerText", label: "Ma misère", hint: "Par exemple\u00a0: la honte, l'abandon, la solitude." }],
  },
  bourreau: {
    title: "Un bourreau\u202f?",
    question: "Dans cette histoire, y a-t-il quelqu'un qui vous a fait du mal, ou qui vous en fait encore\u202f?",
    fields: [{ kind: "choice", name: "hasBourreau", label: "Y a-t-il un bourreau\u202f?", options: YES_NO }],
  },
  abus: {
    title: "Le point d'abus",
    question: "Que s'est-il passé, au-dehors\u202f? Et qu'avez-vous ressenti, au-dedans, à ce moment-là\u202f?",
    fields: [
      { kind: "text", name: "outsideEvents", label: "Ce qui s'est passé à l'extérieur" },
      { kind: "text", name: "nearAbus", label: "Ce que j'ai ressenti à l'intérieur" },
    ],
  },
  pleasing: {
    title: "Faire plaisir",
    question: "En ce moment, essayez-vous de faire plaisir à quelqu'un, de gagner son amour ou son approbation\u202f?",
    fields: [{ kind: "choice", name: "pleasing", label: "J'essaie de faire plaisir à quelqu'un", options: YES_NO }],
  },
  time2: {
    title: "Temps 2\u00a0: POUR",
    question: "Qu'avez-vous fait par amour, pour être aimé\u202f? Et qui êtes-vous, à l'intérieur, quand vous faites cela\u202f?",
    fields: [
      { kind: "text", name: "between1And2", label: "Ce que j'ai fait par amour" },
      { kind: "text", name: "between2AndAbus", label: "Qui je suis à l'intérieur" },
    ],
  },
  time1: {
    title: "Temps 1\u00a0: LOIN",
    question: "Qu'est-ce qui vous tient à distance\u00a0: une peur, ou une envie\u202f? Décrivez-la avec vos mots.",
    fields: [
      {
        kind: "choice",
        name: "fearEnvieChoice",
        label: "C'est plutôt",
        options: [
          { value: "peur", label: "Une peur" },
          { value: "envie", label: "Une envie" },
        ],
      },
      { kind: "text", name: "between4And1", label: "Ma peur ou mon envie" },
    ],
  },
  time3: {
    title: "Temps 3\u00a0: CONTRE",
    question: "Comment éliminez-vous l'autre\u202f? Par quels gestes, quelles paroles, quels silences l'écartez-vous\u202f?",
    hint: "Éliminer l'autre n'est pas forcément spectaculaire\u00a0: on peut l'ignorer, le juger en silence, ne plus l'appeler, le rabaisser dans sa tête. Regardez simplement, sans vous condamner.",
    fields: [{ kind: "text", name: "between3And4", label: "Comment j'élimine l'autre" }],
  },
  time4: {
    title: "Temps 4\u00a0: SANS",
    question: "Et la crise\u202f? Que se passe-t-il quand tout lâche, quand vous vous retrouvez sans rien\u202f?",
    fields: [{ kind: "text", name: "crisis", label: "Ma crise" }],
  },
});

type SummaryField = { name: V2Field["name"]; label: string; read: (s: V2State) => string };
const circle = (key: keyof CircleTexts) => (s: V2State) => s.circleTexts[key];

export const V2_TEXTS = withFrenchTypography({
  title: "Se situer dans mon cycle",
  intro:
    "Quelques questions, une à la fois. Le dessin se remplit à mesure que vous répondez. Vous pouvez revenir en arrière à tout moment.",
  bourreauMessage:
    "Ce que vous avez subi n'était pas de votre faute. Ici, on ne cherche pas à excuser celui qui vous a fait du mal\u00a0: on regarde comment cette blessure tourne en vous, pour pouvoir un jour en sortir.",
  startOfCycle:
    "Vous êtes au tout début du cycle\u00a0: rien ne vous pousse encore à vous donner pour être aimé. Regardons ce qui vous tient à distance.",
  summaryTitle: "Mon cycle",
  summaryIntro: "Relisez, corrigez si besoin, puis enregistrez votre cycle dans «\u00a0Mes cycles\u00a0».",
  blockedButton: "Je bloque, mon rendez-vous est là",
  next: "Suivant",
  back: "Retour",
  save: "Enregistrer mon cycle",
  restart: "Recommencer",
  problems: {
    nameOrDontKnow: "Nommez votre misère, ou choisissez «\u00a0Je ne sais pas encore\u00a0».",
    chooseYesNo: "Choisissez «\u00a0Oui\u00a0» ou «\u00a0Non\u00a0» pour continuer.",
  } satisfies Record<V2Problem, string>,
  visitorNoJsNote:
    "Sans JavaScript, vos réponses voyagent avec la page, d'une étape à l'autre\u00a0: vous pouvez aller jusqu'au bout et voir votre cycle. Mais rien n'est gardé sur cet appareil si vous quittez la page\u202f; pour garder un cycle, connectez-vous.",
  visitorResultTitle: "Votre cycle",
  visitorResultNote:
    "Sans JavaScript et sans compte, ce cycle ne peut être gardé ni sur cet appareil ni en ligne\u00a0: il reste affiché ici tant que la page est ouverte. Vous pouvez le relire ou le recopier. Pour le garder, connectez-vous ou créez un compte, puis refaites le chemin.",
  visitorQuestionNoJs: "Sans JavaScript, une question ne peut être gardée que dans un compte. Connectez-vous pour l'enregistrer.",
  summaryFields: [
    { name: "centerText", label: "Ma misère", read: (s) => s.centerText },
    { name: "outsideEvents", label: "Ce qui s'est passé à l'extérieur", read: (s) => s.exteriorInputs.outsideEvents },
    { name: "nearAbus", label: "Ce que j'ai ressenti à l'intérieur", read: circle("nearAbus") },
    { name: "between1And2", label: "Ce que j'ai fait par amour", read: circle("between1And2") },
    { name: "between2AndAbus", label: "Qui je suis à l'intérieur", read: circle("between2AndAbus") },
    {
      name: "between4And1",
      label: "Ma peur ou mon envie",
      read: (s) =>
        [s.fearEnvieChoice === "peur" ? "Peur" : s.fearEnvieChoice === "envie" ? "Envie" : "", s.circleTexts.between4And1]
          .filter(Boolean)
          .join("\u00a0: "),
    },
    { name: "between3And4", label: "Comment j'élimine l'autre", read: circle("between3And4") },
    { name: "crisis", label: "Ma crise", read: (s) => s.exteriorInputs.crisis },
  ] satisfies SummaryField[],
} as const);
