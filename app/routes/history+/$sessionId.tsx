import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { useEffect, useState } from "react";
import { playableUrl } from "~/audio/storage.server";
import { getUser } from "~/auth/session.server";
import { getPracticeDetail } from "~/history/history.server";
import { practicePath } from "~/history/links";
import { localAnswers, readLocalPractices, type LocalPractice } from "~/history/local-practices";
import { HISTORY_MESSAGES, statusLabel } from "~/history/messages";
import { formatLongDateTime } from "~/utils/dates";
import { redirectWithToast } from "~/utils/http.server";

export const meta: MetaFunction = () => [{ title: "Détail de la pratique · Rendez-vous intérieur" }];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const env = context.cloudflare.env;
  const sessionId = params.sessionId ?? "";
  // Anonymous practices live on the device: the page reads them there.
  if (sessionId.startsWith("local-")) return json({ kind: "local" as const, sessionId, detail: null });
  const user = await getUser(context.db, env, request);
  if (!user) throw await redirectWithToast(env, "/history", { title: HISTORY_MESSAGES.mustSignIn, type: "error" });
  const detail = UUID.test(sessionId) ? await getPracticeDetail(context.db, user.id, sessionId) : null;
  if (!detail) {
    throw await redirectWithToast(env, "/history", {
      title: HISTORY_MESSAGES.notFoundTitle,
      description: HISTORY_MESSAGES.notFoundText,
      type: "error",
    });
  }
  return json({
    kind: "server" as const,
    sessionId,
    detail: {
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
          hasAudio: Boolean(r.audioUrl),
          // Signed for 3600 s, and only for the owner's own keys.
          audioSrc: await playableUrl(env.SESSION_SECRET, user.id, r.audioUrl),
        })),
      ),
    },
  });
}

type Detail = NonNullable<ReturnType<typeof useLoaderData<typeof loader>>["detail"]>;

function fromLocal(practice: LocalPractice): Detail {
  const responses = Array.isArray(practice.responses)
    ? practice.responses.map((r, index) => ({
        stepNumber: r.step_number ?? index + 1,
        stepTitle: r.step_title ?? `Étape ${index + 1}`,
        text: r.response_text ?? null,
        hasAudio: Boolean(r.audio_data || r.has_audio),
        // Recordings of anonymous practices stay on the device, as base64.
        audioSrc: r.audio_data?.base64 ? `data:${r.audio_data.type || "audio/webm"};base64,${r.audio_data.base64}` : null,
      }))
    : localAnswers(practice).map((text, index) => ({ stepNumber: index + 1, stepTitle: `Réponse ${index + 1}`, text, hasAudio: false, audioSrc: null }));
  return {
    toolId: practice.tool_id,
    toolName: practice.tool_name,
    status: practice.status === "completed" ? "completed" : "in_progress",
    createdAt: practice.created_at,
    completedAt: null,
    responses,
  };
}

export default function HistoryDetailPage() {
  const data = useLoaderData<typeof loader>();
  const [local, setLocal] = useState<Detail | null | undefined>(undefined);
  useEffect(() => {
    if (data.kind !== "local") return;
    const practice = readLocalPractices().find((p) => p.id === data.sessionId);
    setLocal(practice ? fromLocal(practice) : null);
  }, [data]);

  const detail = data.kind === "server" ? data.detail : local;
  if (detail === undefined) return <p className="text-encre-700">Chargement…</p>;
  if (detail === null) {
    return (
      <div className="card mx-auto max-w-lg text-center">
        <h1 className="font-serif text-2xl text-encre-900">{HISTORY_MESSAGES.notFoundTitle}</h1>
        <p className="mt-2 text-encre-700">{HISTORY_MESSAGES.notFoundText}</p>
        <Link to="/history" className="btn-secondary mt-4">Retour à l'historique</Link>
      </div>
    );
  }
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
            {data.kind === "server" ? (
              <Link to={practicePath(detail.toolId, data.sessionId)} className="btn-primary">{HISTORY_MESSAGES.resumeThis}</Link>
            ) : null}
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
              {response.audioSrc ? (
                <div className="mt-3">
                  <p className="text-xs font-medium text-encre-700">Réponse vocale</p>
                  <audio controls preload="none" src={response.audioSrc} className="mt-1 w-full">
                    <track kind="captions" />
                  </audio>
                </div>
              ) : response.hasAudio ? (
                <p className="mt-2 text-sm text-encre-700">Réponse vocale · {HISTORY_MESSAGES.audioUnavailable}</p>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
