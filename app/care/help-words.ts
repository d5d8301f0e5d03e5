/** The words that lead there, and the note under a painful practice: small enough for any page (issue 58 item 8). */
export const HELP_LINK_LABEL = "Trouver de l'aide";
export const PROFESSIONAL_HELP_LINE = "Cette pratique ne remplace pas l'accompagnement d'un professionnel";
