import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import type { ShouldRevalidateFunction } from "@remix-run/react";
import { Link, useActionData, useFetcher, useLoaderData, useSearchParams } from "@remix-run/react";
import { useCallback, useEffect, useRef, useState } from "react";
import { parseWithZod } from "@conform-to/zod";
import type { SubmissionResult } from "@conform-to/react";
import { loginRedirect } from "~/auth/session.server";
import { readWithSession, writerFor } from "~/auth/session-batch.server";
import { useLocalSchemaForm } from "~/components/forms/conform-local";
import { FormAlert } from "~/components/forms/field";
import { BackLink } from "~/components/records/back-link";
import { useToast } from "~/components/toaster";
import {
  createGrandeurEntry,
  deleteGrandeurEntry,
  listGrandeurEntries,
  updateGrandeurEntry,
  updateGrandeurField,
} from "~/grandeur/grandeur.server";
import { GRANDEUR_MESSAGES as M } from "~/grandeur/messages";
import {
  addRow,
  commitField,
  createEntrySchema,
  deleteEntrySchema,
  editRow,
  fieldSchema,
  isTemporary,
  markSaved,
  MAX_FIELD_LENGTH,
  removeRow,
  updateEntrySchema,
  type GrandeurField,
  type GrandeurRow,
} from "~/grandeur/rows";
import { redirectWithToast } from "~/utils/http.server";
import { useHydrated } from "~/utils/use-hydrated";
import { z } from "zod";
import { envelopeText, handlerOf, postedForm, readEnvelope } from "~/components/forms/submission.server";
import { readTyped, typedText } from "~/components/forms/envelope";

const PENDING_MODE = z.object({ mode: typedText() });

