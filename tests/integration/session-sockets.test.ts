/**
 * Issue 41 §7 (decision 0321): signing out closes that session's room sockets, and the person's own
 * room hears of it; so does a session revoked from « Mes appareils ». Other sessions' sockets stay.
 */
import { describe, expect, it } from "vitest";
import WebSocket from "ws";
import { BASE_URL, createConfirmedUser, signedIn } from "../support/client";
import { closedBy, cookieOf, watch, WS_BASE, type Watched } from "../support/room-socket";
import { query, sqlString } from "../support/db";

const within = <T>(promise: Promise<T>, ms = 10_000) =>
  Promise.race([promise, new Promise<"still open">((resolve) => setTimeout(() => resolve("still open"), ms))]);

async function twoDevices(prefix: string) {
  const identity = await createConfirmedUser(prefix);
  const userId = query<{ id: string }>(`SELECT id FROM users WHERE email = ${sqlString(identity.email)}`)[0]!.id;
  return { identity, userId, laptop: await signedIn(identity), phone: await signedIn(identity) };
}

describe("signing out closes the session's sockets", () => {
  it("the person's room and the chat's close for that session; the other device's stay open and hear of it", async () => {
    const { userId, laptop, phone } = await twoDevices("sortie");
    const own = await watch(`/parties/user-room/user-${userId}`, laptop);
    const chat = await watch("/parties/chat-room/chat", laptop);
    const otherDevice = await watch(`/parties/user-room/user-${userId}`, phone);
    const visitor = await watch("/parties/chat-room/chat", null);

    const out = await laptop.post("/auth/logout", {});
    expect(out.status).toBe(302);

    expect(await within(own.closed)).toBe(4401);
    expect(await within(chat.closed)).toBe(4401);
    expect(await within(otherDevice.closed, 1500)).toBe("still open");
    expect(await within(visitor.closed, 500)).toBe("still open");
    await expect.poll(() => otherDevice.messages.some((m) => m.includes('"session:ended"'))).toBe(true);

    // The signed-out cookie opens the person's room no more.
    const again = await new Promise<number | "open">((resolve) => {
      const socket = new WebSocket(`${WS_BASE}/parties/user-room/user-${userId}`, {
        headers: { Origin: BASE_URL, Cookie: cookieOf(laptop) },
      });
      socket.on("open", () => resolve("open"));
      socket.on("unexpected-response", (_request, response) => resolve(response.statusCode ?? 0));
      socket.on("error", () => undefined);
    });
    expect(again).toBe(403);
    for (const watched of [otherDevice, visitor]) watched.socket.close();
  });

  it("a session revoked from « Mes appareils » loses its sockets at once", async () => {
    const { userId, laptop, phone } = await twoDevices("appareil");
    const phoneRoom = await watch(`/parties/user-room/user-${userId}`, phone);
    const laptopRoom = await watch(`/parties/user-room/user-${userId}`, laptop);
    const [phoneSession] = query<{ id: string }>(
      `SELECT id FROM sessions WHERE user_id = ${sqlString(userId)} ORDER BY rowid DESC LIMIT 1`,
    );
    const revoked = await laptop.post("/auth/appareils", { intent: "one", id: phoneSession!.id });
    expect(revoked.status).toBeLessThan(400);
    expect(await within(phoneRoom.closed)).toBe(4401);
    expect(await within(laptopRoom.closed, 1500)).toBe("still open");
    laptopRoom.socket.close();
  });

  it("a client cannot name a session for its socket itself", async () => {
    const { userId, laptop } = await twoDevices("entete");
    const [session] = query<{ id: string }>(`SELECT id FROM sessions WHERE user_id = ${sqlString(userId)} LIMIT 1`);
    // A visitor's chat socket claiming the laptop's session: the Worker drops the header.
    const claimed = await new Promise<Watched>((resolve, reject) => {
      const socket = new WebSocket(`${WS_BASE}/parties/chat-room/chat`, {
        headers: { Origin: BASE_URL, "X-Rvi-Room-Session": session!.id },
      });
      const closed = closedBy(socket);
      socket.on("open", () => resolve({ socket, messages: [], closed }));
      socket.on("error", reject);
    });
    await laptop.post("/auth/logout", {});
    expect(await within(claimed.closed, 1500)).toBe("still open");
    claimed.socket.close();
  });
});
