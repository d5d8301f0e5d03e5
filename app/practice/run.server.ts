/**
 * Server side of the generic practice screen: the loader's view of a run and the action's intents.
 * The action answers JSON to the screen's JavaScript (`_js=1`) and redirects for plain form posts.
 */
import { json, redirect } from "@remix-run/cloudflare";
import { z } from "zod";
import { playableUrl } from "~/audio/storage.server";
import { getUser, type SessionUser } from "~/auth/session.server";
import type { Db } from "~/utils/db.server";
import { redirectWithToast } from "~/utils/http.server";
import { pickEncouragement, BLOCKED_ENCOURAGEMENTS } from "./content/encouragements";
import { hasTeachingQuotes } from "./content/teaching-quotes";
import { getToolContent } from "./content/tools";
import type { ToolContent } from "./content/types";
import {
  actOnFinish,
  afterPeaceAnswer,
  clampStep,
  firstStep,
  nextOutcome,
  previousStep,
  questionSummary,
  saveRefusal,
  type Refusal,
} from "./flow";
import { PRACTICE_MESSAGES as M } from "./messages";
import { createAct } from "~/acts/acts.server";
import { actCommitmentSchema, composeActText, TOO_LONG } from "~/acts/validation";
import { notifyRecordsChanged } from "~/dashboard/live.server";
import { createLoveWord } from "~/love-words/love-words.server";
import { LOVE_WORDS_MESSAGES } from "~/love-words/messages";
import { loveWordSchema } from "~/love-words/validation";
import { createQuestion } from "~/questions/questions.server";
import { checkNewQuestion, isRefusal } from "~/questions/validation";
import {
  completeSession,
  createPracticeSession,
  getOwnedSession,
  listResponses,
  saveStepResponse,
  type OwnedSession,
} from "./sessions.server";

export type RunResponse = { stepNumber: number; text: string; audioKey: string | null; audioUrl: string | null };

function runUrl(toolId: string, params: Record<string, string | number | null | undefined>) {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== null && value !== undefined && value !== "") search.set(key, String(value));
  const query = search.toString();
  return `/practice/${encodeURIComponent(toolId)}${query ? `?${query}` : ""}`;
}

export async function loadRun(db: Db, env: Env, request: Request, toolId: string) {
  const content = getToolContent(toolId);
  if (!content) return json({ notFound: true as const, toolId }, { status: 404 });
  const user = await getUser(db, env, request);
  const url = new URL(request.url);
  const params = url.searchParams;
  const requestedSession = params.get("sessionId") ?? "";
  const stepCount = content.steps.length;

  let session: OwnedSession | undefined;
  let responses: RunResponse[] = [];
  if (requestedSession && !requestedSession.startsWith("local-")) {
    try {
      session = user ? await getOwnedSession(db, user.id, requestedSession) : undefined;
      if (session && session.toolId === toolId) responses = await readResponses(db, env, user!.id, session.id);
    } catch (error) {
      // A read that fails (not a missing session) sends the user back to a fresh run of the tool.
      console.error("practice resume failed", error);
      return redirectWithToast(env, runUrl(toolId, {}), { title: M.sessionResumeFailed, type: "error" });
    }
    if (!session || session.toolId !== toolId) {
      return redirectWithToast(env, runUrl(toolId, {}), { title: M.sessionNotFound, type: "error" });
    }
  }

  const stepParam = params.get("step");
  const resumed = Boolean(session) && stepParam === null && !params.has("done");
  const step = clampStep(toolId, stepParam === null ? (session ? Math.max(session.currentStep, firstStep(toolId)) : firstStep(toolId)) : Number(stepParam), stepCount);
  const encouragementIndex = Number(params.get("blocked"));
  return json({
    notFound: false as const,
    toolId,
    name: content.name,
    intro: content.intro ?? null,
    steps: content.steps,
    signedIn: Boolean(user),
    sessionId: session?.id ?? null,
    localSessionId: requestedSession.startsWith("local-") ? requestedSession : null,
    step,
    done: params.has("done"),
    responses,
    resumed,
    peace: params.get("peace") === "1",
    peaceAnswer: params.get("peaceAnswer") as "yes" | "no" | null,
    loveWordSettled: params.get("loveWord") === "1",
    question: params.has("blocked") ? ("blocked" as const) : params.get("question") === "1" ? ("open" as const) : ("none" as const),
    encouragement: params.has("blocked") ? (BLOCKED_ENCOURAGEMENTS[encouragementIndex] ?? BLOCKED_ENCOURAGEMENTS[0]!) : null,
    mode: params.get("mode") === "audio" ? ("audio" as const) : params.get("mode") === "written" || Boolean(session) ? ("written" as const) : null,
    hasBonbon: hasTeachingQuotes(toolId),
  });
}

