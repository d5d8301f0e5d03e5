/** A run's state as URL parameters: the page without JavaScript keeps its whole state in its address. */
import { BLOCKED_ENCOURAGEMENTS } from "../content/encouragements";
import { clampStep, firstStep } from "../flow";
import { initialRunState, type RunState } from "./state";

/**
 * The state named by `?step`, `?done`, `?peace`, `?peaceAnswer`, `?loveWord`, `?question`, `?blocked`
 * and `?mode`; `step` falls back to `defaultStep` (a resumed session's current step).
 */
export function runStateFromSearch(toolId: string, stepCount: number, params: URLSearchParams, defaultStep = firstStep(toolId)): RunState {
  const stepParam = params.get("step");
  const blocked = params.has("blocked");
  const peaceAnswer = params.get("peaceAnswer");
  const mode = params.get("mode");
  return initialRunState(clampStep(toolId, stepParam === null ? defaultStep : Number(stepParam), stepCount), {
    done: params.has("done"),
    peaceAsked: params.get("peace") === "1",
    peaceAnswer: peaceAnswer === "yes" || peaceAnswer === "no" ? peaceAnswer : null,
    loveWordSettled: params.get("loveWord") === "1",
    question: blocked ? "blocked" : params.get("question") === "1" ? "open" : "none",
    encouragement: blocked ? (BLOCKED_ENCOURAGEMENTS[Number(params.get("blocked"))] ?? BLOCKED_ENCOURAGEMENTS[0]!) : null,
    mode: mode === "audio" || mode === "written" ? mode : null,
  });
}

/** The address of a run in `state`; parameters at their default are left out. */
export function runUrl(toolId: string, sessionId: string | null, state?: RunState): string {
  const search = new URLSearchParams();
  if (sessionId) search.set("sessionId", sessionId);
  if (state) {
    search.set("step", String(state.step));
    if (state.done) search.set("done", "1");
    if (state.peaceAsked) search.set("peace", "1");
    if (state.peaceAnswer) search.set("peaceAnswer", state.peaceAnswer);
    if (state.loveWordSettled) search.set("loveWord", "1");
    if (state.question === "open") search.set("question", "1");
    if (state.question === "blocked") search.set("blocked", String(Math.max(0, BLOCKED_ENCOURAGEMENTS.indexOf(state.encouragement ?? ""))));
    if (state.mode) search.set("mode", state.mode);
  }
  const query = search.toString();
  return `/practice/${encodeURIComponent(toolId)}${query ? `?${query}` : ""}`;
}
