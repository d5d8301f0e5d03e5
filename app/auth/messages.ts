import { withFrenchTypography } from "~/utils/typography";
/** French strings of the accounts area, word for word from spec 1 (§2, §4, §8) where quoted. */
export const AUTH_MESSAGES = withFrenchTypography({
  loginErrorTitle: "Erreur de connexion",
  invalidCredentials: "E-mail ou mot de passe incorrect. Si vous venez de vous inscrire, vérifiez que vous avez confirmé votre e-mail.",
  // Spec 1's "Utilisateur non trouvé" for an unknown pseudo is not said: an unknown account gets
  // invalidCredentials, as a wrong password does (decision 0162).
  usernameLoginError: "Erreur lors de la connexion",
  unexpected: "Une erreur inattendue s'est produite.",
  loginSuccess: "Connexion réussie\u202f!",
  signupSuccess: "Inscription réussie\u202f!",
  signupSuccessText: "Vérifiez votre boîte mail pour confirmer votre adresse, puis connectez-vous.",
  profileUpdated: "Profil mis à jour",
  loggedOut: "Déconnecté",
  noUser: "No user",
  callback: {
    verifying: "Vérification du lien…",
    magicLink: "Traitement du lien magique…",
    session: "Récupération de la session…",
    success: "Connexion réussie\u202f! Redirection…",
    final: "Vérification finale…",
    noSession: "Aucune session trouvée. Le lien a peut-être expiré.",
    /** The page a link opens: it names the account and waits for the person's own click (decision 0320). */
    purpose: {
      signup: "Ce lien confirme votre adresse e-mail et vous connecte.",
      magiclink: "Ce lien vous connecte, sans mot de passe.",
      recovery: "Ce lien vous permet de choisir un nouveau mot de passe.",
    },
    continueAs: (pseudo: string) => `Continuer en tant que ${pseudo}\u202f?`,
    continueButton: (pseudo: string) => `Continuer en tant que ${pseudo}`,
    sameAccount: "Ce navigateur est déjà connecté à ce compte.",
    otherAccount: (current: string, pseudo: string) =>
      `Ce navigateur est connecté en ce moment au compte ${current}. Si vous continuez, il quittera ce compte pour ouvrir celui de ${pseudo}, et les notifications de ${current} s'arrêteront sur cet appareil.`,
    stay: (current: string) => `Rester sur le compte ${current}`,
    otherBrowserTitle: "Un lien pour un autre navigateur",
    otherBrowser:
      "Ce lien de connexion a été demandé depuis un autre navigateur ou un autre appareil. Pour votre sécurité, il ne fonctionne que là où il a été demandé\u00a0: ouvrez-le dans ce navigateur-là, ou demandez ici un nouveau lien.",
    newLink: "Demander un nouveau lien",
  },
  tooManyAttempts: "Trop de tentatives de connexion. Veuillez réessayer dans quelques minutes.",
  magicLinkSent: "Lien envoyé",
  magicLinkSentText: "Si un compte existe avec cette adresse, un lien de connexion vient d'être envoyé. Il est valable 10 minutes.",
  recoverySent: "E-mail envoyé",
  recoverySentText: "Si un compte existe avec cette adresse, un lien pour choisir un nouveau mot de passe vient d'être envoyé.",
  passwordChanged: "Mot de passe modifié",
  passwordChangedText: "Votre nouveau mot de passe est enregistré.",
  /** The profile's password change (issue 17 §8). */
  currentPasswordWrong: "Le mot de passe actuel ne correspond pas.",
  passwordChangedOthersEnded: "Votre nouveau mot de passe est enregistré. Vos autres appareils ont été déconnectés.",
  confirmationResent: "E-mail de confirmation renvoyé",
  /** One person per browser (issue 56 item 4): said on the sign-in screens before anyone signs in over another. */
  someoneHere: {
    title: "Un compte est déjà ouvert ici",
    note: (pseudo: string) =>
      `Le compte ${pseudo} est ouvert sur ce navigateur. Se connecter avec un autre compte fermera sa session ici et arrêtera ses notifications sur cet appareil.`,
    stay: (pseudo: string) => `Rester sur le compte ${pseudo}`,
  },
} as const);

export { DEFAULT_DISPLAY_NAME, ROLE_LABELS } from "./labels";
export const DELETED_USER_NAME = "Utilisateur supprimé";

/**
 * The callback's progress texts in the spec's order of use (spec 1 §7): "Vérification du lien…"
 * first (also what a page without JavaScript shows); then this one, "Traitement du lien magique…"
 * for a one-time or recovery link, "Vérification finale…" for a sign-up confirmation; then
 * "Récupération de la session…", and "Connexion réussie\u202f! Redirection…" on success.
 */
export function callbackProcessingText(type: string | null): string {
  return type === "magiclink" || type === "recovery" ? AUTH_MESSAGES.callback.magicLink : AUTH_MESSAGES.callback.final;
}
