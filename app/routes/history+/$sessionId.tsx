import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { Link, useLoaderData, useNavigate } from "@remix-run/react";
import { useEffect, useState } from "react";
import { AudioPlayer } from "~/audio/audio-player";
import type { AudioView } from "~/audio/source";
import { playableView } from "~/audio/view.server";
import { getUser } from "~/auth/session.server";
import { useToast } from "~/components/toaster";
import { abandonStaleSessions } from "~/dashboard/dashboard.server";
import { getPracticeDetail } from "~/history/history.server";
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

async function loadDetail(context: LoaderFunctionArgs["context"], userId: string, sessionId: string) {
  const env = context.cloudflare.env;
  // A stale in_progress session is shown as abandoned, as everywhere else (spec 3 §4).
  await abandonStaleSessions(context.db, userId, new Date());
  const detail = await getPracticeDetail(context.db, userId, sessionId);
  if (!detail) return null;
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
  const env = context.cloudflare.env;
  const sessionId = params.sessionId ?? "";
  const user = await getUser(context.db, env, request);
  // Anonymous practices live on the device: the page reads them there.
  if (sessionId.startsWith("local-")) return json({ kind: "local" as const, signedIn: Boolean(user), sessionId, detail: null });
  if (!user) throw await redirectWithToast(env, "/history", { title: HISTORY_MESSAGES.mustSignIn, type: "error" });
  let detail: Awaited<ReturnType<typeof loadDetail>> = null;
  if (UUID.test(sessionId)) {
    try {
      detail = await loadDetail(context, user.id, sessionId);
    } catch (error) {
      console.error("practice detail load failed", error);
      return json({ kind: "error" as const, signedIn: true, sessionId, detail: null }, { status: 503 });
    }
  }
  if (!detail) {
    throw await redirectWithToast(env, "/history", {
      title: HISTORY_MESSAGES.notFoundTitle,
      description: HISTORY_MESSAGES.notFoundText,
      type: "error",
    });
  }
  return json({ kind: "server" as const, signedIn: true, sessionId, detail });
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
        audio: answer.audio ? { src: `data:${answer.audio.type};base64,${answer.audio.base64}`, problem: null } : { src: null, problem: null },
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
        <Link to="/history" className="link text-sm">← Historique</Link>
        <LoadFailed message={HISTORY_MESSAGES.detailError} />
      </div>
    );
  }
  const detail: Detail | null | undefined = data.kind === "server" ? data.detail : local;
  if (!detail) return <p className="text-encre-700">Chargement…</p>;
  const inProgress = detail.status === "in_progress";
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <div>
        <Link to="/history" className="link text-sm">← Historique</Link>
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
            <Link to={practicePath(detail.toolId, data.sessionId)} className="btn-primary">{HISTORY_MESSAGES.resumeThis}</Link>
            <Link to={practicePath(detail.toolId)} className="btn-secondary">{HISTORY_MESSAGES.restart}</Link>
          </>
        ) : (
          <Link to={practicePath(detail.toolId)} className="btn-primary">{HISTORY_MESSAGES.redo}</Link>
        )}
      </div>
      {detail.responses.length === 0 ? (
        <p className="card text-encre-700">{HISTORY_MESSAGES.noResponses}</p>
      ) : (
        <ol className="space-y-3">
          {detail.responses.map((response) => (
            <li key={response.stepNumber} className="card">
              <h2 className="text-sm font-semibold text-terre-700">
                Étape {response.stepNumber} · {response.stepTitle}
              </h2>
              {response.text ? <p className="mt-2 whitespace-pre-wrap text-encre-900">{response.text}</p> : null}
              {response.audio.src || response.audio.problem ? (
                <div className="mt-3">
                  <p className="text-xs font-medium text-encre-700">Réponse vocale</p>
                  {/* Play errors in the history are only logged (spec 3 §8). */}
                  <AudioPlayer
                    view={response.audio}
                    label={`Réponse vocale, étape ${response.stepNumber}`}
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
