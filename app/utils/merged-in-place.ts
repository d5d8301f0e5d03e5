/**
 * Whether an action's answer carries what it changed, for its page to merge in place (decision 0454): a
 * forum reply, edit or deletion answered with the reply (`live`, decision 0105), a chat message answered
 * with its line (`sent`), or words kept on the device until the network returns (`waiting`, decision 0341).
 * Such an answer changes nothing the root shows (the person, a toast cookie, a distress flash: the toast
 * and the distress sign travel in the answer itself), so the root's data is not read again after it.
 */
export function mergedInPlace(actionResult: unknown): boolean {
  if (!actionResult || typeof actionResult !== "object") return false;
  const answer = actionResult as { live?: unknown; sent?: unknown; waiting?: unknown };
  return Boolean(answer.live || answer.sent || answer.waiting);
}
