import { postedForm } from "~/components/forms/submission.server";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigate, useNavigation } from "@remix-run/react";
import { useEffect } from "react";
import { signUp } from "~/auth/accounts.server";
import { readWithSession } from "~/auth/session-batch.server";
import { SignedInHere } from "~/auth/signed-in-here";
import { AUTH_MESSAGES } from "~/auth/messages";
import { PASSWORD_MIN } from "~/auth/limits";
import { PASSWORD_FIELDS, signupSchema } from "~/auth/validation";
import { signupServerSchema } from "~/auth/validation.server";
import { parseWithZod } from "@conform-to/zod";
import { fieldProps, useSchemaForm } from "~/components/forms/conform";
import { AuthCard } from "~/components/auth-card";
import { Field, FormAlert, Honeypot } from "~/components/forms/field";
import { isBot } from "~/auth/honeypot";
import { useToast } from "~/components/toaster";
import { emailTransport } from "~/utils/email.server";
import { appOrigin } from "~/utils/app-origin.server";
import { clientIp } from "~/limits/client.server";
import { limit } from "~/limits/limits.server";
import type { DescriptionHandle } from "~/utils/page-description";

export const meta: MetaFunction = () => [{ title: "Inscription · Rendez-vous intérieur" }];

export const handle: DescriptionHandle = {
  description:
    "Créez votre compte Rendez-vous intérieur\u00a0: vos pratiques, vos questions et vos cycles gardés en sécurité et retrouvés partout.",
};

/** Open to a signed-in person too, who is told first what the new account's first sign-in will end here (decision 0473). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { user } = await readWithSession(context.db, context.cloudflare.env, request);
  return json({ signedInAs: user?.username ?? null });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { db } = context;
  const { env } = context.cloudflare;
  const formData = postedForm(context);
  // A filled honeypot is a bot: it gets the same answer as a person, and nothing is created.
  if (isBot(formData)) return json({ success: true as const, result: null });

  const submission = parseWithZod(formData, { schema: signupServerSchema });
  if (submission.status !== "success") {
    return json({ success: false as const, result: submission.reply({ hideFields: PASSWORD_FIELDS }) }, { status: 400 });
  }
  // New accounts per client address (`signup.client`, app/limits/table.ts): what was typed stays.
  const allowed = await limit(db, "signup.client", { client: clientIp(request, env) });
  if (!allowed.ok) {
    return json(
      { success: false as const, result: submission.reply({ formErrors: [allowed.message], hideFields: PASSWORD_FIELDS }) },
      { status: 429, headers: { "Retry-After": String(allowed.retryAfterSeconds) } },
    );
  }
  const result = await signUp(db, emailTransport(db, env), appOrigin(env), submission.value);
  if (!result.ok) {
    return json(
      {
        success: false as const,
        result: submission.reply({ fieldErrors: { [result.field]: [result.message] }, hideFields: PASSWORD_FIELDS }),
      },
      { status: 400 },
    );
  }
  return json({ success: true as const, result: null });
}

export const SIGNUP_REDIRECT_DELAY_MS = 3000;

export default function SignupPage() {
  const actionData = useActionData<typeof action>();
  const { signedInAs } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const navigate = useNavigate();
  const toast = useToast();
  const succeeded = actionData?.success === true;
  const { fields, formProps } = useSchemaForm(signupSchema, actionData?.result);
  // A refusal (pseudo taken, invalid field…) is shown by its field only: a toast would repeat it and
  // cover the button on a phone (issue 17, decision 0110).

  useEffect(() => {
    if (!succeeded) return;
    toast({ title: AUTH_MESSAGES.signupSuccess, description: AUTH_MESSAGES.signupSuccessText, type: "success", duration: 5000 });
    const timer = setTimeout(() => navigate("/auth/login"), SIGNUP_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [succeeded, toast, navigate]);

  if (succeeded) {
    return (
      <AuthCard title="Bienvenue&#8239;!">
        {/* Without JavaScript the browser follows this after 3 s; with it, navigate() does. */}
        <noscript>
          <meta httpEquiv="refresh" content={`${SIGNUP_REDIRECT_DELAY_MS / 1000};url=/auth/login`} />
        </noscript>
        <FormAlert tone="success" title={AUTH_MESSAGES.signupSuccess} message={AUTH_MESSAGES.signupSuccessText} />
        <p className="mt-4 text-sm text-encre-700">
          Redirection vers la page de connexion…{" "}
          <Link to="/auth/login" className="link">
            Se connecter maintenant
          </Link>
        </p>
      </AuthCard>
    );
  }

  // As before: the summary line comes with a refusal from the server, beside the fields' own messages.
  const refused = Boolean(actionData?.result?.error && Object.keys(actionData.result.error).length > 0);
  // A refusal of the whole form (too many sign-ups from this connection) says so instead.
  const formError = actionData?.result?.error?.[""]?.[0];
  return (
    <AuthCard title="Créer un compte" intro="Un espace à vous pour vos pratiques, vos questions et vos actes.">
      {signedInAs ? <SignedInHere pseudo={signedInAs} /> : null}
      <Form method="post" {...formProps} className="relative space-y-4">
        {refused ? <FormAlert message={formError ?? "Merci de corriger les champs indiqués."} /> : null}
        <Honeypot />
        <Field
          label="Pseudo"
          autoComplete="nickname"
          {...fieldProps(fields.pseudo)}
          hint="Visible dans le forum et le chat. Lettres (au moins une), chiffres, points, tirets et tirets bas (_)."
        />
        <Field label="E-mail" type="email" autoComplete="email" {...fieldProps(fields.email)} />
        <Field
          label="Mot de passe"
          type="password"
          autoComplete="new-password"
          {...fieldProps(fields.password)}
          hint={`Au moins ${PASSWORD_MIN} caractères.`}
        />
        <button type="submit" className="btn-primary w-full" disabled={navigation.state === "submitting"}>
          {navigation.state === "submitting" ? "Inscription…" : "S'inscrire"}
        </button>
      </Form>
      <p className="mt-6 text-sm text-encre-700">
        Déjà un compte&#8239;?{" "}
        <Link to="/auth/login" className="link">
          Se connecter
        </Link>
      </p>
    </AuthCard>
  );
}
