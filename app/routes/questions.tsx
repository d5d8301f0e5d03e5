import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction, SerializeFrom } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useState } from "react";
import { writerFor, type Writer } from "~/auth/session-batch.server";
import { readWithSession } from "~/auth/session-batch.server";
import { FormAlert } from "~/components/forms/field";
import { AudioInput } from "~/questions/audio-input";
import { LocalQuestions } from "~/questions/local-questions";
import { LocalAddQuestionForm } from "~/questions/local-add-question";
import { QUESTION_MESSAGES as M } from "~/questions/messages";
import { parseWithZod } from "@conform-to/zod";
import type { SubmissionResult } from "@conform-to/react";
import { fieldProps, useSchemaForm } from "~/components/forms/conform";
import { TextAreaField } from "~/components/forms/text-area-field";
import { answerSchema, newQuestionSchema } from "~/questions/schema";
import {
  createQuestion,
  createQuestionFor,
  answerQuestion,
  answerQuestionFor,
  deleteQuestion,
  discardStoredAudio,
  ownQuestion,
  questionsFrom,
  questionsPageQuery,
  storeQuestionAudio,
} from "~/questions/questions.server";
import { checkAnswer, checkNewQuestion, isRefusal } from "~/questions/validation";
import { redirectWithToast } from "~/utils/http.server";
import { pageParam } from "~/utils/page-param";
import { useHydrated } from "~/utils/use-hydrated";
import { LoadFailed } from "~/components/load-failed";
import { BackToDashboard } from "~/components/records/back-link";
import { QuestionDetails, QuestionSummary } from "~/questions/question-details";
import { audioUrlSecret } from "~/audio/storage.server";
import { DistressPanel } from "~/care/distress-panel";
import { QUESTION_DISTRESS_FIELDS } from "~/care/distress-fields";
import { z } from "zod";
import { withDistressCheck } from "~/care/distress-response.server";
import { envelopeText, handlerOf, postedFile, postedForm, readEnvelope } from "~/components/forms/submission.server";
import { pendingIntent, readTyped, typedText } from "~/components/forms/envelope";

const PENDING_QUESTION = z.object({ questionId: typedText() });
const pendingQuestion = (form: FormData | undefined) => (form ? readTyped(form, PENDING_QUESTION).questionId : undefined);

