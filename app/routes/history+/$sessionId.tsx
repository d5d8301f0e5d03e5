import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { stepsAsSeen } from "~/history/steps-as-seen";
import { json } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigate, useNavigation, useSearchParams } from "@remix-run/react";
import { useEffect, useState } from "react";
import { AudioPlayer } from "~/audio/audio-player";
import type { AudioView } from "~/audio/source";
import { playableView } from "~/audio/view.server";
import { ANSWER_DISTRESS_FIELDS } from "~/care/distress-fields";
import { DistressPanel } from "~/care/distress-panel";
import { z } from "zod";
import { withDistressCheck } from "~/care/distress-response.server";
import { envelopeText, postedForm, readEnvelope } from "~/components/forms/submission.server";
import { FormAlert } from "~/components/forms/field";
import { editAnswerSchema, MAX_ANSWER } from "~/history/edit-answer";
import { editResponseText } from "~/practice/sessions.server";
import { parseWithZod } from "@conform-to/zod";
import type { SubmissionResult } from "@conform-to/react";
import { fieldProps, useSchemaForm } from "~/components/forms/conform";
import { TextAreaField } from "~/components/forms/text-area-field";
import { useToast } from "~/components/toaster";
import { abandonFoundStale, staleSessionsQuery } from "~/dashboard/dashboard.server";
import { practiceDetailFrom, practiceDetailQueries } from "~/history/history.server";
import { readWithSession, writerFor } from "~/auth/session-batch.server";
import { practicePath } from "~/history/links";
import { readLocalPractices, type LocalPractice } from "~/history/local-practices";
import { deviceBilanAnswers } from "~/practice/trois-gestes/bilan";
import { HISTORY_MESSAGES, statusLabel } from "~/history/messages";
import { formatLongDateTime } from "~/utils/dates";
import { redirectWithToast } from "~/utils/http.server";
import { LoadFailed } from "~/components/load-failed";
import { audioUrlSecret } from "~/audio/storage.server";

export const meta: MetaFunction = () => [{ title: "Détail de la pratique · Rendez-vous intérieur" }];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The page's view of a practice: its answers, each recording with a URL signed for its owner only. */
async function detailView(env: Env, userId: string, detail: NonNullable<ReturnType<typeof practiceDetailFrom>>) {
  return {
    toolId: detail.session.toolId,
    toolName: detail.session.toolName,
    status: detail.session.status,
    createdAt: detail.session.createdAt,
    completedAt: detail.session.completedAt,
    responses: await Promise.all(
      detail.responses.map(async (r) => ({
        stepNumber: r.stepNumber,
        stepTitle: r.stepTitle,
        text: r.responseText,
        // Signed for 3600 s, and only for the owner's own keys.
        audio: await playableView(audioUrlSecret(env), userId, r.audioUrl),
      })),
    ),
  };
}

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { db } = context;
  const env = context.cloudflare.env;
  const sessionId = params.sessionId ?? "";
  const mustSignIn = async () => redirectWithToast(env, "/history", { title: HISTORY_MESSAGES.mustSignIn, type: "error" });
  const notFound = async () =>
    redirectWithToast(env, "/history", {
      title: HISTORY_MESSAGES.notFoundTitle,
      description: HISTORY_MESSAGES.notFoundText,
      type: "error",
    });
  if (!UUID.test(sessionId)) {
    const { user } = await readWithSession(db, env, request);
    // Anonymous practices live on the device: the page reads them there.
    if (sessionId.startsWith("local-")) return json({ kind: "local" as const, signedIn: Boolean(user), sessionId, detail: null });
    throw await (user ? notFound() : mustSignIn());
  }
  // The session, whether stale practices wait to be abandoned (spec 3 §4), the practice and its
  // answers: one D1 batch (decision 0145), and a write only when something is stale.
  const now = new Date();
  let read;
  try {
    read = await readWithSession(db, env, request, (owner) => [
      staleSessionsQuery(db, owner, now),
      ...practiceDetailQueries(db, owner, sessionId),
    ]);
  } catch (error) {
    console.error("practice detail load failed", error);
    if (
      !(await readWithSession(db, env, request).then(
        ({ user }) => user,
        () => null,
      ))
    )
      throw await mustSignIn();
    return json({ kind: "error" as const, signedIn: true, sessionId, detail: null }, { status: 503 });
  }
  if (!read.user || !read.results) throw await mustSignIn();
  await abandonFoundStale(db, read.user.id, read.results[0].length > 0, now);
  const practice = practiceDetailFrom([read.results[1], read.results[2]], now);
  if (!practice) throw await notFound();
  return json({ kind: "server" as const, signedIn: true, sessionId, detail: await detailView(env, read.user.id, practice) });
}

// Editing a past answer: whoever writes words of distress is shown where to find help; the text is kept.
export const action = withDistressCheck(ANSWER_DISTRESS_FIELDS, editAnswerAction);

