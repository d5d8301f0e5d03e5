/**
 * The help lines of each French-speaking country the app serves (issue 30, item 4; decision 0190).
 * Every entry names the public page its number and hours were checked against (2026-11-27), the
 * service's own site: the lines added for issue 58 (Télé-Accueil, Écoute violences conjugales,
 * Écoute-Enfants, Info-Social 811, SOS violence conjugale, Jeunesse, J'écoute, the 113, the
 * Kanner-Jugendtelefon) name their own sites too; their hours are said only where they are well known
 * (decision 0471). Every line was checked again on 2026-12-06 against stored copies of public pages
 * (no network): where the service's own page (or, for the 911, the regulator's) stating the number is
 * stored, `source` is that page (decision 0479).
 * France is the default, also for its overseas departments, where the 3114, the 15 and the 112 answer.
 */
import { withFrenchTypography } from "~/utils/typography";
import { CRISIS_RESOURCES } from "./resources";

import { linesOf, type CountryCode, type HelpCountry, type HelpLine, type LineRole } from "./country-codes";

export { COUNTRY_CODES, DEFAULT_COUNTRY, resolveCountry } from "./country-codes";
export type { CountryCode, HelpCountry, HelpLine, LineRole } from "./country-codes";

/** France: the lines of resources.ts, with their roles and their sources. */
const FRANCE_EXTRA: Record<string, Pick<HelpLine, "roles" | "source">> = {
  "3114": {
    roles: ["suicide"],
    source: "https://3114.fr/que-se-passe-t-il-quand-je-contacte-le-3114/",
  },
  "15": {
    roles: ["urgence"],
    source: "https://www.gouvernement.fr/risques/connaitre-les-numeros-d-urgence",
  },
  "112": {
    roles: ["urgence"],
    source: "https://www.gouvernement.fr/risques/connaitre-les-numeros-d-urgence",
  },
  "09 72 39 40 50": {
    roles: ["ecoute"],
    source: "https://www.sos-amitie.com/",
  },
  "3919": {
    roles: ["violence"],
    source: "https://solidaritefemmes.org/appeler-le-3919/",
  },
  "119": {
    roles: ["enfance"],
    source: "https://www.allo119.gouv.fr/",
  },
  "17": {
    roles: ["police"],
    source: "https://www.gouvernement.fr/risques/connaitre-les-numeros-d-urgence",
  },
};

