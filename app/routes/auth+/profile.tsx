import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { updateProfileStatement } from "~/auth/accounts.server";
import { readWithSession, writerFor, type Writer } from "~/auth/session-batch.server";
import { displayNameQueries, displayNameRefusalFrom } from "~/auth/names.server";
import { AUTH_MESSAGES, DEFAULT_DISPLAY_NAME } from "~/auth/messages";
import { changeOwnPasswordSchema, PASSWORD_FIELDS, profileSchema } from "~/auth/validation";
import { changeOwnPasswordServerSchema } from "~/auth/validation.server";
import { parseWithZod } from "@conform-to/zod";
import { fieldProps, useSchemaForm } from "~/components/forms/conform";
import { changeOwnPassword } from "~/auth/password-change.server";
import { clientIp } from "~/limits/client.server";
import { removeAvatar, saveAvatar } from "~/avatars/storage.server";
import { AVATAR_MESSAGES } from "~/avatars/validation";
import { AvatarPicker } from "~/avatars/avatar-picker";
import { Avatar } from "~/components/avatar";
import { Field, FormAlert } from "~/components/forms/field";
import { RoleBadge } from "~/components/role-badge";
import { redirectWithToast } from "~/utils/http.server";
import { authorPagesQuery, nameAuthorPagesFrom } from "~/forum/author-pages.server";
import { z } from "zod";
import { envelopeText, handlerOf, postedFile, postedForm, readEnvelope } from "~/components/forms/submission.server";