const envelopeSchema = z.object({ step: envelopeText() });

async function editAnswerAction({ request, params, context }: ActionFunctionArgs) {
  const env = context.cloudflare.env;
  // The session is read in the write's own batch: one round trip (decision 0361).
  const writer = await writerFor(context.db, env, request);
  const sessionId = params.sessionId ?? "";
  const form = postedForm(context);
  // The step names the answer the refusal goes back to, even when the rest of the form is refused.
  const step = Number(readEnvelope(form, envelopeSchema).step);
  const parsed = parseWithZod(form, { schema: editAnswerSchema });
  // A refusal keeps what was typed (conform's `reply()`), its French message beside the text.
  const refuse = (status: number, error?: string) =>
    json(
      {
        edit: {
          step: Number.isFinite(step) ? step : null,
          result: (error ? parsed.reply({ formErrors: [error] }) : parsed.reply()) as SubmissionResult<string[]>,
        },
      },
      { status },
    );
  if (parsed.status !== "success") return refuse(400);
  if (!UUID.test(sessionId)) return refuse(404, HISTORY_MESSAGES.answerUpdateFailed);
  let ok: boolean;
  try {
    ok = await editResponseText(context.db, writer, sessionId, parsed.value.step, parsed.value.text);
  } catch (error) {
    if (error instanceof Response) throw error; // a session gone since its cookie: the login redirect
    console.error("answer edit failed", error);
    return refuse(500, HISTORY_MESSAGES.answerUpdateFailed);
  }
  if (!ok) return refuse(404, HISTORY_MESSAGES.answerUpdateFailed);
  return redirectWithToast(env, `/history/${sessionId}`, { title: HISTORY_MESSAGES.answerUpdated, type: "success" });
}

type Detail = {
  toolId: string;
  toolName: string;
  status: string;
  createdAt: string;
  completedAt: string | null;
  responses: { stepNumber: number; stepTitle: string; text: string | null; audio: AudioView }[];
};

function fromLocal(practice: LocalPractice): Detail {
  const responses = Array.isArray(practice.responses)
    ? practice.responses.map((r, index) => ({
        stepNumber: r.step_number ?? index + 1,
        stepTitle: r.step_title ?? `Étape ${index + 1}`,
        text: r.response_text ?? null,
        // Recordings of anonymous practices stay on the device, as base64; a stripped one is unavailable.
        audio: r.audio_data?.base64
          ? { src: `data:${r.audio_data.type || "audio/webm"};base64,${r.audio_data.base64}`, problem: null }
          : { src: null, problem: r.has_audio ? ("source" as const) : null },
      }))
    : // A 3 Gestes bilan keeps its answers as an object, and its recordings by key.
      deviceBilanAnswers(practice).map((answer) => ({
        stepNumber: answer.stepNumber,
        stepTitle: answer.stepTitle,
        text: answer.text,
        audio: answer.audio
          ? { src: `data:${answer.audio.type};base64,${answer.audio.base64}`, problem: null }
          : { src: null, problem: null },
      }));
  return {
    toolId: practice.tool_id,
    toolName: practice.tool_name,
    status: practice.status === "completed" ? "completed" : "in_progress",
    createdAt: practice.created_at,
    completedAt: practice.completed_at ?? null,
    responses,
  };
}

