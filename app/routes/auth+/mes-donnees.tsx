import { postedForm } from "~/components/forms/submission.server";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useMemo } from "react";
import { parseWithZod } from "@conform-to/zod";
import { accountOfLimitsQuery, deleteAccount } from "~/account-data/data.server";
import { ACCOUNT_DATA_MESSAGES as M } from "~/account-data/messages";
import { readWithSession, writerFor } from "~/auth/session-batch.server";
import { endedSessionCookie } from "~/auth/session.server";
import { closeSessionSockets } from "../../../party/session-close.server";
import { deleteAccountSchema } from "~/account-data/validation";
import { fieldProps, useSchemaForm } from "~/components/forms/conform";
import { Field, FormAlert } from "~/components/forms/field";
import { redirectWithToast } from "~/utils/http.server";

export const meta: MetaFunction = () => [{ title: "Mes données · Rendez-vous intérieur" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { user } = await readWithSession(context.db, context.cloudflare.env, request, { require: true });
  return json({ username: user.username });
}

/**
 * The account's deletion: it must read first (the pseudo typed must be the account's own). The session and
 * the account's e-mail and pseudo key in one round trip; its recordings removed from R2; then the account,
 * its sessions and counters in a second (decision 0450).
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const { env } = context.cloudflare;
  const writer = await writerFor(context.db, env, request);
  const { user, results } = await writer.run([accountOfLimitsQuery(context.db, writer.owner)]);
  const submission = parseWithZod(postedForm(context), { schema: deleteAccountSchema(user.username) });
  if (submission.status !== "success") return json({ result: submission.reply() }, { status: 400 });
  try {
    const account = results[0][0];
    if (!account) throw new Error("account not found");
    const ended = await deleteAccount(context.db, env, account, context.changedPages);
    // Every session went with the account: their room sockets close too (decision 0321).
    await closeSessionSockets(env, user.id, ended);
    return redirectWithToast(env, "/", { title: M.deleted, type: "success" }, [await endedSessionCookie(env)]);
  } catch (error) {
    console.error("account deletion failed", error);
    return json({ result: submission.reply({ formErrors: [M.deleteFailed] }) }, { status: 500 });
  }
}

export default function MyDataScreen() {
  const { username } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const schema = useMemo(() => deleteAccountSchema(username), [username]);
  const { form, fields, formProps } = useSchemaForm(schema, actionData?.result);
  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <Link to="/auth/profile" className="link text-sm">
        ← Mon profil
      </Link>
      <h1 className="font-serif text-3xl text-encre-900">{M.title}</h1>
      <section className="card" aria-labelledby="export-titre">
        <h2 id="export-titre" className="text-lg font-semibold text-encre-900">
          Exporter
        </h2>
        <p className="mt-2 text-sm text-encre-700">
          Une archive ZIP avec tout ce que vous avez enregistré&nbsp;: un document à lire (mes-donnees.md&nbsp;: vos pratiques et réponses,
          actes, mots d'amour et questions), un fichier JSON complet (pratiques et réponses, questions, actes, mots d'amour, grandeurs,
          récompenses, cycles, messages) et tous vos enregistrements audio. Une lettre scellée y figure avec son jour&#8239;; ses mots n'y
          entrent qu'une fois ce jour venu.
        </p>
        <a href="/auth/mes-donnees/export" className="btn-primary mt-4" download>
          {M.exportLabel}
        </a>
      </section>
      <section className="card border-red-200" aria-labelledby="suppression-titre">
        <h2 id="suppression-titre" className="text-lg font-semibold text-red-800">
          {M.deleteTitle}
        </h2>
        <p className="mt-2 text-sm text-encre-700">
          Toutes vos données personnelles et vos enregistrements audio seront effacés définitivement. Vos messages du forum et du chat
          resteront, signés «&nbsp;Utilisateur supprimé&nbsp;». Cette action est irréversible.
        </p>
        <Form method="post" {...formProps} className="mt-4 space-y-3">
          {form.errors?.[0] ? <FormAlert message={form.errors[0]} /> : null}
          <Field label={`${M.confirmLabel} (${username})`} autoComplete="off" {...fieldProps(fields.confirmation)} />
          <button type="submit" className="btn-danger" disabled={navigation.state !== "idle"}>
            {M.deleteTitle}
          </button>
        </Form>
      </section>
    </div>
  );
}