async function readResponses(db: Db, env: Env, userId: string, sessionId: string): Promise<RunResponse[]> {
  const rows = await listResponses(db, sessionId);
  return Promise.all(
    rows.map(async (row) => ({
      stepNumber: row.stepNumber,
      text: row.responseText ?? "",
      audioKey: row.audioUrl,
      audioUrl: await playableUrl(env.SESSION_SECRET, userId, row.audioUrl),
    })),
  );
}

const text = (max: number) => z.string().max(max).optional().default("");
const baseSchema = z.object({
  intent: z.string(),
  step: z.coerce.number().int().min(0).max(50).catch(1),
  text: text(20_000),
  sessionId: text(64),
  audioKey: text(300),
  _js: text(2),
});

type Failure = { refusal: Refusal; values?: Record<string, string> };

export async function runAction(db: Db, env: Env, request: Request, toolId: string) {
  const content = getToolContent(toolId);
  if (!content) return json({ refusal: { title: M.toolNotFound, message: M.toolNotFound } }, { status: 404 });
  const user = await getUser(db, env, request);
  const formData = await request.formData().catch(() => null);
  const fields: Record<string, string> = formData
    ? Object.fromEntries([...formData].map(([key, value]) => [key, typeof value === "string" ? value : ""]))
    : {};
  const parsed = baseSchema.safeParse(fields);
  // Bad input (not a form, an answer over 20 000 characters…) is refused in French, never a 500.
  if (!formData || !parsed.success) return json({ refusal: { title: M.saveErrorTitle, message: M.saveError } }, { status: 400 });
  const base = parsed.data;
  // A recording key is accepted only inside the user's own folder.
  if (base.audioKey && (!user || !base.audioKey.startsWith(`${user.id}/`))) base.audioKey = "";
  const js = base._js === "1";
  const step = clampStep(toolId, base.step, content.steps.length);
  const stepCount = content.steps.length;
  const here = (extra: Record<string, string | number | null> = {}) =>
    runUrl(toolId, { sessionId: session?.id ?? null, step, ...extra });

  const fail = (failure: Failure, status = 400) =>
    json({ ...failure, values: { text: base.text, step: String(step), ...failure.values } }, { status });
  const done = async (payload: Record<string, unknown>, url: string, toast?: { title: string; description?: string }) => {
    if (js) return json({ ok: true, sessionId: session?.id ?? null, ...payload });
    return toast ? redirectWithToast(env, url, { ...toast, type: "success" }) : redirect(url);
  };

  // The session this post belongs to: the user's own, or a new one; anonymous posts have none.
  let session: OwnedSession | undefined;
  if (user) {
    if (base.sessionId) {
      session = await getOwnedSession(db, user.id, base.sessionId);
      if (!session || session.toolId !== toolId) {
        if (js) return json({ refusal: { title: M.sessionNotFound, message: M.sessionResumeFailed } }, { status: 404 });
        return redirectWithToast(env, runUrl(toolId, {}), { title: M.sessionNotFound, type: "error" });
      }
    }
  }
  const ensureSession = async (u: SessionUser) => {
    if (!session) {
      const id = await createPracticeSession(db, u.id, toolId, content.name);
      session = await getOwnedSession(db, u.id, id);
    }
    return session!;
  };
  const stepTitle = (n: number) => (n === 0 ? (content.intro?.title ?? "Introduction") : (content.steps.find((s) => s.number === n)?.title ?? `Étape ${n}`));
  const answer = { text: base.text, hasAudio: base.audioKey !== "" };
  const saveIfAnswered = async () => {
    if (!user || step === 0) return;
    const s = session ?? (answer.text.trim() || answer.hasAudio ? await ensureSession(user) : undefined);
    if (!s) return;
    if (answer.text.trim() === "" && !answer.hasAudio) {
      // Keeps an earlier recording of this step when only the text was cleared.
      const existing = (await listResponses(db, s.id)).find((r) => r.stepNumber === step);
      if (!existing) return;
    }
    await saveStepResponse(db, s, {
      stepNumber: step,
      stepTitle: stepTitle(step),
      text: base.text,
      audioKey: base.audioKey === "" ? undefined : base.audioKey,
    });
  };
  /** Completes the session; returns whether homme_apocalypse's last answer became an act. */
  const finish = async (extra: { actText?: string } = {}): Promise<{ actSaved: boolean }> => {
    if (!user) return { actSaved: false };
    const s = await ensureSession(user);
    const finishingAct = extra.actText ? null : actOnFinish(toolId, step, base.text);
    const actText = extra.actText || finishingAct;
    if (actText) await createAct(db, env, user.id, { actText, sessionId: s.id });
    await completeSession(db, s, step);
    // The dashboard and the history follow through the user's own room.
    await notifyRecordsChanged(env, user.id, "practice", s.id);
    return { actSaved: Boolean(finishingAct) };
  };
  const actSavedToast = (result: { actSaved: boolean }) => (result.actSaved ? { title: M.actSaved } : undefined);

  try {
    switch (base.intent) {
      case "start": {
        if (user) await ensureSession(user);
        return json({ ok: true, sessionId: session?.id ?? null });
      }
      case "autosave": {
        if (user && session && (base.text.trim() || base.audioKey)) await saveIfAnswered();
        return json({ ok: true, sessionId: session?.id ?? null });
      }
      case "save": {
        const refusal = saveRefusal(answer);
        if (refusal && !(await hasStoredAudio(db, session, step))) return fail({ refusal });
        await saveIfAnswered();
        return done({}, here(), { title: M.practiceSaved });
      }
      case "prev": {
        await saveIfAnswered();
        return done({}, here({ step: previousStep(toolId, step) }));
      }
      case "next": {
        const stored = await hasStoredAudio(db, session, step);
        const outcome = nextOutcome(toolId, step, stepCount, { ...answer, hasAudio: answer.hasAudio || stored }, {
          loveWordSettled: fields.loveWordSettled === "1",
        });
        if (outcome.kind === "refused") return fail({ refusal: outcome.refusal });
        await saveIfAnswered();
        if (outcome.kind === "peace-question") return done({}, here({ peace: 1 }));
        if (outcome.kind === "finish") {
          const finished = await finish();
          return done(finished, here({ done: 1 }), actSavedToast(finished));
        }
        return done({}, here({ step: outcome.step }));
      }
      case "peace": {
        const inPeace = fields.answer === "yes";
        const after = afterPeaceAnswer(step, inPeace);
        if (after.kind === "complete") {
          await finish();
          return done({}, here({ done: 1, peaceAnswer: "yes" }));
        }
        return done({}, here({ step: after.step, peaceAnswer: "no" }));
      }
      case "complete": {
        await saveIfAnswered();
        const finished = await finish();
        return done(finished, here({ done: 1 }), actSavedToast(finished));
      }
      case "act": {
        const values = { where: fields.where ?? "", when: fields.when ?? "", how: fields.how ?? "" };
        const act = actCommitmentSchema.safeParse(values);
        if (!base.text.trim() || act.error?.issues.some((issue) => issue.message !== TOO_LONG)) {
          return fail({ refusal: { title: M.answerRequiredTitle, message: M.answerRequired }, values });
        }
        if (!act.success) return fail({ refusal: { title: M.saveErrorTitle, message: M.saveError }, values });
        if (!user) return fail({ refusal: { title: M.actError, message: M.mustBeSignedIn }, values }, 401);
        await saveIfAnswered();
        await finish({ actText: composeActText({ description: base.text, ...act.data }) });
        return done({}, here({ done: 1 }), { title: M.commitmentTaken });
      }
      case "question": {
        const questionAudioKey = fields.questionAudioKey ?? "";
        const checked = checkNewQuestion(fields.question ?? "", questionAudioKey !== "");
        if (isRefusal(checked)) return fail({ refusal: checked, values: { question: fields.question ?? "" } });
        if (!user) return fail({ refusal: { title: M.questionError, message: M.mustBeSignedIn } }, 401);
        if (questionAudioKey && !questionAudioKey.startsWith(`${user.id}/`)) {
          return fail({ refusal: { title: M.questionError, message: M.questionError } }, 403);
        }
        await saveIfAnswered();
        const stored = session ? await listResponses(db, session.id) : [];
        const answers = stored.map((r) => ({ stepNumber: r.stepNumber, text: r.responseText }));
        if (!stored.some((r) => r.stepNumber === step) && base.text.trim()) answers.push({ stepNumber: step, text: base.text });
        await createQuestion(db, user.id, {
          question: checked.question,
          audioKey: questionAudioKey || null,
          origin: {
            practiceSessionId: session?.id ?? null,
            toolId,
            stepNumber: step,
            isBlockedPractice: fields.blocked === "1",
            practiceSummary: questionSummary(answers),
          },
        });
        return done({}, here(), { title: M.questionSaved });
      }
      case "love-word": {
        const values = { title: fields.title ?? "", content: fields.content ?? "", ageCategory: fields.ageCategory ?? "" };
        if (!user) return fail({ refusal: { title: M.loveWordError, message: M.mustBeSignedIn }, values }, 401);
        const word = loveWordSchema.safeParse(values);
        if (!word.success) {
          return fail({ refusal: { title: LOVE_WORDS_MESSAGES.missingTitle, message: word.error.issues[0]!.message }, values });
        }
        await saveIfAnswered();
        await createLoveWord(db, user.id, word.data);
        return done({}, here({ loveWord: 1 }), { title: M.loveWordSaved });
      }
      case "love-word-skip":
        return done({}, here({ loveWord: 1 }));
      case "open-question":
        await saveIfAnswered();
        return done({}, here({ question: 1 }));
      case "open-blocked":
        await saveIfAnswered();
        return done({}, here({ blocked: BLOCKED_ENCOURAGEMENTS.indexOf(pickEncouragement()) }));
      case "save-finished":
        return redirectWithToast(env, "/history", { title: M.practiceSaved, type: "success" });
      default:
        return fail({ refusal: { title: M.saveErrorTitle, message: M.saveError } });
    }
  } catch (error) {
    if (error instanceof z.ZodError) return fail({ refusal: { title: M.saveErrorTitle, message: M.saveError } });
    console.error("practice action failed", error);
    // The explicit 'Sauvegarder ma pratique' names the practice; other failures name the answer.
    if (base.intent === "save") return fail({ refusal: { title: M.saveErrorTitle, message: M.practiceError } }, 500);
    return fail({ refusal: { title: M.saveErrorTitle, message: M.saveError } }, 500);
  }
}

async function hasStoredAudio(db: Db, session: OwnedSession | undefined, step: number): Promise<boolean> {
  if (!session) return false;
  const rows = await listResponses(db, session.id);
  return rows.some((r) => r.stepNumber === step && Boolean(r.audioUrl));
}

export type { ToolContent };
