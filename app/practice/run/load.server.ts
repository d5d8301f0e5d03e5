/** The loader's view of a practice run: the tool's content, the stored answers and the state named by the URL. */
import { json } from "@remix-run/cloudflare";
import { readWithSession } from "~/auth/session-batch.server";
import { audioUrlSecret, playableUrl } from "~/audio/storage.server";
import type { Db } from "~/utils/db.server";
import { redirectWithToast } from "~/utils/http.server";
import { hasTeachingQuotes } from "../content/teaching-quotes";
import { getToolContent } from "../content/tools";
import { firstStep } from "../flow";
import { PRACTICE_MESSAGES as M } from "../messages";
import { listResponses, sessionForRun, type OwnedSession } from "../sessions.server";
import { runStateFromSearch, runUrl } from "./url";
import { isMood, type Mood } from "../mood";

export type RunResponse = { stepNumber: number; text: string; audioKey: string | null; audioUrl: string | null };

export async function loadRun(db: Db, env: Env, request: Request, toolId: string) {
  const content = getToolContent(toolId);
  if (!content) return json({ notFound: true as const, toolId }, { status: 404 });
  const { user } = await readWithSession(db, env, request);
  const params = new URL(request.url).searchParams;
  const requestedSession = params.get("sessionId") ?? "";

  let session: OwnedSession | undefined;
  let responses: RunResponse[] = [];
  /** A run its page named before its first answer reached the server (issue 42): opened fresh under that id. */
  let unwrittenRun: string | null = null;
  if (requestedSession && !requestedSession.startsWith("local-")) {
    try {
      const found = user ? await sessionForRun(db, user.id, requestedSession) : undefined;
      if (found === "unwritten") unwrittenRun = requestedSession;
      else session = found;
      if (session && session.toolId === toolId) responses = await readResponses(db, env, user!.id, session.id);
    } catch (error) {
      // A read that fails (not a missing session) sends the user back to a fresh run of the tool.
      console.error("practice resume failed", error);
      return redirectWithToast(env, runUrl(toolId, null), { title: M.sessionResumeFailed, type: "error" });
    }
    if (!unwrittenRun && (!session || session.toolId !== toolId)) {
      return redirectWithToast(env, runUrl(toolId, null), { title: M.sessionNotFound, type: "error" });
    }
  }

  const state = runStateFromSearch(
    toolId,
    content.steps.length,
    params,
    session ? Math.max(session.currentStep, firstStep(toolId)) : undefined,
  );
  // A server session is always a written run of the 9 marches guide.
  if (!state.mode && session) state.mode = "written";
  // A finished practice reopens on its end screen, never as a run to finish again (issue 42, fault 4).
  const finished = session?.status === "completed";
  if (finished && !params.has("step")) state.done = true;
  return json({
    notFound: false as const,
    toolId,
    name: content.name,
    intro: content.intro ?? null,
    steps: content.steps,
    guide: content.guide ?? null,
    signedIn: Boolean(user),
    sessionId: session?.id ?? unwrittenRun,
    /** Whether the server has this run's session (false for a run its page named before its first answer). */
    sessionWritten: Boolean(session),
    localSessionId: requestedSession.startsWith("local-") ? requestedSession : null,
    state,
    responses,
    resumed: Boolean(session) && !finished && !params.has("step") && !params.has("done"),
    hasBonbon: hasTeachingQuotes(toolId),
    // The chooser's mood (`?humeur=`), kept with the session when it opens; the closing feeling once given.
    moodBefore: [session?.moodBefore, params.get("humeur")].find(isMood) ?? null,
    moodAfter: (isMood(session?.moodAfter) ? session.moodAfter : null) as Mood | null,
  });
}

async function readResponses(db: Db, env: Env, userId: string, sessionId: string): Promise<RunResponse[]> {
  const rows = await listResponses(db, sessionId);
  return Promise.all(
    rows.map(async (row) => ({
      stepNumber: row.stepNumber,
      text: row.responseText ?? "",
      audioKey: row.audioUrl,
      audioUrl: await playableUrl(audioUrlSecret(env), userId, row.audioUrl),
    })),
  );
}
