/**
 * The community's notices (issue 57, decision 0475) travel the same NOTICES queue as « Mes rendez-vous »:
 * a write puts one small job on it after its answer, and the consumer (server.ts `queue`) turns the job
 * into one notice per person, which then goes through the same claims, subscriptions and e-mail as a
 * reminder. Pure: the shapes and the delays.
 */

/** A new reply: its followers are told (never its author; never once it is deleted or the topic locked). */
export type ReplyJob = { job: "reply"; replyId: string; /** The follower after whom this page starts. */ after?: string };
/** A new topic, 30 minutes later: if nobody else has answered, the veilleurs on duty are told. */
export type WatchJob = { job: "watch"; threadId: string };
/** A new report: the moderators are told, if it is still open. */
export type ReportJob = { job: "report"; reportId: string };
/** At the end of a person's e-mail window: one e-mail for every followed topic answered since. */
export type DigestJob = { job: "digest"; userId: string; window: number };

export type CommunityJob = ReplyJob | WatchJob | ReportJob | DigestJob;

/** A topic nobody has answered for this long is told to the veilleurs on duty (issue 57: 30 minutes). */
export const WATCH_DELAY_SECONDS = 30 * 60;

/** At most one forum e-mail per person and window; what comes after goes in the window's digest. */
const EMAIL_WINDOW_SECONDS = 3 * 60 * 60;

/** Followers told per job: each costs a room call and a notice; a page asks for the next one. */
export const FOLLOWERS_PER_JOB = 40;

export function isCommunityJob(body: unknown): body is CommunityJob {
  return typeof body === "object" && body !== null && typeof (body as { job?: unknown }).job === "string";
}

/** The e-mail window a time falls in (whole windows since the epoch). */
export function emailWindow(at: Date): number {
  return Math.floor(at.getTime() / 1000 / EMAIL_WINDOW_SECONDS);
}

/** Seconds from `at` to the end of its e-mail window (at least one). */
export function secondsToWindowEnd(at: Date): number {
  const end = (emailWindow(at) + 1) * EMAIL_WINDOW_SECONDS;
  return Math.max(1, Math.ceil(end - at.getTime() / 1000));
}
