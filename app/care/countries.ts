/**
 * The help lines of each French-speaking country the app serves (issue 30, item 4; decision 0190).
 * Every entry names the public page its number and hours were checked against (2026-11-27).
 * France is the default, also for its overseas departments, where the 3114, the 15 and the 112 answer.
 */
import { withFrenchTypography } from "~/utils/typography";
import { CRISIS_RESOURCES } from "./resources";

import { linesOf, type CountryCode, type HelpCountry, type HelpLine, type LineRole } from "./country-codes";

export { COUNTRY_CODES, DEFAULT_COUNTRY, isCountryCode, resolveCountry, linesOf } from "./country-codes";
export type { CountryCode, HelpCountry, HelpLine, LineRole } from "./country-codes";

/** France: the lines of resources.ts, with their roles, their « tu » form and their sources. */
const FRANCE_EXTRA: Record<string, Pick<HelpLine, "roles" | "descriptionTu" | "source">> = {
  "3114": {
    roles: ["suicide"],
    descriptionTu: "Si tu penses au suicide ou t'inquiètes pour un proche. Gratuit, 24 h/24, 7 j/7.",
    source: "https://www.mayotte.ars.sante.fr/3114-le-numero-national-de-prevention-du-suicide",
  },
  "15": {
    roles: ["urgence"],
    descriptionTu: "Urgence médicale\u00a0: une vie est en danger maintenant.",
    source: "https://sdis45.com/index.php/en-pratique/une-urgence-quel-numero",
  },
  "112": {
    roles: ["urgence"],
    descriptionTu: "Toutes les urgences, depuis n'importe quel pays de l'Union européenne.",
    source: "https://sdis45.com/index.php/en-pratique/une-urgence-quel-numero",
  },
  "09 72 39 40 50": {
    roles: ["ecoute"],
    descriptionTu: "Une écoute anonyme quand la solitude ou la détresse pèse, 24 h/24.",
    source:
      "https://www.francebleu.fr/infos/societe/sos-amitie-croule-sous-les-appels-d-un-nouveau-public-depuis-le-debut-du-confinement-1585652341",
  },
  "3919": {
    roles: ["violence"],
    descriptionTu: "Pour les femmes victimes de violences et leur entourage. Gratuit et anonyme.",
    source: "https://www.groupe3f.fr/actualites/violences-familiales-donner-lalerte",
  },
  "119": {
    roles: ["violence"],
    descriptionTu: "Un enfant en danger ou en risque de l'être. Gratuit, 24 h/24.",
    source: "https://www.service-public.gouv.fr/particuliers/actualites/A14455",
  },
  "17": {
    roles: ["violence"],
    descriptionTu: "Quelqu'un te menace, ou tu es témoin d'une violence en cours.",
    source: "https://sdis45.com/index.php/en-pratique/une-urgence-quel-numero",
  },
};

