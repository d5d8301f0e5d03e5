import { Server, type Connection, type ConnectionContext } from "partyserver";
import { parseRoomEvent, type RoomEvent } from "./protocol";
// The greeting and the heartbeat live with the browser's light check of events, without zod.
import { HELLO, parsePing } from "./wire";
import { hereMessage, isTyping, TYPING_NOTE } from "./chat-notes";
import { memberOfRoomRequest, SESSION_CLOSE_CODE, sessionTag, sessionOfRoomRequest } from "./session-sockets";
import { isMember, memberTag, People, personOf, presenceDelay, typingRelayed, visitorTag } from "./presence";

type Position = { seq: number; at: string | null };

/**
 * A room that relays events; it owns no data. Each relayed event gets the room's next sequence
 * number, kept in the Durable Object's storage so it survives hibernation, restarts and moves: it is
 * read once when the object starts, before any call or socket is served, so the first greeting after
 * a restart already carries it and the sequence never goes backwards (decision 0171). A new socket is
 * first told where the sequence stands and when the room last relayed something; afterwards the only
 * thing a socket may send is the page's heartbeat, answered with the same greeting (decision 0170), and
 * in the chat a member's typing note (`ChatRoom`, decision 0476).
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
    return JSON.stringify(this.hello());
  }

  /** What the greeting says: where the sequence stands and when the room last relayed something. */
  protected hello(): Record<string, unknown> {
    return { type: HELLO, seq: this.known.seq, at: this.known.at };
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

  protected isDeaf(connection: Connection): boolean {
    return __DEV_HOOKS__ && this.deaf.size > 0 && this.deaf.has(connection);
  }

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

/**
 * The help chat's one room. Beside its events it says who is there and that someone is typing (issue 57
 * item 3, decision 0476), never who: a socket is tagged with its member (named by the Worker) or with the
 * random id a visitor's browser keeps, and the room counts people (`People`, party/presence.ts) from the
 * open sockets' tags when it wakes up, then one by one as sockets open and close. The count is in
 * every greeting, so a page that missed a change has it at its next heartbeat, and goes to every page
 * when it changes, at most once a second (less often in a big room): not an event, it takes no sequence
 * number. A member's socket
 * may say it is typing; the room relays it, throttled by its own clock, to the other people's sockets.
 */
export class ChatRoom extends RelayRoom {
  /** The people behind the open sockets; null until counted from the tags (after a wake-up, a restart). */
  private people: People | null = null;
  /** The count the pages were last told, and when (null: not since this object started). */
  private told: number | null = null;
  private toldAt = 0;
  private telling: ReturnType<typeof setTimeout> | null = null;
  /** When each member's last typing note was relayed. */
  private typedAt = new Map<string, number>();

  getConnectionTags(connection: Connection, ctx: ConnectionContext): string[] {
    const tags = super.getConnectionTags(connection, ctx);
    const member = memberOfRoomRequest(ctx.request);
    // A visitor's page names its browser with a random id; a member's is never read (their account counts).
    const visitor = member ? null : visitorTag(new URL(ctx.request.url).searchParams.get("personne"));
    if (member) tags.push(memberTag(member));
    else if (visitor) tags.push(visitor);
    return tags;
  }

  async onConnect(connection: Connection): Promise<void> {
    // Counted from the tags when unknown: the new socket is already among them.
    this.people?.join(connection.tags);
    await super.onConnect(connection);
    this.tellSoon();
  }

  onClose(connection: Connection): void {
    this.leave(connection);
  }

  onError(connection: Connection): void {
    this.leave(connection);
  }

  onMessage(connection: Connection, message: unknown): void {
    if (isTyping(message)) this.typing(connection);
    else super.onMessage(connection, message);
  }

  /** The greeting also says how many people are here: a page that missed a change has it at its next heartbeat. */
  protected hello(): Record<string, unknown> {
    return { ...super.hello(), here: this.count() };
  }

  /** A socket went (closed, or failed: both may come, and count once). Unknown people are counted when next needed. */
  private leave(connection: Connection): void {
    this.people?.leave(connection.id);
    this.tellSoon();
  }

  private count(): number {
    this.people ??= People.of(Array.from(this.getConnections(), (connection) => connection.tags));
    return this.people.count;
  }

  /** The pages hear the new count once the sockets of this moment have come and gone: at most once a second, less often in a big room. */
  private tellSoon(): void {
    if (this.telling) return;
    this.telling = setTimeout(
      () => {
        this.telling = null;
        const count = this.count();
        if (count === this.told) return;
        this.told = count;
        this.toldAt = Date.now();
        this.tell(hereMessage(count));
      },
      presenceDelay(this.toldAt, Date.now(), this.ctx.getWebSockets().length),
    );
  }

  /**
   * A note to every open socket but those of `except` (a person): straight to the platform's sockets, their
   * tags read from the platform, without partyserver's wrapper around each (a note is the room's own few
   * bytes, for everyone; events keep going through `send`).
   */
  private tell(note: string, except?: string): void {
    for (const socket of this.ctx.getWebSockets()) {
      if (socket.readyState !== WebSocket.OPEN || (__DEV_HOOKS__ && this.isDeaf(socket as unknown as Connection))) continue;
      if (except !== undefined && personOf(this.ctx.getTags(socket)) === except) continue;
      try {
        socket.send(note);
      } catch {
        // A socket closing meanwhile: its close is on its way.
      }
    }
  }

  /** A member typing: the other people's sockets hear it (not the sender's other tabs), at most once in 2.5 s. */
  private typing(connection: Connection): void {
    const person = personOf(connection.tags);
    if (!isMember(person)) return;
    const now = Date.now();
    if (!typingRelayed(this.typedAt.get(person), now)) return;
    this.typedAt.set(person, now);
    if (this.typedAt.size > 1000) for (const [who, at] of this.typedAt) if (typingRelayed(at, now)) this.typedAt.delete(who);
    this.tell(TYPING_NOTE, person);
  }
}
export class ForumRoom extends RelayRoom {}
export class ThreadRoom extends RelayRoom {}
/** user-{id}: only that user is admitted (see party/auth.server.ts). */
export class UserRoom extends RelayRoom {}
