/**
 * Everything a user owns: export as one JSON document, and account deletion. Personal rows cascade with
 * the user (schema FKs); forum and chat posts stay with a null author. Audio lives in R2 under "{userId}/".
 */
import { eq, inArray, type SQL } from "drizzle-orm";
import * as s from "#db/schema";
import { deleteAudioPrefix, listAudioKeys } from "~/audio/storage.server";
import type { Db } from "~/utils/db.server";
import type { ChangedPages } from "~/utils/changed-pages";
import { authorPagesQuery, nameAuthorPagesFrom } from "~/forum/author-pages.server";
import { deleteLimitsOf } from "~/limits/account.server";
import type { AccountOfLimits } from "~/limits/account";
import { lettersExportQuery } from "~/letters/letters.server";

function pushServiceOf(endpoint: string): string {
  try {
    return new URL(endpoint).hostname;
  } catch {
    return "";
  }
}

export async function exportUserData(db: Db, env: Env, userId: string, now = new Date()) {
  const [
    account,
    profile,
    practiceSessions,
    questions,
    acts,
    loveWords,
    grandeurEntries,
    rewards,
    cycles,
    assistant,
    threads,
    replies,
    chat,
    reports,
    letters,
  ] = await db.batch([
    db
      .select({
        id: s.users.id,
        email: s.users.email,
        username: s.users.username,
        emailConfirmedAt: s.users.emailConfirmedAt,
        createdAt: s.users.createdAt,
      })
      .from(s.users)
      .where(eq(s.users.id, userId)),
    db.select().from(s.profiles).where(eq(s.profiles.id, userId)),
    db.select().from(s.practiceSessions).where(eq(s.practiceSessions.userId, userId)),
    db.select().from(s.userQuestions).where(eq(s.userQuestions.userId, userId)),
    db.select().from(s.userActs).where(eq(s.userActs.userId, userId)),
    db.select().from(s.loveWords).where(eq(s.loveWords.userId, userId)),
    db.select().from(s.grandeurEntries).where(eq(s.grandeurEntries.userId, userId)),
    db.select().from(s.weeklyRewards).where(eq(s.weeklyRewards.userId, userId)),
    db.select().from(s.cycleDocuments).where(eq(s.cycleDocuments.userId, userId)),
    db.select().from(s.assistantMessages).where(eq(s.assistantMessages.userId, userId)),
    db.select().from(s.forumThreads).where(eq(s.forumThreads.authorId, userId)),
    db.select().from(s.forumReplies).where(eq(s.forumReplies.authorId, userId)),
    db.select().from(s.chatMessages).where(eq(s.chatMessages.authorId, userId)),
    // The reports this person made (never the reports about their posts: those belong to others).
    db.select().from(s.reports).where(eq(s.reports.reporterId, userId)),
    // Letters sealed until a day: that they exist and when they open; their words once the day has come.
    lettersExportQuery(db, userId, now),
  ]);
  // Responses belong to the user's sessions; fetched in chunks (100 bound parameters per statement).
  const sessionIds = practiceSessions.map((p) => p.id);
  const practiceResponses: s.PracticeResponse[] = [];
  for (let i = 0; i < sessionIds.length; i += 90) {
    practiceResponses.push(
      ...(await db
        .select()
        .from(s.practiceResponses)
        .where(inArray(s.practiceResponses.sessionId, sessionIds.slice(i, i + 90)))),
    );
  }
  // « Mes rendez-vous » (issue 44): the reminders, the choices, and each device's subscription without its
  // keys or its address (a push service's capability URL): only the push service's name (decision 0403).
  const [reminders, rendezVousSettings, subscriptions, follows, choices, veille] = await db.batch([
    db
      .select({
        id: s.reminders.id,
        days: s.reminders.days,
        time: s.reminders.time,
        timeZone: s.reminders.timeZone,
        purpose: s.reminders.purpose,
        toolId: s.reminders.toolId,
        nextDueUtc: s.reminders.nextDueUtc,
        createdAt: s.reminders.createdAt,
        updatedAt: s.reminders.updatedAt,
      })
      .from(s.reminders)
      .where(eq(s.reminders.userId, userId)),
    db.select().from(s.rendezVousSettings).where(eq(s.rendezVousSettings.userId, userId)),
    db
      .select({ id: s.pushSubscriptions.id, endpoint: s.pushSubscriptions.endpoint, createdAt: s.pushSubscriptions.createdAt })
      .from(s.pushSubscriptions)
      .where(eq(s.pushSubscriptions.userId, userId)),
    // The community's notices (issue 57): the topics followed, the choices per kind and channel, the veille.
    db.select().from(s.topicFollows).where(eq(s.topicFollows.userId, userId)),
    db.select().from(s.noticeChoices).where(eq(s.noticeChoices.userId, userId)),
    db.select().from(s.veilleurs).where(eq(s.veilleurs.userId, userId)),
  ]);
  return {
    exportedAt: now.toISOString(),
    rendezVous: {
      reminders,
      settings: rendezVousSettings[0] ?? null,
      pushSubscriptions: subscriptions.map(({ id, endpoint, createdAt }) => ({ id, pushService: pushServiceOf(endpoint), createdAt })),
    },
    notices: {
      followedTopics: follows.map(({ threadId, following, readAt, createdAt }) => ({ threadId, following, readAt, createdAt })),
      choices: choices.map(({ kind, channel, enabled, updatedAt }) => ({ kind, channel, enabled, updatedAt })),
      veille: veille[0]
        ? { title: veille[0].title, timeZone: veille[0].timeZone, quietStart: veille[0].quietStart, quietEnd: veille[0].quietEnd }
        : null,
    },
    account: account[0] ?? null,
    profile: profile[0] ?? null,
    practiceSessions,
    practiceResponses,
    questions,
    acts,
    loveWords,
    grandeurEntries,
    weeklyRewards: rewards,
    cycleDocuments: cycles,
    assistantMessages: assistant,
    forumThreads: threads,
    forumReplies: replies,
    chatMessages: chat,
    reports,
    sealedLetters: letters.map((letter) => ({ ...letter, sealed: letter.content === null })),
    audioKeys: await listAudioKeys(env.AUDIO, `${userId}/`),
  };
}

