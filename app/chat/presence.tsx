/**
 * Who is in the chat (issue 57 item 3, decision 0476): « N personnes ici » and « Quelqu'un écrit… ».
 * The room says a number and that someone types, never who. Both come over the page's socket: without
 * JavaScript there is neither, and their line keeps its height from the server's HTML on, so nothing
 * moves when it fills (decision 0451).
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { ownedKey, VISITOR } from "~/device/owner";
import type ReconnectingWebSocket from "partysocket/ws";
import type { RoomLink } from "~/utils/room-socket";
import { readChatNote, TYPING_NOTE } from "../../party/chat-notes";
import { CHAT_MESSAGES as M, hereText } from "./messages";

/** « Quelqu'un écrit… » stays this long after the last note (a typing page sends one every 3 s). */
const TYPING_SHOWN_MS = 6000;
/** While the person types, the page tells the room at most this often (the room relays one per 2.5 s at most). */
const TYPING_EVERY_MS = 3000;

/**
 * The random id a visitor's browser keeps so that the chat counts its tabs as one person (the address's
 * `personne=`). It names nobody, and the room never tells it to anyone. Without storage, each page counts apart.
 */
function visitorQuery(): string {
  const fresh = () => globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
  let id: string;
  try {
    const key = ownedKey(VISITOR, "presence");
    id = localStorage.getItem(key) ?? fresh();
    localStorage.setItem(key, id);
  } catch {
    id = fresh();
  }
  return `&personne=${encodeURIComponent(id)}`;
}

/**
 * The room's notes as the page shows them: the count of people (null until the room said it) and whether
 * someone else types; `link` for `useRoom`; `written` when a message arrives; `typed` as the person types.
 */
export function usePresence(member: boolean) {
  const [here, setHere] = useState<number | null>(null);
  const [typing, setTyping] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const socket = useRef<ReconnectingWebSocket | null>(null);
  const typedAt = useRef(0);
  useEffect(() => () => clearTimeout(timer.current), []);
  const [link] = useState<RoomLink>(() => ({
    // A member counts by their account (the Worker names it); a visitor's browser by its random id.
    query: member || typeof window === "undefined" ? "" : visitorQuery(),
    open: (opened) => {
      socket.current = opened;
      opened.addEventListener("message", (message: MessageEvent) => {
        const note = readChatNote(message.data);
        if (!note) return;
        if ("here" in note) return setHere(note.here);
        setTyping(true);
        clearTimeout(timer.current);
        timer.current = setTimeout(() => setTyping(false), TYPING_SHOWN_MS);
      });
    },
  }));
  /** A message arrived: whoever was typing has written. */
  const written = useCallback(() => {
    clearTimeout(timer.current);
    setTyping(false);
  }, []);
  const typed = useCallback(() => {
    const now = Date.now();
    // Not queued while the socket is away: a note sent late would say someone types who no longer does.
    if (now - typedAt.current < TYPING_EVERY_MS || socket.current?.readyState !== WebSocket.OPEN) return;
    typedAt.current = now;
    socket.current.send(TYPING_NOTE);
  }, []);
  return { here, typing, link, written, typed };
}

/** The line under the messages: the count on one side, someone typing on the other; empty (but there) before the room speaks. */
export function PresenceLine({ here, typing }: { here: number | null; typing: boolean }) {
  return (
    <div className="flex h-8 items-center justify-between gap-3 px-3 text-sm text-encre-700 sm:px-4" data-testid="chat-presence">
      <p data-testid="chat-here">{here === null ? "" : hereText(here)}</p>
      <p className="italic" data-testid="chat-typing">
        {typing ? M.typing : ""}
      </p>
    </div>
  );
}
