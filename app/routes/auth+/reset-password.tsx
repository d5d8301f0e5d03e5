import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json, redirect } from "@remix-run/cloudflare";
import { Form, useActionData, useNavigation } from "@remix-run/react";
import { AUTH_MESSAGES } from "~/auth/messages";
import { changePassword, hasRecoveryFor, recoveryCookie, useRecoveryGrant } from "~/auth/recovery.server";
import { requireUser } from "~/auth/session.server";
import { PASSWORD_MIN } from "~/auth/limits";
import { newPasswordSchema } from "~/auth/validation";
import { AuthCard } from "~/components/auth-card";
import { Field } from "~/components/forms/field";
import { useHydrated } from "~/utils/use-hydrated";
import { parseForm } from "~/utils/forms";
import { redirectWithToast } from "~/utils/http.server";

export const meta: MetaFunction = () => [{ title: "Nouveau mot de passe · Rendez-vous intérieur" }];

/** Reached only from a recovery link: the server-side grant in the recovery cookie proves it. */
async function requireRecovery(request: Request, context: LoaderFunctionArgs["context"]) {
  const user = await requireUser(context.db, context.cloudflare.env, request);
  if (!(await hasRecoveryFor(context.db, context.cloudflare.env, request, user.id))) throw redirect("/auth/forgot-password");
  return user;
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireRecovery(request, context);
  return json(null, { headers: { "Cache-Control": "private, no-store" } });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireRecovery(request, context);
  const parsed = parseForm(newPasswordSchema, await request.formData());
  if (!parsed.success) return json({ errors: parsed.errors }, { status: 400 });
  const env = context.cloudflare.env;
  // The grant is used once: a replayed cookie or a second tab lands on "forgot password" again.
  if (!(await useRecoveryGrant(context.db, env, request, user.id))) throw redirect("/auth/forgot-password");
  // Other browsers, pending e-mail links and grants made with the old password all end here.
  await changePassword(context.db, user.id, parsed.data.password, user.sessionId);
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
  const hydrated = useHydrated();
  const errors: Record<string, string | undefined> = actionData?.errors ?? {};
  return (
    <AuthCard title="Choisir un nouveau mot de passe">
      <Form method="post" className="space-y-4" noValidate={hydrated}>
        <Field label="Nouveau mot de passe" name="password" type="password" autoComplete="new-password" required minLength={PASSWORD_MIN} error={errors.password} />
        <Field label="Confirmer le mot de passe" name="confirm" type="password" autoComplete="new-password" required error={errors.confirm} />
        <button type="submit" className="btn-primary w-full" disabled={navigation.state === "submitting"}>
          Enregistrer le mot de passe
        </button>
      </Form>
    </AuthCard>
  );
}
