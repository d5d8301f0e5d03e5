/** Every word of the rendez-vous pages (issue 44), in one place. Gentle: nothing to catch up, no streak. */
export const RDV_PAGE = {
  title: "Mes rendez-vous",
  intro:
    "Un rappel doux, les jours et à l'heure que vous choisissez. Un rendez-vous manqué n'est jamais perdu\u00a0: il n'y a rien à rattraper.",
  empty: "Vous n'avez pas encore de rendez-vous.",
  newTitle: "Nouveau rendez-vous",
  editTitle: "Modifier ce rendez-vous",
  days: "Les jours",
  time: "L'heure",
  purpose: "Ce rendez-vous sert à",
  tool: "L'outil",
  timeZone: "Fuseau horaire",
  noteQuiet: (quietStart: string, quietEnd: string) =>
    `Cette heure tombe dans vos heures calmes (de ${quietStart} à ${quietEnd})\u00a0: ce rendez-vous ne sonnera pas.`,
  noteQuietFix: "Changer mes heures calmes",
  noteStopped: "Tous vos rendez-vous sont arrêtés\u00a0: celui-ci ne sonnera pas tant que vous ne les reprenez pas.",
  notePaused: (date: string) => `Vos rendez-vous sont en pause jusqu'au ${date}\u00a0: celui-ci ne sonnera pas avant.`,
  notePausedFix: "Changer la date de la pause",
  save: "Enregistrer ce rendez-vous",
  edit: "Modifier",
  remove: "Supprimer",
  cancel: "Annuler",
  saved: "Rendez-vous enregistré",
  removed: "Rendez-vous supprimé",
  notFound: "Ce rendez-vous n'existe plus.",
  full: (max: number) => `Vous avez déjà ${max} rendez-vous. Retirez-en un pour en ajouter un autre.`,
  duplicate: "Vous avez déjà ce rendez-vous.",
  deviceTitle: "Sur cet appareil",
  deviceSubscribe: "Recevoir les notifications sur cet appareil",
  deviceUnsubscribe: "Ne plus recevoir de notifications ici",
  deviceOn: "Cet appareil reçoit vos rendez-vous.",
  deviceNoJs: "Les notifications s'activent avec JavaScript. Sans elles, vos rendez-vous arrivent par e-mail.",
  deviceUnsupported: "Ce navigateur ne reçoit pas de notifications. Vos rendez-vous arriveront par e-mail.",
  deviceAppleHint:
    "Sur iPhone et iPad, les notifications arrivent une fois l'application ajoutée à l'écran d'accueil («\u00a0Partager\u00a0», puis «\u00a0Sur l'écran d'accueil\u00a0»).",
  deviceDenied: "Les notifications sont refusées pour ce site dans votre navigateur. Vos rendez-vous arriveront par e-mail.",
  deviceAdded: "Cet appareil recevra vos rendez-vous",
  deviceReplaced: (max: number) => `Un autre appareil a été retiré des notifications\u00a0: ${max} au plus par compte.`,
  deviceRemoved: "Cet appareil ne recevra plus de notifications",
  deviceRefused: "Cet appareil n'a pas pu être inscrit. Vos rendez-vous arriveront par e-mail.",
  settingsTitle: "Comment et quand",
  channel: "Recevoir mes rendez-vous",
  channelPush: "Par notification (par e-mail si aucun appareil n'en reçoit)",
  channelEmail: "Par e-mail",
  quiet: "Heures calmes (aucun rappel entre ces deux heures)",
  quietStart: "Début",
  quietEnd: "Fin",
  pause: "Faire une pause jusqu'au",
  saveSettings: "Enregistrer ces choix",
  settingsSaved: "Vos choix sont enregistrés",
  stopAll: "Arrêter tous mes rendez-vous",
  stopped: "Vos rendez-vous sont arrêtés. Ils restent ici, prêts à reprendre quand vous le voudrez.",
  resume: "Reprendre mes rendez-vous",
  resumed: "Vos rendez-vous reprennent",
  stoppedToast: "Vos rendez-vous sont arrêtés",
  paused: (date: string) => `En pause jusqu'au ${date}.`,
  spaceOffer:
    "Vos derniers rendez-vous sont restés sans réponse, et c'est très bien ainsi. Voulez-vous les espacer\u00a0? Chacun garderait un jour sur deux.",
  spaceYes: "Espacer mes rendez-vous",
  spaceNo: "Les garder ainsi",
  spaced: "Vos rendez-vous sont espacés",
  kept: "Vos rendez-vous restent comme ils sont",
  stopTitle: "Arrêter mes rendez-vous",
  stopIntro: "Un seul geste suffit\u00a0: plus aucun rappel ne vous sera envoyé, par notification ni par e-mail.",
  stopDone: "C'est fait. Vous ne recevrez plus de rendez-vous. Vous pourrez les reprendre depuis «\u00a0Mes rendez-vous\u00a0».",
  stopInvalid: "Ce lien n'est pas valable. Connectez-vous pour arrêter vos rendez-vous depuis «\u00a0Mes rendez-vous\u00a0».",
  backToPage: "Mes rendez-vous",
  toNotices: "Mes notifications\u00a0: réponses du forum, veille, modération",
} as const;

export const WEEKDAYS = [
  { value: 1, short: "Lun", long: "lundi" },
  { value: 2, short: "Mar", long: "mardi" },
  { value: 3, short: "Mer", long: "mercredi" },
  { value: 4, short: "Jeu", long: "jeudi" },
  { value: 5, short: "Ven", long: "vendredi" },
  { value: 6, short: "Sam", long: "samedi" },
  { value: 7, short: "Dim", long: "dimanche" },
] as const;

/**
 * "le lundi, le mercredi et le vendredi", "du lundi au vendredi", "du lundi au mercredi et le samedi",
 * "tous les jours": three days or more in a row (within the week, Monday first) read as one span.
 */
export function daysInWords(days: readonly number[]): string {
  if (days.length === 7) return "tous les jours";
  const chosen = WEEKDAYS.filter((d) => days.includes(d.value));
  const runs: (typeof chosen)[] = [];
  for (const day of chosen) {
    const run = runs.at(-1);
    if (run && run.at(-1)!.value === day.value - 1) run.push(day);
    else runs.push([day]);
  }
  const names = runs.flatMap((run) => (run.length >= 3 ? [`du ${run[0]!.long} au ${run.at(-1)!.long}`] : run.map((d) => `le ${d.long}`)));
  return names.length <= 1 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} et ${names.at(-1)}`;
}
