/**
 * The action of the generic practice screen. Without JavaScript a post is one event of the run's state
 * (`run/state.ts`), applied to the state of the page's URL, and answers with a redirect to the next URL;
 * the screen's JavaScript posts only the writes, to `/practice/{toolId}/save`, and reads JSON back.
 */
import { parseWithZod } from "@conform-to/zod";
import { json, redirect } from "@remix-run/cloudflare";
import type { BatchItem } from "drizzle-orm/batch";
import { insertActStatement, notifyActCreated } from "~/acts/acts.server";
import { actCommitmentSchema, composeActText, TOO_LONG } from "~/acts/validation";
import { readWithSession } from "~/auth/session-batch.server";
import type { SessionUser } from "~/auth/session.server";
import { notifyRecordsChanged } from "~/dashboard/live.server";
import { createLoveWord } from "~/love-words/love-words.server";
import { LOVE_WORDS_MESSAGES } from "~/love-words/messages";
import { loveWordRefusal, loveWordSchema } from "~/love-words/validation";
import { createQuestion } from "~/questions/questions.server";
import { checkNewQuestion, isRefusal } from "~/questions/validation";
import type { Db } from "~/utils/db.server";
import { redirectWithToast } from "~/utils/http.server";
import { pickEncouragement } from "./content/encouragements";
import { getToolContent } from "./content/tools";
import { actOnFinish, clampStep, questionSummary, type Refusal } from "./flow";
import { PRACTICE_MESSAGES as M } from "./messages";
import { intentEvent, refusalOf, transition, type RunState } from "./run/state";
import { firstErrors, MAX_RUN_ANSWER, runPostSchema, textFields } from "./run/schema";
import { runStateFromSearch, runUrl } from "./run/url";
import { readCarried } from "./run/visitor-run";
import { isMood, MOOD_MESSAGES } from "./mood";
import {
  completeStatement,
  createSessionStatement,
  listResponses,
  saveStepStatements,
  sessionForRunFrom,
  sessionForRunQueries,
  setMoodAfter,
  type OwnedSession,
  type SessionKey,
} from "./sessions.server";
import { postedForm } from "~/components/forms/submission.server";

export { loadRun, type RunResponse } from "./run/load.server";

/** `errors`: the schema's French message for each refused field, shown beside it without JavaScript. */
type Failure = { refusal: Refusal; values?: Record<string, string>; errors?: Record<string, string> };

