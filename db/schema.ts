/**
 * The whole data model of Rendez-vous intérieur (specs 1, 2 and 3).
 * Ids are UUIDs, timestamps ISO-8601 strings (UTC). Personal data cascades with its user;
 * community posts survive an account deletion with a null author ("Utilisateur supprimé").
 * The FTS5 index of forum threads is hand-written in a migration (Drizzle cannot model it).
 */
import { sql } from "drizzle-orm";
import { type AnySQLiteColumn, index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { ROLES, type Role } from "../app/auth/roles";
import { AGE_CATEGORIES } from "../app/love-words/categories";
import { REPORT_ITEM_TYPES, REPORT_REASONS, REPORT_STATUSES } from "../app/moderation/report-kinds";
import { NOTICE_CHANNELS, REMINDER_PURPOSES, type NoticeChannel, type ReminderPurpose } from "../app/rendez-vous/kinds";

const id = () =>
  text("id")
    .primaryKey()
    .$defaultFn(() => crypto.randomUUID());
const now = () => new Date().toISOString();
const createdAt = () => text("created_at").notNull().$defaultFn(now);
const updatedAt = () => text("updated_at").notNull().$defaultFn(now);
const bool = (name: string) => integer(name, { mode: "boolean" }).notNull().default(false);

export type { Role };

// ─── Accounts ────────────────────────────────────────────────────────────────

export const users = sqliteTable(
  "users",
  {
    id: id(),
    /** Lower-cased e-mail. */
    email: text("email").notNull(),
    /** The pseudo as typed at sign-up. */
    username: text("username").notNull(),
    /** Lower-cased pseudo, for case-insensitive uniqueness and login. */
    usernameKey: text("username_key").notNull(),
    /**
     * The pseudo's confusable skeleton (UTS #39 after NFKC, app/auth/names.ts): two pseudos that look
     * alike share it, so the unique index refuses the second (decision 0322). Null only for a row the
     * migration could not compute in SQL (a non-ASCII pseudo), until the scheduled backfill fills it.
     */
    usernameSkeleton: text("username_skeleton"),
    /**
     * The same skeleton read before case is folded, where a capital takes its own look-alike (« camiIle »,
     * a capital i, reads « camille »): unique too, so that whichever of two such pseudos comes second is
     * refused (decision 0467). Null only until the migration or the scheduled backfill fills it.
     */
    usernameSkeletonCased: text("username_skeleton_cased"),
    emailConfirmedAt: text("email_confirmed_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("users_email_unique").on(t.email),
    uniqueIndex("users_username_key_unique").on(t.usernameKey),
    uniqueIndex("users_username_skeleton_unique").on(t.usernameSkeleton),
    uniqueIndex("users_username_skeleton_cased_unique").on(t.usernameSkeletonCased),
  ],
);

export const passwords = sqliteTable("passwords", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  /** "pbkdf2-sha256$iterations$salt$hash", base64url parts. */
  hash: text("hash").notNull(),
  updatedAt: updatedAt(),
});

export const profiles = sqliteTable(
  "profiles",
  {
    /** Equal to the user id. */
    id: text("id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    displayName: text("display_name"),
    avatarUrl: text("avatar_url"),
    role: text("role", { enum: ROLES }).notNull().default("user"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("profiles_role_idx").on(t.role)],
);

/** Server-side sessions; the cookie carries a random token whose SHA-256 is the id. */
export const sessions = sqliteTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: text("expires_at").notNull(),
    createdAt: createdAt(),
    userAgent: text("user_agent"),
    /** When this browser was last seen, to the nearest 10 minutes (the list of signed-in devices). */
    lastSeenAt: text("last_seen_at"),
  },
  (t) => [index("sessions_user_idx").on(t.userId), index("sessions_expires_idx").on(t.expiresAt)],
);

export const TOKEN_PURPOSES = ["signup", "magiclink", "recovery"] as const;
export type TokenPurpose = (typeof TOKEN_PURPOSES)[number];

/** One-time tokens sent by e-mail: confirmation, one-time link sign-in, recovery. */
export const authTokens = sqliteTable(
  "auth_tokens",
  {
    id: id(),
    /** SHA-256 of the token in the link; the token itself is never stored. */
    tokenHash: text("token_hash").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: text("purpose", { enum: TOKEN_PURPOSES }).notNull(),
    redirectTo: text("redirect_to"),
    /**
     * SHA-256 of the random nonce kept in the asking browser's short-lived cookie (a sign-in link):
     * the link then signs in only in that browser (decision 0320). Null for links not bound.
     */
    browserHash: text("browser_hash"),
    expiresAt: text("expires_at").notNull(),
    usedAt: text("used_at"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("auth_tokens_hash_unique").on(t.tokenHash), index("auth_tokens_user_idx").on(t.userId)],
);

/**
 * The right to choose a new password that a recovery link gives one browser: the cookie holds a
 * random grant whose SHA-256 is the id. Used once, expires on the server, gone with a password change.
 */
export const recoveryGrants = sqliteTable(
  "recovery_grants",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: text("expires_at").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("recovery_grants_user_idx").on(t.userId)],
);

/**
 * Fixed-window counters of the limits table (app/limits/table.ts). The key is built from the limit's
 * counted parts (app/limits/key.ts) and only ever matched whole. A counter that counts an account
 * names it in `user_id`, so deleting the account deletes exactly its counters (decision 0300).
 */
export const rateLimits = sqliteTable(
  "rate_limits",
  {
    key: text("key").primaryKey(),
    count: integer("count").notNull(),
    windowStartedAt: text("window_started_at").notNull(),
    /** When the current window ends: the nightly clean-up deletes what has ended. */
    expiresAt: text("expires_at").notNull(),
    userId: text("user_id").references(() => users.id, { onDelete: "cascade" }),
    /**
     * The request that counted last: a write batched with its limit (limits.server.ts `limitInBatch`)
     * goes on only where this is its own token, i.e. where its count was accepted.
     */
    lastToken: text("last_token"),
  },
  (t) => [index("rate_limits_user_idx").on(t.userId), index("rate_limits_expires_idx").on(t.expiresAt)],
);

/** Local development only: the outbox where every e-mail lands (/dev/outbox). */
export const devOutbox = sqliteTable(
  "dev_outbox",
  {
    id: id(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html").notNull(),
    /** JSON array of the links found in the message. */
    links: text("links").notNull(),
    /** JSON object of the extra headers sent (List-Unsubscribe of a rendez-vous, issue 44), or null. */
    headers: text("headers"),
    sentAt: text("sent_at").notNull().$defaultFn(now),
  },
  (t) => [index("dev_outbox_sent_idx").on(t.sentAt)],
);

// ─── Community ───────────────────────────────────────────────────────────────

export const forumThreads = sqliteTable(
  "forum_threads",
  {
    id: id(),
    title: text("title").notNull(),
    slug: text("slug").notNull(),
    content: text("content").notNull(),
    authorId: text("author_id").references(() => users.id, { onDelete: "set null" }),
    isPinned: bool("is_pinned"),
    isLocked: bool("is_locked"),
    replyCount: integer("reply_count").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    editedAt: text("edited_at"),
  },
  (t) => [
    uniqueIndex("forum_threads_slug_unique").on(t.slug),
    index("forum_threads_list_idx").on(t.isPinned, t.updatedAt),
    index("forum_threads_author_idx").on(t.authorId),
  ],
);

export const forumReplies = sqliteTable(
  "forum_replies",
  {
    id: id(),
    threadId: text("thread_id")
      .notNull()
      .references(() => forumThreads.id, { onDelete: "cascade" }),
    parentId: text("parent_id").references((): AnySQLiteColumn => forumReplies.id, {
      onDelete: "set null",
    }),
    content: text("content").notNull(),
    authorId: text("author_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    editedAt: text("edited_at"),
    /** A deleted reply keeps its place and reads "Message supprimé". */
    deletedAt: text("deleted_at"),
  },
  (t) => [index("forum_replies_thread_idx").on(t.threadId, t.createdAt), index("forum_replies_author_idx").on(t.authorId)],
);

export const chatMessages = sqliteTable(
  "chat_messages",
  {
    id: id(),
    content: text("content").notNull(),
    authorId: text("author_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    editedAt: text("edited_at"),
    deletedAt: text("deleted_at"),
  },
  (t) => [index("chat_messages_created_idx").on(t.createdAt), index("chat_messages_author_idx").on(t.authorId, t.createdAt)],
);

// ─── Reports (community safety) ─────────────────────────────────────────────

export { REPORT_ITEM_TYPES, REPORT_REASONS, REPORT_STATUSES };
export type { ReportItemType, ReportReason } from "../app/moderation/report-kinds";

/** One report per person per item (a thread, a reply or a chat message); moderators settle them. */
export const reports = sqliteTable(
  "reports",
  {
    id: id(),
    reporterId: text("reporter_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    itemType: text("item_type", { enum: REPORT_ITEM_TYPES }).notNull(),
    /** The thread, reply or chat message id (no foreign key: three tables). */
    itemId: text("item_id").notNull(),
    reason: text("reason", { enum: REPORT_REASONS }).notNull(),
    details: text("details"),
    status: text("status", { enum: REPORT_STATUSES }).notNull().default("open"),
    createdAt: createdAt(),
    settledAt: text("settled_at"),
    settledBy: text("settled_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    uniqueIndex("reports_reporter_item_unique").on(t.reporterId, t.itemType, t.itemId),
    index("reports_status_created_idx").on(t.status, t.createdAt),
    index("reports_item_idx").on(t.itemType, t.itemId),
  ],
);

// ─── Practices ───────────────────────────────────────────────────────────────

export const SESSION_STATUSES = ["in_progress", "completed", "abandoned"] as const;
export const RESPONSE_TYPES = ["text", "audio", "both"] as const;

export const practiceSessions = sqliteTable(
  "practice_sessions",
  {
    id: id(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    toolId: text("tool_id").notNull(),
    toolName: text("tool_name").notNull(),
    status: text("status", { enum: SESSION_STATUSES }).notNull().default("in_progress"),
    currentStep: integer("current_step").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    completedAt: text("completed_at"),
    /** A wizard's state while it is in progress (Actualité, Nommer sa Grandeur); cleared when it ends. */
    draft: text("draft", { mode: "json" }),
    /** How the person felt when choosing the practice, and at its end: 'mal' | 'va' | 'bien' (issue 17). */
    moodBefore: text("mood_before"),
    moodAfter: text("mood_after"),
  },
  (t) => [
    index("practice_sessions_user_created_idx").on(t.userId, t.createdAt),
    index("practice_sessions_user_status_idx").on(t.userId, t.status, t.completedAt),
  ],
);

export const practiceResponses = sqliteTable(
  "practice_responses",
  {
    id: id(),
    sessionId: text("session_id")
      .notNull()
      .references(() => practiceSessions.id, { onDelete: "cascade" }),
    stepNumber: integer("step_number").notNull(),
    stepTitle: text("step_title").notNull(),
    responseText: text("response_text"),
    /** R2 key (never a public URL); read back through a signed URL. */
    audioUrl: text("audio_url"),
    responseType: text("response_type", { enum: RESPONSE_TYPES }).notNull().default("text"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("practice_responses_session_step_unique").on(t.sessionId, t.stepNumber)],
);

export const userQuestions = sqliteTable(
  "user_questions",
  {
    id: id(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    question: text("question").notNull(),
    questionAudioUrl: text("question_audio_url"),
    practiceSessionId: text("practice_session_id").references(() => practiceSessions.id, {
      onDelete: "set null",
    }),
    toolId: text("tool_id"),
    stepNumber: integer("step_number"),
    isBlockedPractice: bool("is_blocked_practice"),
    practiceSummary: text("practice_summary"),
    hasResponse: bool("has_response"),
    responseText: text("response_text"),
    responseAudioUrl: text("response_audio_url"),
    responseCreatedAt: text("response_created_at"),
    createdAt: createdAt(),
  },
  (t) => [index("user_questions_user_created_idx").on(t.userId, t.createdAt)],
);

export const userActs = sqliteTable(
  "user_acts",
  {
    id: id(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    sessionId: text("session_id").references(() => practiceSessions.id, { onDelete: "set null" }),
    actText: text("act_text").notNull(),
    isCompleted: bool("is_completed"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("user_acts_user_created_idx").on(t.userId, t.createdAt), index("user_acts_user_completed_idx").on(t.userId, t.isCompleted)],
);

export const loveWords = sqliteTable(
  "love_words",
  {
    id: id(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    content: text("content").notNull(),
    ageCategory: text("age_category", { enum: AGE_CATEGORIES }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("love_words_user_created_idx").on(t.userId, t.createdAt)],
);

/**
 * Letters a person writes to themself, sealed until a day (issue 44, decision 0420). The words are never
 * read before `opens_at` (the first instant of `opens_on` in `time_zone`): every query of app/letters
 * names its columns, and the words only behind that instant. Not in the search index (decision 0422).
 */
export const sealedLetters = sqliteTable(
  "sealed_letters",
  {
    id: id(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    content: text("content").notNull(),
    /** yyyy-MM-dd, the day chosen, in the writer's time zone. */
    opensOn: text("opens_on").notNull(),
    /** The IANA zone the day was chosen in (the browser's, Europe/Paris by default). */
    timeZone: text("time_zone").notNull(),
    /** ISO-8601 UTC: the first instant of `opens_on` in `time_zone`. */
    opensAt: text("opens_at").notNull(),
    openedAt: text("opened_at"),
    /**
     * ISO-8601 UTC: the earliest its notice may go (09:00 on its day in `time_zone`), moved forward while
     * the person's quiet hours or pause defer it (app/letters/announce.ts, decision 0409).
     */
    announceAt: text("announce_at"),
    /** When its notice was handed over (or the letter opened first, or everything was stopped): never announced twice. */
    announcedAt: text("announced_at"),
    createdAt: createdAt(),
  },
  (t) => [
    index("sealed_letters_user_opens_idx").on(t.userId, t.opensAt),
    index("sealed_letters_announce_idx")
      .on(t.announceAt)
      .where(sql`${t.announcedAt} IS NULL`),
  ],
);

export const grandeurEntries = sqliteTable(
  "grandeur_entries",
  {
    id: id(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    grandeurName: text("grandeur_name").notNull(),
    correspondingTrauma: text("corresponding_trauma").notNull().default(""),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("grandeur_entries_user_created_idx").on(t.userId, t.createdAt)],
);

export const weeklyRewards = sqliteTable(
  "weekly_rewards",
  {
    id: id(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** A multiple of 7 completed practices in the week. */
    rewardLevel: integer("reward_level").notNull(),
    /** yyyy-MM-dd, the Monday of the week (Europe/Paris). */
    weekStart: text("week_start").notNull(),
    claimedAt: text("claimed_at").notNull().$defaultFn(now),
  },
  (t) => [uniqueIndex("weekly_rewards_user_week_level_unique").on(t.userId, t.weekStart, t.rewardLevel)],
);

/**
 * Cycle diagrams (period editors, cycles-v2). The spec keeps them on the device; a signed-in
 * user's copy is kept here, one JSON document per key (e.g. "cycle-0-6", "cycles-v2-data").
 */
export const cycleDocuments = sqliteTable(
  "cycle_documents",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    data: text("data").notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);

/** The dashboard's AI assistant conversation. */
export const assistantMessages = sqliteTable(
  "assistant_messages",
  {
    id: id(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    type: text("type", { enum: ["user", "ai"] }).notNull(),
    content: text("content").notNull(),
    /** JSON array of R2 keys of generated images. */
    images: text("images"),
    createdAt: createdAt(),
  },
  (t) => [index("assistant_messages_user_created_idx").on(t.userId, t.createdAt)],
);

// ─── Mes rendez-vous (issue 44) ──────────────────────────────────────────────

export { REMINDER_PURPOSES, NOTICE_CHANNELS, type ReminderPurpose, type NoticeChannel };

/**
 * A reminder: days of the week and a local time in the person's time zone (app/rendez-vous/due.ts).
 * `next_due_utc` is its next occurrence as a UTC minute ("2027-03-28T06:00Z"), recomputed after each one
 * and null when none will come (stopped): the per-minute run reads due rows through its index.
 */
export const reminders = sqliteTable(
  "reminders",
  {
    id: id(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** ISO weekdays "1,3,5" (1 = Monday). */
    days: text("days").notNull(),
    /** Local "HH:mm". */
    time: text("time").notNull(),
    timeZone: text("time_zone").notNull().default("Europe/Paris"),
    purpose: text("purpose", { enum: REMINDER_PURPOSES }).notNull(),
    /** The tool a "tool" reminder opens (app/practice/content/catalogue.ts). */
    toolId: text("tool_id"),
    nextDueUtc: text("next_due_utc"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("reminders_next_due_idx").on(t.nextDueUtc), index("reminders_user_idx").on(t.userId)],
);

/** One person's choices for every rendez-vous: channel, quiet hours, pause, stop, and what went unopened. */
export const rendezVousSettings = sqliteTable("rendez_vous_settings", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  /** "push" sends to the devices that subscribed, e-mail when there is none; "email" always by e-mail. */
  channel: text("channel", { enum: NOTICE_CHANNELS }).notNull().default("push"),
  timeZone: text("time_zone").notNull().default("Europe/Paris"),
  quietStart: text("quiet_start"),
  quietEnd: text("quiet_end"),
  /** Local date "YYYY-MM-DD" reminders resume on. */
  pausedUntil: text("paused_until"),
  /** Set by « Arrêter tous mes rendez-vous » (the page, the notification or the e-mail). */
  stoppedAt: text("stopped_at"),
  /** Reminders sent since the person last opened one; at three, the page offers to space them out. */
  ignoredCount: integer("ignored_count").notNull().default(0),
  updatedAt: updatedAt(),
});

/**
 * A browser's Web Push subscription, tied to the session that made it: signing that device out deletes
 * the session row and, by cascade, its subscription. The keys never leave the server (no export).
 */
export const pushSubscriptions = sqliteTable(
  "push_subscriptions",
  {
    id: id(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    sessionId: text("session_id")
      .notNull()
      .references(() => sessions.id, { onDelete: "cascade" }),
    endpoint: text("endpoint").notNull(),
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("push_subscriptions_endpoint_unique").on(t.endpoint),
    uniqueIndex("push_subscriptions_session_unique").on(t.sessionId),
    index("push_subscriptions_user_idx").on(t.userId),
  ],
);

/**
 * "dropped": an e-mail not sent and never to be (over its budget, refused by the provider); "dead": the
 * queue gave up on the notice after its retries (the dead-letter queue's consumer, decision 0474);
 * "waiting": a community notice held until the person's quiet hours end, "withheld": one not sent (its
 * reply deleted, its topic answered, a pause, a stop, a choice), decision 0475: neither is a claim.
 */
export const DELIVERY_STATUSES = ["sending", "sent", "retry", "gone", "failed", "dropped", "dead", "waiting", "withheld"] as const;

/**
 * One row per notice and destination ("<notice key>|push:<subscription id>" or "<notice key>|email"),
 * inserted before sending (INSERT … ON CONFLICT DO NOTHING): a key is sent at most once. A push service's
 * 5xx marks it "retry", the only state a later attempt may claim again (decision 0404).
 */
export const noticeDeliveries = sqliteTable(
  "notice_deliveries",
  {
    key: text("key").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    status: text("status", { enum: DELIVERY_STATUSES }).notNull(),
    /** Where it goes, in a column of its own: the health page counts by it, never by a part of the key. */
    channel: text("channel", { enum: ["push", "email"] })
      .notNull()
      .default("email"),
    attempts: integer("attempts").notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("notice_deliveries_user_idx").on(t.userId), index("notice_deliveries_created_idx").on(t.createdAt)],
);

/**
 * Each notice the NOTICES queue dead-lettered (its consumer, server.ts `queue`, decision 0474): the
 * notice's key, whose it was, and when; the admins' page /admin/notices counts them. `channels` lists
 * the destinations it had claimed ("push", "email"), empty when it died before any claim.
 */
export const deadNotices = sqliteTable(
  "dead_notices",
  {
    key: text("key").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    channels: text("channels").notNull().default(""),
    attempts: integer("attempts").notNull().default(0),
    deadAt: text("dead_at").notNull(),
  },
  (t) => [index("dead_notices_dead_at_idx").on(t.deadAt)],
);

// ─── Community notices (issue 57, decision 0475) ─────────────────────────────

/**
 * Who follows which topic. A member follows the topics they start or answer (inserted in the same batch
 * as the post, ON CONFLICT DO NOTHING), and may follow or stop following any: « Ne plus suivre » keeps
 * the row with `following` false, so answering again does not follow again. `readAt` is the creation
 * time of the last reply the person has seen; a followed topic is unread when a reply by someone else,
 * not deleted, is later. Personal data: exported, and gone with the account.
 */
export const topicFollows = sqliteTable(
  "topic_follows",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    threadId: text("thread_id")
      .notNull()
      .references(() => forumThreads.id, { onDelete: "cascade" }),
    following: integer("following", { mode: "boolean" }).notNull().default(true),
    readAt: text("read_at").notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.threadId] }), index("topic_follows_thread_idx").on(t.threadId, t.following)],
);

/**
 * One person's choice for one kind of notice on one channel (« Mes notifications », beside « Mes
 * rendez-vous »). No row means the default of app/notices/kinds.ts. Gone with the account.
 */
export const noticeChoices = sqliteTable(
  "notice_choices",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    channel: text("channel").notNull(),
    enabled: integer("enabled", { mode: "boolean" }).notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind, t.channel] })],
);

/**
 * A member who volunteered to watch for topics nobody has answered (« veilleur », « veilleuse »), with
 * their own quiet hours in their own zone. Gone with the account, or when they stop.
 */
export const veilleurs = sqliteTable("veilleurs", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  /** How the person is named: "veilleur" or "veilleuse". */
  title: text("title", { enum: ["veilleur", "veilleuse"] }).notNull(),
  timeZone: text("time_zone").notNull().default("Europe/Paris"),
  quietStart: text("quiet_start"),
  quietEnd: text("quiet_end"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export type User = typeof users.$inferSelect;
export type Profile = typeof profiles.$inferSelect;
export type ForumThread = typeof forumThreads.$inferSelect;
export type ForumReply = typeof forumReplies.$inferSelect;
export type ChatMessage = typeof chatMessages.$inferSelect;
export type PracticeSession = typeof practiceSessions.$inferSelect;
export type PracticeResponse = typeof practiceResponses.$inferSelect;
export type UserQuestion = typeof userQuestions.$inferSelect;
export type UserAct = typeof userActs.$inferSelect;
export type LoveWord = typeof loveWords.$inferSelect;
export type SealedLetter = typeof sealedLetters.$inferSelect;
export type GrandeurEntry = typeof grandeurEntries.$inferSelect;
export type WeeklyReward = typeof weeklyRewards.$inferSelect;
