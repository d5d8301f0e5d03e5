/**
 * A tiny browser-like HTTP client for integration tests: a cookie jar, same-origin form posts,
 * and no redirect following, so each answer of a loader or action can be checked.
 */
import { readFileSync } from "node:fs";

export const BASE_URL = process.env.TEST_BASE_URL ?? "http://127.0.0.1:8790";
const TEST_SECRET =
  readFileSync(".dev.vars", "utf8")
    .match(/^SESSION_SECRET=(.*)$/m)?.[1]
    ?.trim() ?? "";

export function decodeHtml(html: string): string {
  return html
    .replace(/&#x27;/g, "'")
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

/**
 * fetch, retried once in the two cases where the request never reached our code:
 * - a kept-alive connection was closed under us before any answer (the server drops idle sockets;
 *   on a loaded machine undici may reuse one just as it closes);
 * - `wrangler dev`'s proxy answered 503 "Your worker restarted mid-request" (it replays GET and
 *   HEAD itself, never a write). Our bodies are strings, bytes or forms, so a write can be resent.
 * Any answer from the worker itself is returned as is.
 */
export async function fetchRead(url: string, init: RequestInit = {}): Promise<Response> {
  const method = (init.method ?? "GET").toUpperCase();
  let response: Response;
  try {
    response = await fetch(url, init);
  } catch (error) {
    const code = (error as { cause?: { code?: string } }).cause?.code;
    if (method !== "GET" && method !== "HEAD" && code !== "UND_ERR_SOCKET") throw error;
    return fetch(url, init);
  }
  if (response.status === 503 && response.headers.get("Retry-After") === "0") {
    const text = await response.clone().text();
    if (text.startsWith("Your worker restarted mid-request")) return fetch(url, init);
  }
  return response;
}

function randomIp() {
  const part = () => Math.floor(Math.random() * 250) + 1;
  return `10.${part()}.${part()}.${part()}`;
}

/**
 * Locally the worker trusts no client-sent address (CF-Connecting-IP is only trusted on Cloudflare);
 * a test names its address with X-Test-Client-IP, proven by the development secret.
 */
export function testAddress(ip = randomIp()): Record<string, string> {
  return { "X-Test-Client-IP": ip, "X-Test-Secret": TEST_SECRET };
}

export class Client {
  cookies = new Map<string, string>();
  /** Each client gets its own address, so per-IP login limits of one test never touch another. */
  constructor(readonly headers: Record<string, string> = {}) {
    this.headers = { ...testAddress(), ...headers };
  }

  private cookieHeader() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }

  private keep(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(";");
      const [name, ...rest] = pair!.split("=");
      const value = rest.join("=");
      const expired = attributes.some((a) => /max-age=0/i.test(a.trim()) || /expires=thu, 01 jan 1970/i.test(a.trim()));
      if (expired || value === "") this.cookies.delete(name!.trim());
      else this.cookies.set(name!.trim(), value);
    }
  }

  async request(path: string, init: RequestInit = {}) {
    const headers = new Headers(init.headers);
    for (const [key, value] of Object.entries(this.headers)) headers.set(key, value);
    if (this.cookies.size) headers.set("Cookie", this.cookieHeader());
    const response = await fetchRead(`${BASE_URL}${path}`, { ...init, headers, redirect: "manual" });
    this.keep(response);
    return response;
  }

  async get(path: string) {
    const response = await this.request(path);
    return { response, status: response.status, text: decodeHtml(await response.text()), location: response.headers.get("Location") };
  }

  /** A multipart form post (file fields), like a browser without JavaScript. */
  async postMultipart(path: string, form: FormData, headers: Record<string, string> = {}) {
    const response = await this.request(path, { method: "POST", headers: { Origin: BASE_URL, ...headers }, body: form });
    return { response, status: response.status, text: decodeHtml(await response.text()), location: response.headers.get("Location") };
  }

  async post(path: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
    const response = await this.request(path, {
      method: "POST",
      headers: { Origin: BASE_URL, "Content-Type": "application/x-www-form-urlencoded", ...headers },
      body: new URLSearchParams(fields).toString(),
    });
    return { response, status: response.status, text: decodeHtml(await response.text()), location: response.headers.get("Location") };
  }
}

export type OutboxEmail = { to: string; subject: string; text: string; html: string; links: string[]; sentAt: string };

export async function outboxFor(email: string): Promise<OutboxEmail[]> {
  const response = await fetchRead(`${BASE_URL}/dev/outbox.json?to=${encodeURIComponent(email)}`);
  const all = (await response.json()) as OutboxEmail[];
  return all.filter((message) => message.to === email.toLowerCase());
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The outbox of `email` once it holds more than `before` e-mails (newest first), waiting up to 10 s:
 * recovery and sign-in links leave after the answer (`waitUntil`, decision 0302).
 */
export async function outboxGrown(email: string, before: number): Promise<OutboxEmail[]> {
  for (let i = 0; i < 100; i++) {
    const all = await outboxFor(email);
    if (all.length > before) return all;
    await pause(100);
  }
  return outboxFor(email);
}

/** The path and query of the newest link sent to `email` whose subject matches (waiting up to 10 s for one). */
export async function latestLink(email: string, subject: RegExp): Promise<string> {
  let message: OutboxEmail | undefined;
  for (let i = 0; i < 100 && !message; i++) {
    message = (await outboxFor(email)).find((m) => subject.test(m.subject));
    if (!message) await pause(100);
  }
  if (!message) throw new Error(`no e-mail "${subject}" for ${email}`);
  const url = new URL(message.links.find((link) => link.includes("/auth/callback"))!);
  return `${url.pathname}${url.search}`;
}

let counter = 0;
/** A fresh, unique identity for one test. */
export function newIdentity(prefix = "u") {
  const id = `${prefix}${Date.now().toString(36)}${(counter++).toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return { pseudo: id, email: `${id}@exemple.test`, password: "un-secret-solide" };
}

/** Signs up and confirms through the e-mailed link, then signs out: a ready, confirmed account. */
export async function createConfirmedUser(prefix = "u") {
  const identity = newIdentity(prefix);
  const client = new Client();
  const signup = await client.post("/auth/signup", identity);
  // Say plainly why a helper failed, rather than "no e-mail" further down.
  if (signup.status !== 200 || !signup.text.includes("Inscription réussie")) {
    throw new Error(
      `sign-up of ${identity.pseudo} answered ${signup.status}: ${signup.text
        .replace(/<[^>]+>/g, " ")
        .replace(/\s+/g, " ")
        .slice(0, 400)}`,
    );
  }
  const link = await latestLink(identity.email, /Confirmez/);
  const params = new URL(link, BASE_URL).searchParams;
  await client.post("/auth/callback", { token: params.get("token")!, type: params.get("type")! });
  return identity;
}

export async function signedIn(identity: { pseudo: string; password: string }) {
  const client = new Client();
  const result = await client.post("/auth/login", { identifier: identity.pseudo, password: identity.password });
  if (result.status !== 302) throw new Error(`login failed: ${result.status}`);
  return client;
}