/** `json`: the screen's own writes, through its resource route, answered in JSON. */
export async function runAction(db: Db, env: Env, request: Request, toolId: string, options: { json?: boolean } = {}) {
  const content = getToolContent(toolId);
  if (!content) return json({ refusal: { title: M.toolNotFound, message: M.toolNotFound } }, { status: 404 });
  const formData = await postedForm(request);
  const parsed = parseWithZod(formData, { schema: runPostSchema });
  // Bad input (not a form, an answer over 20 000 characters…) is refused in French, never a 500.
  if (parsed.status !== "success") return json({ refusal: { title: M.saveErrorTitle, message: M.saveError } }, { status: 400 });
  const base = parsed.value;
  // Who is signed in and the run the form names, in one round trip (decision 0361); a visitor reads nothing.
  const { user, results: read } = await readWithSession(db, env, request, (owner) => sessionForRunQueries(db, owner, base.sessionId));
  const fields = textFields(parsed.payload);
  // A recording key is accepted only inside the user's own folder.
  if (base.audioKey && (!user || !base.audioKey.startsWith(`${user.id}/`))) base.audioKey = "";
  const js = options.json === true;
  const tool = { toolId, stepCount: content.steps.length };
  const step = clampStep(toolId, base.step, tool.stepCount);
  // The page's state is in the address it posts to; the step and the love word's fate come with the form.
  let state: RunState = {
    ...runStateFromSearch(toolId, tool.stepCount, new URL(request.url).searchParams),
    step,
    ...(fields.loveWordSettled === "1" ? { loveWordSettled: true } : {}),
  };

  // A visitor without JavaScript: nothing can be kept on the device, so the answers travel with the run
  // (hidden `carried_{step}` fields) and every answer of this action carries them back with the state.
  const visitorNoScript = !user && !js;
  const carried = visitorNoScript ? readCarried(fields, tool.stepCount, MAX_RUN_ANSWER) : {};
  // Only a form that holds the step's answer replaces it: the closing mood's form carries every answer
  // and no `text` of its own, and must not drop the last one (issue 42, fault 6).
  if (visitorNoScript && step > 0 && "text" in fields) {
    if (base.text.trim()) carried[String(step)] = base.text;
    else delete carried[String(step)];
  }
  const visitorRun = () => (visitorNoScript ? { visitorRun: { state, carried } } : {});

  const fail = (failure: Failure, status = 400) =>
    json({ ...failure, ...visitorRun(), values: { text: base.text, step: String(step), ...failure.values } }, { status });
  const done = (payload: Record<string, unknown>, toast?: { title: string }) => {
    if (js) return json({ ok: true, sessionId: session?.id ?? null, ...payload });
    if (visitorNoScript) return json({ ok: true, ...payload, ...visitorRun() });
    const url = runUrl(toolId, session?.id ?? null, state);
    return toast ? redirectWithToast(env, url, { ...toast, type: "success" }) : redirect(url);
  };

  // The session this post belongs to: the user's own, or a new one; anonymous posts have none.
  let session: OwnedSession | undefined;
  // The id the page chose for a run not written yet: the session is created with its first answer.
  let newRunId: string | undefined;
  const sessionNotFound = () =>
    js
      ? json({ refusal: { title: M.sessionNotFound, message: M.sessionResumeFailed } }, { status: 404 })
      : redirectWithToast(env, runUrl(toolId, null), { title: M.sessionNotFound, type: "error" });
  if (user && base.sessionId && read) {
    const found = sessionForRunFrom(read[0], read[1], base.sessionId);
    if (found === "unwritten") newRunId = base.sessionId;
    else session = found;
    if (!newRunId && (!session || session.toolId !== toolId)) {
      return sessionNotFound();
    }
  }
  const moodBefore = isMood(fields.moodBefore) ? fields.moodBefore : null;
  const stepTitle = (n: number) =>
    n === 0 ? (content.intro?.title ?? "Introduction") : (content.steps.find((s) => s.number === n)?.title ?? `Étape ${n}`);
  const answer = { text: base.text, hasAudio: base.audioKey !== "" };
  const answered = answer.text.trim() !== "" || answer.hasAudio;

  /**
   * The run's writes in one round trip (decision 0361): the session's creation when this is its first
   * write, the step's answer when `withAnswer` (a session is opened only for a real answer, or when
   * `open`), and what `then` adds for the session.
   */
  const write = async (
    u: SessionUser,
    options: { withAnswer: boolean; open?: boolean; then?: (s: SessionKey) => BatchItem<"sqlite">[] },
  ) => {
    const answering = options.withAnswer && step > 0;
    const creating = !session && (options.open || (answering && answered));
    const key: SessionKey | undefined = session ?? (creating ? { id: newRunId ?? crypto.randomUUID(), userId: u.id } : undefined);
    if (!key) return;
    const statements: BatchItem<"sqlite">[] = [];
    if (creating) statements.push(createSessionStatement(db, u.id, toolId, content.name, moodBefore, key.id));
    if (answering) {
      statements.push(
        ...saveStepStatements(db, key, {
          stepNumber: step,
          stepTitle: stepTitle(step),
          text: base.text,
          audioKey: base.audioKey || undefined,
        }),
      );
    }
    statements.push(...(options.then?.(key) ?? []));
    if (statements.length === 0) return;
    const results = await db.batch(statements as [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]]);
    if (creating) {
      // The id is another person's, or another practice's: nothing of this write was kept.
      session = (results[0] as OwnedSession[])[0];
      if (!session) throw new RunIdTaken();
    }
  };
  /** One write: the step's answer. */
  const saveAnswer = async () => {
    if (user) await write(user, { withAnswer: true });
  };
  /** Completes the session, with the step's answer when `withAnswer`; returns whether homme_apocalypse's last answer became an act. */
  const finish = async (withAnswer: boolean, commitment?: string): Promise<{ actSaved: boolean }> => {
    if (!user) {
      // A visitor's run ends on the page: without JavaScript its answers travel with it (nothing is stored).
      state = transition(tool, state, { type: "finished" }).state;
      return { actSaved: false };
    }
    const finishingAct = commitment ? null : actOnFinish(toolId, step, base.text);
    const actText = commitment || finishingAct;
    const actId = actText ? crypto.randomUUID() : null;
    await write(user, {
      withAnswer,
      open: true,
      then: (s) => [
        ...(actText && actId ? [insertActStatement(db, user.id, { id: actId, actText, sessionId: s.id })] : []),
        completeStatement(db, s, step),
      ],
    });
    if (actId) notifyActCreated(env, user.id, actId);
    // The dashboard and the history follow through the user's own room.
    notifyRecordsChanged(env, user.id, "practice", session!.id);
    state = transition(tool, state, { type: "finished" }).state;
    return { actSaved: Boolean(finishingAct) };
  };

  try {
    const event = intentEvent(base.intent, answer, { inPeace: fields.answer === "yes", encouragement: pickEncouragement });
    if (event) {
      const moved = transition(tool, state, event);
      const refusal = refusalOf(event, moved);
      if (refusal) return fail({ refusal });
      state = moved.state;
      const effect = moved.effect;
      if (effect.kind === "save" || effect.kind === "save-explicit") await saveAnswer();
      if (effect.kind === "save-explicit") return done({}, { title: M.practiceSaved });
      if (effect.kind === "finish") {
        const finished = await finish(effect.saveFirst);
        return done(finished, finished.actSaved ? { title: M.actSaved } : undefined);
      }
      return done({});
    }
    switch (base.intent) {
      case "start": {
        if (user) await write(user, { withAnswer: false, open: true });
        return json({ ok: true, sessionId: session?.id ?? null });
      }
      case "autosave": {
        if (user && (session || newRunId) && (base.text.trim() || base.audioKey)) await saveAnswer();
        return json({ ok: true, sessionId: session?.id ?? null });
      }
      case "complete": {
        const finished = await finish(true);
        return done(finished, finished.actSaved ? { title: M.actSaved } : undefined);
      }
      case "act": {
        const values = { where: fields.where ?? "", when: fields.when ?? "", how: fields.how ?? "" };
        const act = parseWithZod(formData, { schema: actCommitmentSchema });
        const errors = act.status === "success" ? {} : firstErrors(act.error);
        const messages = act.status === "success" ? [] : Object.values(act.error ?? {}).flatMap((m) => m ?? []);
        if (!base.text.trim() || messages.some((message) => message !== TOO_LONG)) {
          return fail({ refusal: { title: M.answerRequiredTitle, message: M.answerRequired }, values, errors });
        }
        if (act.status !== "success") return fail({ refusal: { title: M.saveErrorTitle, message: M.saveError }, values, errors });
        if (!user) return fail({ refusal: { title: M.actError, message: M.mustBeSignedIn }, values }, 401);
        await finish(true, composeActText({ description: base.text, ...act.value }));
        return done({}, { title: M.commitmentTaken });
      }
      case "question": {
        const questionAudioKey = fields.questionAudioKey ?? "";
        const checked = checkNewQuestion(fields.question ?? "", questionAudioKey !== "");
        if (isRefusal(checked))
          return fail({ refusal: checked, values: { question: fields.question ?? "" }, errors: { question: checked.message } });
        if (!user) return fail({ refusal: { title: M.questionError, message: M.mustBeSignedIn } }, 401);
        if (questionAudioKey && !questionAudioKey.startsWith(`${user.id}/`)) {
          return fail({ refusal: { title: M.questionError, message: M.questionError } }, 403);
        }
        await saveAnswer();
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
        state = transition(tool, state, { type: "close-question" }).state;
        return done({}, { title: M.questionSaved });
      }
      case "love-word": {
        const values = { title: fields.title ?? "", content: fields.content ?? "", ageCategory: fields.ageCategory ?? "" };
        if (!user) return fail({ refusal: { title: M.loveWordError, message: M.mustBeSignedIn }, values }, 401);
        const word = parseWithZod(formData, { schema: loveWordSchema });
        if (word.status !== "success") {
          const messages = Object.values(word.error ?? {}).flatMap((m) => m ?? []);
          const message = loveWordRefusal(messages) ?? LOVE_WORDS_MESSAGES.missing;
          return fail({ refusal: { title: LOVE_WORDS_MESSAGES.missingTitle, message }, values, errors: firstErrors(word.error) });
        }
        await saveAnswer();
        await createLoveWord(db, user.id, word.value);
        state = transition(tool, state, { type: "love-word-settled" }).state;
        return done({}, { title: M.loveWordSaved });
      }
      case "feeling": {
        // The closing feeling (issue 17): kept with the user's own session; a visitor's stays on the page or the device.
        if (!isMood(fields.feeling)) return fail({ refusal: { title: M.saveErrorTitle, message: MOOD_MESSAGES.failed } });
        if (user && session) await setMoodAfter(db, user.id, session.id, fields.feeling);
        state = { ...state, done: true };
        return done({ feeling: fields.feeling }, { title: MOOD_MESSAGES.thanks });
      }
      case "save-finished":
        return redirectWithToast(env, "/history", { title: M.practiceSaved, type: "success" });
      default:
        return fail({ refusal: { title: M.saveErrorTitle, message: M.saveError } });
    }
  } catch (error) {
    if (error instanceof RunIdTaken) return sessionNotFound();
    console.error("practice action failed", error);
    // The explicit 'Sauvegarder ma pratique' names the practice; other failures name the answer.
    if (base.intent === "save") return fail({ refusal: { title: M.saveErrorTitle, message: M.practiceError } }, 500);
    return fail({ refusal: { title: M.saveErrorTitle, message: M.saveError } }, 500);
  }
}

/** A run id chosen by a page that is already another person's, or another practice's. */
class RunIdTaken extends Error {}