export const HELP_COUNTRIES: readonly HelpCountry[] = withFrenchTypography<HelpCountry[]>([
  {
    code: "FR",
    name: "France",
    where: "en France",
    now: {
      vous: "Si vous êtes en danger maintenant, appelez le 15 ou le 112. Si vous pensez au suicide, le 3114 répond 24 h/24.",
      tu: "Si tu es en danger maintenant, appelle le 15 (SAMU) ou le 112. Si tu penses au suicide, le 3114 répond 24 h/24, 7 j/7, gratuitement.",
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
      tu: "Si tu es en danger maintenant, appelle le 112. Si tu penses au suicide, le Centre de Prévention du Suicide répond au 0800 32 123, 24 h/24, gratuitement.",
    },
    lines: [
      {
        number: "0800 32 123",
        tel: "080032123",
        name: "Centre de Prévention du Suicide",
        description: "Si vous pensez au suicide ou vous inquiétez pour un proche. Gratuit, anonyme, 24 h/24.",
        descriptionTu: "Si tu penses au suicide ou t'inquiètes pour un proche. Gratuit, anonyme, 24 h/24.",
        roles: ["suicide", "ecoute"],
        source: "https://bx1.be/categories/news/la-reine-mathilde-visite-le-centre-de-prevention-du-suicide-a-ixelles/",
      },
      {
        number: "112",
        tel: "112",
        name: "Ambulance et pompiers",
        description: "Urgence médicale\u00a0: une vie est en danger maintenant. Gratuit, 24 h/24.",
        descriptionTu: "Urgence médicale\u00a0: une vie est en danger maintenant. Gratuit, 24 h/24.",
        roles: ["urgence"],
        source: "https://www.police.be/5998/fr/contact/numeros-durgence",
      },
      {
        number: "101",
        tel: "101",
        name: "Police",
        description: "Quelqu'un vous menace, ou vous êtes témoin d'une violence en cours.",
        descriptionTu: "Quelqu'un te menace, ou tu es témoin d'une violence en cours.",
        roles: ["violence"],
        source: "https://www.police.be/5998/fr/contact/numeros-durgence",
      },
    ],
  },
  {
    code: "CH",
    name: "Suisse",
    where: "en Suisse",
    now: {
      vous: "Si vous êtes en danger maintenant, appelez le 144 ou le 112. Si vous pensez au suicide, La Main Tendue répond au 143, 24 h/24.",
      tu: "Si tu es en danger maintenant, appelle le 144 (urgences sanitaires) ou le 112. Si tu penses au suicide, La Main Tendue répond au 143, 24 h/24.",
    },
    lines: [
      {
        number: "143",
        tel: "143",
        name: "La Main Tendue",
        description: "Une écoute anonyme quand tout pèse, y compris si vous pensez au suicide. 24 h/24, 20 centimes l'appel.",
        descriptionTu: "Une écoute anonyme quand tout pèse, y compris si tu penses au suicide. 24 h/24, 20 centimes l'appel.",
        roles: ["suicide", "ecoute"],
        source: "https://ch.ch/en/road-accident-what-should-i-do",
      },
      {
        number: "144",
        tel: "144",
        name: "Urgences sanitaires",
        description: "Urgence médicale\u00a0: une vie est en danger maintenant. Gratuit, 24 h/24.",
        descriptionTu: "Urgence médicale\u00a0: une vie est en danger maintenant. Gratuit, 24 h/24.",
        roles: ["urgence"],
        source: "https://blog.alertswiss.ch/fr/rubrique/nouvelles-de-lofpp/journee-europeenne-du-numero-durgence-112",
      },
      {
        number: "112",
        tel: "112",
        name: "Numéro d'urgence européen",
        description: "Toutes les urgences\u00a0: la police du canton vous met en relation avec le bon service.",
        descriptionTu: "Toutes les urgences\u00a0: la police du canton te met en relation avec le bon service.",
        roles: ["urgence"],
        source: "https://blog.alertswiss.ch/fr/rubrique/nouvelles-de-lofpp/journee-europeenne-du-numero-durgence-112",
      },
      {
        number: "147",
        tel: "147",
        name: "Pro Juventute",
        description: "Pour les enfants et les jeunes qui ont besoin de parler, 24 h/24.",
        descriptionTu: "Pour les enfants et les jeunes qui ont besoin de parler, 24 h/24.",
        roles: ["ecoute"],
        source: "https://hallo.gr.ch/en/gesundheit/notfall/Seiten/default.aspx",
      },
      {
        number: "117",
        tel: "117",
        name: "Police",
        description: "Quelqu'un vous menace, ou vous êtes témoin d'une violence en cours.",
        descriptionTu: "Quelqu'un te menace, ou tu es témoin d'une violence en cours.",
        roles: ["violence"],
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
      tu: "Si tu es en danger maintenant, appelle le 911. Si tu penses au suicide, appelle ou texte le 9-8-8, 24 h/24\u202f; au Québec, le 1 866 APPELLE (277-3553) répond aussi jour et nuit.",
    },
    lines: [
      {
        number: "9-8-8",
        tel: "988",
        name: "Ligne d'aide en cas de crise de suicide",
        description: "Appel ou texto, en français ou en anglais, partout au Canada. Gratuit, 24 h/24, 7 j/7.",
        descriptionTu: "Appel ou texto, en français ou en anglais, partout au Canada. Gratuit, 24 h/24, 7 j/7.",
        roles: ["suicide", "ecoute"],
        source: "https://www.napaneebeaver.ca/canadas-9-8-8-suicide-crisis-helpline-now-available/",
      },
      {
        number: "1 866 APPELLE",
        tel: "18662773553",
        name: "Ligne québécoise de prévention du suicide",
        description: "Au Québec (1 866 277-3553), en tout temps\u202f; aussi par texto au 535353 et sur suicide.ca.",
        descriptionTu: "Au Québec (1 866 277-3553), en tout temps\u202f; aussi par texto au 535353 et sur suicide.ca.",
        roles: ["suicide"],
        source:
          "https://www.infodimanche.com/actualites/actualite/473288/prevention-du-suicide-le-numero-court-535353-maintenant-disponible",
      },
      {
        number: "911",
        tel: "911",
        name: "Urgences",
        description: "Police, ambulance, pompiers\u00a0: une vie est en danger maintenant, ou une violence est en cours.",
        descriptionTu: "Police, ambulance, pompiers\u00a0: une vie est en danger maintenant, ou une violence est en cours.",
        roles: ["urgence", "violence"],
        source: "https://www.saint-eustache.ca/blogue/appeler-le-9-1-1-ou-la-ligne-non-urgente-du-service-de-police",
      },
    ],
  },
  {
    code: "LU",
    name: "Luxembourg",
    where: "au Luxembourg",
    now: {
      vous: "Si vous êtes en danger maintenant, appelez le 112, jour et nuit. Si vous avez besoin de parler, SOS Détresse répond au 454545.",
      tu: "Si tu es en danger maintenant, appelle le 112, jour et nuit. Si tu as besoin de parler, SOS Détresse répond au 454545.",
    },
    lines: [
      {
        number: "454545",
        tel: "454545",
        name: "SOS Détresse",
        description:
          "Une écoute anonyme, y compris si vous pensez au suicide. Tous les jours de 11 h à 23 h, et la nuit du vendredi au dimanche.",
        descriptionTu:
          "Une écoute anonyme, y compris si tu penses au suicide. Tous les jours de 11 h à 23 h, et la nuit du vendredi au dimanche.",
        roles: ["suicide", "ecoute"],
        // Hours: lessentiel.lu (11 h–23 h daily, nights Friday to Sunday); the number: lequotidien.lu.
        source: "https://www.lessentiel.lu/fr/story/sos-detresse-etend-ses-horaires-pour-faire-face-682613948743",
      },
      {
        number: "112",
        tel: "112",
        name: "Secours d'urgence",
        description: "Ambulance, pompiers\u00a0: une vie est en danger maintenant. Gratuit, 24 h/24, 7 j/7.",
        descriptionTu: "Ambulance, pompiers\u00a0: une vie est en danger maintenant. Gratuit, 24 h/24, 7 j/7.",
        roles: ["urgence", "violence"],
        source: "https://www.lessentiel.lu/fr/story/non-le-112-ne-vous-pretera-pas-sa-grande-echelle-pour-laver-vos-carreaux-356490091119",
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
