/**
 * What the chat's room says beside its events (issue 57 item 3, decision 0476): how many people are
 * there, and that someone else is typing — never who, never their words. Neither is numbered in the
 * room's sequence: a page never catches up on them, and the next greeting carries the count again. Only
 * the chat's room and page read this module; the rooms' shared socket code (`party/wire.ts`, every live
 * page's) knows nothing of it.
 */

/** The rooms' greeting (`HELLO` of ./wire, written out so the chat page does not load that module twice). */
const HELLO = "room:hello";
const HERE = "chat:here";
const TYPING = "chat:typing";

export type ChatNote = { here: number } | { typing: true };

/**
 * The typing note, the same few bytes both ways: a member's page sends it while the person types (at
 * most once every 3 s), and the room sends it, as it is, to the other people's sockets.
 */
export const TYPING_NOTE = JSON.stringify({ type: TYPING });

/** The count of people, when it changed. */
export const hereMessage = (count: number) => JSON.stringify({ type: HERE, count });

/** A page's typing note, exactly as the page writes it; anything else (a name, some words riding along) is not one. */
export const isTyping = (raw: unknown) => raw === TYPING_NOTE;

const isCount = (value: unknown): value is number => typeof value === "number" && Number.isInteger(value) && value >= 0;

/** A chat room's note, or the count its greeting carries; null for anything else (an event, garbage). */
export function readChatNote(raw: unknown): ChatNote | null {
  if (raw === TYPING_NOTE) return { typing: true };
  if (typeof raw !== "string" || !raw.includes("here")) return null;
  try {
    const value = JSON.parse(raw) as { type?: unknown; count?: unknown; here?: unknown };
    if (value.type === HERE && isCount(value.count)) return { here: value.count };
    if (value.type === HELLO && isCount(value.here)) return { here: value.here };
    return null;
  } catch {
    return null;
  }
}
