import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigate, useSubmit } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { createAuthenticator, LinkError } from "~/auth/auth.server";
import { AUTH_MESSAGES, callbackProcessingText } from "~/auth/messages";
import { grantRecovery } from "~/auth/recovery.server";
import { createSession } from "~/auth/session.server";
import { safeRedirect } from "~/auth/redirect";
import { AuthCard } from "~/components/auth-card";
import { setToastCookie } from "~/utils/toast.server";

export const meta: MetaFunction = () => [{ title: "Connexion en cours · Rendez-vous intérieur" }];

const TYPES = ["signup", "magiclink", "recovery"] as const;
type LinkType = (typeof TYPES)[number];

/** Spec 1 §4: the callback waits 0.5 s, then reads the session; an error goes to login after 3 s. */
export const CALLBACK_WAIT_MS = 500;
export const ERROR_REDIRECT_MS = 3000;

export async function loader({ request }: LoaderFunctionArgs) {
  // GET never uses the token: mail scanners that prefetch links cannot burn it.
  const url = new URL(request.url);
  const token = url.searchParams.get("token") ?? "";
  const rawType = url.searchParams.get("type") ?? "";
  const type = (TYPES as readonly string[]).includes(rawType) ? (rawType as LinkType) : null;
  return json({ token, type });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { db } = context;
  const { env } = context.cloudflare;
  try {
    const result = await createAuthenticator(db, env).authenticate("email-link", request);
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
  const { token, type } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const submit = useSubmit();
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const [text, setText] = useState<string>(AUTH_MESSAGES.callback.verifying);
  const invalidLink = !token || !type;
  const error = actionData ? actionData.error : invalidLink ? AUTH_MESSAGES.callback.noSession : null;

  useEffect(() => {
    if (invalidLink || actionData) return;
    setText(callbackProcessingText(type));
    const timer = setTimeout(() => {
      setText(AUTH_MESSAGES.callback.session);
      submit(formRef.current, { replace: true });
    }, CALLBACK_WAIT_MS);
    return () => clearTimeout(timer);
  }, [invalidLink, actionData, submit, type]);

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

  return (
    <AuthCard title="Connexion">
      <p role="status" className="flex items-center gap-3 text-encre-700">
        <span
          className="inline-block h-4 w-4 animate-spin rounded-full border-2 border-terre-500 border-t-transparent"
          aria-hidden="true"
        />
        {text}
      </p>
      <Form method="post" ref={formRef} className="mt-6">
        <input type="hidden" name="token" value={token} />
        <input type="hidden" name="type" value={type ?? ""} />
        <noscript>
          <button type="submit" className="btn-primary w-full">
            Continuer
          </button>
        </noscript>
      </Form>
    </AuthCard>
  );
}
