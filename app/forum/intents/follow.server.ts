import { parseWithZod } from "@conform-to/zod";
import { broadcast } from "../../../party/broadcast.server";
import { FOLLOW_MESSAGES as F, followSchema } from "../follows";
import { setFollowStatement } from "../follows.server";
import { threadPath } from "../thread-path";
import { threadRecordQuery } from "../threads.server";
import { answer, done, replyOf, threadNotFound, withScript, type ThreadIntent } from "./intent.server";

/**
 * « Suivre ce sujet » / « Ne plus suivre » (issue 57, decision 0477): the session's own follow, in the
 * session's batch (one round trip). Over the cap, following is refused and said so. The person's other
 * tabs and devices read their count again (their own room).
 */
export async function followIntent(args: ThreadIntent) {
  const { db, env, writer, slug, form, intent } = args;
  const parsed = parseWithZod(form, { schema: followSchema });
  if (parsed.status !== "success") return answer({ intent, alert: null, result: replyOf(parsed) }, 400);
  const following = parsed.value.suivre === "oui";
  const { user, results } = await writer.run([setFollowStatement(db, writer.owner, { slug }, following), threadRecordQuery(db, slug)]);
  const [written, thread] = results;
  if (!thread[0]) return threadNotFound(env);
  if (written.length === 0) return answer({ intent, alert: F.capReached, result: replyOf(parsed) }, 409);
  broadcast(env, "UserRoom", `user-${user.id}`, { type: "follows:changed" });
  if (withScript(args)) return answer({ intent, alert: null, following }, 200);
  return done(args, following ? F.followed : F.unfollowed, threadPath(thread[0].slug, args.pageAsked));
}
