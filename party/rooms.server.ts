import { Server, type Connection, type ConnectionContext } from "partyserver";
import { parseRoomEvent, type RoomEvent } from "./protocol";
// The greeting and the heartbeat live with the browser's light check of events, without zod.
import { HELLO, parsePing } from "./wire";
import { SESSION_CLOSE_CODE, sessionTag, sessionOfRoomRequest } from "./session-sockets";

type Position = { seq: number; at: string | null };

/**
 * A room that relays events; it owns no data. Each relayed event gets the room's next sequence
 * number, kept in the Durable Object's storage so it survives hibernation, restarts and moves: it is
 * read once when the object starts, before any call or socket is served, so the first greeting after
 * a restart already carries it and the sequence never goes backwards (decision 0171). A new socket is
 * first told where the sequence stands and when the room last relayed something; afterwards the only
 * thing a socket may send is the page's heartbeat, answered with the same greeting (decision 0170).
 */
class RelayRoom extends Server<Env> {
  static options = { hibernate: true };

  /** Where the sequence stands: read from storage when the object starts (a wake-up or a restart). */
  private known: Position = { seq: 0, at: null };

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    // Nothing (an event, a socket, a heartbeat) is served before the stored position is known.
    void ctx.blockConcurrencyWhile(async () => {
      const stored = await ctx.storage.get<number | string>(["seq", "at"]);
      const seq = stored.get("seq");
      const at = stored.get("at");
      this.known = { seq: typeof seq === "number" ? seq : 0, at: typeof at === "string" ? at : null };
    });
  }

  /** Called from an action after its D1 write has committed. */
  async relay(event: RoomEvent): Promise<void> {
    if (__DEV_HOOKS__ && Date.now() < this.hangingUntil)
      await new Promise((resolve) => setTimeout(resolve, this.hangingUntil - Date.now()));
    const checked = parseRoomEvent(event);
    if (!checked) return;
    // The number is taken and the event sent in one synchronous step: a heartbeat's answer never
    // announces a number whose event has not gone out before it on the same socket. The storage
    // write is not awaited before sending: the Durable Object's output gate holds every message
    // until the write is durable (and drops them if it fails), so no page sees a number that a
    // restart could forget.
    const seq = this.known.seq + 1;
    this.known = { seq, at: new Date().toISOString() };
    const written = this.ctx.storage.put(this.known);
    this.send(JSON.stringify({ ...checked, seq }));
    await written;
  }

  /**
   * A socket opened with a session is tagged with it (the Worker names the session in a header it
   * sets itself, party/auth.server.ts); the tag survives hibernation. Decision 0321.
   */
  getConnectionTags(_connection: Connection, ctx: ConnectionContext): string[] {
    const sessionId = sessionOfRoomRequest(ctx.request);
    return sessionId ? [sessionTag(sessionId)] : [];
  }

  /** The session ended (signed out, or revoked from « Mes appareils »): its sockets here close. */
  async endSession(sessionId: string): Promise<number> {
    let closed = 0;
    for (const connection of this.getConnections(sessionTag(sessionId))) {
      connection.close(SESSION_CLOSE_CODE, "session terminée");
      closed++;
    }
    return closed;
  }

  async onConnect(connection: Connection): Promise<void> {
    connection.send(this.greeting());
  }

  /** The page's heartbeat: answered with the greeting, to that socket alone. Anything else is ignored. */
  onMessage(connection: Connection, message: unknown): void {
    if (!parsePing(message)) return;
    if (__DEV_HOOKS__ && this.deaf.has(connection)) return;
    connection.send(this.greeting());
  }

  private greeting(): string {
    return JSON.stringify({ type: HELLO, seq: this.known.seq, at: this.known.at });
  }

  private send(message: string): void {
    if (__DEV_HOOKS__ && this.deaf.size > 0) {
      for (const connection of this.getConnections()) if (!this.deaf.has(connection)) connection.send(message);
      return;
    }
    this.broadcast(message);
  }

  /** Local tests only: the sockets this room no longer writes to (without closing them). */
  private deaf = new Set<Connection>();

  /**
   * Local browser tests only (`/dev/room-deafen`): the room stops relaying to the page's socket
   * `connectionId` (partysocket's `_pk`) and stops answering its heartbeat, but keeps it open, as a
   * half-open connection would. A new socket of that page is heard again. No effect in a production build.
   */
  async deafenForTest(connectionId: string): Promise<number> {
    if (!__DEV_HOOKS__) return 0;
    let count = 0;
    for (const connection of this.getConnections()) {
      if (connection.id !== connectionId) continue;
      this.deaf.add(connection);
      count++;
    }
    return count;
  }

  /** Local tests only: until when a call to `relay` hangs. */
  private hangingUntil = 0;

  /**
   * Local tests only (`/dev/room-hang`): every call to `relay` hangs for `ms` (a room going away, a
   * stuck object), then goes on; sockets and heartbeats are served as usual. The integration test
   * proves with it that no write waits on a room (decision 0360). No effect in a production build.
   */
  async hangForTest(ms: number): Promise<void> {
    if (__DEV_HOOKS__) this.hangingUntil = Date.now() + Math.min(Math.max(ms, 0), 60_000);
  }

  /**
   * Local load runs only (bench/load.mjs): resets this Durable Object as a crash or a deploy would,
   * dropping every socket. A production build has no caller and no effect.
   */
  async restartForTest(): Promise<void> {
    if (__DEV_HOOKS__) this.ctx.abort("redémarrage voulu (test de charge)");
  }
}

export class ChatRoom extends RelayRoom {}
export class ForumRoom extends RelayRoom {}
export class ThreadRoom extends RelayRoom {}
/** user-{id}: only that user is admitted (see party/auth.server.ts). */
export class UserRoom extends RelayRoom {}
