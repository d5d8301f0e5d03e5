/**
 * Who is in the chat (issue 57 item 3, decision 0476), as pure rules over the sockets' tags. The room
 * counts people, not sockets: a member's tabs and devices carry their user id (`user:<id>`, named by the
 * Worker, never by the page) and count once; a visitor's page sends a random id its browser keeps
 * (`visitor:<id>`) and counts once per browser; a socket with neither counts alone. Tags survive
 * hibernation, so a room that wakes counts again from its open sockets. Nothing here leaves the room:
 * pages hear a number, never who.
 */

const MEMBER = "user:";
const VISITOR = "visitor:";
/** A visitor's id as the page makes it (a UUID); anything else is not a visitor's id. */
const VISITOR_ID = /^[A-Za-z0-9-]{16,64}$/;

export const memberTag = (userId: string) => `${MEMBER}${userId}`;

/** The tag of a visitor's socket, from the id its page sent (`?personne=`), or null when there is none worth reading. */
export function visitorTag(id: string | null): string | null {
  return id && VISITOR_ID.test(id) ? `${VISITOR}${id}` : null;
}

/**
 * Who a socket is, from its tags. The first tag is partyserver's connection id, which the page chooses
 * (`?_pk=`): it is never read as a person, so no page can pass for a member by naming its socket so.
 */
export function personOf(tags: readonly string[]): string {
  const own = tags.slice(1);
  return own.find((tag) => tag.startsWith(MEMBER)) ?? own.find((tag) => tag.startsWith(VISITOR)) ?? `socket:${tags[0] ?? ""}`;
}

/** Only a member's socket may say it is typing (visitors read the chat; members write). */
export const isMember = (person: string) => person.startsWith(MEMBER);

/**
 * The people behind the open sockets: which person each socket is (by its connection id, the first tag)
 * and how many sockets each person has. Made from `getConnections()` when the room wakes up, then kept as
 * sockets open and close. Joining twice or leaving twice changes nothing, so a socket's close and error,
 * or a close for a socket the last count never saw, cannot count anyone out twice.
 */
export class People {
  private personOfSocket = new Map<string, string>();
  private socketsOfPerson = new Map<string, number>();

  static of(tagLists: Iterable<readonly string[]>): People {
    const people = new People();
    for (const tags of tagLists) people.join(tags);
    return people;
  }

  /** A socket opened, with its tags (its connection id first). */
  join(tags: readonly string[]): void {
    const socket = tags[0] ?? "";
    if (this.personOfSocket.has(socket)) return;
    const person = personOf(tags);
    this.personOfSocket.set(socket, person);
    this.socketsOfPerson.set(person, (this.socketsOfPerson.get(person) ?? 0) + 1);
  }

  /** A socket closed (or failed), by its connection id. */
  leave(socket: string): void {
    const person = this.personOfSocket.get(socket);
    if (person === undefined) return;
    this.personOfSocket.delete(socket);
    const left = (this.socketsOfPerson.get(person) ?? 0) - 1;
    if (left > 0) this.socketsOfPerson.set(person, left);
    else this.socketsOfPerson.delete(person);
  }

  get count(): number {
    return this.socketsOfPerson.size;
  }
}

/** In a small room the count goes to the pages at most once a second, however many sockets come and go. */
export const PRESENCE_EVERY_MS = 1000;
/**
 * In a big one, at most once per 50 ms per socket (25 s with 500): telling N sockets costs N sends, so a
 * room of 500 or more tells at most once per heartbeat period (25 s, when each socket asks once and hears
 * the count in its answer anyway), within the heartbeat's own cost however many people come and go; a
 * smaller room makes at most 20 sends a second. A page that joins has the exact count in its greeting at once.
 */
const PRESENCE_MS_PER_SOCKET = 50;

/** How long between two counts told to `sockets` sockets. */
export function presenceEvery(sockets: number): number {
  return Math.max(PRESENCE_EVERY_MS, sockets * PRESENCE_MS_PER_SOCKET);
}

/** How long to wait before telling the pages a new count, given when they were last told and how many sockets hear it. */
export function presenceDelay(toldAt: number, now: number, sockets = 0): number {
  return Math.max(0, toldAt + presenceEvery(sockets) - now);
}

/** A member's « en train d'écrire » is relayed at most once in this time (the page sends one every 3 s). */
export const TYPING_GAP_MS = 2500;

/** Whether a typing note sent `now` is relayed, given when that person's last one was (the room's own clock). */
export function typingRelayed(lastRelayedAt: number | undefined, now: number): boolean {
  return lastRelayedAt === undefined || now - lastRelayedAt >= TYPING_GAP_MS;
}
