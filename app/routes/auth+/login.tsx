import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useCallback, useEffect, useRef, useState } from "react";
import { readWithSession } from "~/auth/session-batch.server";
import { resendConfirmation } from "~/auth/accounts.server";
import { createAuthenticator, LoginError } from "~/auth/auth.server";
import { AUTH_MESSAGES } from "~/auth/messages";
import { createSession, endSession } from "~/auth/session.server";
import { SignedInHere } from "~/auth/signed-in-here";
import { safeRedirect } from "~/auth/redirect";
import { loginSchema, parseIdentifier, PASSWORD_FIELDS } from "~/auth/validation";
import { AuthCard } from "~/components/auth-card";
import { fieldProps, useSchemaForm } from "~/components/forms/conform";
import { Field, FormAlert, Honeypot } from "~/components/forms/field";
import { isBot } from "~/auth/honeypot";
import { emailTransport } from "~/utils/email.server";
import { appOrigin } from "~/utils/app-origin.server";
import { clientIp } from "~/limits/client.server";
import { limit } from "~/limits/limits.server";
import { redirectWithToast } from "~/utils/http.server";
import { z } from "zod";
import { envelopeText, handlerOf, readEnvelope, readTyped, typedText } from "~/components/forms/envelope";
import { postedForm } from "~/components/forms/submission.server";
import { useHydrated } from "~/utils/use-hydrated";
import type { DescriptionHandle } from "~/utils/page-description";

/** What the submit waits for, as typed. */
const TYPED_LOGIN = z.object({ identifier: typedText(), password: typedText() });

export const meta: MetaFunction = () => [{ title: "Connexion · Rendez-vous intérieur" }];

export const handle: DescriptionHandle = {
  description: "Connectez-vous à Rendez-vous intérieur pour retrouver vos pratiques, vos questions et vos cycles sur tous vos appareils.",
};

/** A refused try's Retry-After reaches the document answer too (without JavaScript). */
export const headers: HeadersFunction = ({ actionHeaders }) => {
  const retryAfter = actionHeaders.get("Retry-After");
  return retryAfter ? { "Retry-After": retryAfter } : new Headers();
};

/**
 * The screen stays open to a signed-in person, who may switch accounts: it says first whose account is
 * open here, and that signing in with another one ends it in this browser (decision 0473).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { user } = await readWithSession(context.db, context.cloudflare.env, request);
  const redirectTo = new URL(request.url).searchParams.get("redirectTo");
  return json({ redirectTo: redirectTo ? safeRedirect(redirectTo) : null, signedInAs: user?.username ?? null });
}

type LoginAlert = { title: string; message: string; tone: "error" | "success" };

/** A refused try keeps the identifier beside its field; the password is never sent back. */
function answer(
  result: SubmissionResult<string[]> | null,
  extra: { alert?: LoginAlert; unconfirmedEmail?: string | null; resentTo?: string; signedInAs?: string },
  init?: ResponseInit,
) {
  return json(
    {
      result,
      alert: extra.alert ?? null,
      unconfirmedEmail: extra.unconfirmedEmail ?? null,
      resentTo: extra.resentTo ?? null,
      signedInAs: extra.signedInAs ?? null,
    },
    init,
  );
}

/** « Renvoyer l'e-mail » posts only its intent and the address; the sign-in itself is `loginSchema`. */
const envelopeSchema = z.object({ intent: envelopeText(), email: envelopeText(), replacing: envelopeText() });

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = postedForm(context);
  const envelope = readEnvelope(formData, envelopeSchema);
  return handlerOf(INTENTS, envelope.intent, signIn)({ request, context, formData, envelope });
}

type IntentArgs = Pick<ActionFunctionArgs, "request" | "context"> & { formData: FormData; envelope: z.output<typeof envelopeSchema> };

const INTENTS = {
  /** « Renvoyer l'e-mail »: the answer is the same whether the address is known or not. */
  async resend({ request, context, envelope }: IntentArgs) {
    const { db } = context;
    const { env } = context.cloudflare;
    const email = envelope.email.trim().toLowerCase();
    // After the answer, as recovery (decision 0302): its time does not tell whether the address has an account.
    // Per client (`confirmation.client`); every e-mail also counts against its recipient (the transport).
    const send = async () => {
      if (email && (await limit(db, "confirmation.client", { client: clientIp(request, env) })).ok)
        await resendConfirmation(db, emailTransport(db, env), appOrigin(env), email);
    };
    context.cloudflare.ctx.waitUntil(send().catch((error) => console.error("confirmation resend failed", error)));
    return answer(null, {
      alert: { title: AUTH_MESSAGES.confirmationResent, message: "Vérifiez votre boîte mail.", tone: "success" },
      resentTo: email,
    });
  },
};

