/**
 * A room's socket opened as a page of ours would open it (our Origin, a client's cookie), recording what
 * it hears, for the integration tests of the live rooms.
 */
import WebSocket from "ws";
import { BASE_URL, type Client } from "./client";

export const WS_BASE = BASE_URL.replace(/^http/, "ws");
export const cookieOf = (client: Client) => [...client.cookies].map(([name, value]) => `${name}=${value}`).join("; ");

export type Watched = { socket: WebSocket; messages: string[]; closed: Promise<number> };

/**
 * The code of the room's close frame, as soon as it arrives: `ws` emits "close" only once the TCP
 * connection ends, which `wrangler dev`'s proxy may leave to ws's 30 s timer. On the close frame the
 * socket is CLOSING and ws keeps the frame's code (`_closeCode`, 1006 until then).
 */
export function closedBy(socket: WebSocket): Promise<number> {
  return new Promise((resolve) => {
    const timer = setInterval(() => {
      if (socket.readyState < 2) return;
      clearInterval(timer);
      resolve((socket as unknown as { _closeCode: number })._closeCode);
    }, 50);
    socket.on("close", (code) => {
      clearInterval(timer);
      resolve(code);
    });
  });
}

/** Opens a room's socket as a page of ours with this client's cookie, and records what it hears. */
export function watch(path: string, client: Client | null): Promise<Watched> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { Origin: BASE_URL };
    if (client) headers.Cookie = cookieOf(client);
    const socket = new WebSocket(`${WS_BASE}${path}`, { headers });
    const messages: string[] = [];
    const closed = closedBy(socket);
    socket.on("message", (data) => messages.push(String(data)));
    socket.on("open", () => resolve({ socket, messages, closed }));
    socket.on("error", reject);
  });
}

/** The first message the room's socket hears that `matches`, or "nothing" after `ms`. */
export async function heard(watched: Watched, matches: (message: string) => boolean, ms = 10_000): Promise<string> {
  const started = Date.now();
  while (Date.now() - started < ms) {
    const found = watched.messages.find(matches);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return "nothing";
}
