/**
 * The action of the generic practice screen. Without JavaScript a post is one event of the run's state
 * (`run/state.ts`), applied to the state of the page's URL, and answers with a redirect to the next URL;
 * the screen's JavaScript posts only the writes, to `/practice/{toolId}/save`, and reads JSON back.
 */
import { parseWithZod } from "@conform-to/zod";
import { json, redirect } from "@remix-run/cloudflare";
import { sql, type SQL } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { z } from "zod";
import { handlerOf } from "~/utils/handler-of";
import { insertActOfRunStatement, notifyActCreated } from "~/acts/acts.server";
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
import { isMood, MOOD_MESSAGES, type Mood } from "./mood";
import {
  completeStatement,
  createSessionStatement,
  isRunId,
  listResponses,
  moodAfterStatement,
  ownedBy,
  saveStepStatements,
  sessionForRunFrom,
  sessionForRunQueries,
  type OwnedSession,
} from "./sessions.server";

export { loadRun } from "./run/load.server";

/** `errors`: the schema's French message for each refused field, shown beside it without JavaScript. */
type Failure = { refusal: Refusal; values?: Record<string, string>; errors?: Record<string, string> };

type Statements = [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]];

/** What a post writes for a signed-in person, decided from the form alone before its one batch. */
type Plan = {
  /** The step's answer (a run is opened only for a real answer, or when `open`). */
  withAnswer: boolean;
  open?: boolean;
  /** The run ends: its act (the commitment, or the last answer that becomes one) and its completion. */
  finish?: { actId: string; actText: string | null; fromAnswer: boolean };
  /** The closing feeling. */
  mood?: Mood;
};

type Parsed = { formData: FormData; value: z.infer<typeof runPostSchema>; payload: Record<string, unknown> };

/** `json`: the screen's own writes, through its resource route, answered in JSON. */
export async function runAction(db: Db, env: Env, request: Request, posted: FormData, toolId: string, options: { json?: boolean } = {}) {
  const content = getToolContent(toolId);
  if (!content) return json({ refusal: { title: M.toolNotFound, message: M.toolNotFound } }, { status: 404 });
  const formData = posted;
  const parsed = parseWithZod(formData, { schema: runPostSchema });
  // Bad input (not a form, an answer over 20 000 characters…) is refused in French, never a 500.
  if (parsed.status !== "success") return json({ refusal: { title: M.saveErrorTitle, message: M.saveError } }, { status: 400 });
  const form = { formData, value: parsed.value, payload: parsed.payload };
  return answerRun(db, env, request, toolId, content, form, options.json === true, false);
}

/**
 * The post, answered with its writes and its session in ONE D1 round trip (decision 0445): the run is
 * named by the form's id inside the statements, each change says the owner (the session's user) and the
 * practice in its WHERE, and the run as it is after the changes, read in the same batch, says what
 * happened (saved, no such run, another person's run id, another practice's). `audioRefused`: the second
 * pass of a post whose recording key is not in the person's own folder (the first wrote nothing).
 */
