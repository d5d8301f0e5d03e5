/**
 * remix-auth wiring: a password strategy and a one-time e-mail link strategy. Both resolve to a user id;
 * the caller then opens a server-side session. Both read the form the Worker already parsed (issue 55
 * item 4): remix-auth-form's strategy reads the body again, so the password's is the small one below.
 */
import { Authenticator } from "remix-auth";
import { Strategy } from "remix-auth/strategy";
import { TOKEN_PURPOSES, type TokenPurpose } from "#db/schema";
import type { Db } from "~/utils/db.server";
import { clientIp } from "~/limits/client.server";
import { confirmEmail, loginWithPassword, type LoginFailure } from "./accounts.server";
import { browserLinkHash } from "./link-binding.server";
import { consumeAuthToken } from "./tokens.server";
import { z } from "zod";
import { envelopeText, readEnvelope } from "~/components/forms/envelope";

export type AuthResult = { userId: string; redirectTo: string | null; purpose: TokenPurpose | "password" };

/** Thrown by the password strategy with the French message to show. */
export class LoginError extends Error {
  constructor(readonly failure: LoginFailure) {
    super(failure.message);
  }
}

/** Thrown when a link is unknown, expired or already used. */
export class LinkError extends Error {}

/** Signs in from the token of an e-mail link, posted by /auth/callback; a token works once. */
/** The callback page's form: the link's token and its purpose, checked below. */
const linkSchema = z.object({ token: envelopeText(), type: envelopeText() });

class OneTimeLinkStrategy extends Strategy<AuthResult, { token: string; purpose: TokenPurpose; browserHash: string | null }> {
  name = "email-link";

  constructor(
    private readonly env: Env,
    private readonly form: FormData,
    verify: Strategy.VerifyFunction<AuthResult, { token: string; purpose: TokenPurpose; browserHash: string | null }>,
  ) {
    super(verify);
  }

  async authenticate(request: Request): Promise<AuthResult> {
    const { token, type } = readEnvelope(this.form, linkSchema);
    if (!token || !TOKEN_PURPOSES.includes(type as TokenPurpose)) {
      throw new LinkError("missing token");
    }
    // A link bound to a browser (decision 0320) works only with that browser's nonce.
    return this.verify({ token, purpose: type as TokenPurpose, browserHash: await browserLinkHash(this.env, request) });
  }
}

/** The sign-in form's two fields, as the strategy reads them (the route has already checked them with `loginSchema`). */
const credentialsSchema = z.object({ identifier: envelopeText(), password: envelopeText() });

/** Signs in with the sign-in form's identifier and password, from the request's one parsed form. */
class PasswordStrategy extends Strategy<AuthResult, { form: FormData; request: Request }> {
  name = "password";

  constructor(
    private readonly form: FormData,
    verify: Strategy.VerifyFunction<AuthResult, { form: FormData; request: Request }>,
  ) {
    super(verify);
  }

  authenticate(request: Request): Promise<AuthResult> {
    return this.verify({ form: this.form, request });
  }
}

/** The strategies of one request, reading `form`, the body the Worker parsed once (`postedForm`). */
export function createAuthenticator(db: Db, env: Env, form: FormData) {
  const authenticator = new Authenticator<AuthResult>();
  authenticator.use(
    new PasswordStrategy(form, async ({ form, request }) => {
      const { identifier, password } = readEnvelope(form, credentialsSchema);
      const result = await loginWithPassword(db, {
        identifier,
        password,
        ip: clientIp(request, env),
      });
      if (!result.ok) throw new LoginError(result);
      return { userId: result.userId, redirectTo: null, purpose: "password" };
    }),
    "password",
  );
  authenticator.use(
    new OneTimeLinkStrategy(env, form, async ({ token, purpose, browserHash }) => {
      const used = await consumeAuthToken(db, token, purpose, browserHash);
      if (!used) throw new LinkError("unusable token");
      // Following any e-mailed link proves the address belongs to the user.
      await confirmEmail(db, used.userId);
      return { userId: used.userId, redirectTo: used.redirectTo, purpose };
    }),
    "email-link",
  );
  return authenticator;
}
