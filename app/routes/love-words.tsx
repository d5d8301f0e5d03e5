import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { parseWithZod } from "@conform-to/zod";
import type { SubmissionResult } from "@conform-to/react";
import { z } from "zod";
import { FormAlert } from "~/components/forms/field";
import { LoadFailed } from "~/components/load-failed";
import { useActionToast } from "~/components/action-toast";
import { BackLink } from "~/components/records/back-link";
import { createLoveWordFor, deleteLoveWord, loveWordsPageFrom, loveWordsPageQueries, updateLoveWord } from "~/love-words/love-words.server";
import { readWithSession, writerFor, type Writer } from "~/auth/session-batch.server";
import { AGE_CATEGORIES, AGE_CATEGORY_LABELS, type AgeCategory } from "~/love-words/categories";
import { LOVE_WORDS_MESSAGES } from "~/love-words/messages";
import { loveWordRefusal, loveWordSchema, parseCategory, preview } from "~/love-words/validation";
import { fieldProps, useSchemaForm, type SchemaField } from "~/components/forms/conform";
import { Field } from "~/components/forms/field";
import { TextAreaField } from "~/components/forms/text-area-field";
import { formatLongDateTime } from "~/utils/dates";
import { redirectWithToast } from "~/utils/http.server";
import { pageParam } from "~/utils/page-param";
import { DistressPanel } from "~/care/distress-panel";
import { LOVE_WORD_DISTRESS_FIELDS } from "~/care/distress-fields";
import { withDistressCheck } from "~/care/distress-response.server";
import { LetterCard, type LetterOutside } from "~/letters/letter-card";
import { waitingLettersQuery } from "~/letters/letters.server";
import { LETTERS_MESSAGES } from "~/letters/messages";
import { LETTERS_PATH } from "~/letters/paths";
import { envelopeText, handlerOf, postedForm, readEnvelope } from "~/components/forms/submission.server";

export const meta: MetaFunction = () => [{ title: "Ma boîte aux lettres · Rendez-vous intérieur" }];

const CATEGORY_KEYS = AGE_CATEGORIES;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { env } = context.cloudflare;
  const url = new URL(request.url);
  const id = url.searchParams.get("id");
  const category = parseCategory(url.searchParams.get("categorie"));
  const page = pageParam(url.searchParams.get("page"));
  const now = new Date();
  let read;
  try {
    // The session, the page of letters or the letter opened: one D1 batch (decision 0145).
    // The letters sealed until a day that wait to be opened come with it: their days only, never their words.
    read = await readWithSession(
      context.db,
      env,
      request,
      (owner) => [...loveWordsPageQueries(context.db, owner, { category, page, id }), waitingLettersQuery(context.db, owner, now)] as const,
    );
  } catch (error) {
    console.error("love words load failed", error);
    return json({ mode: "failed" as const, message: LOVE_WORDS_MESSAGES.loadFailed }, { status: 500 });
  }
  if (!read.user || !read.results) {
    throw await redirectWithToast(env, "/auth/login?redirectTo=%2Flove-words", {
      title: LOVE_WORDS_MESSAGES.signInRequired,
      type: "error",
    });
  }
  const [rows, openedRows, waitingLetters] = read.results;
  const { items, hasNext, opened } = loveWordsPageFrom([rows, openedRows]);
  if (id) {
    if (!opened) throw new Response("Mot d'amour introuvable", { status: 404 });
    return json({
      mode: "detail" as const,
      word: opened,
      category,
      confirm: url.searchParams.has("supprimer"),
      editing: url.searchParams.has("modifier"),
    });
  }
  return json({
    mode: "list" as const,
    items,
    hasNext,
    category,
    page,
    creating: url.searchParams.has("nouveau"),
    waitingLetters: waitingLetters.map((letter) => ({ id: letter.id, opensOn: letter.opensOn, state: "waiting" as const })),
  });
}

const deleteSchema = z.object({ id: z.string().min(1) });

// Whoever writes words of distress here is shown, alone, where to find help; the text is kept as written.
export const action = withDistressCheck(LOVE_WORD_DISTRESS_FIELDS, writeAction);

/** What every intent of the page posts besides its own fields: which intent, and the word it names. */
const envelopeSchema = z.object({ intent: envelopeText(), id: envelopeText() });

type LoveWordIntent = { context: ActionFunctionArgs["context"]; form: FormData; writer: Writer; id: string };

async function writeAction({ request, context }: ActionFunctionArgs) {
  // The session is read in each write's own batch: one round trip (decision 0361).
  const writer = await writerFor(context.db, context.cloudflare.env, request);
  const form = postedForm(context);
  const { intent, id } = readEnvelope(form, envelopeSchema);
  return handlerOf(INTENTS, intent, unknownIntent)({ context, form, writer, id });
}

