import { redirect } from "@remix-run/cloudflare";
import { setToastCookie, type toastSchema } from "./toast.server";
import type { z } from "zod";

/** Redirects with a flash toast; `cookies` are extra Set-Cookie values (e.g. a new session). */
export async function redirectWithToast(env: Env, url: string, toast: z.input<typeof toastSchema>, cookies: string[] = []) {
  const headers = new Headers();
  for (const cookie of [...cookies, await setToastCookie(env, toast)]) headers.append("Set-Cookie", cookie);
  return redirect(url, { headers });
}
