/** Issue 56 item 1: the one rule of a push endpoint, at subscribe time and before each send (decision 0473). */
import { describe, expect, it } from "vitest";
import { isPushEndpoint } from "./push.server";

const PRODUCTION = false;

describe("a push endpoint in production", () => {
  it("accepts the four push services' own hosts", () => {
    for (const endpoint of [
      "https://fcm.googleapis.com/fcm/send/dGVzdA:APA91bHexample-_token",
      "https://updates.push.services.mozilla.com/wpush/v2/gAAAAABexample",
      "https://web.push.apple.com/QGexample-token",
      "https://wns2-par02p.notify.windows.com/w/?token=BQYAAADexample%2b%2f",
      "https://db5p.notify.windows.com/w/?token=AwYAAAexample",
    ]) {
      expect(isPushEndpoint(endpoint, PRODUCTION), endpoint).toBe(true);
    }
  });

  it("refuses every other address, look-alikes and tricks included", () => {
    for (const endpoint of [
      "https://localhost/notify/x",
      "https://localhost./notify/x",
      "https://localhost:8443/notify/x",
      "https://127.0.0.1/notify/x",
      "https://[::1]/notify/x",
      "https://10.0.0.1/x",
      "https://2130706433/x", // 127.0.0.1 in one number
      "http://fcm.googleapis.com/fcm/send/x",
      "https://fcm.googleapis.com:8443/fcm/send/x",
      "https://fcm.googleapis.com:443/fcm/send/x",
      "https://user@fcm.googleapis.com/fcm/send/x",
      "https://user:pass@fcm.googleapis.com/fcm/send/x",
      "https://fcm.googleapis.com./fcm/send/x",
      "https://fcm.googleapis.com.evil.example/fcm/send/x",
      "https://evil-fcm.googleapis.com/fcm/send/x",
      "https://googleapis.com/fcm/send/x",
      "https://FCM.googleapis.com/fcm/send/x",
      "https://fcm.googleapis\t.com/fcm/send/x",
      "https://fcm.googleapis.com/fcm/send/\nx",
      "https://fcm.googleapis.com/fcm/../../x",
      "https://fcm.googleapis.com/./fcm/send/x",
      "https://fcm.googleapis.com/fcm/send/../x",
      " https://fcm.googleapis.com/fcm/send/x",
      "https://notify.windows.com/w/?token=x",
      "https://.notify.windows.com/w/?token=x",
      "https://a.b.notify.windows.com/w/?token=x",
      "https://evil.example/.notify.windows.com",
      "https://notify.windows.com.evil.example/w",
      "https://web.push.apple.com.evil.example/x",
      "wss://updates.push.services.mozilla.com/wpush/v2/x",
      "not a url",
      `https://fcm.googleapis.com/fcm/send/${"a".repeat(1100)}`,
    ]) {
      expect(isPushEndpoint(endpoint, PRODUCTION), JSON.stringify(endpoint)).toBe(false);
    }
  });
});

describe("a push endpoint in local development", () => {
  it("also accepts the local push service, over HTTPS only", () => {
    expect(isPushEndpoint("https://localhost:8443/notify/abc", true)).toBe(true);
    expect(isPushEndpoint("https://127.0.0.1:8443/notify/abc", true)).toBe(true);
    expect(isPushEndpoint("https://fcm.googleapis.com/fcm/send/x", true)).toBe(true);
    expect(isPushEndpoint("http://localhost:8443/notify/abc", true)).toBe(false);
    expect(isPushEndpoint("https://localhost.:8443/notify/abc", true)).toBe(false);
    expect(isPushEndpoint("https://[::1]:8443/notify/abc", true)).toBe(false);
    expect(isPushEndpoint("https://example.test/notify/abc", true)).toBe(false);
  });
});
