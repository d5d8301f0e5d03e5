/**
 * The one writer of the assistant's conversation (`assistant_messages`) and its daily quota. Every
 * read and write is scoped to the signed-in owner. Messages are personal data: never logged.
 */
import { desc, eq, sql, type SQL } from "drizzle-orm";
import { audioUrlSecret } from "~/audio/storage.server";
import type { Db } from "~/utils/db.server";
import { batchedLimitResult, giveBack, limitInBatch } from "~/limits/limits.server";
import { readWithSession } from "~/auth/session-batch.server";
import * as s from "#db/schema";
import type { CountryCode } from "~/care/countries";
import { crisisReply, needsCrisisReply } from "./care";
import { ASSISTANT_MESSAGES, IMAGE_COST } from "./messages";
import { AssistantError, type AssistantProvider } from "./provider.server";
import { assistantQuotaKey, assistantQuotaKeyAround, messagesRemaining } from "./quota";
import { assistantImageUrl, deleteAssistantImages, storeAssistantImage } from "./storage.server";

type AssistantMessage = {
  id: string;
  type: "user" | "ai";
  content: string;
  timestamp: string;
  images: string[];
  distress?: boolean;
};

function parseImages(value: string | null): string[] {
  if (!value) return [];
  try {
    const keys = JSON.parse(value) as unknown;
    return Array.isArray(keys) ? keys.filter((k): k is string => typeof k === "string") : [];
  } catch {
    return [];
  }
}

/** The newest `limit` messages of the owner's conversation, newest first (a query, so a page can batch it). */
function conversationQuery(db: Db, userId: string | SQL, limit = 100) {
  return db
    .select()
    .from(s.assistantMessages)
    .where(eq(s.assistantMessages.userId, userId))
    .orderBy(desc(s.assistantMessages.createdAt), desc(s.assistantMessages.type))
    .limit(limit);
}

function quotaKeyInSql(userId: SQL, now: Date) {
  const [before, after] = assistantQuotaKeyAround(now);
  return sql`${before} || ${userId} || ${after}`;
}

/** Today's count of the owner's quota (a query, so a page can batch it). */
function quotaQuery(db: Db, userId: string | SQL, now = new Date()) {
  // Inside a batch keyed by the session (session-batch.server.ts) the key is made in SQL, to the letter of assistantQuotaKey.
  const key = typeof userId === "string" ? assistantQuotaKey(userId, now) : quotaKeyInSql(userId, now);
  return db.select({ count: s.rateLimits.count }).from(s.rateLimits).where(eq(s.rateLimits.key, key));
}

type MessageRow = typeof s.assistantMessages.$inferSelect;

/** Rows read newest first, put back in order, with fresh signed URLs for the owner's own images. */
function toConversation(env: Env, userId: string, newestFirst: MessageRow[]): Promise<AssistantMessage[]> {
  const secret = audioUrlSecret(env);
  const recent = [...newestFirst].reverse();
  return Promise.all(
    recent.map(async (row, i) => {
      const urls = await Promise.all(parseImages(row.images).map((key) => assistantImageUrl(secret, userId, key)));
      const previous = recent[i - 1];
      return {
        id: row.id,
        type: row.type,
        content: row.content,
        timestamp: row.createdAt,
        images: urls.filter((u): u is string => u !== null),
        distress: row.type === "ai" && previous?.type === "user" && needsCrisisReply(previous.content),
      };
    }),
  );
}

export type SendResult =
  | { ok: true; response: string; images: string[]; messagesRemaining: number; distress: boolean }
  | { ok: false; status: number; error: string; messagesRemaining: number };

/**
 * One message of the owner's, as a statement for a batch: its row comes from the owner's profile, so with
 * no session (`owner` NULL) nothing is written and nothing fails. created_at is set explicitly so a question
 * always sorts before its answer.
 */
function messageStatement(db: Db, owner: string | SQL, type: "user" | "ai", content: string, at: Date, images: string[] = []) {
  // Its fields in the table's order (Drizzle's rule for an insert from a select).
  const row = db
    .select({
      id: sql<string>`${crypto.randomUUID()}`.as("id"),
      userId: s.profiles.id,
      type: sql<"user" | "ai">`${type}`.as("type"),
      content: sql<string>`${content}`.as("content"),
      images: sql<string | null>`${images.length ? JSON.stringify(images) : null}`.as("images"),
      createdAt: sql<string>`${at.toISOString()}`.as("created_at"),
    })
    .from(s.profiles)
    .where(eq(s.profiles.id, owner));
  return db.insert(s.assistantMessages).select(row);
}

/** How much of the conversation the model reads: the owner's last ten messages. */
const HISTORY = 10;

