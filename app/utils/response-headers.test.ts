import { describe, expect, it } from "vitest";
import { withResponseHeaders } from "./response-headers.server";

const request = (cookie?: string) => new Request("https://exemple.fr/questions", { headers: cookie ? { Cookie: cookie } : {} });

describe("response headers", () => {
  it("mark every answer to a signed-in browser private and uncached", () => {
    const answer = withResponseHeaders(
      request("theme=x; rvi_session=abc"),
      new Response("ok", { headers: { "Cache-Control": "public, max-age=60" } }),
    );
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
    const answer = withResponseHeaders(
      request("rvi_sessionx=1"),
      new Response("ok", { headers: { "Cache-Control": "public, max-age=60" } }),
    );
    expect(answer.headers.get("Cache-Control")).toBe("public, max-age=60");
  });
  it("keep a route's own stricter nosniff and status", () => {
    const answer = withResponseHeaders(request(), new Response("no", { status: 403, headers: { "X-Content-Type-Options": "nosniff" } }));
    expect(answer.status).toBe(403);
  });
  it("add them to the answer itself when its headers can change: the body is not wrapped again", () => {
    const response = new Response("<p>page</p>", { headers: { "Content-Type": "text/html" } });
    const answer = withResponseHeaders(request("rvi_session=abc"), response);
    expect(answer).toBe(response);
    expect(answer.headers.get("Cache-Control")).toBe("private, no-store");
    expect(answer.headers.get("X-Frame-Options")).toBe("DENY");
  });
  it("copy an answer whose headers are immutable, and give the copy the same headers", async () => {
    const fetched = Response.redirect("https://exemple.fr/dashboard", 303);
    expect(() => fetched.headers.set("X-Essai", "1")).toThrow();
    const answer = withResponseHeaders(request("rvi_session=abc"), fetched);
    expect(answer).not.toBe(fetched);
    expect(answer.status).toBe(303);
    expect(answer.headers.get("Location")).toBe("https://exemple.fr/dashboard");
    expect(answer.headers.get("Cache-Control")).toBe("private, no-store");
    expect(answer.headers.get("X-Frame-Options")).toBe("DENY");
  });
});