/** A failed write is logged; a session gone since its cookie still answers the login redirect. */
const failure = (what: string) => (error: unknown) => {
  if (error instanceof Response) throw error;
  console.error(`love word ${what} failed`, error);
  return "error" as const;
};

const unknownIntent = async () => json({ toast: { title: LOVE_WORDS_MESSAGES.saveFailed, type: "error" as const } }, { status: 400 });

const INTENTS = {
  async delete({ context, form, writer }) {
    const parsed = parseWithZod(form, { schema: deleteSchema });
    const failed = (status: number) => json({ toast: { title: LOVE_WORDS_MESSAGES.deleteFailed, type: "error" as const } }, { status });
    if (parsed.status !== "success") return failed(400);
    const ok = await deleteLoveWord(context.db, writer, parsed.value.id).catch(failure("delete"));
    if (ok === "error") return failed(500);
    if (!ok) return failed(404);
    return redirectWithToast(context.cloudflare.env, "/love-words", { title: LOVE_WORDS_MESSAGES.deleted, type: "success" });
  },
  async update({ context, form, writer, id }) {
    const parsed = parseWithZod(form, { schema: loveWordSchema });
    if (parsed.status !== "success") return json({ result: reply(parsed) }, { status: 400 });
    const failed = (status: number) =>
      json({ toast: { title: LOVE_WORDS_MESSAGES.updateFailed, type: "error" as const }, result: reply(parsed) }, { status });
    if (!id) return failed(400);
    const ok = await updateLoveWord(context.db, writer, id, parsed.value).catch(failure("update"));
    if (ok === "error") return failed(500);
    if (!ok) return failed(404);
    const to = `/love-words?id=${encodeURIComponent(id)}`;
    return redirectWithToast(context.cloudflare.env, to, { title: LOVE_WORDS_MESSAGES.updated, type: "success" });
  },
  async create({ context, form, writer }) {
    const parsed = parseWithZod(form, { schema: loveWordSchema });
    if (parsed.status !== "success") return json({ result: reply(parsed) }, { status: 400 });
    const word = await createLoveWordFor(context.db, writer, parsed.value).catch(failure("save"));
    if (word === "error") {
      return json({ toast: { title: LOVE_WORDS_MESSAGES.saveFailed, type: "error" as const }, result: reply(parsed) }, { status: 500 });
    }
    return redirectWithToast(context.cloudflare.env, `/love-words?id=${word.id}`, { title: LOVE_WORDS_MESSAGES.saved, type: "success" });
  },
} satisfies Record<string, (args: LoveWordIntent) => Promise<Response>>;

/** What was typed, and each field's message, for the form to show again (with or without JavaScript). */
const reply = (parsed: { reply: () => unknown }) => parsed.reply() as SubmissionResult<string[]>;

function filterHref(category: string | null) {
  return category ? `/love-words?categorie=${category}` : "/love-words";
}

export default function LoveWordsScreen() {
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  useActionToast(actionData && "toast" in actionData ? actionData.toast : null);

  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <DistressPanel />
      <BackLink to="/dashboard" label="Tableau de bord" />
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="font-serif text-3xl text-encre-900">{LOVE_WORDS_MESSAGES.title}</h1>
          <p className="mt-2 text-encre-700">Les lettres d'amour que vous écrivez à l'enfant et à l'adolescent que vous avez été.</p>
        </div>
        {data.mode === "list" && !data.creating ? (
          <Link to="/love-words?nouveau=1" className="btn-primary">
            {LOVE_WORDS_MESSAGES.newWord}
          </Link>
        ) : null}
      </header>
      {actionData && "toast" in actionData && actionData.toast ? <FormAlert message={actionData.toast.title} /> : null}
      {data.mode === "failed" ? (
        <LoadFailed message={data.message} />
      ) : data.mode === "detail" ? (
        <Detail word={data.word} category={data.category} confirm={data.confirm} editing={data.editing} />
      ) : (
        <List />
      )}
    </div>
  );
}

