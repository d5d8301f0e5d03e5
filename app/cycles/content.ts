import { withFrenchTypography } from "~/utils/typography";
/** Authored texts of the cycles area (the spec gives none): explanations, kept as data. */
export const CYCLE_INTROS = withFrenchTypography({
  petitesse:
    "Un cycle de petitesse, c'est un chemin que l'on refait sans le vouloir\u00a0: on s'éloigne (LOIN), on se donne pour être aimé (POUR), on se retourne contre l'autre (CONTRE), puis on se retrouve sans rien (SANS). Choisissez une période de votre enfance, nommez la misère au centre, et posez vos mots autour du cercle, là où ils vous semblent vivre. Allez à votre rythme.",
  grandeur:
    "Le même cycle, transformé\u00a0: ce que devient le lien quand votre grandeur prend sa place. Choisissez une période et posez, autour du cercle, ce qui vous fait du bien\u00a0: BIEN-ÊTRE, DON DE SOI, COMBLÉ, COMMUNION.",
} as const);
