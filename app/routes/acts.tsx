import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction, SerializeFrom } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation, useSearchParams } from "@remix-run/react";
import { actsPageFrom, actsPageQueries, deleteAct, setActCompleted, updateActText } from "~/acts/acts.server";
import { ACTS_MESSAGES } from "~/acts/messages";
import { actIdSchema, editActSchema, toggleActSchema } from "~/acts/validation";
import { readWithSession, writerFor, type Writer } from "~/auth/session-batch.server";
import { LocalActs } from "~/acts/local-acts";
import { FormAlert } from "~/components/forms/field";
import { LoadFailed } from "~/components/load-failed";
import { BackLink } from "~/components/records/back-link";
import { useRecordsLive } from "~/dashboard/use-records-live";
import { formatLongDateTime } from "~/utils/dates";
import { parseWithZod } from "@conform-to/zod";
import type { SubmissionResult } from "@conform-to/react";
import { fieldProps, useSchemaForm } from "~/components/forms/conform";
import { TextAreaField } from "~/components/forms/text-area-field";
import { redirectWithToast } from "~/utils/http.server";
import { pageParam } from "~/utils/page-param";
import { DistressPanel } from "~/care/distress-panel";
import { ACT_DISTRESS_FIELDS } from "~/care/distress-fields";
import { withDistressCheck } from "~/care/distress-response.server";
import { envelopeText, handlerOf, postedForm, readEnvelope } from "~/components/forms/submission.server";
import { z } from "zod";

