/**
 * « Mes notifications » (issue 57 item 1, decision 0475): for each kind of community notice, each channel
 * it may use, and what holds when the person chose nothing. Pure: the page, its form and the consumer
 * read this one table.
 */
export const CHOICE_CHANNELS = ["app", "push", "email"] as const;
export type ChoiceChannel = (typeof CHOICE_CHANNELS)[number];

export const CHOICE_KINDS = ["reply", "watch", "report"] as const;
export type ChoiceKind = (typeof CHOICE_KINDS)[number];

type KindRow = {
  label: string;
  /** Who sees the row: every member, the veilleurs, the moderators. */
  audience: "member" | "veilleur" | "moderator";
  channels: Partial<Record<ChoiceChannel, boolean>>;
};

/** The channels each kind offers, with their default (no row in `notice_choices`). */
export const NOTICE_CHOICES: Record<ChoiceKind, KindRow> = {
  reply: { label: "Réponses aux sujets que je suis", audience: "member", channels: { app: true, push: true, email: true } },
  watch: { label: "Sujets restés sans réponse (veille)", audience: "veilleur", channels: { push: true, email: true } },
  report: { label: "Nouveaux signalements (modération)", audience: "moderator", channels: { push: true, email: false } },
};

export const CHANNEL_LABELS: Record<ChoiceChannel, string> = {
  app: "Dans l'application",
  push: "Sur mes appareils",
  email: "Par e-mail",
};

export type Choices = Partial<Record<`${ChoiceKind}.${ChoiceChannel}`, boolean>>;

/** Whether `kind` may use `channel` for this person: their choice, else the default; never a channel the kind lacks. */
export function allows(choices: Choices, kind: ChoiceKind, channel: ChoiceChannel): boolean {
  const offered = NOTICE_CHOICES[kind].channels[channel];
  if (offered === undefined) return false;
  return choices[`${kind}.${channel}`] ?? offered;
}

/** The kind whose choices a notice kind follows (a digest is a reply's e-mail). */
export function choiceKindOf(kind: string): ChoiceKind | null {
  if (kind === "digest") return "reply";
  return (CHOICE_KINDS as readonly string[]).includes(kind) ? (kind as ChoiceKind) : null;
}
