import { describe, expect, it } from "vitest";
import { readsItsOwnBody, refuseUnreadableBody } from "./request-body.server";

const post = (path: string, body: BodyInit | null, type?: string) =>
  new Request(`https://exemple.fr${path}`, { method: "POST", body, headers: type ? { "Content-Type": type } : {} });

describe("an unreadable posted body", () => {
  it("is refused in French with 400 when it is not a form", async () => {
    const answer = await refuseUnreadableBody(post("/acts", '{"a":1}', "application/json"));
    expect(answer?.status).toBe(400);
    expect(await answer!.text()).toBe("Ce formulaire n'a pas pu être lu. Veuillez réessayer depuis la page.");
    expect((await refuseUnreadableBody(post("/acts", "")))?.status).toBe(400);
  });
  it("is refused with 400 when a multipart form is broken", async () => {
    expect((await refuseUnreadableBody(post("/questions", "--x\r\nnope", "multipart/form-data; boundary=x")))?.status).toBe(400);
  });
  it("lets a good form through, and the routes that read JSON or audio themselves", async () => {
    expect(await refuseUnreadableBody(post("/acts", "intent=delete&id=1", "application/x-www-form-urlencoded"))).toBeNull();
    expect(await refuseUnreadableBody(post("/rattacher", "{}", "application/json"))).toBeNull();
    expect(await refuseUnreadableBody(post("/audio/upload", "x", "audio/webm"))).toBeNull();
    expect(readsItsOwnBody("/practice/bonbon.data")).toBe(true);
    expect(await refuseUnreadableBody(new Request("https://exemple.fr/acts"))).toBeNull();
  });
});

describe("a route that reads its own body", () => {
  it("refuses a public body over its size with 413 (/practice/bonbon took 30 MB)", async () => {
    const big = JSON.stringify({ toolId: "x", previous: "a".repeat(20 * 1024) });
    expect((await refuseUnreadableBody(post("/practice/bonbon", big, "application/json")))?.status).toBe(413);
    expect((await refuseUnreadableBody(post("/practice/bonbon.data", big, "application/json")))?.status).toBe(413);
    expect(await refuseUnreadableBody(post("/practice/bonbon", '{"toolId":"x"}', "application/json"))).toBeNull();
  });
});
