/**
 * The ends of practices finished with no network (run/waiting-finish.ts), sent when the network is
 * here, from whatever page the person is on; a run whose screen is open sends its own. Loaded only
 * when something waits.
 */
import { senderOwner } from "~/device/owner";
import { browserUnsavedAnswers } from "~/device/unsaved-answers";
import { runPoster } from "~/practice/run/post";
import { browserWaitingFinishes, OPEN_RUNS, sendWaitingFinish } from "~/practice/run/waiting-finish";

/**
 * Sends the waiting ends of `userId`, the person the page says is signed in (never another person's:
 * on a shared device they wait for their owner), or all of them when the page names nobody (a stored
 * copy; the server takes only its session's own). True while some of those still wait.
 */
export async function sendAllWaiting(userId: string | undefined): Promise<boolean> {
  // The device store's keys of that person; a page naming nobody, those of the last person named.
  const owner = userId ?? senderOwner();
  const waiting = browserWaitingFinishes(owner);
  if (!waiting) return false;
  const unsaved = browserUnsavedAnswers(owner);
  if (navigator.onLine)
    for (const sessionId of waiting.sessions(userId)) {
      if (OPEN_RUNS.has(sessionId)) continue;
      await sendWaitingFinish(sessionId, { waiting, unsaved, post: runPoster, withAnswers: true });
    }
  return waiting.sessions(userId).length > 0;
}
