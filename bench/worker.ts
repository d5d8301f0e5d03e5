/**
 * The benchmark's Worker entry (bench/server.mjs only: never deployed, never part of the shipped
 * bundle). It wraps the shipped Worker — server.ts over the production build, `__DEV_HOOKS__` false as
 * `wrangler deploy` builds it — and adds, here and nowhere else, what the benchmark needs:
 *
 * - `X-Bench-Count-D1: 1`: the page's D1 binding counts its round trips (one per `batch`, one per
 *   statement run alone, sessions of the D1 Sessions API included); the count is answered in
 *   `X-Bench-D1-Round-Trips`.
 * - `X-Bench-D1-Delay-Ms: N` (at most 1000): each D1 round trip first waits N ms, as for a reader far
 *   from the database (issue 32: 30 ms, Montréal or Dakar to Western Europe).
 * - `X-Bench-Routes: whole`: the same Worker with Remix matching over the whole route table instead of
 *   one handler per first segment (decision 0146), for the interleaved A/B of route buckets. That copy
 *   of server.ts is written by bench/server.mjs (`bench-whole-route-table`, see bench/whole-route-table.d.ts).
 * - `X-Bench-Room-Hang-Ms: N` (at most 60,000): every room this request tells (`relay` on a Durable Object
 *   stub of ChatRoom, ForumRoom, ThreadRoom or UserRoom) answers only after N ms, as a room going away
 *   would. The bench's twin of the local hook `/dev/room-hang` (decision 0360), which the production
 *   bundle does not have: it wraps the request's room bindings here, so nothing of it ships (decision 0380).
 * - the bare broadcast the chat's fan-out is compared with: sockets join
 *   `/parties/bench-chat-room/banc-diffusion-nue` (the chat room's own class, plus one method), and
 *   `POST /__bench/broadcast` makes that room call partyserver's `broadcast` with the posted text: no
 *   session, no D1 write, no check, no sequence.
 *
 * Without these headers a request goes to the shipped Worker untouched (env, context and all).
 */
import { routePartykitRequest } from "partyserver";
import shipped, { ChatRoom } from "../server";
import wholeRouteTable from "bench-whole-route-table";

export { ChatRoom, ForumRoom, ThreadRoom, UserRoom } from "../server";

const BARE_ROOM = "banc-diffusion-nue";

/** The chat room's class with the one call the bench's bare broadcast makes. */
export class BenchChatRoom extends ChatRoom {
  async bareBroadcast(message: string): Promise<void> {
    this.broadcast(message);
  }
}

type BenchEnv = Env & { BenchChatRoom: DurableObjectNamespace<BenchChatRoom> };

const STATEMENT_RUNS: ReadonlySet<PropertyKey> = new Set(["first", "all", "run", "raw"]);

/**
 * A D1 binding (or a D1 session) whose every round trip calls `roundTrip` first and waits for it.
 * `batch` must receive workerd's own statements: each wrapped statement remembers the one it wraps.
 */
function instrumented<T extends object>(d1: T, roundTrip: () => Promise<void>): T {
  const original = new WeakMap<object, D1PreparedStatement>();
  const statement = (inner: D1PreparedStatement): D1PreparedStatement => {
    const proxy = new Proxy(inner, {
      get(target, property) {
        const value = Reflect.get(target, property);
        if (typeof value !== "function") return value;
        if (property === "bind") return (...args: unknown[]) => statement(value.apply(target, args));
        if (STATEMENT_RUNS.has(property)) {
          return async (...args: unknown[]) => {
            await roundTrip();
            return value.apply(target, args);
          };
        }
        return value.bind(target);
      },
    });
    original.set(proxy, inner);
    return proxy;
  };
  const database = (inner: object): object =>
    new Proxy(inner, {
      get(target, property) {
        const value = Reflect.get(target, property);
        if (typeof value !== "function") return value;
        if (property === "prepare") return (query: string) => statement(value.call(target, query));
        if (property === "batch") {
          return async (statements: D1PreparedStatement[]) => {
            await roundTrip();
            return value.call(
              target,
              statements.map((s) => original.get(s) ?? s),
            );
          };
        }
        if (property === "exec") {
          return async (query: string) => {
            await roundTrip();
            return value.call(target, query);
          };
        }
        // The D1 Sessions API: the session reads and writes as the binding does, counted the same way.
        if (property === "withSession") return (...args: unknown[]) => database(value.apply(target, args));
        return value.bind(target);
      },
    });
  return database(d1) as T;
}

const ROOM_BINDINGS = ["ChatRoom", "ForumRoom", "ThreadRoom", "UserRoom"] as const;

/** A room binding whose stubs' `relay` answers only after `ms` (the call itself then goes through). */
function hangingRooms<T extends object>(namespace: T, ms: number): T {
  const hang = () => new Promise<void>((resolve) => setTimeout(resolve, ms));
  const stub = (inner: Record<PropertyKey, unknown>) =>
    new Proxy(inner, {
      get(target, property) {
        const value = Reflect.get(target, property);
        if (property === "relay" && typeof value === "function")
          return async (...args: unknown[]) => {
            await hang();
            return value.apply(target, args);
          };
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
  return new Proxy(namespace, {
    get(target, property) {
      const value = Reflect.get(target, property);
      if (typeof value !== "function") return value;
      if (property === "get") return (...args: unknown[]) => stub(value.apply(target, args));
      return value.bind(target);
    },
  });
}

export default {
  async fetch(request, env, ctx) {
    const url = new URL(request.url);
    if (url.pathname.startsWith(`/parties/bench-chat-room/${BARE_ROOM}`)) {
      return (await routePartykitRequest(request, env)) ?? new Response("Not Found", { status: 404 });
    }
    if (url.pathname === "/__bench/broadcast" && request.method === "POST") {
      const room = env.BenchChatRoom.get(env.BenchChatRoom.idFromName(BARE_ROOM));
      await room.bareBroadcast(await request.text());
      return new Response("sent");
    }
    const worker = request.headers.get("X-Bench-Routes") === "whole" ? wholeRouteTable : shipped;
    const count = request.headers.get("X-Bench-Count-D1") === "1";
    const delayMs = Math.min(Math.max(Number(request.headers.get("X-Bench-D1-Delay-Ms")) || 0, 0), 1000);
    const hangMs = Math.min(Math.max(Number(request.headers.get("X-Bench-Room-Hang-Ms")) || 0, 0), 60_000);
    if (!count && delayMs === 0 && hangMs === 0) return worker.fetch(request, env, ctx);
    const rooms = hangMs > 0 ? Object.fromEntries(ROOM_BINDINGS.map((name) => [name, hangingRooms(env[name], hangMs)])) : {};
    let roundTrips = 0;
    const roundTrip = () => {
      roundTrips++;
      return delayMs > 0 ? new Promise<void>((resolve) => setTimeout(resolve, delayMs)) : Promise.resolve();
    };
    const database = count || delayMs > 0 ? { DB: instrumented(env.DB, roundTrip) } : {};
    const response = await worker.fetch(request, { ...env, ...rooms, ...database }, ctx);
    if (!count) return response;
    const counted = new Response(response.body, response);
    counted.headers.set("X-Bench-D1-Round-Trips", String(roundTrips));
    return counted;
  },

  scheduled: shipped.scheduled,
} satisfies ExportedHandler<BenchEnv>;
