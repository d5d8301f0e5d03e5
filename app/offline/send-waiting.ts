/**
 * The ends of practices finished with no network (run/waiting-finish.ts), sent when the network is
 * here, from whatever page the person is on; a run whose screen is open sends its own. Loaded only
 * when something waits.
 */
import { browserUnsavedAnswers } from "~/device/unsaved-answers";
import { runPoster } from "~/practice/run/post";
import { browserWaitingFinishes, OPEN_RUNS, sendWaitingFinish } from "~/practice/run/waiting-finish";

export async function sendAllWaiting(): Promise<void> {
  const waiting = browserWaitingFinishes();
  if (!waiting || !navigator.onLine) return;
  const unsaved = browserUnsavedAnswers();
  for (const sessionId of waiting.sessions()) {
    if (OPEN_RUNS.has(sessionId)) continue;
    await sendWaitingFinish(sessionId, { waiting, unsaved, post: runPoster, withAnswers: true });
  }
}