export const meta: MetaFunction = () => [{ title: "Mes actes · Rendez-vous intérieur" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const page = pageParam(url.searchParams.get("page"));
  const detailId = url.searchParams.get("acte");
  let read;
  try {
    // The session, the page of acts, the counters and the act opened: one D1 batch (decision 0145).
    read = await readWithSession(context.db, context.cloudflare.env, request, (owner) =>
      actsPageQueries(context.db, owner, page, detailId),
    );
  } catch (error) {
    console.error("acts load failed", error);
    // Who is signed in still shows (the root's own lookup, shared).
    const user = await readWithSession(context.db, context.cloudflare.env, request).then(
      ({ user }) => user,
      () => null,
    );
    if (!user) return json({ signedIn: false as const });
    return json({ signedIn: true as const, failed: ACTS_MESSAGES.loadFailed, userId: user.id }, { status: 500 });
  }
  // Visitors keep their acts on the device (spec 3 §3 local_acts): the page shows those.
  if (!read.user || !read.results) return json({ signedIn: false as const });
  const { items, hasNext, counters, detail } = actsPageFrom(read.results);
  return json({ signedIn: true as const, failed: null, userId: read.user.id, page, items, hasNext, counters, detail });
}

/** A failed write is logged and answered with the spec's message, never an error page. */
const failure = (what: string) => (error: unknown) => {
  if (error instanceof Response) throw error; // a session gone since its cookie: the login redirect
  console.error(`act ${what} failed`, error);
  return "error" as const;
};

function refused(title: string, status: number) {
  return json({ toast: { title, type: "error" as const } }, { status });
}

// Whoever writes words of distress in an act they edit is shown where to find help; the text is kept as written.
export const action = withDistressCheck(ACT_DISTRESS_FIELDS, writeAction);

/** What every intent of the page posts besides its own fields: which intent, and the page to come back to. */
const envelopeSchema = z.object({ intent: envelopeText(), page: envelopeText(), id: envelopeText() });

type ActIntent = { context: ActionFunctionArgs["context"]; form: FormData; writer: Writer; back: string; id: string };

async function writeAction({ request, context }: ActionFunctionArgs) {
  const { env } = context.cloudflare;
  // The session is read in each write's own batch: one round trip (decision 0361).
  const writer = await writerFor(context.db, env, request);
  const form = postedForm(context);
  const { intent, page, id } = readEnvelope(form, envelopeSchema);
  const back = pageParam(page) > 1 ? `/acts?page=${pageParam(page)}` : "/acts";
  return handlerOf(INTENTS, intent, unknownIntent)({ context, form, writer, back, id });
}

const unknownIntent = async () => refused(ACTS_MESSAGES.updateFailed, 400);

const INTENTS = {
  async toggle({ context, form, writer, back }) {
    const { env } = context.cloudflare;
    const parsed = parseWithZod(form, { schema: toggleActSchema });
    if (parsed.status !== "success") return refused(ACTS_MESSAGES.updateFailed, 400);
    const ok = await setActCompleted(context.db, env, writer, parsed.value.id, parsed.value.completed).catch(failure("toggle"));
    if (ok === "error") return refused(ACTS_MESSAGES.updateFailed, 500);
    if (!ok) return refused(ACTS_MESSAGES.updateFailed, 404);
    return redirectWithToast(env, back, {
      title: parsed.value.completed ? ACTS_MESSAGES.markedDone : ACTS_MESSAGES.markedNotDone,
      type: "success",
    });
  },
  async delete({ context, form, writer, back }) {
    const { env } = context.cloudflare;
    const parsed = parseWithZod(form, { schema: actIdSchema });
    if (parsed.status !== "success") return refused(ACTS_MESSAGES.deleteFailed, 400);
    const ok = await deleteAct(context.db, env, writer, parsed.value.id).catch(failure("delete"));
    if (ok === "error") return refused(ACTS_MESSAGES.deleteFailed, 500);
    if (!ok) return refused(ACTS_MESSAGES.deleteFailed, 404);
    return redirectWithToast(env, back, { title: ACTS_MESSAGES.deleted, type: "success" });
  },
  async edit({ context, form, writer, back, id }) {
    const { env } = context.cloudflare;
    const parsed = parseWithZod(form, { schema: editActSchema });
    // A refusal keeps what was typed, with the schema's French message beside the text.
    if (parsed.status !== "success")
      return json({ toast: null, edit: { id, result: parsed.reply() as SubmissionResult<string[]> } }, { status: 400 });
    const ok = await updateActText(context.db, env, writer, parsed.value.id, parsed.value.actText).catch(failure("edit"));
    if (ok === "error") {
      const result = parsed.reply({ formErrors: [ACTS_MESSAGES.updateFailed] }) as SubmissionResult<string[]>;
      return json({ toast: null, edit: { id, result } }, { status: 500 });
    }
    if (!ok) return refused(ACTS_MESSAGES.updateFailed, 404);
    return redirectWithToast(env, back, { title: ACTS_MESSAGES.updated, type: "success" });
  },
} satisfies Record<string, (args: ActIntent) => Promise<Response>>;

export default function ActsScreen() {
  const data = useLoaderData<typeof loader>();
  if (!data.signedIn) return <LocalActs />;
  if (data.failed) {
    return (
      <div className="mx-auto max-w-3xl space-y-6">
        <BackLink to="/dashboard" label="Tableau de bord" />
        <h1 className="font-serif text-3xl text-encre-900">{ACTS_MESSAGES.title}</h1>
        <LoadFailed message={data.failed} />
      </div>
    );
  }
  return <SignedInActs />;
}

function SignedInActs() {
  const data = useLoaderData<typeof loader>() as Extract<SerializeFrom<typeof loader>, { signedIn: true; failed: null }>;
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const [searchParams] = useSearchParams();
  const confirmId = searchParams.get("supprimer");
  const editId = actionData && "edit" in actionData && actionData.edit ? actionData.edit.id : searchParams.get("modifier");
  const editSent = actionData && "edit" in actionData && actionData.edit ? actionData.edit : null;
  const busy = navigation.state !== "idle";
  useRecordsLive(data.userId, ["act", "practice"]);
  const pageQuery = (extra: Record<string, string>) => {
    const params = new URLSearchParams();
    if (data.page > 1) params.set("page", String(data.page));
    for (const [k, v] of Object.entries(extra)) params.set(k, v);
    const s = params.toString();
    return s ? `?${s}` : "?";
  };

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <DistressPanel />
      <BackLink to="/dashboard" label="Tableau de bord" />
      <header>
        <h1 className="font-serif text-3xl text-encre-900">{ACTS_MESSAGES.title}</h1>
        <p className="mt-2 text-encre-700">Vos engagements concrets, à cocher quand ils sont faits.</p>
      </header>

      {/* No row of zeros on an empty screen (issue 17): the counters come with the first act. */}
      {data.counters.total > 0 ? (
        <dl className="grid grid-cols-3 gap-3" aria-label="Compteurs">
          {[
            { label: "Total", value: data.counters.total, testId: "acts-total" },
            { label: "Faits", value: data.counters.done, testId: "acts-done" },
            { label: "À faire", value: data.counters.todo, testId: "acts-todo" },
          ].map((c) => (
            <div key={c.label} className="card p-4 text-center sm:p-4">
              <dt className="text-sm text-encre-700">{c.label}</dt>
              <dd className="mt-1 text-2xl font-semibold text-encre-900" data-testid={c.testId}>
                {c.value}
              </dd>
            </div>
          ))}
        </dl>
      ) : null}

      {actionData?.toast ? <FormAlert message={actionData.toast.title} /> : null}

      {data.items.length === 0 && data.page === 1 ? (
        <div className="card text-center">
          <p className="text-encre-700">{ACTS_MESSAGES.empty}</p>
          <Link to="/practice" className="btn-primary mt-4">
            Commencer une pratique
          </Link>
        </div>
      ) : (
        <ul className="space-y-3" aria-label="Liste des actes">
          {data.items.map((act) => {
            const firstLine = act.actText.split("\n")[0]!.slice(0, 80);
            const showDetail = data.detail?.id === act.id;
            return (
              <li key={act.id} className="card p-4 sm:p-5" data-testid="act">
                <div className="flex items-start gap-3">
                  <Form method="post" preventScrollReset>
                    <input type="hidden" name="intent" value="toggle" />
                    <input type="hidden" name="id" value={act.id} />
                    <input type="hidden" name="completed" value={String(!act.isCompleted)} />
                    <input type="hidden" name="page" value={data.page} />
                    <button
                      type="submit"
                      role="checkbox"
                      aria-checked={act.isCompleted}
                      aria-label={`Fait\u00a0: ${firstLine}`}
                      disabled={busy}
                      className={`mt-0.5 flex h-7 w-7 shrink-0 items-center justify-center rounded-md border-2 ${
                        act.isCompleted ? "border-sauge-700 bg-sauge-700 text-white" : "border-encre-500 bg-white"
                      }`}
                    >
                      {act.isCompleted ? <span aria-hidden="true">✓</span> : null}
                    </button>
                  </Form>
                  <div className="min-w-0 flex-1">
                    <p className={`whitespace-pre-line break-words ${act.isCompleted ? "text-encre-500 line-through" : "text-encre-900"}`}>
                      {showDetail ? act.actText : act.actText.split("\n")[0]}
                    </p>
                    <p className="mt-1 text-xs text-encre-700">
                      {formatLongDateTime(act.createdAt)}
                      {act.sessionId ? ` · ${act.toolName ?? ACTS_MESSAGES.defaultToolName}` : ""}
                    </p>
                    {showDetail ? (
                      <div className="mt-3 rounded-lg bg-sable-50 p-3 text-sm text-encre-700" data-testid="act-detail">
                        <p>Statut&nbsp;: {act.isCompleted ? "fait" : "à faire"}</p>
                        {act.sessionId ? (
                          <p className="mt-1">
                            Issu de la pratique{" "}
                            <Link className="link" to={`/history/${act.sessionId}`}>
                              {act.toolName ?? ACTS_MESSAGES.defaultToolName}
                            </Link>
                          </p>
                        ) : null}
                      </div>
                    ) : null}
                    <div className="mt-2 flex flex-wrap gap-2">
                      <Link
                        to={showDetail ? pageQuery({}) : pageQuery({ acte: act.id })}
                        className="btn-ghost px-2 py-1 text-xs"
                        preventScrollReset
                      >
                        {showDetail ? "Masquer le détail" : "Détails"}
                      </Link>
                      <Link
                        to={pageQuery({ modifier: act.id })}
                        className="btn-ghost px-2 py-1 text-xs"
                        preventScrollReset
                        aria-label={`${ACTS_MESSAGES.edit}\u00a0: ${firstLine}`}
                      >
                        {ACTS_MESSAGES.edit}
                      </Link>
                      <Link to={pageQuery({ supprimer: act.id })} className="btn-ghost px-2 py-1 text-xs text-red-800" preventScrollReset>
                        Supprimer
                      </Link>
                    </div>
                    {editId === act.id ? (
                      <EditActForm
                        id={act.id}
                        actText={act.actText}
                        page={data.page}
                        busy={busy}
                        cancelTo={pageQuery({})}
                        result={editSent?.id === act.id ? editSent.result : null}
                      />
                    ) : null}
                    {confirmId === act.id ? (
                      <Form
                        method="post"
                        className="mt-3 rounded-lg border border-red-200 bg-red-50 p-3"
                        role="group"
                        aria-label="Confirmer la suppression"
                      >
                        <p className="text-sm text-red-900">Supprimer définitivement cet acte&#8239;?</p>
                        <input type="hidden" name="intent" value="delete" />
                        <input type="hidden" name="id" value={act.id} />
                        <input type="hidden" name="page" value={data.page} />
                        <div className="mt-2 flex gap-2">
                          <button type="submit" className="btn-danger px-3 py-1.5" disabled={busy}>
                            Oui, supprimer
                          </button>
                          <Link to={pageQuery({})} className="btn-secondary px-3 py-1.5" preventScrollReset>
                            Annuler
                          </Link>
                        </div>
                      </Form>
                    ) : null}
                  </div>
                </div>
              </li>
            );
          })}
        </ul>
      )}

      {data.page > 1 || data.hasNext ? (
        <nav className="flex items-center justify-between" aria-label="Pages">
          {data.page > 1 ? (
            <Link className="btn-secondary" to={data.page === 2 ? "/acts" : `/acts?page=${data.page - 1}`}>
              Plus récents
            </Link>
          ) : (
            <span />
          )}
          <span className="text-sm text-encre-700">Page {data.page}</span>
          {data.hasNext ? (
            <Link className="btn-secondary" to={`/acts?page=${data.page + 1}`}>
              Plus anciens
            </Link>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </div>
  );
}

/** Mes actes' edit form: `editActSchema` checks the text in the browser and on the server, in the same words. */
function EditActForm({
  id,
  actText,
  page,
  busy,
  cancelTo,
  result,
}: {
  id: string;
  actText: string;
  page: number;
  busy: boolean;
  cancelTo: string;
  result: SubmissionResult<string[]> | null;
}) {
  const { form, fields, formProps } = useSchemaForm(editActSchema, result);
  const text = fieldProps(fields.actText);
  return (
    <Form
      method="post"
      {...formProps}
      className="mt-3 space-y-2 rounded-lg border border-sable-300 bg-sable-50 p-3"
      aria-label={`${ACTS_MESSAGES.edit} l'acte`}
    >
      <input type="hidden" name="intent" value="edit" />
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="page" value={page} />
      {form.errors?.[0] ? <FormAlert message={form.errors[0]} /> : null}
      <TextAreaField
        id={`act-text-${id}`}
        label={ACTS_MESSAGES.editLabel}
        name={text.name}
        error={text.error}
        required={text.required}
        maxLength={text.maxLength}
        className="min-h-32"
        rows={5}
        defaultValue={text.defaultValue ?? actText}
      />
      <div className="flex gap-2">
        <button type="submit" className="btn-primary px-3 py-1.5" disabled={busy}>
          Enregistrer
        </button>
        <Link to={cancelTo} className="btn-secondary px-3 py-1.5" preventScrollReset>
          Annuler
        </Link>
      </div>
    </Form>
  );
}