function List() {
  const data = useLoaderData<typeof loader>();
  if (data.mode !== "list") return null;
  return (
    <>
      {data.creating ? <NewLoveWordForm /> : null}
      <SealedLettersCorner waiting={data.waitingLetters} />
      <nav aria-label="Filtrer par catégorie" className="flex flex-wrap gap-2">
        {[null, ...CATEGORY_KEYS].map((key) => {
          const active = data.category === key;
          return (
            <Link
              key={key ?? "all"}
              to={filterHref(key)}
              aria-current={active ? "page" : undefined}
              className={`rounded-full border px-4 py-1.5 text-sm font-medium ${active ? "border-terre-700 bg-terre-700 text-white" : "border-sable-300 bg-white text-encre-700 hover:bg-sable-100"}`}
            >
              {key ? AGE_CATEGORY_LABELS[key] : LOVE_WORDS_MESSAGES.all}
            </Link>
          );
        })}
      </nav>
      {data.items.length === 0 && data.page === 1 ? (
        <div className="card text-center">
          <p className="text-encre-700">{LOVE_WORDS_MESSAGES.empty}</p>
          <p className="mt-1 text-sm text-encre-700">Les mots d'amour naissent souvent au fil d'une pratique.</p>
          <Link to="/practice" className="btn-primary mt-4">
            {LOVE_WORDS_MESSAGES.startPractice}
          </Link>
        </div>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Lettres">
          {data.items.map((word) => (
            <li key={word.id}>
              <Link
                to={`/love-words?id=${word.id}${data.category ? `&categorie=${data.category}` : ""}`}
                className="card block h-full border-l-4 border-l-terre-400 p-4 transition-shadow hover:shadow-md sm:p-5"
                data-testid="love-word-card"
              >
                <span className="badge bg-sable-100 text-encre-700">{AGE_CATEGORY_LABELS[word.ageCategory]}</span>
                <h2 className="mt-2 break-words font-serif text-lg text-encre-900">{word.title}</h2>
                <p className="mt-1 break-words text-sm text-encre-700">{preview(word.content)}</p>
                <p className="mt-3 text-xs text-encre-700">{formatLongDateTime(word.createdAt)}</p>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {data.page > 1 || data.hasNext ? (
        <nav className="flex items-center justify-between" aria-label="Pages">
          {data.page > 1 ? (
            <Link className="btn-secondary" to={`${filterHref(data.category)}${data.category ? "&" : "?"}page=${data.page - 1}`}>
              Plus récentes
            </Link>
          ) : (
            <span />
          )}
          <span className="text-sm text-encre-700">Page {data.page}</span>
          {data.hasNext ? (
            <Link className="btn-secondary" to={`${filterHref(data.category)}${data.category ? "&" : "?"}page=${data.page + 1}`}>
              Plus anciennes
            </Link>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </>
  );
}

/** The letters sealed until a day: those whose day has come, and the way to write one (decision 0420). */
function SealedLettersCorner({ waiting }: { waiting: LetterOutside[] }) {
  return (
    <section className="card space-y-3" aria-labelledby="lettres-scellees-titre" data-testid="sealed-letters-corner">
      <h2 id="lettres-scellees-titre" className="font-serif text-xl text-encre-900">
        {LETTERS_MESSAGES.title}
      </h2>
      {waiting.length > 0 ? (
        <ul className="grid gap-3 sm:grid-cols-2">
          {waiting.map((letter) => (
            <li key={letter.id}>
              <LetterCard letter={letter} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-encre-700">{LETTERS_MESSAGES.intro}</p>
      )}
      <Link to={LETTERS_PATH} className="btn-secondary">
        {LETTERS_MESSAGES.write}
      </Link>
    </section>
  );
}

function NewLoveWordForm() {
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const { fields, formProps } = useSchemaForm(loveWordSchema, actionData && "result" in actionData ? actionData.result : null);
  return (
    <section className="card" aria-labelledby="nouveau-titre">
      <h2 id="nouveau-titre" className="font-serif text-xl text-encre-900">
        {LOVE_WORDS_MESSAGES.newWord}
      </h2>
      <Form method="post" action="/love-words?nouveau=1" {...formProps} className="mt-4 space-y-4">
        <input type="hidden" name="intent" value="create" />
        <LoveWordFields idPrefix="love" fields={fields} />
        <div className="flex flex-wrap gap-2">
          <button type="submit" className="btn-primary" disabled={navigation.state === "submitting"}>
            Enregistrer
          </button>
          <Link to="/love-words" className="btn-secondary">
            Passer
          </Link>
        </div>
      </Form>
    </section>
  );
}

type LoveWordFieldSet = { title: SchemaField; content: SchemaField; ageCategory: SchemaField };

/** Title, content and age category: the one set of fields for writing and for editing a letter. */
function LoveWordFields({ idPrefix, fields, current }: { idPrefix: string; fields: LoveWordFieldSet; current?: Record<string, string> }) {
  const title = fieldProps(fields.title);
  const content = fieldProps(fields.content);
  const category = fieldProps(fields.ageCategory);
  const chosen = category.defaultValue ?? current?.ageCategory;
  const refusal = loveWordRefusal([title.error, content.error, category.error].filter((m): m is string => Boolean(m)));
  return (
    <>
      {refusal ? <FormAlert title={LOVE_WORDS_MESSAGES.missingTitle} message={refusal} /> : null}
      <Field id={`${idPrefix}-title`} label="Titre" {...title} defaultValue={title.defaultValue ?? current?.title ?? ""} />
      <TextAreaField
        id={`${idPrefix}-content`}
        label="Votre mot d'amour"
        name={content.name}
        error={content.error}
        required={content.required}
        maxLength={content.maxLength}
        className="min-h-40"
        rows={6}
        defaultValue={content.defaultValue ?? current?.content ?? ""}
      />
      <fieldset
        aria-invalid={category.error ? true : undefined}
        aria-describedby={category.error ? `${idPrefix}-category-error` : undefined}
      >
        <legend className="field-label">À quel âge l'écrivez-vous&#8239;?</legend>
        <div className="flex flex-wrap gap-3">
          {CATEGORY_KEYS.map((key) => (
            <label key={key} className="flex items-center gap-2 rounded-lg border border-sable-300 bg-white px-3 py-2 text-sm">
              <input type="radio" name={category.name} value={key} required={category.required} defaultChecked={chosen === key} />
              {AGE_CATEGORY_LABELS[key]}
            </label>
          ))}
        </div>
        {category.error ? (
          <p id={`${idPrefix}-category-error`} className="field-error">
            {category.error}
          </p>
        ) : null}
      </fieldset>
    </>
  );
}

function EditLoveWordForm({
  word,
  self,
}: {
  word: { id: string; title: string; content: string; ageCategory: AgeCategory };
  self: string;
}) {
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const { fields, formProps } = useSchemaForm(loveWordSchema, actionData && "result" in actionData ? actionData.result : null);
  return (
    <section className="mt-4" aria-labelledby="modifier-titre">
      <h2 id="modifier-titre" className="font-serif text-xl text-encre-900">
        {LOVE_WORDS_MESSAGES.editTitle}
      </h2>
      <Form method="post" action={`${self}&modifier=1`} {...formProps} className="mt-4 space-y-4">
        <input type="hidden" name="intent" value="update" />
        <input type="hidden" name="id" value={word.id} />
        <LoveWordFields idPrefix="edit-love" fields={fields} current={word} />
        <div className="flex flex-wrap gap-2">
          <button type="submit" className="btn-primary" disabled={navigation.state === "submitting"}>
            Enregistrer les modifications
          </button>
          <Link to={self} className="btn-secondary">
            Annuler
          </Link>
        </div>
      </Form>
    </section>
  );
}

function Detail({
  word,
  category,
  confirm,
  editing,
}: {
  word: { id: string; title: string; content: string; ageCategory: AgeCategory; createdAt: string };
  category: string | null;
  confirm: boolean;
  editing: boolean;
}) {
  const navigation = useNavigation();
  const self = `/love-words?id=${word.id}${category ? `&categorie=${category}` : ""}`;
  if (editing) {
    return (
      <article className="card" aria-label={word.title}>
        <Link to={self} className="link text-sm">
          ← Retour à la lettre
        </Link>
        <EditLoveWordForm word={word} self={self} />
      </article>
    );
  }
  return (
    <article className="card" aria-labelledby="lettre-titre">
      <Link to={filterHref(category)} className="link text-sm">
        ← Toutes mes lettres
      </Link>
      <div className="mt-4">
        <span className="badge bg-sable-100 text-encre-700">{AGE_CATEGORY_LABELS[word.ageCategory]}</span>
        <h2 id="lettre-titre" className="mt-2 break-words font-serif text-2xl text-encre-900">
          {word.title}
        </h2>
        <p className="mt-1 text-sm text-encre-700">{formatLongDateTime(word.createdAt)}</p>
        <div className="mt-4 whitespace-pre-line break-words leading-relaxed text-encre-900">{word.content}</div>
      </div>
      {confirm ? (
        <Form
          method="post"
          className="mt-6 rounded-lg border border-red-200 bg-red-50 p-4"
          role="group"
          aria-label="Confirmer la suppression"
        >
          <p className="text-sm text-red-900">Supprimer définitivement ce mot d'amour&#8239;? Cette action est irréversible.</p>
          <input type="hidden" name="intent" value="delete" />
          <input type="hidden" name="id" value={word.id} />
          <div className="mt-3 flex gap-2">
            <button type="submit" className="btn-danger" disabled={navigation.state !== "idle"}>
              Oui, supprimer
            </button>
            <Link to={self} className="btn-secondary">
              Annuler
            </Link>
          </div>
        </Form>
      ) : (
        <div className="mt-6 flex flex-wrap gap-2">
          <Link to={`${self}&modifier=1`} className="btn-secondary">
            {LOVE_WORDS_MESSAGES.edit}
          </Link>
          <Link to={`${self}&supprimer=1`} className="btn-secondary text-red-800">
            Supprimer
          </Link>
        </div>
      )}
    </article>
  );
}