export const meta: MetaFunction = () => [{ title: "Mon profil · Rendez-vous intérieur" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { user } = await readWithSession(context.db, context.cloudflare.env, request, { require: true });
  return json({
    email: user.email,
    username: user.username,
    displayName: user.displayName,
    avatarUrl: user.avatarUrl,
    role: user.role,
  });
}

const envelopeSchema = z.object({ intent: envelopeText() });

export async function action({ request, context }: ActionFunctionArgs) {
  // The session is read in each intent's first batch (decision 0361).
  const writer = await writerFor(context.db, context.cloudflare.env, request);
  const formData = postedForm(context);
  const { intent } = readEnvelope(formData, envelopeSchema);
  // The profile's own form posts no intent: it is the page's default.
  return handlerOf(INTENTS, intent, profileAction)({ context, writer, request, formData });
}

type IntentArgs = { context: ActionFunctionArgs["context"]; writer: Writer; request: Request; formData: FormData };

/** Display name and the rest of the profile: the session and what decides the name, then the change (two round trips). */
async function profileAction({ context, writer, formData }: IntentArgs) {
  const { db } = context;
  const submission = parseWithZod(formData, { schema: profileSchema });
  if (submission.status !== "success") return json({ profileResult: submission.reply() }, { status: 400 });
  const { displayName } = submission.value;
  const { user, results } = await writer.run(displayNameQueries(db, writer.owner, displayName));
  const refusal = displayNameRefusalFrom(user, displayName, results);
  if (refusal) return json({ profileResult: submission.reply({ fieldErrors: { displayName: [refusal] } }) }, { status: 400 });
  try {
    const [changed, pages] = await db.batch([updateProfileStatement(db, user.id, submission.value), authorPagesQuery(db, user.id)]);
    if (changed.length === 0) throw new Error(AUTH_MESSAGES.noUser);
    nameAuthorPagesFrom(pages, context.changedPages);
  } catch (error) {
    console.error("updateProfile", error);
    return json({ profileResult: submission.reply({ formErrors: [AUTH_MESSAGES.unexpected] }) }, { status: 500 });
  }
  return redirectWithToast(context.cloudflare.env, "/auth/profile", { title: AUTH_MESSAGES.profileUpdated, type: "success" });
}

/** Upload (multipart, already resized by the browser when JavaScript runs) of the profile picture: two round trips (its key holds the id). */
async function avatarAction({ context, writer, formData }: IntentArgs) {
  const env = context.cloudflare.env;
  try {
    const file = postedFile(formData, "avatar");
    if (!file) return json({ avatarError: AVATAR_MESSAGES.missing }, { status: 400 });
    const bytes = new Uint8Array(await file.arrayBuffer());
    const saved = await saveAvatar(context.db, env.AUDIO, writer, bytes, file.type, context.changedPages);
    if (!saved.ok) return json({ avatarError: saved.message }, { status: 400 });
  } catch (error) {
    if (error instanceof Response) throw error; // no session any more: the login redirect
    console.error("avatar write failed", error);
    return json({ avatarError: AVATAR_MESSAGES.failed }, { status: 500 });
  }
  return redirectWithToast(env, "/auth/profile", { title: AVATAR_MESSAGES.saved, type: "success" });
}

/** Removal of the profile picture: one round trip. */
async function avatarRemoveAction({ context, writer }: IntentArgs) {
  const env = context.cloudflare.env;
  try {
    await removeAvatar(context.db, env.AUDIO, writer, context.changedPages);
  } catch (error) {
    if (error instanceof Response) throw error; // no session any more: the login redirect
    console.error("avatar removal failed", error);
    return json({ avatarError: AVATAR_MESSAGES.failed }, { status: 500 });
  }
  return redirectWithToast(env, "/auth/profile", { title: AVATAR_MESSAGES.removed, type: "success" });
}

/** Current password (login limits apply), new password twice; every other session ends. Nothing typed is sent back. */
async function passwordAction({ context, writer, request, formData }: IntentArgs) {
  const env = context.cloudflare.env;
  const submission = parseWithZod(formData, { schema: changeOwnPasswordServerSchema });
  const hideFields = PASSWORD_FIELDS;
  if (submission.status !== "success") return json({ passwordResult: submission.reply({ hideFields }) }, { status: 400 });
  let result;
  try {
    result = await changeOwnPassword(context.db, context.cloudflare.env, writer, {
      current: submission.value.current,
      password: submission.value.password,
      ip: clientIp(request, env),
    });
  } catch (error) {
    if (error instanceof Response) throw error; // no session any more: the login redirect
    console.error("changeOwnPassword", error);
    return json({ passwordResult: submission.reply({ formErrors: [AUTH_MESSAGES.unexpected], hideFields }) }, { status: 500 });
  }
  if (!result.ok) {
    const headers = result.retryAfterSeconds ? { "Retry-After": String(result.retryAfterSeconds) } : undefined;
    const refusal = result.field === "form" ? { formErrors: [result.message] } : { fieldErrors: { [result.field]: [result.message] } };
    return json({ passwordResult: submission.reply({ ...refusal, hideFields }) }, { status: result.field === "form" ? 429 : 400, headers });
  }
  return redirectWithToast(env, "/auth/profile", {
    title: AUTH_MESSAGES.passwordChanged,
    description: AUTH_MESSAGES.passwordChangedOthersEnded,
    type: "success",
  });
}

const INTENTS = { password: passwordAction, avatar: avatarAction, "avatar-remove": avatarRemoveAction };

export default function ProfilePage() {
  const profile = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  // Each form gets back only its own answer.
  const profileResult = actionData && "profileResult" in actionData ? actionData.profileResult : undefined;
  const passwordResult = actionData && "passwordResult" in actionData ? actionData.passwordResult : undefined;
  const profileForm = useSchemaForm(profileSchema, profileResult);
  const passwordForm = useSchemaForm(changeOwnPasswordSchema, passwordResult);
  const displayName = fieldProps(profileForm.fields.displayName);
  const profileRefused = Boolean(profileResult?.error && Object.keys(profileResult.error).length > 0);
  // Refusals show beside their fields only (decision 0110).
  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <div className="card flex items-center gap-4">
        <Avatar name={profile.displayName} url={profile.avatarUrl} size={64} />
        <div className="min-w-0">
          <h1 className="truncate font-serif text-2xl text-encre-900">{profile.displayName || DEFAULT_DISPLAY_NAME}</h1>
          <p className="truncate text-sm text-encre-700">
            @{profile.username} · {profile.email}
          </p>
          <div className="mt-1">
            <RoleBadge role={profile.role} always />
          </div>
        </div>
      </div>

      <section className="card" aria-labelledby="profil-titre">
        <h2 id="profil-titre" className="text-lg font-semibold text-encre-900">
          Mon profil
        </h2>
        <Form method="post" {...profileForm.formProps} className="mt-4 space-y-4">
          {profileForm.form.errors?.[0] ? (
            <FormAlert message={profileForm.form.errors[0]} />
          ) : profileRefused ? (
            <FormAlert message="Merci de corriger les champs indiqués." />
          ) : null}
          <Field label="E-mail" name="email-readonly" type="email" value={profile.email} readOnly disabled />
          <Field label="Nom d'affichage" {...displayName} defaultValue={displayName.defaultValue ?? profile.displayName ?? ""} />
          <button type="submit" className="btn-primary" disabled={navigation.state === "submitting"}>
            Enregistrer
          </button>
        </Form>
      </section>

      <AvatarPicker
        hasAvatar={Boolean(profile.avatarUrl)}
        error={actionData && "avatarError" in actionData ? actionData.avatarError : undefined}
      />

      <section className="card" aria-labelledby="mot-de-passe-titre">
        <h2 id="mot-de-passe-titre" className="text-lg font-semibold text-encre-900">
          Mot de passe
        </h2>
        <p className="mt-2 text-sm text-encre-700">Changer de mot de passe déconnecte tous vos autres appareils.</p>
        <Form method="post" {...passwordForm.formProps} className="mt-4 space-y-4">
          <input type="hidden" name="intent" value="password" />
          {passwordForm.form.errors?.[0] ? <FormAlert message={passwordForm.form.errors[0]} /> : null}
          <Field label="Mot de passe actuel" type="password" autoComplete="current-password" {...fieldProps(passwordForm.fields.current)} />
          <Field label="Nouveau mot de passe" type="password" autoComplete="new-password" {...fieldProps(passwordForm.fields.password)} />
          <Field
            label="Confirmer le nouveau mot de passe"
            type="password"
            autoComplete="new-password"
            {...fieldProps(passwordForm.fields.confirm)}
          />
          <button type="submit" className="btn-primary" disabled={navigation.state === "submitting"}>
            Changer le mot de passe
          </button>
        </Form>
      </section>

      <section className="card" aria-labelledby="donnees-titre">
        <h2 id="donnees-titre" className="text-lg font-semibold text-encre-900">
          Mes données
        </h2>
        <p className="mt-2 text-sm text-encre-700">Exporter tout ce que vous avez enregistré, ou supprimer votre compte.</p>
        <a href="/auth/mes-donnees" className="btn-secondary mt-4">
          Gérer mes données
        </a>
      </section>

      <section className="card" aria-labelledby="rendez-vous-titre">
        <h2 id="rendez-vous-titre" className="text-lg font-semibold text-encre-900">
          Mes rendez-vous
        </h2>
        <p className="mt-2 text-sm text-encre-700">Des rappels doux, par notification ou par e-mail, les jours que vous choisissez.</p>
        <a href="/rendez-vous" className="btn-secondary mt-4">
          Choisir mes rendez-vous
        </a>
      </section>

      <section className="card" aria-labelledby="appareils-titre">
        <h2 id="appareils-titre" className="text-lg font-semibold text-encre-900">
          Appareils connectés
        </h2>
        <p className="mt-2 text-sm text-encre-700">Voir où votre compte est ouvert, et déconnecter un appareil.</p>
        <a href="/auth/appareils" className="btn-secondary mt-4">
          Voir mes appareils
        </a>
      </section>

      <section className="card border-red-200" aria-labelledby="danger-titre">
        <h2 id="danger-titre" className="text-lg font-semibold text-red-800">
          Fin de session
        </h2>
        <p className="mt-2 text-sm text-encre-700">La session de cet appareil sera fermée.</p>
        <Form method="post" action="/auth/logout" className="mt-4">
          <button type="submit" className="btn-danger">
            Se déconnecter
          </button>
        </Form>
      </section>
    </div>
  );
}
