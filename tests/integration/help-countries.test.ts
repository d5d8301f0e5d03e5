/** Issue 30, item 4: the person's country on /aide, remembered in a cookie, used by the assistant's crisis answer. */
import { describe, expect, it } from "vitest";
import { COUNTRY_CODES, linesFor } from "~/care/countries";
import { Client, createConfirmedUser, signedIn } from "../support/client";
import { fetcherData } from "../support/single-fetch";

describe("/aide and the person's country", () => {
  it("shows France first locally (no cf.country), then every other country", async () => {
    const page = await new Client().get("/aide");
    expect(page.status).toBe(200);
    const order = [...page.text.matchAll(/data-testid="help-country" data-country="([A-Z]{2})"/g)].map((m) => m[1]);
    expect(order).toEqual(["FR", "BE", "CH", "CA", "LU"]);
    expect(page.text).toContain('href="tel:3114"');
    expect(page.text).toContain('href="tel:080032123"');
    expect(page.text).toContain('href="tel:988"');
  });

  it("every country's own lines on /aide have a line that listens beside the emergency numbers (issue 58 item 3)", async () => {
    for (const code of COUNTRY_CODES) {
      const client = new Client();
      await client.post("/aide", { pays: code });
      const page = (await client.get("/aide")).text;
      const own = /data-testid="help-country" data-country="([A-Z]{2})"[^]*?<\/section>/.exec(page)!;
      expect(own[1]).toBe(code);
      for (const line of linesFor(code, ["ecoute", "urgence"]))
        expect(own[0], `${code} ${line.number}`).toContain(`href="tel:${line.tel}"`);
    }
    const client = new Client();
    await client.post("/aide", { pays: "BE" });
    expect((await client.get("/aide")).text).toContain('href="tel:107"');
  });

  it("a plain form post remembers the choice in a long-lived SameSite=Lax cookie, and the pages follow it", async () => {
    const client = new Client();
    const chosen = await client.post("/aide", { pays: "CH" });
    expect(chosen.status).toBe(302);
    expect(chosen.location).toBe("/aide");
    const cookie = chosen.response.headers.getSetCookie().find((c) => c.startsWith("rvi_pays="))!;
    expect(cookie).toMatch(/^rvi_pays=CH;/);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Max-Age=31536000/);
    const page = await client.get("/aide");
    const order = [...page.text.matchAll(/data-testid="help-country" data-country="([A-Z]{2})"/g)].map((m) => m[1]);
    expect(order[0]).toBe("CH");
    const forum = await client.get("/forum");
    expect(forum.text).toMatch(/data-testid="footer-lines" data-country="CH"/);
    expect(forum.text).toContain('href="tel:143"');
  });

  it("under the guided 3 Gestes, which name France's 3114, a person elsewhere reads their own lines", async () => {
    const inFrance = await new Client().get("/practice/trois-gestes-guided");
    expect(inFrance.status).toBe(200);
    expect(inFrance.text).not.toContain('data-testid="recorded-lines-note"');
    const client = new Client();
    await client.post("/aide", { pays: "CA" });
    const inCanada = await client.get("/practice/trois-gestes-guided");
    expect(inCanada.text).toMatch(
      /data-testid="recorded-lines-note">Le guide enregistré cite le 3114, un numéro français\. (<!-- -->)?Au Canada(<!-- -->)?, appelez (<!-- -->)?le\u00a09-8-8, le\u00a01\u00a0866\u00a0APPELLE ou le\u00a0911/,
    );
  });

  it("Table de paix names the person's country's lines, never France's elsewhere (issue 58 item 2)", async () => {
    const intro = (html: string) => /Si vous êtes en danger, appelez[^]*?<\/p>/.exec(html)![0];
    const inFrance = intro((await new Client().get("/practice/table_paix")).text);
    for (const number of ["17", "3919", "119"]) expect(inFrance).toContain(`<strong>${number}</strong>`);
    const client = new Client();
    await client.post("/aide", { pays: "BE" });
    const page = (await client.get("/practice/table_paix")).text;
    const inBelgium = intro(page);
    expect(inBelgium).toContain("appelez le\u00a0<strong>101</strong>");
    expect(inBelgium).not.toMatch(/<strong>(17|3919|119)<\/strong>|\{\{/);
    // The violence box beside it is Belgian too.
    const box = /data-testid="tool-safety-lines"[^]*?<\/details>/.exec(page)![0];
    expect(box).toContain('href="tel:101"');
    expect(box).not.toContain('href="tel:17"');
  });

  it("the community's charter names the person's own lines for danger, never France's elsewhere", async () => {
    const charter = (html: string) => /data-testid="charter"[\s\S]*?<\/details>/.exec(html)![0];
    const inFrance = charter((await new Client().get("/forum")).text);
    expect(inFrance).toContain("En cas de danger, appelez le\u00a03114, le\u00a015 ou le\u00a0112.");
    const client = new Client();
    await client.post("/aide", { pays: "BE" });
    for (const path of ["/forum", "/entraide"]) {
      const inBelgium = charter((await client.get(path)).text);
      expect(inBelgium).toContain("En cas de danger, appelez le\u00a00800\u00a032\u00a0123 ou le\u00a0112.");
      expect(inBelgium).not.toMatch(/3114|le\s15\b/);
    }
  });

  it("refuses an unknown country with a French message and keeps the previous choice", async () => {
    const client = new Client();
    await client.post("/aide", { pays: "LU" });
    const refused = await client.post("/aide", { pays: "XX" });
    expect(refused.status).toBe(400);
    expect(refused.response.headers.getSetCookie().some((c) => c.startsWith("rvi_pays="))).toBe(false);
    expect(client.cookies.get("rvi_pays")).toBe("LU");
  });

  it("the assistant's crisis answer names the chosen country's lines", async () => {
    const client = await signedIn(await createConfirmedUser("iapays"));
    await client.post("/aide", { pays: "CA" });
    const result = await client.post("/dashboard/assistant.data", {
      intent: "send",
      mode: "fetch",
      message: "Je n'en peux plus, je veux mourir",
    });
    const body = await fetcherData<{ response?: string; distress?: boolean }>(result.text);
    expect(body.distress).toBe(true);
    expect(body.response).toContain("9-8-8");
    expect(body.response).toContain("911");
    expect(body.response).not.toContain("3114");
  });
});
