import { postedForm } from "~/components/forms/submission.server";
import type { ActionFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useNavigation } from "@remix-run/react";
import { sendLinkAfterAnswer } from "~/auth/email-requests.server";
import { AUTH_MESSAGES } from "~/auth/messages";
import { emailOnlySchema } from "~/auth/validation";
import { AuthCard, EmailSentCard } from "~/components/auth-card";
import { Field, Honeypot } from "~/components/forms/field";
import { isBot } from "~/auth/honeypot";
import { parseWithZod } from "@conform-to/zod";
import { fieldProps, useSchemaForm } from "~/components/forms/conform";

export const meta: MetaFunction = () => [{ title: "Mot de passe oublié · Rendez-vous intérieur" }];

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = postedForm(context);
  const parsed = parseWithZod(formData, { schema: emailOnlySchema });
  if (parsed.status !== "success") return json({ sent: false as const, result: parsed.reply() }, { status: 400 });
  // A bot that fills the honeypot gets the same answer as a person, and no e-mail leaves. Everything
  // else happens after the answer, the same for every address (email-requests.server.ts).
  if (!isBot(formData)) {
    const asked = await sendLinkAfterAnswer(context, request, { kind: "recovery", email: parsed.value.email });
    if (!asked.ok) return json({ sent: false as const, result: null, limited: asked.limited });
  }
  return json({ sent: true as const, result: null });
}

export default function ForgotPasswordPage() {
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const { fields, formProps } = useSchemaForm(emailOnlySchema, actionData?.result);
  if (actionData?.sent) {
    return <EmailSentCard title={AUTH_MESSAGES.recoverySent} message={AUTH_MESSAGES.recoverySentText} />;
  }
  if (actionData && "limited" in actionData) return <EmailSentCard {...actionData.limited} />;
  return (
    <AuthCard
      title="Mot de passe oublié&#8239;?"
      intro="Indiquez votre e-mail&nbsp;: nous vous enverrons un lien pour choisir un nouveau mot de passe."
    >
      <Form method="post" {...formProps} className="space-y-4">
        <Honeypot />
        <Field label="E-mail" type="email" autoComplete="email" {...fieldProps(fields.email)} />
        <button type="submit" className="btn-primary w-full" disabled={navigation.state === "submitting"}>
          Envoyer le lien
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