export const meta: MetaFunction = () => [{ title: "Table des grandeurs · Rendez-vous intérieur" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { env } = context.cloudflare;
  let read;
  try {
    // The session and the table: one D1 batch (decision 0145).
    read = await readWithSession(context.db, env, request, (owner) => [listGrandeurEntries(context.db, owner)]);
  } catch (error) {
    console.error("grandeur load failed", error);
    await readWithSession(context.db, env, request, { require: true }); // signed out: to the sign-in page, as always
    return json({ entries: [] as GrandeurRow[], loadFailed: true });
  }
  if (!read.user || !read.results) throw loginRedirect(request);
  return json({ entries: read.results[0] as GrandeurRow[], loadFailed: false });
}

type Problem = { title: string; description: string };
/** The row a refusal belongs to when it is the "?nouvelle=1" row (without JavaScript). */
const NEW_ROW = "nouvelle";
const problem = (title: string, description?: string): Problem => ({ title, description: description ?? "" });

/** What every intent of the table posts besides its own fields. */
const envelopeSchema = z.object({ intent: envelopeText(), mode: envelopeText(), id: envelopeText() });

export async function action({ request, context }: ActionFunctionArgs) {
  const { env } = context.cloudflare;
  // The session is read in each write's own batch: one round trip (decision 0361).
  const writer = await writerFor(context.db, env, request);
  const formData = postedForm(context);
  const { mode, intent, id: namedRow } = readEnvelope(formData, envelopeSchema);
  // With JavaScript the page sends mode=fetch and merges the JSON answer; without, it gets a redirect.
  const fetchMode = mode === "fetch";
  const done = (title: string, entry?: GrandeurRow) =>
    fetchMode ? json({ ok: true as const, title, entry }) : redirectWithToast(env, "/cycles/grandeur-table", { title, type: "success" });
  const fail = (p: Problem, status: number, extra: Record<string, unknown> = {}) =>
    json({ ok: false as const, problem: p, ...extra }, { status });
  const emptyName = problem(M.emptyNameTitle, M.emptyName);
  // A refused row keeps what was typed (conform's `reply()`, for the row `row`), each French message
  // beside its field; the fetch answer also names the problem for the page's notification.
  const refused = (
    submission: { error?: Record<string, string[] | null> | null; reply: () => unknown },
    fallback: string,
    row?: string,
  ) => {
    const messages = Object.values(submission.error ?? {}).flatMap((m) => m ?? []);
    const p = messages.includes(M.emptyName) ? emptyName : problem(fallback);
    return fail(p, 400, row === undefined ? {} : { row, result: submission.reply() as SubmissionResult<string[]> });
  };

  const INTENTS = {
    async create() {
      const parsed = parseWithZod(formData, { schema: createEntrySchema });
      if (parsed.status !== "success") return refused(parsed, M.createFailed, NEW_ROW);
      return done(M.saved, await createGrandeurEntry(context.db, writer, parsed.value));
    },
    async field() {
      const parsed = parseWithZod(formData, { schema: fieldSchema });
      if (parsed.status !== "success") return refused(parsed, M.updateFailed);
      const ok = await updateGrandeurField(context.db, writer, parsed.value.id, parsed.value.field, parsed.value.value);
      return ok ? done(M.saved) : fail(problem(M.updateFailed), 404);
    },
    async update() {
      const parsed = parseWithZod(formData, { schema: updateEntrySchema });
      if (parsed.status !== "success") return refused(parsed, M.updateFailed, namedRow);
      const { id, ...values } = parsed.value;
      const ok = await updateGrandeurEntry(context.db, writer, id, values);
      return ok ? done(M.saved) : fail(problem(M.updateFailed), 404);
    },
    async delete() {
      const parsed = parseWithZod(formData, { schema: deleteEntrySchema });
      const ok = parsed.status === "success" && (await deleteGrandeurEntry(context.db, writer, parsed.value.id));
      return ok ? done(M.deleted) : fail(problem(M.deleteFailed), parsed.status === "success" ? 404 : 400);
    },
  };
  const unknownIntent = async () => fail(problem(M.updateFailed), 400);
  try {
    return await handlerOf(INTENTS, intent, unknownIntent)();
  } catch (error) {
    if (error instanceof Response) throw error; // a session gone since its cookie: the login redirect
    console.error("grandeur write failed", error);
    return fail(problem(intent === "delete" ? M.deleteFailed : intent === "create" ? M.createFailed : M.updateFailed), 500);
  }
}

/** The page merges JSON answers itself, so a background write never resets what is being typed. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formData, defaultShouldRevalidate }) =>
  formData && readTyped(formData, PENDING_MODE).mode === "fetch" ? false : defaultShouldRevalidate;

type RowState = { rows: GrandeurRow[]; saved: Record<string, GrandeurRow> };
const fromEntries = (entries: GrandeurRow[]): RowState => ({
  rows: entries,
  saved: Object.fromEntries(entries.map((e) => [e.id, e])),
});

export default function GrandeurTableScreen() {
  const { entries, loadFailed } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const hydrated = useHydrated();
  const toast = useToast();
  const [searchParams] = useSearchParams();
  const [state, setState] = useState<RowState>(() => fromEntries(entries));

  // A full revalidation (navigation, no-JS post) brings the server's rows; keep the temporary ones.
  useEffect(() => {
    setState((current) => {
      const next = fromEntries(entries);
      return { rows: [...next.rows, ...current.rows.filter((r) => isTemporary(r.id))], saved: next.saved };
    });
  }, [entries]);

  useEffect(() => {
    if (loadFailed) toast({ title: M.loadFailed, type: "error" });
  }, [loadFailed, toast]);

  const onEdit = useCallback((id: string, field: GrandeurField, value: string) => {
    setState((s) => ({ ...s, rows: editRow(s.rows, id, field, value).rows }));
  }, []);
  const onSavedField = useCallback((id: string, field: GrandeurField, value: string) => {
    setState((s) => ({ ...s, saved: { ...s.saved, [id]: { ...s.saved[id]!, [field]: value } } }));
  }, []);
  const onRevert = useCallback((id: string, field: GrandeurField) => {
    setState((s) => ({ ...s, rows: editRow(s.rows, id, field, s.saved[id]?.[field] ?? "").rows }));
  }, []);
  const onCreated = useCallback((tempId: string, entry: GrandeurRow) => {
    setState((s) => ({ rows: markSaved(s.rows, tempId, entry), saved: { ...s.saved, [entry.id]: entry } }));
  }, []);
  const onRemoved = useCallback((id: string) => {
    setState((s) => {
      const { [id]: _gone, ...saved } = s.saved;
      return { rows: removeRow(s.rows, id).rows, saved };
    });
  }, []);

  const addingWithoutJs = !hydrated && searchParams.has("nouvelle");
  // Without JavaScript a refused row comes back with what was typed and its message beside the field;
  // a refusal without a field (a failed write, an unknown row) is said above the table.
  const refusal = actionData && !actionData.ok ? actionData : null;
  const rowRefusal =
    refusal && "result" in refusal && "row" in refusal
      ? { row: String(refusal.row), result: refusal.result as SubmissionResult<string[]> }
      : null;
  const noJsProblem = refusal && !rowRefusal ? refusal.problem : null;
  const resultFor = (id: string) => (rowRefusal?.row === id ? rowRefusal.result : null);

  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <BackLink to="/cycles" label="Mes cycles" />
      <header>
        <h1 className="font-serif text-3xl text-encre-900">{M.title}</h1>
        <p className="mt-2 text-encre-700">Nommez vos grandeurs et, en face, le cycle traumatique qui leur correspond.</p>
      </header>
      {noJsProblem && !hydrated ? <FormAlert title={noJsProblem.title} message={noJsProblem.description || noJsProblem.title} /> : null}
      <div className="grid gap-6 lg:grid-cols-[1fr_16rem]">
        <section className="card min-w-0 overflow-hidden p-0 sm:p-0" aria-label={M.title}>
          {/* On a phone each row is a card (its fields one under the other); a table from 640 px. */}
          <div className="relative sm:overflow-x-auto">
            <table className="w-full border-collapse text-left max-sm:block sm:min-w-[36rem]">
              <thead className="hidden bg-sable-100 text-sm text-encre-900 sm:table-header-group">
                <tr>
                  <th scope="col" className="px-3 py-3 font-semibold">
                    {M.nameColumn}
                  </th>
                  <th scope="col" className="px-3 py-3 font-semibold">
                    {M.traumaColumn}
                  </th>
                  <th scope="col" className="w-32 px-3 py-3 font-semibold">
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody className="max-sm:block max-sm:space-y-3 max-sm:p-3">
                {state.rows.map((row, index) => (
                  <RowEditor
                    key={row.id}
                    row={row}
                    index={index}
                    saved={state.saved[row.id]}
                    hydrated={hydrated}
                    onEdit={onEdit}
                    onSavedField={onSavedField}
                    onRevert={onRevert}
                    onCreated={onCreated}
                    onRemoved={onRemoved}
                    lastResult={resultFor(row.id)}
                  />
                ))}
                {addingWithoutJs ? (
                  <RowEditor
                    row={{ id: NEW_ROW, grandeurName: "", correspondingTrauma: "" }}
                    index={state.rows.length}
                    hydrated={false}
                    isNew
                    lastResult={resultFor(NEW_ROW)}
                  />
                ) : null}
                {state.rows.length === 0 && !addingWithoutJs ? (
                  <tr className="max-sm:block">
                    <td colSpan={3} className="px-3 py-6 text-center text-encre-700 max-sm:block">
                      Aucune grandeur pour le moment.
                    </td>
                  </tr>
                ) : null}
              </tbody>
            </table>
          </div>
          <div className="border-t border-sable-200 p-3">
            {hydrated ? (
              <button type="button" className="btn-secondary" onClick={() => setState((s) => ({ ...s, rows: addRow(s.rows) }))}>
                + {M.addRow}
              </button>
            ) : (
              <Link to="/cycles/grandeur-table?nouvelle=1" className="btn-secondary">
                + {M.addRow}
              </Link>
            )}
          </div>
        </section>
        <aside className="card h-fit bg-sable-50">
          <h2 className="font-serif text-lg text-encre-900">Le cycle de la grandeur</h2>
          <p className="mt-2 text-sm text-encre-700">Regardez comment chaque grandeur se déploie dans son propre cycle.</p>
          <Link to="/cycles/grandeur" className="btn-primary mt-4">
            Voir le cycle de la grandeur
          </Link>
        </aside>
      </div>
    </div>
  );
}

