import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigate, useNavigation } from "@remix-run/react";
import { useEffect } from "react";
import { TOKEN_PURPOSES, type TokenPurpose } from "#db/schema";
import { readWithSession } from "~/auth/session-batch.server";
import { createAuthenticator, LinkError } from "~/auth/auth.server";
import { postedForm } from "~/components/forms/submission.server";
import { browserLinkHash } from "~/auth/link-binding.server";
import { AUTH_MESSAGES, callbackProcessingText } from "~/auth/messages";
import { grantRecovery } from "~/auth/recovery.server";
import { createSession, endSession } from "~/auth/session.server";
import { peekAuthToken } from "~/auth/tokens.server";
import { safeRedirect } from "~/auth/redirect";
import { AuthCard } from "~/components/auth-card";
import { setToastCookie } from "~/utils/toast.server";

export const meta: MetaFunction = () => [{ title: "Connexion · Rendez-vous intérieur" }];

/** Spec 1 §4: after an error the page goes to login after 3 s. */
export const ERROR_REDIRECT_MS = 3000;

/**
 * A link from an e-mail opens this page, which names the account and waits for the person's own click
 * (issue 41 §4, decision 0320): nothing signs in by itself, so a link someone else asked for cannot
 * switch this browser into their account unnoticed; a sign-in link asked for from another browser
 * does not work here at all. GET never uses the token (mail scanners prefetch links).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { db } = context;
  const { env } = context.cloudflare;
  const url = new URL(request.url);
  const token = url.searchParams.get("token") ?? "";
  const rawType = url.searchParams.get("type") ?? "";
  const type = (TOKEN_PURPOSES as readonly string[]).includes(rawType) ? (rawType as TokenPurpose) : null;
  const headers = { "Cache-Control": "no-store", "Referrer-Policy": "no-referrer" };
  const link = token && type ? await peekAuthToken(db, token, type, await browserLinkHash(env, request)) : null;
  if (!link || !type) return json({ state: "invalid" as const }, { headers });
  if (link.otherBrowser) return json({ state: "other-browser" as const }, { headers });
  const { user: current } = await readWithSession(db, env, request);
  return json(
    {
      state: "ready" as const,
      token,
      type,
      pseudo: link.username,
      signedInAs: current ? { pseudo: current.username, same: current.id === link.userId } : null,
    },
    { headers },
  );
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { db } = context;
  const { env } = context.cloudflare;
  try {
    const result = await createAuthenticator(db, env, postedForm(context)).authenticate("email-link", request);
    // The browser's previous session (someone else's, or this person's own) ends: never two at once.
    const { user: current } = await readWithSession(db, env, request);
    if (current) await endSession(db, env, current);
    const headers = new Headers();
    headers.append("Set-Cookie", await createSession(db, env, result.userId, request));
    headers.append("Set-Cookie", await setToastCookie(env, { title: AUTH_MESSAGES.loginSuccess, type: "success" }));
    let redirectTo = safeRedirect(result.redirectTo);
    if (result.purpose === "recovery") {
      headers.append("Set-Cookie", await grantRecovery(db, env, result.userId));
      redirectTo = "/auth/reset-password";
    }
    return json({ ok: true as const, redirectTo, error: null }, { headers });
  } catch (error) {
    if (!(error instanceof LinkError)) console.error(error);
    return json({ ok: false as const, redirectTo: "/auth/login", error: AUTH_MESSAGES.callback.noSession }, { status: 400 });
  }
}

export default function CallbackPage() {
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const navigate = useNavigate();
  const error = actionData ? actionData.error : data.state === "invalid" ? AUTH_MESSAGES.callback.noSession : null;

  useEffect(() => {
    if (actionData?.ok) {
      // A full load, so the header and every loader see the new session.
      window.location.replace(safeRedirect(actionData.redirectTo));
      return;
    }
    if (error) {
      const timer = setTimeout(() => navigate("/auth/login", { replace: true }), ERROR_REDIRECT_MS);
      return () => clearTimeout(timer);
    }
  }, [actionData, error, navigate]);

  if (error) {
    return (
      <AuthCard title="Lien invalide">
        <noscript>
          <meta httpEquiv="refresh" content={`${ERROR_REDIRECT_MS / 1000};url=/auth/login`} />
        </noscript>
        <div role="alert" className="rounded-xl border border-red-300 bg-red-50 p-4 text-sm text-red-900">
          {error}
        </div>
        <p className="mt-4 text-sm text-encre-700">
          Redirection vers la page de connexion…{" "}
          <Link to="/auth/login" className="link">
            Y aller maintenant
          </Link>
        </p>
      </AuthCard>
    );
  }

  if (actionData?.ok) {
    return (
      <AuthCard title="Connexion">
        <noscript>
          <meta httpEquiv="refresh" content={`0;url=${safeRedirect(actionData.redirectTo)}`} />
        </noscript>
        <p role="status" className="text-encre-700">
          {AUTH_MESSAGES.callback.success}
        </p>
      </AuthCard>
    );
  }

  if (data.state === "other-browser") {
    return (
      <AuthCard title={AUTH_MESSAGES.callback.otherBrowserTitle}>
        <p className="text-encre-700">{AUTH_MESSAGES.callback.otherBrowser}</p>
        <p className="mt-6">
          <Link to="/auth/magic-link" className="btn-primary w-full">
            {AUTH_MESSAGES.callback.newLink}
          </Link>
        </p>
      </AuthCard>
    );
  }

  if (data.state !== "ready") return null;
  const submitting = navigation.state !== "idle" && navigation.formMethod === "POST";
  return (
    <AuthCard title="Connexion" intro={AUTH_MESSAGES.callback.purpose[data.type]}>
      <p className="font-serif text-xl text-encre-900" data-testid="callback-question">
        {AUTH_MESSAGES.callback.continueAs(data.pseudo)}
      </p>
      {data.signedInAs ? (
        <p role="note" className="mt-4 rounded-xl border border-sable-300 bg-sable-100 p-4 text-sm text-encre-900">
          {data.signedInAs.same
            ? AUTH_MESSAGES.callback.sameAccount
            : AUTH_MESSAGES.callback.otherAccount(data.signedInAs.pseudo, data.pseudo)}
        </p>
      ) : null}
      <Form method="post" replace className="mt-6 space-y-3">
        <input type="hidden" name="token" value={data.token} />
        <input type="hidden" name="type" value={data.type} />
        <button type="submit" className="btn-primary w-full" disabled={submitting}>
          {AUTH_MESSAGES.callback.continueButton(data.pseudo)}
        </button>
        {submitting ? (
          <p role="status" className="text-sm text-encre-700">
            {callbackProcessingText(data.type)}
          </p>
        ) : null}
      </Form>
      {data.signedInAs && !data.signedInAs.same ? (
        <p className="mt-4 text-center text-sm">
          <Link to="/dashboard" className="link">
            {AUTH_MESSAGES.callback.stay(data.signedInAs.pseudo)}
          </Link>
        </p>
      ) : null}
    </AuthCard>
  );
}