export const HELP_COUNTRIES: readonly HelpCountry[] = withFrenchTypography<HelpCountry[]>([
  {
    code: "FR",
    name: "France",
    where: "en France",
    now: {
      vous: "Si vous êtes en danger maintenant, appelez le 15 ou le 112. Si vous pensez au suicide, le 3114 répond 24 h/24.",
    },
    lines: CRISIS_RESOURCES.map((r) => ({ ...r, ...FRANCE_EXTRA[r.number]! })),
    note: "Le 3114, le 15 et le 112 répondent aussi depuis les départements d'outre-mer\u00a0: Guadeloupe, Martinique, Guyane, La Réunion et Mayotte.",
  },
  {
    code: "BE",
    name: "Belgique",
    where: "en Belgique",
    now: {
      vous: "Si vous êtes en danger maintenant, appelez le 112. Si vous pensez au suicide, le Centre de Prévention du Suicide répond au 0800 32 123, 24 h/24.",
    },
    lines: [
      {
        number: "0800 32 123",
        tel: "080032123",
        name: "Centre de Prévention du Suicide",
        description: "Si vous pensez au suicide ou vous inquiétez pour un proche. Gratuit, anonyme, 24 h/24.",
        roles: ["suicide", "ecoute"],
        source: "https://www.preventionsuicide.be/fr/activitescps/ligne0800.html",
      },
      {
        number: "107",
        tel: "107",
        name: "Télé-Accueil",
        description: "Quand vous avez besoin de parler à quelqu'un, de tout ce qui pèse. Gratuit, anonyme, 24 h/24.",
        roles: ["ecoute"],
        source: "https://www.tele-accueil.be/",
      },
      {
        number: "112",
        tel: "112",
        name: "Ambulance et pompiers",
        description: "Urgence médicale\u00a0: une vie est en danger maintenant. Gratuit, 24 h/24.",
        roles: ["urgence"],
        source: "https://www.police.be/5998/fr/contact/numeros-durgence",
      },
      {
        number: "101",
        tel: "101",
        name: "Police",
        description: "Quelqu'un vous menace, ou vous êtes témoin d'une violence en cours.",
        roles: ["police"],
        source: "https://www.police.be/5998/fr/contact/numeros-durgence",
      },
      {
        number: "0800 30 030",
        tel: "080030030",
        name: "Écoute violences conjugales",
        description: "Pour les personnes victimes de violences dans le couple, leurs proches et les professionnels. Gratuit et anonyme.",
        roles: ["violence"],
        source: "https://www.ecouteviolencesconjugales.be/qui-sommes-nous/presentation/",
      },
      {
        number: "103",
        tel: "103",
        name: "Écoute-Enfants",
        description: "Pour les enfants et les jeunes qui ont besoin de parler, et les adultes inquiets pour un enfant. Gratuit et anonyme.",
        roles: ["enfance"],
        source: "https://www.103ecoute.be/",
      },
    ],
  },
  {
    code: "CH",
    name: "Suisse",
    where: "en Suisse",
    now: {
      vous: "Si vous êtes en danger maintenant, appelez le 144 ou le 112. Si vous pensez au suicide, La Main Tendue répond au 143, 24 h/24.",
    },
    lines: [
      {
        number: "143",
        tel: "143",
        name: "La Main Tendue",
        description: "Une écoute anonyme quand tout pèse, y compris si vous pensez au suicide. 24 h/24, 20 centimes l'appel.",
        roles: ["suicide", "ecoute"],
        source: "https://www.143.ch/",
      },
      {
        number: "144",
        tel: "144",
        name: "Urgences sanitaires",
        description: "Urgence médicale\u00a0: une vie est en danger maintenant. Gratuit, 24 h/24.",
        roles: ["urgence"],
        source: "https://blog.alertswiss.ch/fr/rubrique/nouvelles-de-lofpp/journee-europeenne-du-numero-durgence-112",
      },
      {
        number: "112",
        tel: "112",
        name: "Numéro d'urgence européen",
        description: "Toutes les urgences\u00a0: la police du canton vous met en relation avec le bon service.",
        roles: ["urgence"],
        source: "https://blog.alertswiss.ch/fr/rubrique/nouvelles-de-lofpp/journee-europeenne-du-numero-durgence-112",
      },
      {
        number: "147",
        tel: "147",
        name: "Pro Juventute",
        description: "Pour les enfants et les jeunes qui ont besoin de parler, 24 h/24.",
        roles: ["enfance"],
        source: "https://www.147.ch/",
      },
      {
        number: "117",
        tel: "117",
        name: "Police",
        description: "Quelqu'un vous menace, ou vous êtes témoin d'une violence en cours.",
        roles: ["police"],
        source: "https://blog.alertswiss.ch/fr/rubrique/nouvelles-de-lofpp/journee-europeenne-du-numero-durgence-112",
      },
    ],
  },
  {
    code: "CA",
    name: "Canada et Québec",
    where: "au Canada",
    now: {
      vous: "Si vous êtes en danger maintenant, appelez le 911. Si vous pensez au suicide, appelez ou textez le 9-8-8, 24 h/24\u202f; au Québec, le 1 866 APPELLE répond aussi jour et nuit.",
    },
    lines: [
      {
        number: "9-8-8",
        tel: "988",
        name: "Ligne d'aide en cas de crise de suicide",
        description: "Appel ou texto, en français ou en anglais, partout au Canada. Gratuit, 24 h/24, 7 j/7.",
        roles: ["suicide", "ecoute"],
        source: "https://988.ca/fr/les-modalites-et-conditions-pour-le-service",
      },
      {
        number: "1 866 APPELLE",
        tel: "18662773553",
        name: "Ligne québécoise de prévention du suicide",
        description: "Au Québec (1 866 277-3553), en tout temps\u202f; aussi par texto au 535353 et sur suicide.ca.",
        roles: ["suicide"],
        source: "https://suicide.ca/",
      },
      {
        number: "811",
        tel: "811",
        name: "Info-Social 811",
        description:
          "Au Québec, choisissez l'option 2\u00a0: un intervenant ou une intervenante psychosociale vous écoute. Gratuit, 24 h/24, 7 j/7.",
        roles: ["ecoute"],
        source: "https://www.quebec.ca/sante/trouver-une-ressource/info-social-811",
      },
      {
        number: "911",
        tel: "911",
        name: "Urgences",
        description: "Police, ambulance, pompiers\u00a0: une vie est en danger maintenant, ou une violence est en cours.",
        roles: ["urgence", "police"],
        source: "https://crtc.gc.ca/fra/phone/911/can.htm",
      },
      {
        number: "1 800 363-9010",
        tel: "18003639010",
        name: "SOS violence conjugale",
        description:
          "Au Québec, pour les personnes victimes de violence conjugale et leurs proches. Gratuit, confidentiel, 24 h/24, 7 j/7.",
        roles: ["violence"],
        source: "https://sosviolenceconjugale.ca/",
      },
      {
        number: "1 800 668-6868",
        tel: "18006686868",
        name: "Jeunesse, J'écoute",
        description:
          "Pour les jeunes, partout au Canada, en français ou en anglais\u00a0; aussi par texto au 686868. Gratuit, 24 h/24, 7 j/7.",
        roles: ["enfance"],
        source: "https://jeunessejecoute.ca/",
      },
    ],
  },
  {
    code: "LU",
    name: "Luxembourg",
    where: "au Luxembourg",
    now: {
      vous: "Si vous êtes en danger maintenant, appelez le 112, jour et nuit. Si vous avez besoin de parler, SOS Détresse répond au 454545.",
    },
    lines: [
      {
        number: "454545",
        tel: "454545",
        name: "SOS Détresse",
        description:
          "Une écoute anonyme, y compris si vous pensez au suicide. Tous les jours de 11 h à 23 h, et la nuit du vendredi au dimanche.",
        roles: ["suicide", "ecoute"],
        // Hours: lessentiel.lu (11 h–23 h daily, nights Friday to Sunday); the number: lequotidien.lu.
        source: "https://www.454545.lu/",
      },
      {
        number: "112",
        tel: "112",
        name: "Secours d'urgence",
        description: "Ambulance, pompiers\u00a0: une vie est en danger maintenant. Gratuit, 24 h/24, 7 j/7.",
        roles: ["urgence"],
        source: "https://112.public.lu/fr.html",
      },
      {
        number: "113",
        tel: "113",
        name: "Police",
        description: "Quelqu'un vous menace, ou vous êtes témoin d'une violence en cours. Gratuit, 24 h/24.",
        roles: ["police"],
        source: "https://police.public.lu/fr.html",
      },
      {
        number: "116 111",
        tel: "116111",
        name: "Kanner-Jugendtelefon",
        description: "Pour les enfants et les jeunes qui ont besoin de parler. Gratuit et anonyme.",
        roles: ["enfance"],
        source: "https://www.kjt.lu/de/wer-wir-sind/",
      },
    ],
  },
]);

export function helpCountry(code: CountryCode): HelpCountry {
  return HELP_COUNTRIES.find((c) => c.code === code)!;
}

/** Every country, the given one first, the others in their usual order. */
export function countriesFirst(code: CountryCode): HelpCountry[] {
  return [helpCountry(code), ...HELP_COUNTRIES.filter((c) => c.code !== code)];
}

/** A country's lines that serve one of the roles, in the country's order. */
export function linesFor(code: CountryCode, roles: readonly LineRole[]): HelpLine[] {
  return linesOf(helpCountry(code), roles);
}