/**
 * One message from the person, for the request's session (null without one): the distress check first
 * (the crisis answer is written here, never by a model, and is given even over the quota, without
 * counting), then the quota, then the provider. Two D1 round trips (issue 43 item 1): the session, the
 * quota spent and the conversation so far in one batch, then the two messages once the model answered;
 * a crisis answer is written in the first.
 */
export async function sendMessage(
  db: Db,
  env: Env,
  provider: AssistantProvider,
  request: Request,
  input: { message: string; requestImageGeneration: boolean; country?: CountryCode },
  now = new Date(),
): Promise<SendResult | null> {
  const message = input.message.trim();
  if (needsCrisisReply(message)) {
    const reply = crisisReply(input.country);
    const { user, results } = await readWithSession(db, env, request, (owner) => [
      messageStatement(db, owner, "user", message, now),
      messageStatement(db, owner, "ai", reply, new Date(now.getTime() + 1)),
      quotaQuery(db, owner, now),
    ]);
    if (!user || !results) return null;
    return { ok: true, response: reply, images: [], distress: true, messagesRemaining: messagesRemaining(results[2][0]?.count ?? 0) };
  }
  const cost = input.requestImageGeneration ? IMAGE_COST : 1;
  const token = crypto.randomUUID();
  const { user, results } = await readWithSession(db, env, request, (owner) => {
    const counted = limitInBatch(db, "assistant.day", owner, token, { now, cost });
    return [counted.count, counted.state, conversationQuery(db, owner, HISTORY)] as const;
  });
  if (!user || !results) return null;
  const spent = batchedLimitResult("assistant.day", results[1], now);
  if (!spent.ok)
    return { ok: false, status: 429, error: ASSISTANT_MESSAGES.limitReached, messagesRemaining: messagesRemaining(spent.count) };
  // Newest first in the batch; the model reads them in order.
  const history = results[2].map(({ type, content }) => ({ type, content })).reverse();
  let response: string;
  const keys: string[] = [];
  try {
    response = await provider.reply(history, message, input.country ?? "FR");
    if (input.requestImageGeneration) {
      const image = await provider.image(message);
      const key = await storeAssistantImage(env.AUDIO, user.id, image.bytes, image.type);
      if (!key) throw new AssistantError(500, "image refused");
      keys.push(key);
    }
  } catch (error) {
    // A failure gives back what it cost. Only the kind of failure is logged, never the message.
    await giveBack(db, "assistant.day", { account: user.id }, cost, now);
    const status = error instanceof AssistantError ? error.status : 500;
    console.error("assistant provider failed", provider.name, status);
    return {
      ok: false,
      status: status === 429 ? 503 : 502,
      error: ASSISTANT_MESSAGES.sendFailed,
      messagesRemaining: messagesRemaining(spent.count - cost),
    };
  }
  await db.batch([
    messageStatement(db, user.id, "user", message, now),
    messageStatement(db, user.id, "ai", response, new Date(now.getTime() + 1), keys),
  ]);
  const secret = audioUrlSecret(env);
  const urls = (await Promise.all(keys.map((key) => assistantImageUrl(secret, user.id, key)))).filter((u): u is string => u !== null);
  return { ok: true, response, images: urls, distress: false, messagesRemaining: messagesRemaining(spent.count) };
}

/** Erases the conversation and the images of the request's session's owner (the quota of the day stays counted). */
export async function clearConversation(db: Db, env: Env, request: Request): Promise<boolean> {
  // One round trip with the session's check (issue 43 item 1); false without a session.
  const { user } = await readWithSession(db, env, request, (owner) => [
    db.delete(s.assistantMessages).where(eq(s.assistantMessages.userId, owner)),
  ]);
  if (!user) return false;
  await deleteAssistantImages(env.AUDIO, user.id);
  return true;
}

export type AssistantPanelData = { signedIn: boolean; conversation: AssistantMessage[]; messagesRemaining: number; offline: boolean };

/** The panel's two reads, for a page's batch (then `assistantPanelFrom`). */
export function assistantPanelQueries(db: Db, owner: string | SQL, now = new Date()) {
  return [conversationQuery(db, owner), quotaQuery(db, owner, now)] as const;
}

/** What the panel shows signed out: nothing of anyone's. */
export function signedOutPanel(env: Env): AssistantPanelData {
  return { signedIn: false, conversation: [], messagesRemaining: 0, offline: !env.AI };
}

/** The panel from its two reads (run in the caller's batch: the dashboard reads everything in one round trip). */
export async function assistantPanelFrom(
  env: Env,
  userId: string,
  rows: MessageRow[],
  quota: Array<{ count: number }>,
): Promise<AssistantPanelData> {
  return {
    signedIn: true,
    conversation: await toConversation(env, userId, rows),
    messagesRemaining: messagesRemaining(quota[0]?.count ?? 0),
    offline: !env.AI,
  };
}
