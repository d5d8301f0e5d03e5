import { frenchTypography } from "~/utils/typography";

/** French product e-mails, in text and HTML. Each returns what the e-mail transport sends. */
export type EmailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers: a rendez-vous's List-Unsubscribe and List-Unsubscribe-Post (RFC 8058, issue 44). */
  headers?: Record<string, string>;
};

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/** Every e-mail goes through the French typography helper (non-breaking spaces before ? ! ; : and inside « »). */
function layout(title: string, paragraphs: string[], action: { label: string; url: string }, footer: string) {
  return frenchTypography(layoutHtml(title, paragraphs, action, footer));
}

function layoutHtml(title: string, paragraphs: string[], action: { label: string; url: string }, footer: string) {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join("");
  return `<!doctype html><html lang="fr"><body style="margin:0;background:#f8f1e6;font-family:system-ui,sans-serif;color:#2f3e45">
<div style="max-width:520px;margin:0 auto;padding:32px 24px">
<p style="font-family:Georgia,serif;font-size:20px;color:#ad5632;margin:0 0 24px">Rendez-vous intérieur</p>
<h1 style="font-size:22px;margin:0 0 16px">${escapeHtml(title)}</h1>${body}
<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#c96f45;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;display:inline-block">${escapeHtml(action.label)}</a></p>
<p style="font-size:13px;color:#4a5b63;margin:0 0 8px">Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur\u00a0:<br><a href="${escapeHtml(action.url)}" style="color:#8a4327;word-break:break-all">${escapeHtml(action.url)}</a></p>
<p style="font-size:13px;color:#4a5b63;margin:24px 0 0">${escapeHtml(footer)}</p>
</div></body></html>`;
}

function text(title: string, paragraphs: string[], url: string, footer: string) {
  return frenchTypography([title, "", ...paragraphs.flatMap((p) => [p, ""]), url, "", footer, "", "— Rendez-vous intérieur"].join("\n"));
}

export function confirmationEmail(to: string, pseudo: string, url: string): EmailMessage {
  const title = "Confirmez votre adresse e-mail";
  const paragraphs = [
    `Bonjour ${pseudo},`,
    "Bienvenue sur Rendez-vous intérieur. Pour activer votre compte, confirmez votre adresse e-mail en suivant ce lien.",
  ];
  const footer = "Si vous n'êtes pas à l'origine de cette inscription, ignorez simplement ce message.";
  return {
    to,
    subject: "Confirmez votre inscription à Rendez-vous intérieur",
    text: text(title, paragraphs, url, footer),
    html: layout(title, paragraphs, { label: "Confirmer mon adresse", url }, footer),
  };
}

export function magicLinkEmail(to: string, url: string): EmailMessage {
  const title = "Votre lien de connexion";
  const paragraphs = [
    "Bonjour,",
    "Voici votre lien pour vous connecter à Rendez-vous intérieur. Il ne fonctionne qu'une fois et reste valable 10 minutes.",
    "Ouvrez-le dans le navigateur où vous l'avez demandé\u00a0: par sécurité, il ne fonctionne que là.",
  ];
  const footer = "Si vous n'avez pas demandé ce lien, ignorez ce message\u00a0: votre compte reste protégé.";
  return {
    to,
    subject: "Votre lien de connexion à Rendez-vous intérieur",
    text: text(title, paragraphs, url, footer),
    html: layout(title, paragraphs, { label: "Me connecter", url }, footer),
  };
}

export function recoveryEmail(to: string, url: string): EmailMessage {
  const title = "Choisir un nouveau mot de passe";
  const paragraphs = [
    "Bonjour,",
    "Vous avez demandé à réinitialiser votre mot de passe. Ce lien fonctionne une fois et reste valable une heure.",
  ];
  const footer = "Si vous n'avez rien demandé, ignorez ce message\u00a0: votre mot de passe actuel reste valable.";
  return {
    to,
    subject: "Réinitialisation de votre mot de passe",
    text: text(title, paragraphs, url, footer),
    html: layout(title, paragraphs, { label: "Choisir un nouveau mot de passe", url }, footer),
  };
}

/**
 * Someone tried to sign up with an address that already has an account: its owner is told, the
 * visitor is not (decision 0162). The owner may sign in, or choose a new password.
 */
export function existingAccountEmail(to: string, pseudo: string, loginUrl: string, recoveryUrl: string): EmailMessage {
  const title = "Vous avez déjà un compte";
  const paragraphs = [
    `Bonjour ${pseudo},`,
    "Quelqu'un vient de demander à créer un compte sur Rendez-vous intérieur avec votre adresse e-mail. Ce compte existe déjà\u00a0: c'est le vôtre.",
    `Si c'était vous, connectez-vous avec votre pseudo ou cette adresse. Mot de passe oublié\u202f? Choisissez-en un nouveau ici\u00a0: ${recoveryUrl}`,
  ].map(frenchTypography);
  const footer = frenchTypography("Si vous n'avez rien demandé, ignorez ce message\u00a0: rien n'a changé sur votre compte.");
  return {
    to,
    subject: "Votre compte Rendez-vous intérieur existe déjà",
    text: text(title, paragraphs, loginUrl, footer),
    html: layout(title, paragraphs, { label: "Me connecter", url: loginUrl }, footer),
  };
}

/**
 * A rendez-vous by e-mail (issue 44): only the words of its kind (app/rendez-vous/notice.ts), never
 * anything the person wrote, and a one-click way to stop (RFC 8058: List-Unsubscribe with an HTTPS URL
 * and a mailto, List-Unsubscribe-Post).
 */
/** The community's e-mails (issue 57): why the person receives them, and the button. Never anyone's words. */
const COMMUNITY_MAIL = {
  reply: {
    line: "Vous pouvez lire la réponse quand vous le souhaitez.",
    because: "Vous recevez ce message parce que vous suivez des sujets du forum.",
    button: "Lire sur le forum",
  },
  watch: {
    line: "Merci de veiller\u00a0: quelques mots suffisent souvent.",
    because: "Vous recevez ce message parce que vous êtes inscrit·e comme veilleur ou veilleuse.",
    button: "Voir le sujet",
  },
  report: {
    line: "Le signalement attend dans la file de modération.",
    because: "Vous recevez ce message parce que vous modérez le forum.",
    button: "Ouvrir la modération",
  },
} as const;

export function noticeEmail(
  to: string,
  words: { title: string; body: string },
  url: string,
  stop: { url: string; mailto: string; scope?: string | null },
): EmailMessage {
  // A community notice (issue 57) says where it comes from and stops only its own kind of e-mail.
  const community = stop.scope ? COMMUNITY_MAIL[stop.scope as keyof typeof COMMUNITY_MAIL] : undefined;
  const paragraphs = [
    "Bonjour,",
    `${words.body}.`,
    community?.line ?? "Prenez ce moment quand il vous convient\u00a0: il n'y a rien à rattraper.",
  ];
  const footer = community
    ? `${community.because} Pour ne plus recevoir ces e-mails, suivez ce lien\u00a0: ${stop.url}`
    : `Vous recevez ce message parce que vous avez choisi des rendez-vous. Pour ne plus en recevoir, suivez ce lien\u00a0: ${stop.url}`;
  return {
    to,
    subject: words.title,
    text: text(words.body, paragraphs, url, footer),
    html: layout(words.body, paragraphs, { label: community?.button ?? "Ouvrir mon rendez-vous", url }, footer),
    headers: {
      "List-Unsubscribe": `<${stop.url}>, <${stop.mailto}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}
