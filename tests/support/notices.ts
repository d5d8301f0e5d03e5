/**
 * What the notices' integration tests share (issues 44, 56, 57): a signed-in member, a device subscribed
 * at the local push service, a wait for a state (never a guessed delay), the per-minute Cron Trigger.
 */
import { expect } from "vitest";
import { BASE_URL, createConfirmedUser, signedIn, type Client } from "./client";
import { userIdOf } from "./practices";
import { subscribeForm, type startPushService } from "./push-service";

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits (up to `ms`) until `check` holds, asking again and again: a state, never a guessed delay. */
export async function until<T>(check: () => T | Promise<T>, ms = 20_000): Promise<Exclude<T, null | false | undefined>> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value as Exclude<T, null | false | undefined>;
    if (Date.now() > deadline) throw new Error("the state never came");
    await pause(150);
  }
}

export async function member(prefix: string) {
  const identity = await createConfirmedUser(prefix);
  const client = await signedIn(identity);
  return { identity, client, userId: userIdOf(identity.email) };
}

/** « Recevoir les notifications sur cet appareil », at the local push service. */
export async function subscribedDevice(push: Awaited<ReturnType<typeof startPushService>>, client: Client) {
  const subscription = await push.subscribe();
  const answer = await client.post("/rendez-vous/appareil", subscribeForm(subscription));
  expect(answer.status).toBe(302);
  return subscription;
}

/** Runs the per-minute Cron Trigger, as Cloudflare does each minute (`wrangler dev --test-scheduled`). */
export async function runTheMinute() {
  const response = await fetch(`${BASE_URL}/__scheduled?cron=${encodeURIComponent("* * * * *")}`);
  expect(response.status).toBe(200);
}
