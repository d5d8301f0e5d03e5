import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { readWithSession } from "~/auth/session-batch.server";
import { sendLinkAfterAnswer } from "~/auth/email-requests.server";
import { bindLinkToBrowser } from "~/auth/link-binding.server";
import { AUTH_MESSAGES } from "~/auth/messages";
import { safeRedirect } from "~/auth/redirect";
import { SignedInHere } from "~/auth/signed-in-here";
import { emailOnlySchema } from "~/auth/validation";
import { AuthCard, EmailSentCard } from "~/components/auth-card";
import { Field, Honeypot } from "~/components/forms/field";
import { isBot } from "~/auth/honeypot";
import { parseWithZod } from "@conform-to/zod";
import { postedForm } from "~/components/forms/submission.server";
import { fieldProps, useSchemaForm } from "~/components/forms/conform";

export const meta: MetaFunction = () => [{ title: "Lien de connexion · Rendez-vous intérieur" }];

/** Open to a signed-in person too, who is told first what the link will end here (decision 0473). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { user } = await readWithSession(context.db, context.cloudflare.env, request);
  const redirectTo = new URL(request.url).searchParams.get("redirectTo");
  return json({ redirectTo: redirectTo ? safeRedirect(redirectTo) : null, signedInAs: user?.username ?? null });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = postedForm(context);
  const parsed = parseWithZod(formData, { schema: emailOnlySchema });
  if (parsed.status !== "success") return json({ sent: false as const, result: parsed.reply() }, { status: 400 });
  // The link will open only in this browser (decision 0320); the cookie is set whatever the address.
  const binding = await bindLinkToBrowser(context.cloudflare.env, request);
  // A bot that fills the honeypot gets the same answer as a person, and no e-mail leaves. The limits
  // (the inbox of a stranger is not a target), the lookup and the e-mail run after the answer.
  if (!isBot(formData)) {
    const redirectTo = parsed.value.redirectTo ? safeRedirect(parsed.value.redirectTo) : null;
    const asked = await sendLinkAfterAnswer(context, request, {
      kind: "magiclink",
      email: parsed.value.email,
      redirectTo,
      browserHash: binding.browserHash,
    });
    if (!asked.ok)
      return json({ sent: false as const, result: null, limited: asked.limited }, { headers: { "Set-Cookie": binding.setCookie } });
  }
  return json({ sent: true as const, result: null }, { headers: { "Set-Cookie": binding.setCookie } });
}

export default function MagicLinkPage() {
  const { redirectTo, signedInAs } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const { fields, formProps } = useSchemaForm(emailOnlySchema, actionData?.result);
  if (actionData?.sent) {
    return <EmailSentCard title={AUTH_MESSAGES.magicLinkSent} message={AUTH_MESSAGES.magicLinkSentText} />;
  }
  if (actionData && "limited" in actionData) return <EmailSentCard {...actionData.limited} />;
  return (
    <AuthCard title="Connexion par lien" intro="Recevez un lien de connexion unique par e-mail, sans mot de passe.">
      {signedInAs ? <SignedInHere pseudo={signedInAs} /> : null}
      <Form method="post" {...formProps} className="space-y-4">
        <Honeypot />
        {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
        <Field label="E-mail" type="email" autoComplete="email" {...fieldProps(fields.email)} />
        <button type="submit" className="btn-primary w-full" disabled={navigation.state === "submitting"}>
          Recevoir mon lien
        </button>
      </Form>
      <p className="mt-6 text-sm">
        <Link to="/auth/login" className="link">
          Retour à la connexion
        </Link>
      </p>
    </AuthCard>
  );
}
