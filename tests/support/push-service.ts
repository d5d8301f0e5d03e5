/**
 * A real local Web Push service for the tests (issue 44): the `web-push-testing` package's server, as
 * published, served over HTTPS (push endpoints must be HTTPS; the worker trusts the test certificate
 * through NODE_EXTRA_CA_CERTS, scripts/test.mjs). It decrypts what it receives (aes128gcm) and keeps it.
 * `failNext` makes an endpoint answer 500 a number of times first (a push service's bad moment).
 */
import { readFileSync } from "node:fs";
import { createServer, type Server } from "node:https";
import type { AddressInfo } from "node:net";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);

type Model = {
  notifyUrl: string;
  subscribe(options: { userVisibleOnly: string; applicationServerKey: string }): Promise<PushSubscriptionJson>;
  expireSubscription(clientHash: string): void;
  getNotifications(body: { clientHash: string }): { messages: string[] };
};
export type PushSubscriptionJson = { endpoint: string; keys: { p256dh: string; auth: string }; clientHash: string };

/** The form « Recevoir les rappels sur cet appareil » posts to /rendez-vous/appareil for a subscription. */
export function subscribeForm(subscription: Pick<PushSubscriptionJson, "endpoint" | "keys">) {
  return { intent: "subscribe", endpoint: subscription.endpoint, p256dh: subscription.keys.p256dh, auth: subscription.keys.auth };
}

function vapidPublicKey(): string {
  return readFileSync(".dev.vars", "utf8")
    .match(/^VAPID_PUBLIC_KEY=(.*)$/m)![1]!
    .trim();
}

export async function startPushService() {
  const WebPushTestingServer = require("web-push-testing/src/server.js");
  const { PushApiModel } = require("web-push-testing/src/PushApiModel.js");
  const model: Model = new PushApiModel();
  const testing = new WebPushTestingServer(model, 0);
  testing.setRequestHandlers();
  const failures = new Map<string, number>();
  const received = new Map<string, number>();
  const server: Server = createServer(
    {
      key: readFileSync(process.env.TEST_TLS_KEY ?? ".wrangler/test-tls/key.pem"),
      cert: readFileSync(process.env.TEST_TLS_CERT ?? ".wrangler/test-tls/cert.pem"),
    },
    (request, response) => {
      const hash = /^\/notify\/([0-9a-f]+)/.exec(request.url ?? "")?.[1];
      if (hash) received.set(hash, (received.get(hash) ?? 0) + 1);
      const left = hash ? (failures.get(hash) ?? 0) : 0;
      if (hash && left > 0) {
        failures.set(hash, left - 1);
        request.resume();
        response.writeHead(500).end();
        return;
      }
      testing._app(request, response);
    },
  );
  await new Promise<void>((resolve) => server.listen(0, resolve));
  const { port } = server.address() as AddressInfo;
  model.notifyUrl = `https://localhost:${port}/notify/`;
  return {
    port,
    subscribe: () => model.subscribe({ userVisibleOnly: "true", applicationServerKey: vapidPublicKey() }),
    expire: (hash: string) => model.expireSubscription(hash),
    messages: (hash: string) => model.getNotifications({ clientHash: hash }).messages,
    /** POSTs the endpoint received, answered or not. */
    received: (hash: string) => received.get(hash) ?? 0,
    failNext: (hash: string, times: number) => failures.set(hash, times),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