async function answerRun(
  db: Db,
  env: Env,
  request: Request,
  toolId: string,
  content: NonNullable<ReturnType<typeof getToolContent>>,
  { formData, value, payload }: Parsed,
  js: boolean,
  audioRefused: boolean,
): Promise<Response> {
  const base = { ...value, ...(audioRefused ? { audioKey: "" } : {}) };
  const fields = textFields(payload);
  const tool = { toolId, stepCount: content.steps.length };
  const step = clampStep(toolId, base.step, tool.stepCount);
  // The page's state is in the address it posts to; the step and the love word's fate come with the form.
  let state: RunState = {
    ...runStateFromSearch(toolId, tool.stepCount, new URL(request.url).searchParams),
    step,
    ...(fields.loveWordSettled === "1" ? { loveWordSettled: true } : {}),
  };
  const moodBefore = isMood(fields.moodBefore) ? fields.moodBefore : null;
  const stepTitle = (n: number) =>
    n === 0 ? (content.intro?.title ?? "Introduction") : (content.steps.find((s) => s.number === n)?.title ?? `Étape ${n}`);
  const answer = { text: base.text, hasAudio: base.audioKey !== "" };
  const answered = answer.text.trim() !== "" || answer.hasAudio;

  // What the post asks, from the form alone: the run's event and its effect, or the intent's own write.
  const event = intentEvent(base.intent, answer, { inPeace: fields.answer === "yes", encouragement: pickEncouragement });
  const moved = event ? transition(tool, state, event) : null;
  const refusal = event && moved ? refusalOf(event, moved) : null;
  const actValues = { where: fields.where ?? "", when: fields.when ?? "", how: fields.how ?? "" };
  const act = base.intent === "act" ? parseWithZod(formData, { schema: actCommitmentSchema }) : null;
  const ending = (commitment?: string): NonNullable<Plan["finish"]> => {
    const finishingAct = commitment ? null : actOnFinish(toolId, step, base.text);
    const actText = commitment || finishingAct;
    return { actId: crypto.randomUUID(), actText: actText || null, fromAnswer: Boolean(finishingAct) };
  };
  let plan: Plan | null = null;
  if (moved && !refusal) {
    const effect = moved.effect;
    if (effect.kind === "save" || effect.kind === "save-explicit") plan = { withAnswer: true };
    if (effect.kind === "finish") plan = { withAnswer: effect.saveFirst, open: true, finish: ending() };
  } else if (!event) {
    // What each of the run's own writes stores, by intent (decision 0351); none for the others.
    const PLANS: Record<string, () => Plan | null> = {
      start: () => ({ withAnswer: false, open: true }),
      autosave: () => (base.sessionId && (base.text.trim() || base.audioKey) ? { withAnswer: true } : null),
      complete: () => ({ withAnswer: true, open: true, finish: ending() }),
      act: () =>
        act?.status === "success" && base.text.trim()
          ? { withAnswer: true, open: true, finish: ending(composeActText({ description: base.text, ...act.value })) }
          : null,
      feeling: () => (isMood(fields.feeling) && base.sessionId ? { withAnswer: false, mood: fields.feeling } : null),
    };
    plan = handlerOf(PLANS, base.intent, () => null)();
  }

  // The run this post belongs to: the id the form names (the page chose it for a run not written yet, or
  // it is the person's run), or a new one; a visitor's run has none.
  const runId = base.sessionId || crypto.randomUUID();
  let actAt = -1;
  /** The plan's changes, each naming its owner and its practice, then the run as it is after them. */
  const statementsFor = (owner: string | SQL, p: Plan | null) => {
    const key = { id: runId, userId: owner, toolId };
    const writes: BatchItem<"sqlite">[] = [];
    actAt = -1;
    if (p) {
      const answering = p.withAnswer && step > 0;
      // Only a run id the page chose (a UUID) is created; any other id names an existing run or nothing.
      if ((base.sessionId === "" || isRunId(base.sessionId)) && (p.open || (answering && answered))) {
        writes.push(createSessionStatement(db, owner, toolId, content.name, moodBefore, runId));
      }
      if (answering) {
        writes.push(
          ...saveStepStatements(db, key, {
            stepNumber: step,
            stepTitle: stepTitle(step),
            text: base.text,
            audioKey: base.audioKey || undefined,
          }),
        );
      }
      if (p.finish) {
        if (p.finish.actText) {
          actAt = writes.length;
          writes.push(insertActOfRunStatement(db, ownedBy(key), { id: p.finish.actId, actText: p.finish.actText }));
        }
        writes.push(completeStatement(db, key, step));
      }
      if (p.mood) writes.push(moodAfterStatement(db, key, p.mood));
    }
    return [...writes, ...sessionForRunQueries(db, owner, runId)] as unknown as Statements;
  };
  /** The run after the batch: the person's own, none yet (an unwritten run id), or `"elsewhere"`. */
  const runAfter = (rows: unknown[]): OwnedSession | undefined | "elsewhere" => {
    const [taken, own] = rows.slice(-2) as [{ id: string }[], OwnedSession[]];
    const found = sessionForRunFrom(taken, own, runId);
    if (found === "unwritten") return undefined;
    return found && found.toolId === toolId ? found : "elsewhere";
  };

  let user: SessionUser | null = null;
  let session: OwnedSession | undefined;
  let actWritten = false;
  const sessionNotFound = () =>
    js
      ? json({ refusal: { title: M.sessionNotFound, message: M.sessionResumeFailed } }, { status: 404 })
      : redirectWithToast(env, runUrl(toolId, null), { title: M.sessionNotFound, type: "error" });
  // A visitor without JavaScript: nothing can be kept on the device, so the answers travel with the run
  // (hidden `carried_{step}` fields) and every answer of this action carries them back with the state.
  let carried: Record<string, string> = {};
  const visitorNoScript = () => !user && !js;
  const visitorRun = () => (visitorNoScript() ? { visitorRun: { state, carried } } : {});
  const fail = (failure: Failure, status = 400) =>
    json({ ...failure, ...visitorRun(), values: { text: base.text, step: String(step), ...failure.values } }, { status });
  const done = (payload: Record<string, unknown>, toast?: { title: string }) => {
    if (js) return json({ ok: true, sessionId: session?.id ?? null, ...payload });
    if (visitorNoScript()) return json({ ok: true, ...payload, ...visitorRun() });
    const url = runUrl(toolId, session?.id ?? null, state);
    return toast ? redirectWithToast(env, url, { ...toast, type: "success" }) : redirect(url);
  };

  try {
    // Who is signed in, the plan's changes and the run they leave, in one round trip; a visitor
    // (no session cookie) makes none. A recording's key counts only in the person's own folder: the
    // changes' owner is then the session's user only when the key is in that user's folder.
    const read = await readWithSession(db, env, request, (owner) =>
      statementsFor(
        base.audioKey ? sql`(CASE WHEN substr(${base.audioKey}, 1, length(${owner}) + 1) = ${owner} || '/' THEN ${owner} END)` : owner,
        plan,
      ),
    );
    user = read.user;
    // A recording key outside the person's own folder (or a visitor's): nothing was written, and the post
    // is answered again without it (a second round trip, only then).
    if (base.audioKey && (!user || !base.audioKey.startsWith(`${user.id}/`))) {
      return answerRun(db, env, request, toolId, content, { formData, value, payload }, js, true);
    }
    if (user && read.results) {
      const rows = read.results as unknown as unknown[];
      const found = runAfter(rows);
      // Another person's run id, another practice's, or an id that is no run: nothing was written.
      if (found === "elsewhere") return sessionNotFound();
      session = found;
      actWritten = actAt >= 0 && (rows[actAt] as { id: string }[]).length > 0;
    }
  } catch (error) {
    console.error("practice action failed", error);
    if (base.intent === "save") return fail({ refusal: { title: M.saveErrorTitle, message: M.practiceError } }, 500);
    return fail({ refusal: { title: M.saveErrorTitle, message: M.saveError } }, 500);
  }

  carried = visitorNoScript() ? readCarried(fields, tool.stepCount, MAX_RUN_ANSWER) : {};
  // Only a form that holds the step's answer replaces it: the closing mood's form carries every answer
  // and no `text` of its own, and must not drop the last one (issue 42, fault 6).
  if (visitorNoScript() && step > 0 && "text" in fields) {
    if (base.text.trim()) carried[String(step)] = base.text;
    else delete carried[String(step)];
  }

  /** The step's answer written after the batch (a question's or a love word's post): one more round trip. */
  const saveAnswer = async () => {
    if (!user) return;
    const rows = (await db.batch(statementsFor(user.id, { withAnswer: true }))) as unknown as unknown[];
    const found = runAfter(rows);
    // The id became another person's, or another practice's, since the batch: nothing of this write was kept.
    if (found === "elsewhere") throw new RunIdTaken();
    session = found;
  };
  /** The run's end, written in the batch: its state, and the act and the run told to the person's room. */
  const finish = (): { actSaved: boolean } => {
    state = transition(tool, state, { type: "finished" }).state;
    // A visitor's run ends on the page: without JavaScript its answers travel with it (nothing is stored).
    if (!user || !plan?.finish) return { actSaved: false };
    if (actWritten) notifyActCreated(env, user.id, plan.finish.actId);
    // The dashboard and the history follow through the user's own room.
    if (session) notifyRecordsChanged(env, user.id, "practice", session.id);
    return { actSaved: plan.finish.fromAnswer };
  };

  try {
    if (event && moved) {
      if (refusal) return fail({ refusal });
      state = moved.state;
      const effect = moved.effect;
      if (effect.kind === "save-explicit") return done({}, { title: M.practiceSaved });
      if (effect.kind === "finish") {
        const finished = finish();
        return done(finished, finished.actSaved ? { title: M.actSaved } : undefined);
      }
      return done({});
    }
    // One handler per intent of the run's own writes (decision 0351).
    const INTENTS: Record<string, () => Promise<Response>> = {
      start: async () => json({ ok: true, sessionId: session?.id ?? null }),
      autosave: async () => json({ ok: true, sessionId: session?.id ?? null }),
      complete: async () => {
        const finished = finish();
        return done(finished, finished.actSaved ? { title: M.actSaved } : undefined);
      },
      act: async () => {
        const errors = act?.status === "success" ? {} : firstErrors(act?.error);
        const messages = act?.status === "success" ? [] : Object.values(act?.error ?? {}).flatMap((m) => m ?? []);
        if (!base.text.trim() || messages.some((message) => message !== TOO_LONG)) {
          return fail({ refusal: { title: M.answerRequiredTitle, message: M.answerRequired }, values: actValues, errors });
        }
        if (act?.status !== "success")
          return fail({ refusal: { title: M.saveErrorTitle, message: M.saveError }, values: actValues, errors });
        if (!user) return fail({ refusal: { title: M.actError, message: M.mustBeSignedIn }, values: actValues }, 401);
        finish();
        return done({}, { title: M.commitmentTaken });
      },
      question: async () => {
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
      },
      "love-word": async () => {
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
      },
      feeling: async () => {
        // The closing feeling (issue 17): kept with the user's own session in the batch; a visitor's stays on
        // the page or the device.
        if (!isMood(fields.feeling)) return fail({ refusal: { title: M.saveErrorTitle, message: MOOD_MESSAGES.failed } });
        state = { ...state, done: true };
        return done({ feeling: fields.feeling }, { title: MOOD_MESSAGES.thanks });
      },
      "save-finished": async () => redirectWithToast(env, "/history", { title: M.practiceSaved, type: "success" }),
    };
    return await handlerOf(INTENTS, base.intent, async () => fail({ refusal: { title: M.saveErrorTitle, message: M.saveError } }))();
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
