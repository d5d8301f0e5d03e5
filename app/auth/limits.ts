/** Account limits, without zod, so screens can show them without shipping the schemas. */
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 128;
export const PSEUDO_MIN = 2;
export const PSEUDO_MAX = 30;
