import { describe, expect, it } from "vitest";
import {
  isMember,
  memberTag,
  People,
  personOf,
  presenceDelay,
  PRESENCE_EVERY_MS,
  presenceEvery,
  TYPING_GAP_MS,
  typingRelayed,
  visitorTag,
} from "./presence";

const VISITOR_A = "0f8e6a52-1c1d-4c47-9d4e-9b0f0e7c2a11";
const VISITOR_B = "5b2a8f0e-7d3c-4e11-8a9b-1c2d3e4f5a6b";
/** A socket's tags as partyserver keeps them: its connection id first, then the room's own. */
const socket = (id: string, ...tags: (string | null)[]) => [id, ...tags.filter((tag): tag is string => tag !== null)];

describe("who a socket is, from its tags (decision 0476)", () => {
  it("a member by their user id, a visitor by their browser's id, else the socket alone", () => {
    expect(personOf(socket("c1", "session:abc", memberTag("u1")))).toBe("user:u1");
    expect(personOf(socket("c2", visitorTag(VISITOR_A)))).toBe(`visitor:${VISITOR_A}`);
    expect(personOf(socket("c3"))).toBe("socket:c3");
    expect(personOf(socket("c4", "session:abc"))).toBe("socket:c4");
  });

  it("never reads the connection id, which the page chooses, as a person", () => {
    expect(personOf(["user:u1"])).toBe("socket:user:u1");
    expect(personOf(["user:u1", visitorTag(VISITOR_A)!])).toBe(`visitor:${VISITOR_A}`);
    expect(isMember(personOf(["user:u1"]))).toBe(false);
  });

  it("only a member may type", () => {
    expect(isMember(personOf(socket("c1", memberTag("u1"))))).toBe(true);
    expect(isMember(personOf(socket("c2", visitorTag(VISITOR_A))))).toBe(false);
    expect(isMember(personOf(socket("c3")))).toBe(false);
  });

  it("a visitor's id is read only when it looks like one the page makes", () => {
    expect(visitorTag(VISITOR_A)).toBe(`visitor:${VISITOR_A}`);
    for (const id of [null, "", "court", "a b c d e f g h i j k l", "x".repeat(65), "user:u1-aaaaaaaaaaaaaaaa", "<script>aaaaaaaaaaaa"])
      expect(visitorTag(id)).toBeNull();
  });
});

describe("counting people, not sockets", () => {
  it("a member's two tabs count once; a second member makes two; a visitor counts once per browser; a bare socket counts", () => {
    const people = People.of([socket("c1", memberTag("u1")), socket("c2", memberTag("u1"))]);
    expect(people.count).toBe(1);
    people.join(socket("c3", memberTag("u2")));
    expect(people.count).toBe(2);
    people.join(socket("c4", visitorTag(VISITOR_A)));
    people.join(socket("c5", visitorTag(VISITOR_A)));
    expect(people.count).toBe(3);
    people.join(socket("c6", visitorTag(VISITOR_B)));
    people.join(socket("c7"));
    expect(people.count).toBe(5);
  });

  it("a person leaves when their last socket closes", () => {
    const people = People.of([socket("c1", memberTag("u1")), socket("c2", memberTag("u1")), socket("c3", memberTag("u2"))]);
    people.leave("c1");
    expect(people.count).toBe(2);
    people.leave("c2");
    expect(people.count).toBe(1);
  });

  it("a socket's close and its error, or a close the count never saw, count nobody out twice", () => {
    const people = People.of([socket("c1", memberTag("u1")), socket("c2", memberTag("u1")), socket("c3", memberTag("u2"))]);
    people.leave("c1");
    people.leave("c1");
    expect(people.count).toBe(2);
    people.leave("inconnue");
    expect(people.count).toBe(2);
    // A socket seen by a fresh count and then announced again is one socket.
    people.join(socket("c3", memberTag("u2")));
    people.leave("c3");
    expect(people.count).toBe(1);
  });

  it("counted again from the tags after a wake-up: the same number", () => {
    const tags = [socket("c1", memberTag("u1")), socket("c2", memberTag("u1")), socket("c3", visitorTag(VISITOR_A)), socket("c4")];
    expect(People.of(tags).count).toBe(3);
    expect(People.of([]).count).toBe(0);
  });
});

describe("the count goes out at most once a second, less often in a big room", () => {
  it("at once after a quiet second, else when the second is over", () => {
    expect(presenceDelay(0, 10_000, 3)).toBe(0);
    expect(presenceDelay(10_000, 10_000 + PRESENCE_EVERY_MS, 3)).toBe(0);
    expect(presenceDelay(10_000, 10_200, 3)).toBe(PRESENCE_EVERY_MS - 200);
  });

  it("from 500 sockets, at most once per heartbeat period (25 s), within the heartbeat's sends; below, at most 20 sends a second", () => {
    expect(presenceEvery(2)).toBe(1000);
    expect(presenceEvery(20)).toBe(1000);
    expect(presenceEvery(500)).toBe(25_000);
    const sendsPerPeriod = (sockets: number) => (25_000 / presenceEvery(sockets)) * sockets;
    for (const sockets of [500, 1000, 5000]) expect(sendsPerPeriod(sockets)).toBeLessThanOrEqual(sockets);
    for (const sockets of [1, 2, 10, 20, 100, 499]) expect(sendsPerPeriod(sockets) / 25).toBeLessThanOrEqual(20);
  });
});

describe("typing notes, throttled by the room's clock", () => {
  it("the first is relayed, the next only once the gap has passed", () => {
    expect(typingRelayed(undefined, 5_000)).toBe(true);
    expect(typingRelayed(5_000, 5_000)).toBe(false);
    expect(typingRelayed(5_000, 5_000 + TYPING_GAP_MS - 1)).toBe(false);
    expect(typingRelayed(5_000, 5_000 + TYPING_GAP_MS)).toBe(true);
  });

  it("a flood of notes in one gap is relayed once", () => {
    let last: number | undefined;
    let relayed = 0;
    for (let at = 0; at < TYPING_GAP_MS; at += 10) {
      if (!typingRelayed(last, at)) continue;
      last = at;
      relayed++;
    }
    expect(relayed).toBe(1);
  });

  it("a page that types on, sending every 3 s, is relayed each time", () => {
    expect(TYPING_GAP_MS).toBeLessThan(3000);
    expect(typingRelayed(0, 3000)).toBe(true);
  });
});