/** The sign-in itself, the page's default intent. */
async function signIn({ request, context, formData, envelope }: IntentArgs) {
  const { db } = context;
  const { env } = context.cloudflare;
  const submission = parseWithZod(formData, { schema: loginSchema });
  if (submission.status !== "success") return answer(submission.reply({ hideFields: PASSWORD_FIELDS }), {}, { status: 400 });
  const refused = (alert: LoginAlert, init: ResponseInit, unconfirmedEmail?: string | null) =>
    answer(submission.reply({ hideFields: PASSWORD_FIELDS }), { alert, unconfirmedEmail }, init);
  // A bot that fills the honeypot is answered like a wrong password; no password is checked.
  if (isBot(formData)) {
    return refused({ title: AUTH_MESSAGES.loginErrorTitle, message: AUTH_MESSAGES.invalidCredentials, tone: "error" }, { status: 400 });
  }
  try {
    const result = await createAuthenticator(db, env, formData).authenticate("password", request);
    // One person per browser: the session open here ends (its push subscription with it), never left
    // alive under another's sign-in. Someone else's only once the screen has named them (`replacing`):
    // a form shown before they signed in here is answered with the note first.
    const { user: current } = await readWithSession(db, env, request);
    if (current && current.id !== result.userId && envelope.replacing !== current.username) {
      return answer(
        submission.reply({ hideFields: PASSWORD_FIELDS }),
        {
          alert: { title: AUTH_MESSAGES.someoneHere.title, message: AUTH_MESSAGES.someoneHere.note(current.username), tone: "error" },
          signedInAs: current.username,
        },
        { status: 409 },
      );
    }
    if (current) await endSession(db, env, current);
    const cookie = await createSession(db, env, result.userId, request);
    return redirectWithToast(env, safeRedirect(submission.value.redirectTo), { title: AUTH_MESSAGES.loginSuccess, type: "success" }, [
      cookie,
    ]);
  } catch (error) {
    if (!(error instanceof LoginError)) {
      console.error(error);
      // Spec 1 §8: a sign-in by pseudo that throws says "Erreur lors de la connexion".
      const message =
        parseIdentifier(submission.value.identifier).kind === "username" ? AUTH_MESSAGES.usernameLoginError : AUTH_MESSAGES.unexpected;
      return refused({ title: AUTH_MESSAGES.loginErrorTitle, message, tone: "error" }, { status: 500 });
    }
    const { failure } = error;
    const limited = failure.retryAfterSeconds !== undefined;
    return refused(
      { title: failure.title, message: failure.message, tone: "error" },
      limited ? { status: 429, headers: { "Retry-After": String(failure.retryAfterSeconds) } } : { status: 400 },
      failure.unconfirmedEmail ?? null,
    );
  }
}

export default function LoginPage() {
  const loaded = useLoaderData<typeof loader>();
  const { redirectTo } = loaded;
  const actionData = useActionData<typeof action>();
  const signedInAs = actionData?.signedInAs ?? loaded.signedInAs;
  const { fields, formProps } = useSchemaForm(loginSchema, actionData?.result);
  const identifier = fieldProps(fields.identifier);
  const navigation = useNavigation();
  const hydrated = useHydrated();
  // Uncontrolled fields: what is typed before JavaScript loads is never lost.
  const formRef = useRef<HTMLFormElement>(null);
  const [incomplete, setIncomplete] = useState(false);
  const checkFields = useCallback(() => {
    const form = formRef.current;
    if (!form) return;
    const typed = readTyped(new FormData(form), TYPED_LOGIN);
    setIncomplete(!typed.identifier?.trim() || !typed.password);
  }, []);
  useEffect(checkFields, [checkFields]);
  const submitting = navigation.state === "submitting";

  const signupHref = redirectTo ? `/auth/signup?redirectTo=${encodeURIComponent(redirectTo)}` : "/auth/signup";
  return (
    <AuthCard title="Connexion" intro="Bon retour parmi nous. Connectez-vous avec votre e-mail ou votre pseudo.">
      {signedInAs ? <SignedInHere pseudo={signedInAs} /> : null}
      <Form method="post" {...formProps} className="space-y-4" ref={formRef} onInput={checkFields}>
        <Honeypot />
        {signedInAs ? <input type="hidden" name="replacing" value={signedInAs} /> : null}
        {actionData?.alert ? <FormAlert {...actionData.alert} /> : null}
        {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
        <Field
          label="E-mail ou pseudo"
          autoComplete="username"
          {...identifier}
          defaultValue={identifier.defaultValue ?? actionData?.resentTo ?? ""}
        />
        <Field label="Mot de passe" type="password" autoComplete="current-password" {...fieldProps(fields.password)} />
        <button type="submit" className="btn-primary w-full" disabled={hydrated && (incomplete || submitting)}>
          {submitting ? "Connexion…" : "Se connecter"}
        </button>
      </Form>
      {actionData?.unconfirmedEmail ? (
        <Form method="post" className="mt-3">
          <input type="hidden" name="intent" value="resend" />
          <input type="hidden" name="email" value={actionData.unconfirmedEmail} />
          <button type="submit" className="btn-secondary w-full">
            Renvoyer l'e-mail de confirmation
          </button>
        </Form>
      ) : null}
      <div className="mt-6 space-y-2 text-sm">
        <p>
          <Link to="/auth/forgot-password" className="link">
            Mot de passe oublié&#8239;?
          </Link>
        </p>
        <p>
          <Link to={redirectTo ? `/auth/magic-link?redirectTo=${encodeURIComponent(redirectTo)}` : "/auth/magic-link"} className="link">
            Recevoir un lien de connexion par e-mail
          </Link>
        </p>
        <p className="text-encre-700">
          Pas encore de compte&#8239;?{" "}
          <Link to={signupHref} className="link">
            Créer un compte
          </Link>
        </p>
        <p>
          <Link to="/" className="link">
            Retour à l'accueil
          </Link>
        </p>
      </div>
    </AuthCard>
  );
}
