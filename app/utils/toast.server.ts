import { createCookie } from "@remix-run/cloudflare";
import { z } from "zod";
import { isDevelopment } from "./env.server";

/** Toasts ride a signed flash cookie, so they survive a redirect and work without JavaScript. */
export const toastSchema = z.object({
  title: z.string(),
  description: z.string().optional(),
  type: z.enum(["success", "error", "info"]).default("info"),
  /** Milliseconds before it closes by itself (JS only). */
  duration: z.number().optional(),
});
export type Toast = z.infer<typeof toastSchema>;

function toastCookie(env: Env) {
  return createCookie("rvi_toast", {
    httpOnly: true,
    sameSite: "lax",
    secure: !isDevelopment(env),
    path: "/",
    secrets: [env.SESSION_SECRET],
  });
}

export async function setToastCookie(env: Env, toast: z.input<typeof toastSchema>): Promise<string> {
  return toastCookie(env).serialize(toast, { maxAge: 60 });
}

/** Reads the toast of this request and the header that clears it. */
export async function readToast(env: Env, request: Request): Promise<{ toast: Toast | null; clear: string | null }> {
  const raw = await toastCookie(env).parse(request.headers.get("Cookie"));
  if (!raw) return { toast: null, clear: null };
  const parsed = toastSchema.safeParse(raw);
  return {
    toast: parsed.success ? parsed.data : null,
    clear: await toastCookie(env).serialize("", { maxAge: 0 }),
  };
}
