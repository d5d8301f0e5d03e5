/**
 * A posted body that no action could read is refused here, in French, before any action runs
 * (issue 15): a form route gets a form (urlencoded or multipart) that parses, or a 400.
 * Routes that read JSON or raw audio themselves are listed.
 */
import { AUDIO_MAX_BYTES } from "../audio/validation";

/**
 * Routes that read their own body, with the most a public one may weigh (issue 41: /practice/bonbon
 * took 30 MB from anyone). /rattacher and /audio/upload are for a signed-in person and check their own
 * size (a recording may weigh 50 MB: it is not read twice here).
 */
const OWN_BODY_ROUTES: { path: RegExp; max: number | null }[] = [
  { path: /^\/rattacher$/, max: null },
  { path: /^\/audio\/upload$/, max: null },
  { path: /^\/practice\/bonbon$/, max: 16 * 1024 },
  { path: /^\/dev\/sql$/, max: null },
];

const UNREADABLE_FORM = "Ce formulaire n'a pas pu être lu. Veuillez réessayer depuis la page.";
const FORM_TOO_LARGE = "Ce formulaire est trop volumineux pour être envoyé. Raccourcissez-le, puis réessayez.";

/**
 * The most a form may weigh, counted before it is parsed (issue 31): a typed form holds a few
 * thousand characters (a cycles document is the largest); a multipart one may carry a recording.
 */
const FORM_MAX_BYTES = 1024 * 1024;
const MULTIPART_MAX_BYTES = AUDIO_MAX_BYTES + 1024 * 1024;

/**
 * Reads a refused body to its end, without keeping it, before the refusal is sent: the client then
 * finishes sending and reads the answer, instead of meeting a closed connection in the middle of its
 * upload (EPIPE), which would hide the French message. Local `wrangler dev` also fails on a request whose
 * body nobody read (cloudflare/workers-sdk#15203). Cloudflare caps a request at 100 MB before the Worker.
 */
export async function discardBody(request: Request): Promise<void> {
  await request.body?.pipeTo(new WritableStream()).catch(() => {});
}

function refusal(status: 400 | 413) {
  return new Response(status === 413 ? FORM_TOO_LARGE : UNREADABLE_FORM, {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}

/** The body's bytes when there are at most `max` of them (read as a stream: a missing or false Content-Length does not matter), else null. */
async function bodyWithin(request: Request, max: number): Promise<Uint8Array<ArrayBuffer> | null> {
  if (Number(request.headers.get("Content-Length") ?? 0) > max) return null;
  const reader = request.clone().body?.getReader();
  if (!reader) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > max) {
      // Not awaited: a cloned body's cancel settles only once the original is cancelled too.
      void reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

function ownBodyRoute(pathname: string) {
  const path = pathname.replace(/\.data$/, "");
  return OWN_BODY_ROUTES.find((route) => route.path.test(path));
}

export function readsItsOwnBody(pathname: string): boolean {
  return ownBodyRoute(pathname) !== undefined;
}

export async function refuseUnreadableBody(request: Request): Promise<Response | null> {
  if (request.method === "GET" || request.method === "HEAD" || request.method === "OPTIONS") return null;
  const url = new URL(request.url);
  if (url.pathname.startsWith("/parties/")) return null;
  const own = ownBodyRoute(url.pathname);
  if (own) return own.max !== null && !(await bodyWithin(request, own.max)) ? refusal(413) : null;
  const type = (request.headers.get("Content-Type") ?? "").toLowerCase();
  const multipart = type.startsWith("multipart/form-data");
  if (!type.startsWith("application/x-www-form-urlencoded") && !multipart) return refusal(400);
  const bytes = await bodyWithin(request, multipart ? MULTIPART_MAX_BYTES : FORM_MAX_BYTES);
  if (!bytes) return refusal(413);
  try {
    await new Response(bytes, { headers: { "Content-Type": request.headers.get("Content-Type") ?? "" } }).formData();
  } catch {
    return refusal(400);
  }
  return null;
}
