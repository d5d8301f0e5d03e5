// The session cookie of a demo account (scripts/seed-local.mjs), signed in through the real form's
// action, for the bench's scripts.
// The demo password, as scripts/seed-local.mjs sets it (that script seeds when imported).
const DEMO_PASSWORD = "motdepasse-demo";

export async function signIn(base, username = "camille") {
  const response = await fetch(`${base}/auth/login`, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: base, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ identifier: username, password: DEMO_PASSWORD }),
  });
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .filter((c) => c.startsWith("rvi_session"))
    .join("; ");
  if (!cookie) throw new Error(`could not sign in as ${username} on ${base}: is the bench's server running?`);
  return cookie;
}
