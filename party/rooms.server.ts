import { Server, type Connection } from "partyserver";
import { HELLO, parseRoomEvent, type RoomEvent } from "./protocol";

/**
 * A room that relays events; it owns no data and ignores whatever clients send. Each relayed event
 * gets the room's next sequence number, kept in the Durable Object's storage so it survives
 * hibernation and restarts; a new socket is first told where the sequence stands and when the room
 * last relayed something, so a page whose list was read just before can tell it missed an event.
 */
class RelayRoom extends Server<Env> {
  static options = { hibernate: true };

  /** Where the sequence stands, read from storage once per life of the object (a wake-up or a restart). */
  private known: { seq: number; at: string | null } | null = null;

  private async position(): Promise<{ seq: number; at: string | null }> {
    if (!this.known) {
      const stored = await this.ctx.storage.get<number | string>(["seq", "at"]);
      const seq = stored.get("seq");
      const at = stored.get("at");
      // Another call may have moved the sequence while this read was under way: it wins.
      this.known ??= { seq: typeof seq === "number" ? seq : 0, at: typeof at === "string" ? at : null };
    }
    return this.known;
  }

  /** Called from an action after its D1 write has committed. */
  async relay(event: RoomEvent): Promise<void> {
    const checked = parseRoomEvent(event);
    if (!checked) return;
    await this.position();
    // Read and moved in one synchronous step after the wait, so two relays never share a number.
    const seq = this.known!.seq + 1;
    this.known = { seq, at: new Date().toISOString() };
    await this.ctx.storage.put(this.known);
    this.broadcast(JSON.stringify({ ...checked, seq }));
  }

  async onConnect(connection: Connection): Promise<void> {
    const { seq, at } = await this.position();
    connection.send(JSON.stringify({ type: HELLO, seq, at }));
  }

  /**
   * Local load runs only (bench/load.mjs): resets this Durable Object as a crash or a deploy would,
   * dropping every socket. A production build has no caller and no effect.
   */
  async restartForTest(): Promise<void> {
    if (__DEV_HOOKS__) this.ctx.abort("redémarrage voulu (test de charge)");
  }

  /**
   * Local benchmark only (bench/run.mjs): the bare partyserver broadcast the chat's fan-out is compared
   * with, in the same run: no check, no sequence, no storage. A production build has no caller and no effect.
   */
  async bareBroadcastForTest(message: string): Promise<void> {
    if (__DEV_HOOKS__) this.broadcast(message);
  }

  onMessage(_connection: Connection, _message: unknown): void {
    // Sockets are read-only: every write goes through an HTTP action.
  }
}

export class ChatRoom extends RelayRoom {}
export class ForumRoom extends RelayRoom {}
export class ThreadRoom extends RelayRoom {}
/** user-{id}: only that user is admitted (see party/auth.server.ts). */
export class UserRoom extends RelayRoom {}
