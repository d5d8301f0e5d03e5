import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { redirect } from "@remix-run/cloudflare";
import { AUTH_MESSAGES } from "~/auth/messages";
import { destroySession } from "~/auth/session.server";
import { redirectWithToast } from "~/utils/http.server";

export async function loader() {
  return redirect("/");
}

/** Deletes the session row (revoked at once) and clears the cookie. */
export async function action({ request, context }: ActionFunctionArgs) {
  const cleared = await destroySession(context.db, context.cloudflare.env, request);
  return redirectWithToast(context.cloudflare.env, "/", { title: AUTH_MESSAGES.loggedOut, type: "info" }, [cleared]);
}
