/**
 * A followed topic open in sight reads the replies that arrive live (issue 57, decision 0477): the page
 * tells the server the newest reply it shows, so the header's count does not rise for what the person
 * sees. A tab out of sight waits until it is in sight again; the loader's own read covers the rest.
 */
import { useEffect, useRef } from "react";
import type { ThreadReplyData } from "../../party/protocol";
import { readUpToPath } from "./follows";

type Reply = Pick<ThreadReplyData, "id" | "createdAt" | "deleted" | "author">;

const newest = (replies: readonly Reply[]) =>
  replies.reduce<Reply | null>((found, reply) => (!found || reply.createdAt > found.createdAt ? reply : found), null);

/**
 * The reply to read up to: the newest shown, when someone else's reply newer than what the loader read
 * (`loaded`) and than the last one told (`told`) is on the screen; null when there is nothing new to tell.
 */
export function replyToRead(loaded: readonly Reply[], shown: readonly Reply[], viewerId: string, told: string | null): Reply | null {
  const since = [newest(loaded)?.createdAt ?? "", told ?? ""].reduce((a, b) => (a > b ? a : b));
  const fresh = shown.filter((reply) => reply.createdAt > since);
  if (!fresh.some((reply) => !reply.deleted && reply.author.id !== viewerId)) return null;
  return newest(fresh);
}

/** `following`: as the loader read it, or since (a follow, a reply, which follows): the server decides. */
export function useReadWhileOpen(
  slug: string,
  following: boolean,
  viewerId: string | null,
  loaded: readonly Reply[],
  shown: readonly Reply[],
) {
  const told = useRef<string | null>(null);
  const target = following && viewerId ? replyToRead(loaded, shown, viewerId, told.current) : null;
  const [id, at] = [target?.id, target?.createdAt];
  useEffect(() => {
    if (!id || !at) return;
    const tell = () => {
      if (document.visibilityState !== "visible" || (told.current && told.current >= at)) return;
      told.current = at;
      const body = new URLSearchParams({ jusqua: id });
      // No answer to wait for: a failure leaves the reply unread, as it would be without this page.
      fetch(readUpToPath(slug), { method: "POST", body, redirect: "manual" }).catch(() => undefined);
    };
    tell();
    document.addEventListener("visibilitychange", tell);
    return () => document.removeEventListener("visibilitychange", tell);
  }, [slug, id, at]);
}
