/**
 * Issue 15: every route with a loader or an action says here either why it holds no one's personal
 * data, or where a test proves that another person can neither read, change nor delete it.
 * `route-manifest.test.ts` fails when a route is missing or a named test is gone.
 */
export type Isolation = { public: string } | { proven: { file: string; test: string }[] };

const records = (test: string) => ({ file: "records.test.ts", test });

export const ROUTE_ISOLATION: Record<string, Isolation> = {
  "$.tsx": { public: "the French 404 page" },
  "_index.tsx": { public: "the home page; a visitor's device records stay in the browser" },
  "tools.tsx": { public: "the catalogue" },
  "aide.tsx": { public: "every country's help lines; the chosen country is a cookie of this browser, not an account's data" },
  "practice+/_index.tsx": { public: "the chooser" },
  "practice+/choix[.json].tsx": { public: "the chooser's questions and practices as data, precached for offline use; nothing personal" },
  "practice+/bonbon.tsx": { public: "a teaching quote; counted per person but returns nothing personal" },
  "practice+/trois-gestes-ecrit.tsx": { public: "the written steps echo back only what this request posted" },
  "practice+/trois-gestes-guided.tsx": { public: "the guided practice's audio and transcripts" },
  "forum+/_index.tsx": { public: "the public help forum" },
  "entraide_.nouveaux.tsx": { public: "new public chat messages" },
  "entraide_.anciens.tsx": { public: "older public chat messages (Charger plus)" },
  "auth+/signup.tsx": { public: "creates a new account" },
  "auth+/login.tsx": { public: "signs in; limits per account and address (accounts.test.ts)" },
  "login.tsx": { public: "the same screen as auth+/login.tsx" },
  "auth+/magic-link.tsx": { public: "sends a link only to the address typed, same answer for any address" },
  "auth+/forgot-password.tsx": { public: "sends a link only to the address typed, same answer for any address" },
  "auth+/logout.tsx": { public: "ends the caller's own session" },
  "avatars.$userId.$file.tsx": {
    public: "a profile picture, shown next to public posts like the pseudo; written only by its owner (avatars.test.ts)",
  },
  "dev+/outbox.tsx": { public: "local development only, absent from production builds" },
  "dev+/outbox[.json].tsx": { public: "local development only, absent from production builds" },
  "dev+/sql.tsx": { public: "local development only, absent from production builds" },
  "dev+/room-restart.tsx": { public: "local load runs only, absent from production builds" },
  "dev+/room-deafen.tsx": { public: "local browser tests only, absent from production builds" },
  "dev+/room-hang.tsx": { public: "local integration tests only (a room that hangs), absent from production builds" },
  "dev+/notice-faults.tsx": { public: "local integration tests only (notice delivery faults), absent from production builds" },
  // Local development only, absent from production builds; it writes a sample act for the caller alone.
  "dev+/test-acts.tsx": { proven: [records("/dev/test-acts crée un acte d'exemple")] },

  "acts.tsx": {
    proven: [records("lire l'acte (détail)"), records("cocher l'acte"), records("supprimer l'acte"), records("modifier l'acte")],
  },
  "love-words.tsx": {
    proven: [
      records("lire le mot d'amour"),
      records("lister les mots d'amour"),
      records("supprimer le mot d'amour"),
      records("modifier le mot d'amour"),
    ],
  },
  "cycles+/grandeur-table.tsx": {
    proven: [records("lire la table des grandeurs"), records("écrire un champ de la grandeur"), records("supprimer la grandeur")],
  },
  "recherche.tsx": {
    proven: [
      {
        file: "search.test.ts",
        test: "trouve les réponses, questions et lettres de la personne, sans accents ni majuscules, et jamais celles d'une autre",
      },
    ],
  },
  "dashboard.tsx": { proven: [records("voir la récompense (tableau de bord)"), records("réclamer une récompense non gagnée")] },
  "history+/_index.tsx": { proven: [records("voir la pratique dans l'historique"), records("supprimer la pratique")] },
  "history+/$sessionId.tsx": { proven: [records("lire le détail de la pratique et ses réponses"), records("modifier une réponse passée")] },
  "practice+/$toolId.tsx": { proven: [records("reprendre la pratique"), records("écrire une réponse dans la pratique")] },
  "practice+/$toolId_.save.tsx": { proven: [{ file: "practice.test.ts", test: "never resumes or writes into another user's session" }] },
  "questions.tsx": { proven: [records("lire la question"), records("répondre à la question"), records("supprimer la question")] },
  "audio+/guide.$file.tsx": { public: "the guided practices' audio, the same for everyone (decision 0200)" },
  "audio+/sign.tsx": { proven: [records("obtenir une URL d'écoute de l'enregistrement")] },
  "audio+/upload.tsx": { proven: [records("déposer un enregistrement dans la pratique")] },
  "audio+/play.tsx": {
    proven: [
      { file: "audio.test.ts", test: "refuse a forged or expired signature with 403" },
      { file: "audio.test.ts", test: "are signed with a key of their own" },
    ],
  },
  "cycles+/document.tsx": { proven: [{ file: "cycles.test.ts", test: "one person can neither read nor overwrite another's cycles" }] },
  // petitesse and grandeur share one loader (loadPeriodEditor); the grandeur page is checked.
  "cycles+/petitesse.tsx": {
    proven: [
      { file: "cycles.test.ts", test: "one person can neither read nor overwrite another's cycles" },
      { file: "cycles.test.ts", test: "the editors' forms (no JavaScript) write only the signed-in person's own cycles" },
    ],
  },
  "cycles+/grandeur.tsx": {
    proven: [
      { file: "cycles.test.ts", test: "one person can neither read nor overwrite another's cycles" },
      { file: "cycles.test.ts", test: "the editors' forms (no JavaScript) write only the signed-in person's own cycles" },
    ],
  },
  "cycles+/_index.tsx": { proven: [{ file: "cycles.test.ts", test: "Another person's hub and questionnaire never show them" }] },
  "cycles-v2.tsx": { proven: [{ file: "cycles.test.ts", test: "Another person's hub and questionnaire never show them" }] },
  "signaler.tsx": { proven: [{ file: "moderation.test.ts", test: "stores one report per person and item, with its reason" }] },
  "moderation+/_index.tsx": { proven: [{ file: "moderation.test.ts", test: "a user cannot see it nor act on it" }] },
  "admin+/notices.tsx": {
    proven: [{ file: "notices-truthful.test.ts", test: "counts a dead-lettered notice and a stuck claim, for admins only" }],
  },
  "moderation+/compte.tsx": { proven: [{ file: "moderation.test.ts", test: "a user cannot see it nor act on it" }] },
  "auth+/profile.tsx": { proven: [{ file: "accounts.test.ts", test: "requires a signed-in user" }] },
  "rendez-vous+/_index.tsx": { proven: [{ file: "rendez-vous.test.ts", test: "another member can neither see, edit nor delete them" }] },
  "rendez-vous+/appareil.tsx": {
    proven: [{ file: "rendez-vous.test.ts", test: "another member can neither remove nor take a device's subscription" }],
  },
  "rendez-vous+/arret.tsx": {
    proven: [
      {
        file: "rendez-vous.test.ts",
        test: "comes by e-mail without a device, with List-Unsubscribe, whose one-click POST stops everything",
      },
    ],
  },
  "rendez-vous+/notifications.tsx": {
    proven: [{ file: "community-notices.test.ts", test: "saves one person's choices without JavaScript and never touches another's" }],
  },
  "rendez-vous+/ouvert.tsx": {
    proven: [
      { file: "rendez-vous.test.ts", test: "a tap lands on /rendez-vous/ouvert, which notes it and opens the page, of this site only" },
    ],
  },
  "love-words_.lettres._index.tsx": {
    proven: [
      { file: "letters.test.ts", test: "une autre personne ne peut ni la lire, ni l'ouvrir, ni la voir, même une fois le jour venu" },
    ],
  },
  "love-words_.lettres.$id.tsx": {
    proven: [
      { file: "letters.test.ts", test: "une autre personne ne peut ni la lire, ni l'ouvrir, ni la voir, même une fois le jour venu" },
    ],
  },
  "auth+/appareils.tsx": { proven: [{ file: "devices.test.ts", test: "never shows or signs out another person's browser" }] },
  "auth+/reset-password.tsx": {
    proven: [
      { file: "accounts.test.ts", test: "does not let a plain session change the password without a recovery link" },
      { file: "accounts.test.ts", test: "a recovery grant works once" },
    ],
  },
  "auth+/callback.tsx": { proven: [{ file: "accounts.test.ts", test: "a GET of the link never uses it" }] },
  "auth+/mes-donnees.tsx": { proven: [{ file: "records.test.ts", test: "l'export contient exactement les données de la personne" }] },
  "auth+/mes-donnees_.export.tsx": {
    proven: [{ file: "records.test.ts", test: "l'export contient exactement les données de la personne" }],
  },
  "rattacher.tsx": {
    proven: [{ file: "import.test.ts", test: "the same device data sent by another person never touches the first one's records" }],
  },
  "practice+/actualite.tsx": {
    proven: [
      {
        file: "wizards.test.ts",
        test: "keeps the draft in one in-progress session, then writes one completed session and one act without session",
      },
    ],
  },
  "practice+/nommer-grandeur.tsx": {
    proven: [{ file: "wizards.test.ts", test: "opens a session, saves steps 1 and 2, and ends with one grandeur entry and one act" }],
  },
  "trois-gestes+/bilan.tsx": { proven: [{ file: "trois-gestes.test.ts", test: "recordings that play only for their owner" }] },
  "forum+/$slug.tsx": { proven: [{ file: "forum.test.ts", test: "a user editing or deleting another's reply is refused" }] },
  "forum+/nouveau.tsx": { public: "creates the caller's own thread (forum.test.ts)" },
  "forum+/sans-reponse.tsx": { public: "the open topics nobody but their author answered, as every visitor sees them" },
  "forum+/suivis.tsx": {
    proven: [{ file: "follows.test.ts", test: "another member can neither read nor change my follows or my count" }],
  },
  "forum+/$slug_.lu.tsx": {
    proven: [{ file: "follows.test.ts", test: "moves only the poster's own follow; a visitor is sent to sign in" }],
  },
  "forum+/suivis_.compte.tsx": {
    proven: [{ file: "follows.test.ts", test: "another member can neither read nor change my follows or my count" }],
  },
  "dashboard_.assistant.tsx": {
    proven: [
      { file: "assistant.test.ts", test: "neither on the dashboard, the assistant page, nor through the image signing" },
      { file: "assistant.test.ts", test: "clearing erases only the owner's conversation and images" },
    ],
  },
  "dashboard_.assistant_.image.tsx": {
    proven: [
      {
        file: "assistant.test.ts",
        test: "are stored in R2 under the owner's prefix, counted twice, and served only through a valid signature",
      },
    ],
  },
  "entraide.tsx": { proven: [{ file: "chat.test.ts", test: "a user editing or deleting another's message is refused" }] },
};
