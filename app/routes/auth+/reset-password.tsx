import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json, redirect } from "@remix-run/cloudflare";
import { Form, useActionData, useNavigation } from "@remix-run/react";
import { readWithSession } from "~/auth/session-batch.server";
import { AUTH_MESSAGES } from "~/auth/messages";
import { changePassword, hasRecoveryFor, recoveryCookie, spendRecoveryGrant } from "~/auth/recovery.server";
import { PASSWORD_MIN } from "~/auth/limits";
import { newPasswordSchema, PASSWORD_FIELDS } from "~/auth/validation";
import { newPasswordServerSchema } from "~/auth/validation.server";
import { parseWithZod } from "@conform-to/zod";
import { postedForm } from "~/components/forms/submission.server";
import { fieldProps, useSchemaForm } from "~/components/forms/conform";
import { AuthCard } from "~/components/auth-card";
import { Field } from "~/components/forms/field";
import { redirectWithToast } from "~/utils/http.server";

export const meta: MetaFunction = () => [{ title: "Nouveau mot de passe · Rendez-vous intérieur" }];

/** Reached only from a recovery link: the server-side grant in the recovery cookie proves it. */
async function requireRecovery(request: Request, context: LoaderFunctionArgs["context"]) {
  const { user } = await readWithSession(context.db, context.cloudflare.env, request, { require: true });
  if (!(await hasRecoveryFor(context.db, context.cloudflare.env, request, user.id))) throw redirect("/auth/forgot-password");
  return user;
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireRecovery(request, context);
  return json(null, { headers: { "Cache-Control": "private, no-store" } });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireRecovery(request, context);
  const submission = parseWithZod(postedForm(context), { schema: newPasswordServerSchema });
  // Neither typed password comes back into the page.
  if (submission.status !== "success") return json({ result: submission.reply({ hideFields: PASSWORD_FIELDS }) }, { status: 400 });
  const env = context.cloudflare.env;
  // The grant is used once: a replayed cookie or a second tab lands on "forgot password" again.
  if (!(await spendRecoveryGrant(context.db, env, request, user.id))) throw redirect("/auth/forgot-password");
  // Other browsers, pending e-mail links and grants made with the old password all end here.
  await changePassword(context.db, context.cloudflare.env, user.id, submission.value.password, user.sessionId);
  return redirectWithToast(
    env,
    "/dashboard",
    { title: AUTH_MESSAGES.passwordChanged, description: AUTH_MESSAGES.passwordChangedText, type: "success" },
    [await recoveryCookie(env).serialize("", { maxAge: 0 })],
  );
}

export default function ResetPasswordPage() {
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const { fields, formProps } = useSchemaForm(newPasswordSchema, actionData?.result);
  return (
    <AuthCard title="Choisir un nouveau mot de passe">
      <Form method="post" {...formProps} className="space-y-4">
        <Field
          label="Nouveau mot de passe"
          type="password"
          autoComplete="new-password"
          {...fieldProps(fields.password)}
          hint={`Au moins ${PASSWORD_MIN} caractères.`}
        />
        <Field label="Confirmer le mot de passe" type="password" autoComplete="new-password" {...fieldProps(fields.confirm)} />
        <button type="submit" className="btn-primary w-full" disabled={navigation.state === "submitting"}>
          Enregistrer le mot de passe
        </button>
      </Form>
    </AuthCard>
  );
}
