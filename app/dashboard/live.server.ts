import { broadcast } from "../../party/broadcast.server";

/** After a committed write of personal records, tells the user's own room (user-{id}), after the answer (decision 0360). */
export function notifyRecordsChanged(env: Env, userId: string, what: "practice" | "act" | "reward", id?: string): void {
  broadcast(env, "UserRoom", `user-${userId}`, { type: "records:changed", what, ...(id ? { id } : {}) });
}
