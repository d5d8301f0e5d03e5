import { Server, type Connection } from "partyserver";
import { parseRoomEvent, type RoomEvent } from "./protocol";

/** A room that relays events; it owns no data and ignores whatever clients send. */
class RelayRoom extends Server<Env> {
  static options = { hibernate: true };

  /** Called from an action after its D1 write has committed. */
  async relay(event: RoomEvent): Promise<void> {
    const checked = parseRoomEvent(event);
    if (checked) this.broadcast(JSON.stringify(checked));
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
