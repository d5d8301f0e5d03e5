import { createCookie } from "@remix-run/cloudflare";
import { isDevelopment } from "~/utils/env.server";

/** Marks, for 15 minutes, that this browser followed a recovery link for this user. */
export function recoveryCookie(env: Env) {
  return createCookie("rvi_recovery", {
    httpOnly: true,
    sameSite: "lax",
    secure: !isDevelopment(env),
    path: "/auth",
    maxAge: 15 * 60,
    secrets: [env.SESSION_SECRET],
  });
}

export async function hasRecoveryFor(env: Env, request: Request, userId: string): Promise<boolean> {
  return (await recoveryCookie(env).parse(request.headers.get("Cookie"))) === userId;
}