type RowEditorProps = {
  row: GrandeurRow;
  index: number;
  saved?: GrandeurRow;
  hydrated: boolean;
  isNew?: boolean;
  onEdit?: (id: string, field: GrandeurField, value: string) => void;
  onSavedField?: (id: string, field: GrandeurField, value: string) => void;
  onRevert?: (id: string, field: GrandeurField) => void;
  onCreated?: (tempId: string, entry: GrandeurRow) => void;
  onRemoved?: (id: string) => void;
  /** The server's refusal of this row (without JavaScript): what was typed and each message. */
  lastResult?: SubmissionResult<string[]> | null;
};

/** How long after the last keystroke a saved row's field is written. */
const WRITE_DELAY_MS = 800;

function RowEditor({
  row,
  index,
  saved,
  hydrated,
  isNew,
  onEdit,
  onSavedField,
  onRevert,
  onCreated,
  onRemoved,
  lastResult,
}: RowEditorProps) {
  const fetcher = useFetcher<typeof action>();
  const toast = useToast();
  const temporary = isNew || isTemporary(row.id);
  const formId = `grandeur-row-${row.id}`;
  const pending = useRef<{ field?: GrandeurField; value?: string; kind: "field" | "create" | "delete" } | null>(null);
  const timers = useRef<Partial<Record<GrandeurField, ReturnType<typeof setTimeout>>>>({});
  const lastSent = useRef<Partial<Record<GrandeurField, string>>>({});

  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data || !pending.current) return;
    const sent = pending.current;
    pending.current = null;
    const data = fetcher.data;
    if (!data.ok) {
      if (sent.field) delete lastSent.current[sent.field]; // leaving the field will try again
      toast({ title: data.problem.title, description: data.problem.description || undefined, type: "error" });
      return;
    }
    toast({ title: data.title, type: "success" });
    if (sent.kind === "field" && sent.field) onSavedField?.(row.id, sent.field, sent.value ?? "");
    if (sent.kind === "create" && data.entry) onCreated?.(row.id, data.entry);
    if (sent.kind === "delete") onRemoved?.(row.id);
  }, [fetcher.state, fetcher.data, toast, onSavedField, onCreated, onRemoved, row.id]);

  const submit = (fields: Record<string, string>, kind: "field" | "create" | "delete", field?: GrandeurField) => {
    pending.current = { kind, field, value: fields.value };
    fetcher.submit({ ...fields, mode: "fetch" }, { method: "post" });
  };

  // The row's form, checked by its schema in the browser and on the server: a new row creates
  // (`createEntrySchema`), a saved row posted without JavaScript updates (`updateEntrySchema`). With
  // JavaScript a saved row is written field by field instead, so its form only deletes (no check).
  const { fields, formProps } = useLocalSchemaForm(
    temporary ? createEntrySchema : updateEntrySchema,
    lastResult,
    {
      onValid: (value) =>
        submit({ intent: "create", grandeurName: value.grandeurName, correspondingTrauma: value.correspondingTrauma }, "create"),
      skip: {
        value: "delete",
        onSkip: () => {
          if (temporary) onRemoved?.(row.id);
          else submit({ intent: "delete", id: row.id }, "delete");
        },
      },
    },
    { id: formId, shouldValidate: temporary ? "onBlur" : "onSubmit" },
  );

  // Saved rows are written field by field as one types (spec 3 §4): WRITE_DELAY_MS after the last
  // keystroke, and at once when the field is left. An empty name is only refused on leaving the
  // field, so clearing it to retype is not punished mid-word.
  useEffect(() => () => Object.values(timers.current).forEach(clearTimeout), []);

  const commit = (field: GrandeurField, value: string, whileTyping = false) => {
    clearTimeout(timers.current[field]);
    if (!hydrated || temporary || !saved) return;
    const result = commitField(saved, field, value);
    if (result.kind === "refused") {
      if (whileTyping) return;
      toast({ title: result.problem.title, description: result.problem.description, type: "error" });
      onRevert?.(row.id, field);
    } else if (result.kind === "write" && lastSent.current[field] !== value) {
      lastSent.current[field] = value;
      submit({ intent: "field", id: row.id, field, value }, "field", field);
    }
  };
  const typed = (field: GrandeurField, value: string) => {
    onEdit?.(row.id, field, value);
    clearTimeout(timers.current[field]);
    timers.current[field] = setTimeout(() => commit(field, value, true), WRITE_DELAY_MS);
  };

  const label = (column: string) => `${column} (ligne ${index + 1})`;
  const cell = (field: GrandeurField, column: string) => {
    const error = fields[field].errors?.[0];
    const errorId = `${formId}-${field}-error`;
    // A refused post (without JavaScript) shows what was typed, even an emptied field.
    const kept = lastResult ? (typeof fields[field].initialValue === "string" ? (fields[field].initialValue as string) : "") : undefined;
    return (
      <td className="px-3 py-2 align-top max-sm:block">
        {/* The column's name, shown above the field when the row is a card (the table header is hidden). */}
        <span className="mb-1 block text-sm font-semibold text-encre-900 sm:hidden" aria-hidden="true">
          {column}
        </span>
        <textarea
          form={formId}
          name={field}
          aria-label={label(column)}
          rows={2}
          maxLength={MAX_FIELD_LENGTH}
          className="field-input min-h-[2.75rem] resize-y text-sm"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...(hydrated
            ? {
                value: row[field],
                onChange: (e: React.ChangeEvent<HTMLTextAreaElement>) => typed(field, e.target.value),
                onBlur: (e: React.FocusEvent<HTMLTextAreaElement>) => commit(field, e.target.value),
              }
            : { defaultValue: kept ?? row[field] })}
        />
        {error ? (
          <p id={errorId} className="field-error">
            {error}
          </p>
        ) : null}
      </td>
    );
  };

  return (
    <tr
      className="border-sable-200 max-sm:block max-sm:rounded-xl max-sm:border max-sm:bg-white max-sm:py-1 max-sm:shadow-sm sm:border-t"
      data-testid="grandeur-row"
      data-temporary={temporary ? "true" : undefined}
    >
      {cell("grandeurName", "Nommer ma grandeur")}
      {cell("correspondingTrauma", "Cycle traumatique correspondant\u202f?")}
      <td className="px-3 py-2 align-top max-sm:block">
        <fetcher.Form
          method="post"
          action={isNew ? "/cycles/grandeur-table?nouvelle=1" : "/cycles/grandeur-table"}
          {...formProps}
          className="flex flex-wrap gap-1"
        >
          {!isNew && !temporary ? <input type="hidden" name="id" value={row.id} /> : null}
          {temporary || !hydrated ? (
            <button
              type="submit"
              name="intent"
              value={temporary ? "create" : "update"}
              className="btn-primary px-3 py-1.5 text-xs"
              disabled={fetcher.state !== "idle"}
            >
              Enregistrer<span className="sr-only"> la ligne {index + 1}</span>
            </button>
          ) : null}
          {isNew ? (
            <Link to="/cycles/grandeur-table" className="btn-ghost px-3 py-1.5 text-xs">
              Annuler
            </Link>
          ) : (
            <button
              type="submit"
              name="intent"
              value="delete"
              className="btn-ghost px-3 py-1.5 text-xs text-red-800"
              disabled={fetcher.state !== "idle"}
            >
              Supprimer<span className="sr-only"> la ligne {index + 1}</span>
            </button>
          )}
        </fetcher.Form>
      </td>
    </tr>
  );
}