export const meta: MetaFunction = () => [{ title: "Mes questions · Rendez-vous intérieur" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const env = context.cloudflare.env;
  const page = pageParam(new URL(request.url).searchParams.get("page"));
  try {
    // The session and the page of questions: one D1 batch (decision 0145).
    const { user, results } = await readWithSession(context.db, env, request, (owner) => [questionsPageQuery(context.db, owner, page)]);
    if (!user || !results) return json({ signedIn: false as const, loadFailed: false, questions: [] as never[], hasMore: false, page: 1 });
    const { questions, hasMore } = await questionsFrom(results[0], audioUrlSecret(env), user.id);
    return json({ signedIn: true as const, loadFailed: false, questions, hasMore, page });
  } catch (error) {
    console.error("questions load failed", error);
    return json({ signedIn: true as const, loadFailed: true, questions: [] as never[], hasMore: false, page }, { status: 503 });
  }
}

/**
 * A refused post: `result` (conform's reply) keeps the text and puts the schema's message beside it;
 * `title`/`message` name a failure that is not the field's (storage, a lost question).
 */
type Failure = { target: string; title?: string; message?: string; text: string; result?: SubmissionResult<string[]> };

const replyOf = (parsed: { reply: () => unknown }) => parsed.reply() as SubmissionResult<string[]>;

// Whoever writes words of distress here is shown, alone, where to find help; the text is kept as written.
export const action = withDistressCheck(QUESTION_DISTRESS_FIELDS, writeAction);

/** What every intent of the page posts: which intent, the text typed, the question named, a recording already stored. */
const envelopeSchema = z.object({ intent: envelopeText(), text: envelopeText(), questionId: envelopeText(), audioKey: envelopeText() });

async function writeAction({ request, context }: ActionFunctionArgs) {
  const env = context.cloudflare.env;
  // The session is read in each write's own batch (decision 0361).
  const writer = await writerFor(context.db, env, request);
  // Not a form at all: an empty one, refused below like any unknown intent.
  const form = postedForm(context);
  const { intent, text, questionId, audioKey } = readEnvelope(form, envelopeSchema);
  const audio = { file: postedFile(form, "audioFile"), key: audioKey || null };
  const hasAudio = Boolean(audio.file || audio.key);
  return handlerOf(INTENTS, intent, unknownIntent)({ context, env, writer, form, text, questionId, audio, hasAudio });
}

type IntentArgs = {
  context: ActionFunctionArgs["context"];
  env: Env;
  writer: Writer;
  form: FormData;
  text: string;
  questionId: string;
  audio: { file: File | null; key: string | null };
  hasAudio: boolean;
};

const unknownIntent = async ({ text }: IntentArgs) => {
  return json<Failure>({ target: "new", title: "Erreur", message: M.addError, text }, { status: 400 });
};

const INTENTS = {
  async add({ audio, context, env, form, hasAudio, text, writer }: IntentArgs) {
    const parsed = parseWithZod(form, { schema: newQuestionSchema });
    if (parsed.status !== "success")
      return json<Failure>({ target: "new", title: M.emptyQuestionTitle, text, result: replyOf(parsed) }, { status: 400 });
    const checked = checkNewQuestion(text, hasAudio);
    if (isRefusal(checked)) return json<Failure>({ target: "new", ...checked, text }, { status: 400 });
    const id = crypto.randomUUID();
    let storedKey: string | null = null;
    try {
      if (!hasAudio) {
        // Words alone: the session and the insert in one round trip.
        await createQuestionFor(context.db, writer, { id, question: checked.question, audioKey: null });
      } else {
        // A recording is kept under its owner's id: the session first, then the insert.
        const user = await writer.user();
        const stored = await storeQuestionAudio(env.AUDIO, user.id, id, audio);
        if (!stored.ok) return json<Failure>({ target: "new", title: stored.title, message: stored.message, text }, { status: 400 });
        if (audio.file) storedKey = stored.key;
        await createQuestion(context.db, user.id, { id, question: checked.question, audioKey: stored.key });
      }
    } catch (error) {
      if (error instanceof Response) throw error; // a session gone since its cookie: the login redirect
      console.error("question add failed", error);
      await discardStoredAudio(env.AUDIO, storedKey);
      return json<Failure>({ target: "new", title: "Erreur", message: M.addError, text }, { status: 503 });
    }
    return redirectWithToast(env, "/questions", { title: M.added, type: "success" });
  },
  async answer({ audio, context, env, form, hasAudio, questionId, text, writer }: IntentArgs) {
    const parsed = parseWithZod(form, { schema: answerSchema });
    if (parsed.status !== "success")
      return json<Failure>({ target: questionId, title: M.emptyAnswerTitle, text, result: replyOf(parsed) }, { status: 400 });
    const checked = checkAnswer(text, hasAudio);
    if (isRefusal(checked)) return json<Failure>({ target: questionId, ...checked, text }, { status: 400 });
    let storedKey: string | null = null;
    try {
      // Words alone: one round trip, the question's owner and state decided in the change itself.
      if (!(audio.file && audio.file.size > 0) && !audio.key) {
        const outcome = await answerQuestionFor(context.db, writer, questionId, checked.responseText);
        if (outcome !== "answered") {
          const status = outcome === "missing" ? 404 : 409;
          return json<Failure>({ target: questionId, title: "Erreur", message: M.answerError, text }, { status });
        }
        return redirectWithToast(env, `/questions#q-${questionId}`, { title: M.answerSaved, type: "success" });
      }
      // A recording: its key holds the owner's id. The session and the question, in one round trip; then the answer.
      const { user, exists } = await ownQuestion(context.db, writer, questionId);
      if (!exists) {
        return json<Failure>({ target: questionId, title: "Erreur", message: M.answerError, text }, { status: 404 });
      }
      const stored = await storeQuestionAudio(env.AUDIO, user.id, questionId, audio);
      if (!stored.ok) return json<Failure>({ target: questionId, title: stored.title, message: stored.message, text }, { status: 400 });
      if (audio.file) storedKey = stored.key;
      const answered = await answerQuestion(context.db, user.id, questionId, { responseText: checked.responseText, audioKey: stored.key });
      if (!answered) {
        await discardStoredAudio(env.AUDIO, storedKey);
        return json<Failure>({ target: questionId, title: "Erreur", message: M.answerError, text }, { status: 409 });
      }
    } catch (error) {
      if (error instanceof Response) throw error;
      console.error("question answer failed", error);
      await discardStoredAudio(env.AUDIO, storedKey);
      return json<Failure>({ target: questionId, title: "Erreur", message: M.answerError, text }, { status: 503 });
    }
    return redirectWithToast(env, `/questions#q-${questionId}`, { title: M.answerSaved, type: "success" });
  },
  async delete({ context, env, questionId, writer }: IntentArgs) {
    let deleted = false;
    try {
      deleted = await deleteQuestion(context.db, env.AUDIO, writer, questionId);
    } catch (error) {
      if (error instanceof Response) throw error;
      console.error("question delete failed", error);
    }
    return redirectWithToast(
      env,
      "/questions",
      deleted ? { title: M.deleted, type: "success" } : { title: "Erreur", description: M.deleteError, type: "error" },
    );
  },
};

function AddQuestionForm({ failure }: { failure: Failure | null }) {
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const { fields, formProps } = useSchemaForm(newQuestionSchema, failure?.result);
  const question = fieldProps(fields.text);
  const [text, setText] = useState(failure?.text ?? "");
  const [hasAudio, setHasAudio] = useState(false);
  const busy = navigation.state === "submitting" && pendingIntent(navigation.formData) === "add";
  return (
    <section className="card" aria-labelledby="nouvelle-question">
      <h2 id="nouvelle-question" className="text-lg font-semibold text-encre-900">
        Ajouter une question
      </h2>
      <Form method="post" encType="multipart/form-data" {...formProps} className="mt-4 space-y-4">
        {failure?.message ? <FormAlert title={failure.title} message={failure.message} /> : null}
        {/* The spec's title of this refusal above, its words beside the field. */}
        {question.error && !failure?.message ? <FormAlert message={M.emptyQuestionTitle} /> : null}
        <TextAreaField
          id="new-question-text"
          label="Votre question"
          name={question.name}
          rows={3}
          maxLength={question.maxLength}
          error={question.error}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <AudioInput id="new-question" onChange={setHasAudio} />
        <button
          type="submit"
          name="intent"
          value="add"
          className="btn-primary"
          disabled={hydrated && ((!text.trim() && !hasAudio) || busy)}
        >
          Ajouter la question
        </button>
      </Form>
    </section>
  );
}

/** The answer under a question: `answerSchema` checks it in the browser and in the action. */
function AnswerForm({ questionId, failure, busy }: { questionId: string; failure: Failure | null; busy: boolean }) {
  const { fields, formProps } = useSchemaForm(answerSchema, failure?.result);
  const answer = fieldProps(fields.text);
  return (
    <Form method="post" encType="multipart/form-data" {...formProps} className="space-y-3">
      {failure?.message ? <FormAlert title={failure.title} message={failure.message} /> : null}
      {answer.error && !failure?.message ? <FormAlert message={M.emptyAnswerTitle} /> : null}
      <input type="hidden" name="questionId" value={questionId} />
      <TextAreaField
        id={`answer-${questionId}`}
        label="Ma réponse"
        name={answer.name}
        rows={3}
        maxLength={answer.maxLength}
        error={answer.error}
        defaultValue={failure?.text}
      />
      <AudioInput id={`answer-${questionId}`} />
      <button type="submit" name="intent" value="answer" className="btn-primary" disabled={busy}>
        Enregistrer ma réponse
      </button>
    </Form>
  );
}

type Question = Extract<SerializeFrom<typeof loader>, { signedIn: true }>["questions"][number];

function QuestionItem({ question, failure }: { question: Question; failure: Failure | null }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && pendingQuestion(navigation.formData) === question.id;
  return (
    <li id={`q-${question.id}`}>
      <details className="card group p-0" open={failure !== null}>
        <QuestionSummary
          blocked={question.isBlockedPractice}
          answered={question.hasResponse}
          question={question.question}
          date={question.createdAt}
        />
        <div className="space-y-4 border-t border-sable-200 p-4 sm:p-5">
          <QuestionDetails
            questionAudio={question.questionAudio}
            practiceSummary={question.practiceSummary}
            practiceSessionId={question.practiceSessionId}
            answer={
              question.hasResponse
                ? { createdAt: question.responseCreatedAt, text: question.responseText, audio: question.responseAudio }
                : null
            }
            answerForm={<AnswerForm questionId={question.id} failure={failure} busy={busy} />}
          />

          <details>
            <summary className="cursor-pointer text-sm font-medium text-red-800">Supprimer cette question</summary>
            <Form method="post" className="mt-2 rounded-xl border border-red-200 bg-red-50 p-3">
              <p className="text-sm text-red-900">Supprimer cette question et ses enregistrements&#8239;? Cette action est définitive.</p>
              <input type="hidden" name="questionId" value={question.id} />
              <button type="submit" name="intent" value="delete" className="btn-danger mt-2 px-3 py-2" disabled={busy}>
                Oui, supprimer
              </button>
            </Form>
          </details>
        </div>
      </details>
    </li>
  );
}

export default function QuestionsPage() {
  const data = useLoaderData<typeof loader>();
  const failure = useActionData<typeof action>() ?? null;
  const hydrated = useHydrated();

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <DistressPanel />
      <div>
        <BackToDashboard />
        <h1 className="mt-2 font-serif text-2xl text-encre-900 sm:text-3xl">{M.title}</h1>
        <p className="mt-2 text-encre-700">{M.intro}</p>
      </div>
      {data.signedIn ? (
        <>
          {/* A new first question means the add succeeded: a fresh, empty form. */}
          <AddQuestionForm key={data.questions[0]?.id ?? "aucune"} failure={failure?.target === "new" ? failure : null} />
          {data.loadFailed ? (
            <LoadFailed message={`Erreur: ${M.loadError}`} />
          ) : data.questions.length === 0 ? (
            <p className="card text-encre-700">{M.empty}</p>
          ) : (
            <ul className="space-y-3" aria-label="Mes questions">
              {data.questions.map((question) => (
                <QuestionItem key={question.id} question={question} failure={failure?.target === question.id ? failure : null} />
              ))}
            </ul>
          )}
          {data.hasMore || data.page > 1 ? (
            <nav className="flex justify-between" aria-label="Pages des questions">
              {data.page > 1 ? (
                <Link to={`?page=${data.page - 1}`} className="link">
                  ← Plus récentes
                </Link>
              ) : (
                <span />
              )}
              {data.hasMore ? (
                <Link to={`?page=${data.page + 1}`} className="link">
                  Plus anciennes →
                </Link>
              ) : null}
            </nav>
          ) : null}
        </>
      ) : (
        <>
          <div className="card">
            <p className="text-encre-700">
              Vos questions sont gardées sur cet appareil.{" "}
              <Link to="/auth/login?redirectTo=%2Fquestions" className="link">
                Connectez-vous
              </Link>{" "}
              pour les retrouver partout.
            </p>
          </div>
          {/* Device storage needs JavaScript: without it the form would have nowhere to write. */}
          {hydrated ? <LocalAddQuestionForm /> : <p className="card text-sm text-encre-700">{M.localNeedsScript}</p>}
        </>
      )}
      <LocalQuestions />
    </div>
  );
}
