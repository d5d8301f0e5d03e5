/**
 * A posted body that no action could read is refused here, in French, before any action runs
 * (issue 15): a form route gets a form (urlencoded or multipart) that parses, or a 400.
 * Routes that read JSON or raw audio themselves are listed.
 */
import { AUDIO_MAX_BYTES } from "../audio/validation";

/**
 * Routes that read their own body: /rattacher (JSON) and /audio/upload (a recording, up to 50 MB) are for
 * a signed-in person and check their own size; /dev/sql is local only. /practice/bonbon is public and may
 * weigh 16 kB at most (issue 41: it took 30 MB from anyone): its JSON is its own, its form is read here.
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

/**
 * What a request posted, read once for the whole request (issue 55 item 4): a refusal (400, 413), or the
 * parsed form that the distress check, conform and the sign-in strategies share through the load
 * context (`postedForm`). `form` is null for a read, a room, and a body its route reads itself.
 */
export type PostedBody = { refusal: Response; form?: never } | { refusal?: never; form: FormData | null };

const NO_FORM: PostedBody = { form: null };

export async function readPostedBody(request: Request): Promise<PostedBody> {
  if (request.method === "GET" || request.method === "HEAD" || request.method === "OPTIONS") return NO_FORM;
  const url = new URL(request.url);
  if (url.pathname.startsWith("/parties/")) return NO_FORM;
  const type = (request.headers.get("Content-Type") ?? "").toLowerCase();
  const multipart = type.startsWith("multipart/form-data");
  const isForm = multipart || type.startsWith("application/x-www-form-urlencoded");
  const own = ownBodyRoute(url.pathname);
  if (own && (own.max === null || !isForm)) {
    return own.max !== null && !(await bodyWithin(request, own.max)) ? { refusal: refusal(413) } : NO_FORM;
  }
  if (!isForm) return { refusal: refusal(400) };
  // Read from a copy: Remix hands the request's own body on to the action's request, unread.
  const bytes = await bodyWithin(request, own?.max ?? (multipart ? MULTIPART_MAX_BYTES : FORM_MAX_BYTES));
  if (!bytes) return { refusal: refusal(413) };
  try {
    return { form: await new Response(bytes, { headers: { "Content-Type": request.headers.get("Content-Type") ?? "" } }).formData() };
  } catch {
    return { refusal: refusal(400) };
  }
}
