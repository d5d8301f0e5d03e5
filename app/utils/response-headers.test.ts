import { describe, expect, it } from "vitest";
import { withResponseHeaders } from "./response-headers.server";

const request = (cookie?: string) => new Request("https://exemple.fr/questions", { headers: cookie ? { Cookie: cookie } : {} });

describe("response headers", () => {
  it("mark every answer to a signed-in browser private and uncached", () => {
    const answer = withResponseHeaders(request("theme=x; rvi_session=abc"), new Response("ok", { headers: { "Cache-Control": "public, max-age=60" } }));
    expect(answer.headers.get("Cache-Control")).toBe("private, no-store");
    expect(answer.headers.get("X-Content-Type-Options")).toBe("nosniff");
  });
  it("mark an answer that sets a cookie private too", () => {
    const response = new Response(null, { status: 302, headers: { Location: "/dashboard", "Set-Cookie": "rvi_session=x" } });
    const answer = withResponseHeaders(request(), response);
    expect(answer.headers.get("Cache-Control")).toBe("private, no-store");
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toBe("/dashboard");
  });
  it("leave a visitor's public page cacheable", () => {
    const answer = withResponseHeaders(request("rvi_sessionx=1"), new Response("ok", { headers: { "Cache-Control": "public, max-age=60" } }));
    expect(answer.headers.get("Cache-Control")).toBe("public, max-age=60");
  });
  it("keep a route's own stricter nosniff and status", () => {
    const answer = withResponseHeaders(request(), new Response("no", { status: 403, headers: { "X-Content-Type-Options": "nosniff" } }));
    expect(answer.status).toBe(403);
  });
});