/**
 * Deletes the user's audio, then the user (every personal row cascades, their counters among them; posts
 * keep a null author) and the counters of their own e-mail and pseudo alone, by exact key
 * (app/limits/account.ts): nobody else's counter (issue 41's High). The forum pages that showed their
 * name are named for the edge cache in the same batch, read before the deletion while their posts still
 * say whose they are, and the sessions it ends are returned (their room sockets close). One round trip:
 * the account's e-mail and pseudo key were read with the session (`accountOfLimitsQuery`).
 */
export async function deleteAccount(db: Db, env: Env, account: AccountOfLimits, pages: ChangedPages): Promise<string[]> {
  await deleteAudioPrefix(env.AUDIO, `${account.id}/`);
  const [shown, ended] = await db.batch([
    authorPagesQuery(db, account.id),
    db.delete(s.sessions).where(eq(s.sessions.userId, account.id)).returning({ id: s.sessions.id }),
    db.delete(s.users).where(eq(s.users.id, account.id)),
    deleteLimitsOf(db, account),
  ]);
  nameAuthorPagesFrom(shown, pages);
  return ended.map((session) => session.id);
}

/** The account's id, e-mail and pseudo key (what its deletion needs), for the session's batch (`owner`). */
export function accountOfLimitsQuery(db: Db, owner: SQL) {
  return db.select({ id: s.users.id, email: s.users.email, usernameKey: s.users.usernameKey }).from(s.users).where(eq(s.users.id, owner));
}
