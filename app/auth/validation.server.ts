/**
 * The server's account schemas: the shared ones (validation.ts) with the common-password list added.
 * The list stays on the server, so the browser never downloads it (decision 0130).
 */
import { isCommonPassword } from "./common-passwords";
import { changeOwnPasswordSchemaWith, newPasswordSchemaWith, passwordRule, signupSchemaWith } from "./validation";

export const COMMON_PASSWORD_MESSAGE = "Ce mot de passe est trop courant. Choisissez-en un plus difficile à deviner.";

const serverPasswordRule = passwordRule.refine((value) => !isCommonPassword(value), { message: COMMON_PASSWORD_MESSAGE });

export const signupServerSchema = signupSchemaWith(serverPasswordRule);
export const newPasswordServerSchema = newPasswordSchemaWith(serverPasswordRule);
export const changeOwnPasswordServerSchema = changeOwnPasswordSchemaWith(serverPasswordRule);
