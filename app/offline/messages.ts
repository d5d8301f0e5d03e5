/** The French strings of the offline features (issue 33). */
import { withFrenchTypography } from "~/utils/typography";

export const OFFLINE_MESSAGES = withFrenchTypography({
  offlineTitle: "Vous êtes hors ligne",
  offlineIntro:
    "Vous êtes hors ligne\u00a0: cette page a besoin du réseau. Les pratiques et l'aide restent à portée de main sur cet appareil.",
  slowTitle: "La connexion est trop lente",
  slowIntro:
    "Cette page met trop de temps à arriver\u00a0: le réseau est très lent en ce moment. Les pratiques et l'aide restent à portée de main sur cet appareil.",
  offlineHelp: "Si vous êtes en danger ou pensez au suicide, appelez\u00a0: un téléphone appelle ces numéros même sans connexion internet.",
  offlineWorks: "Ce qui marche sans réseau",
  offlineAide: "Les numéros d'aide",
  offlinePractices: "Toutes les pratiques",
  offlineTroisGestes: "Les 3 Gestes",
  offlineRetry: "Réessayer",
});
