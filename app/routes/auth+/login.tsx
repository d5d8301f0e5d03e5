import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useCallback, useEffect, useRef, useState } from "react";
import { resendConfirmation } from "~/auth/accounts.server";
import { createAuthenticator, LoginError } from "~/auth/auth.server";
import { AUTH_MESSAGES } from "~/auth/messages";
import { createSession, requireAnonymous } from "~/auth/session.server";
import { safeRedirect } from "~/auth/redirect";
import { loginSchema, parseIdentifier } from "~/auth/validation";
import { AuthCard } from "~/components/auth-card";
import { Field, FormAlert, Honeypot } from "~/components/forms/field";
import { isBot } from "~/auth/honeypot";
import { useToast } from "~/components/toaster";
import { emailTransport } from "~/utils/email.server";
import { parseForm } from "~/utils/forms";
import { readForm, redirectWithToast } from "~/utils/http.server";
import { useHydrated } from "~/utils/use-hydrated";
import type { DescriptionHandle } from "~/utils/page-description";

export const meta: MetaFunction = () => [{ title: "Connexion · Rendez-vous intérieur" }];

export const handle: DescriptionHandle = {
  description: "Connectez-vous à Rendez-vous intérieur pour retrouver vos pratiques, vos questions et vos cycles sur tous vos appareils.",
};

/** A refused try's Retry-After reaches the document answer too (without JavaScript). */
export const headers: HeadersFunction = ({ actionHeaders }) => {
  const retryAfter = actionHeaders.get("Retry-After");
  return retryAfter ? { "Retry-After": retryAfter } : new Headers();
};

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAnonymous(context.db, context.cloudflare.env, request);
  const redirectTo = new URL(request.url).searchParams.get("redirectTo");
  return json({ redirectTo: redirectTo ? safeRedirect(redirectTo) : null });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { db } = context;
  const { env } = context.cloudflare;
  const formData = await readForm(request);

  if (formData.get("intent") === "resend") {
    const email = String(formData.get("email") ?? "").trim().toLowerCase();
    if (email) await resendConfirmation(db, emailTransport(db, env), new URL(request.url).origin, email);
    return json({
      errors: {} as Record<string, string | undefined>,
      alert: { title: AUTH_MESSAGES.confirmationResent, message: "Vérifiez votre boîte mail.", tone: "success" as const },
      values: { identifier: email },
      unconfirmedEmail: null,
    });
  }

  const parsed = parseForm(loginSchema, formData);
  const identifier = String(formData.get("identifier") ?? "");
  if (!parsed.success) {
    return json({ errors: parsed.errors, alert: null, values: { identifier }, unconfirmedEmail: null }, { status: 400 });
  }
  // A bot that fills the honeypot is answered like a wrong password; no password is checked.
  if (isBot(formData)) {
    return json(
      { errors: {}, alert: { title: AUTH_MESSAGES.loginErrorTitle, message: AUTH_MESSAGES.invalidCredentials, tone: "error" as const }, values: { identifier }, unconfirmedEmail: null },
      { status: 400 },
    );
  }
  try {
    const result = await createAuthenticator(db, env).authenticate("password", request);
    const cookie = await createSession(db, env, result.userId, request);
    return redirectWithToast(
      env,
      safeRedirect(parsed.data.redirectTo),
      { title: AUTH_MESSAGES.loginSuccess, type: "success" },
      [cookie],
    );
  } catch (error) {
    if (!(error instanceof LoginError)) {
      console.error(error);
      // Spec 1 §8: a sign-in by pseudo that throws says "Erreur lors de la connexion".
      const message = parseIdentifier(parsed.data.identifier).kind === "username" ? AUTH_MESSAGES.usernameLoginError : AUTH_MESSAGES.unexpected;
      return json(
        { errors: {}, alert: { title: AUTH_MESSAGES.loginErrorTitle, message, tone: "error" as const }, values: { identifier }, unconfirmedEmail: null },
        { status: 500 },
      );
    }
    const { failure } = error;
    const limited = failure.retryAfterSeconds !== undefined;
    return json(
      {
        errors: {},
        alert: { title: failure.title, message: failure.message, tone: "error" as const },
        values: { identifier },
        unconfirmedEmail: failure.unconfirmedEmail ?? null,
      },
      limited ? { status: 429, headers: { "Retry-After": String(failure.retryAfterSeconds) } } : { status: 400 },
    );
  }
}

export default function LoginPage() {
  const { redirectTo } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const errors: Record<string, string | undefined> = actionData?.errors ?? {};
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const toast = useToast();
  // Uncontrolled fields: what is typed before JavaScript loads is never lost.
  const formRef = useRef<HTMLFormElement>(null);
  const [incomplete, setIncomplete] = useState(false);
  const checkFields = useCallback(() => {
    const form = formRef.current;
    if (!form) return;
    const data = new FormData(form);
    setIncomplete(String(data.get("identifier") ?? "").trim() === "" || String(data.get("password") ?? "") === "");
  }, []);
  useEffect(checkFields, [checkFields]);
  const submitting = navigation.state === "submitting";


  const signupHref = redirectTo ? `/auth/signup?redirectTo=${encodeURIComponent(redirectTo)}` : "/auth/signup";
  return (
    <AuthCard title="Connexion" intro="Heureux de vous retrouver. Connectez-vous avec votre email ou votre pseudo.">
      <Form method="post" className="space-y-4" noValidate={hydrated} ref={formRef} onInput={checkFields}>
        <Honeypot />
        {actionData?.alert ? <FormAlert {...actionData.alert} /> : null}
        {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
        <Field
          label="Email ou pseudo"
          name="identifier"
          autoComplete="username"
          required
          defaultValue={actionData?.values.identifier ?? ""}
          error={errors.identifier}
        />
        <Field
          label="Mot de passe"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          error={errors.password}
        />
        <button
          type="submit"
          className="btn-primary w-full"
          disabled={hydrated && (incomplete || submitting)}
        >
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
          <Link to="/auth/forgot-password" className="link">Mot de passe oublié ?</Link>
        </p>
        <p>
          <Link to={redirectTo ? `/auth/magic-link?redirectTo=${encodeURIComponent(redirectTo)}` : "/auth/magic-link"} className="link">
            Recevoir un lien de connexion par email
          </Link>
        </p>
        <p className="text-encre-700">
          Pas encore de compte ? <Link to={signupHref} className="link">Créer un compte</Link>
        </p>
        <p>
          <Link to="/" className="link">Retour à l'accueil</Link>
        </p>
      </div>
    </AuthCard>
  );
}
