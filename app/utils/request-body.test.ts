import { describe, expect, it } from "vitest";
import { readPostedBody } from "./request-body.server";

const post = (path: string, body: BodyInit | null, type?: string) =>
  new Request(`https://exemple.fr${path}`, { method: "POST", body, headers: type ? { "Content-Type": type } : {} });

const statusOf = async (request: Request) => (await readPostedBody(request)).refusal?.status ?? null;

describe("an unreadable posted body", () => {
  it("is refused in French with 400 when it is not a form", async () => {
    const { refusal } = await readPostedBody(post("/acts", '{"a":1}', "application/json"));
    expect(refusal?.status).toBe(400);
    expect(await refusal!.text()).toBe("Ce formulaire n'a pas pu être lu. Veuillez réessayer depuis la page.");
    expect(await statusOf(post("/acts", ""))).toBe(400);
  });
  it("is refused with 400 when a multipart form is broken", async () => {
    expect(await statusOf(post("/questions", "--x\r\nnope", "multipart/form-data; boundary=x"))).toBe(400);
  });
  it("is refused with 413 over the most a form may weigh", async () => {
    expect(await statusOf(post("/acts", `texte=${"a".repeat(1024 * 1024 + 1)}`, "application/x-www-form-urlencoded"))).toBe(413);
  });
});

describe("a readable form, read once (issue 55 item 4)", () => {
  it("is parsed here and handed down, the request's own body left unread for Remix", async () => {
    const request = post("/acts", "intent=delete&id=1", "application/x-www-form-urlencoded");
    const { form, refusal } = await readPostedBody(request);
    expect(refusal).toBeUndefined();
    expect(form?.get("intent")).toBe("delete");
    expect(form?.get("id")).toBe("1");
    expect(request.bodyUsed).toBe(false);
  });
  it("gives no form for a read, nor for the routes that read JSON or audio themselves", async () => {
    expect(await readPostedBody(new Request("https://exemple.fr/acts"))).toEqual({ form: null });
    expect(await readPostedBody(post("/rattacher", "{}", "application/json"))).toEqual({ form: null });
    expect(await readPostedBody(post("/audio/upload", "x", "audio/webm"))).toEqual({ form: null });
  });
});

describe("/practice/bonbon, public and small", () => {
  it("refuses a body over 16 kB with 413 (it took 30 MB), JSON or form", async () => {
    const big = JSON.stringify({ toolId: "x", previous: "a".repeat(20 * 1024) });
    expect(await statusOf(post("/practice/bonbon", big, "application/json"))).toBe(413);
    expect(await statusOf(post("/practice/bonbon.data", big, "application/json"))).toBe(413);
    expect(await statusOf(post("/practice/bonbon", `previous=${"a".repeat(20 * 1024)}`, "application/x-www-form-urlencoded"))).toBe(413);
  });
  it("reads its own JSON, and hands its form down like any other", async () => {
    expect(await readPostedBody(post("/practice/bonbon", '{"toolId":"x"}', "application/json"))).toEqual({ form: null });
    const { form } = await readPostedBody(post("/practice/bonbon", "toolId=peur", "application/x-www-form-urlencoded"));
    expect(form?.get("toolId")).toBe("peur");
  });
});