export default function HistoryDetailPage() {
  const data = useLoaderData<typeof loader>();
  const navigate = useNavigate();
  const toast = useToast();
  const [local, setLocal] = useState<Detail | null | undefined>(undefined);
  useEffect(() => {
    if (data.kind !== "local") return;
    const practice = readLocalPractices().find((p) => p.id === data.sessionId);
    if (practice) return setLocal(fromLocal(practice));
    // Not on this device: the same answer as the server gives (spec 3 §5, §8).
    toast(
      data.signedIn
        ? { title: HISTORY_MESSAGES.notFoundTitle, description: HISTORY_MESSAGES.notFoundText, type: "error" }
        : { title: HISTORY_MESSAGES.mustSignIn, type: "error" },
    );
    setLocal(null);
    navigate("/history", { replace: true });
  }, [data, navigate, toast]);

  if (data.kind === "error") {
    return (
      <div className="mx-auto max-w-lg space-y-4">
        <Link to="/history" className="link text-sm">
          ← Historique
        </Link>
        <LoadFailed message={HISTORY_MESSAGES.detailError} />
      </div>
    );
  }
  const detail: Detail | null | undefined = data.kind === "server" ? data.detail : local;
  if (!detail) return <p className="text-encre-700">Chargement…</p>;
  const inProgress = detail.status === "in_progress";
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <DistressPanel />
      <div>
        <Link to="/history" className="link text-sm">
          ← Historique
        </Link>
        <div className="mt-2 flex flex-wrap items-center gap-3">
          <h1 className="font-serif text-2xl text-encre-900 sm:text-3xl">{detail.toolName}</h1>
          <span className="badge bg-sable-200 text-encre-700">{statusLabel(detail.status)}</span>
        </div>
        <p className="mt-1 text-sm text-encre-700">{formatLongDateTime(detail.createdAt)}</p>
      </div>
      <div className="flex flex-wrap gap-2">
        {inProgress ? (
          <>
            {/* Device sessions resume too: the practice screen reads ?sessionId=local-… from the device. */}
            <Link to={practicePath(detail.toolId, data.sessionId)} className="btn-primary">
              {HISTORY_MESSAGES.resumeThis}
            </Link>
            <Link to={practicePath(detail.toolId)} className="btn-secondary">
              {HISTORY_MESSAGES.restart}
            </Link>
          </>
        ) : (
          <Link to={practicePath(detail.toolId)} className="btn-primary">
            {HISTORY_MESSAGES.redo}
          </Link>
        )}
      </div>
      {detail.responses.length === 0 ? (
        <p className="card text-encre-700">{HISTORY_MESSAGES.noResponses}</p>
      ) : (
        <ol className="space-y-3">
          {stepsAsSeen(detail.toolId, detail.responses).map((response) => (
            <li key={response.stepNumber} className="card">
              <h2 className="text-sm font-semibold text-terre-700">
                Étape {response.shownNumber} · {response.stepTitle}
              </h2>
              {data.kind === "server" ? (
                <EditableAnswer
                  sessionId={data.sessionId}
                  stepNumber={response.stepNumber}
                  shownNumber={response.shownNumber}
                  text={response.text}
                />
              ) : response.text ? (
                <p className="mt-2 whitespace-pre-wrap text-encre-900">{response.text}</p>
              ) : null}
              {response.audio.src || response.audio.problem ? (
                <div className="mt-3">
                  <p className="text-xs font-medium text-encre-700">Réponse vocale</p>
                  {/* Play errors in the history are only logged (spec 3 §8). */}
                  <AudioPlayer
                    view={response.audio}
                    label={`Réponse vocale, étape ${response.shownNumber}`}
                    reportPlayErrors={false}
                    className="mt-1"
                  />
                </div>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

/** One stored answer, with its "Modifier" link, or its edit form (a plain form post: works without JavaScript). */
function EditableAnswer({
  sessionId,
  stepNumber,
  shownNumber,
  text,
}: {
  sessionId: string;
  stepNumber: number;
  shownNumber: number;
  text: string | null;
}) {
  const [searchParams] = useSearchParams();
  const actionData = useActionData<typeof action>();
  const sent = actionData && "edit" in actionData && actionData.edit.step === stepNumber ? actionData.edit : null;
  const editing = sent !== null || searchParams.get("modifier") === String(stepNumber);
  const self = `/history/${sessionId}`;
  if (!editing) {
    return (
      <>
        {text ? <p className="mt-2 whitespace-pre-wrap text-encre-900">{text}</p> : null}
        <Link
          to={`${self}?modifier=${stepNumber}`}
          className="btn-ghost mt-2 px-2 py-1 text-xs"
          preventScrollReset
          aria-label={`${HISTORY_MESSAGES.edit} la réponse de l'étape ${shownNumber}`}
        >
          {HISTORY_MESSAGES.edit}
        </Link>
      </>
    );
  }
  return <AnswerEditForm self={self} stepNumber={stepNumber} text={text} result={sent?.result ?? null} />;
}

/** The edit form itself: `editAnswerSchema` checks the text in the browser and on the server, in the same words. */
function AnswerEditForm({
  self,
  stepNumber,
  text,
  result,
}: {
  self: string;
  stepNumber: number;
  text: string | null;
  result: SubmissionResult<string[]> | null;
}) {
  const navigation = useNavigation();
  const { form, fields, formProps } = useSchemaForm(editAnswerSchema, result);
  const answer = fieldProps(fields.text);
  // The hidden step's refusal (a tampered post) has no field to sit beside: it joins the form's own.
  const formError = form.errors?.[0] ?? fields.step.errors?.[0];
  return (
    <Form method="post" action={`${self}?modifier=${stepNumber}`} {...formProps} className="mt-2 space-y-2" preventScrollReset>
      <input type="hidden" name="step" value={stepNumber} />
      {formError ? <FormAlert message={formError} /> : null}
      <TextAreaField
        id={`answer-${stepNumber}`}
        label={HISTORY_MESSAGES.editLabel}
        name={answer.name}
        error={answer.error}
        required={answer.required}
        maxLength={answer.maxLength ?? MAX_ANSWER}
        className="min-h-32"
        rows={6}
        defaultValue={result ? (answer.defaultValue ?? "") : (text ?? "")}
      />
      <div className="flex gap-2">
        <button type="submit" className="btn-primary px-3 py-1.5" disabled={navigation.state !== "idle"}>
          Enregistrer
        </button>
        <Link to={self} className="btn-secondary px-3 py-1.5" preventScrollReset>
          Annuler
        </Link>
      </div>
    </Form>
  );
}
