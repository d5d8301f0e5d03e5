/**
 * /rendez-vous/arret: stops every rendez-vous in one tap, without signing in (issue 44, RFC 8058,
 * decision 0405). The e-mail's List-Unsubscribe URL carries the account id and its signature; a mail
 * service posts `List-Unsubscribe=One-Click` to it. A GET only shows the button (a link scanner that
 * opens it stops nothing). A signed-in person (the notification's « Arrêter ») needs no signature.
 * With `quoi=<kind>` (a community e-mail, issue 57) the link is signed for that kind and stops only that
 * kind's e-mails.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { readWithSession } from "~/auth/session-batch.server";
import { RDV_PAGE } from "~/rendez-vous/messages";
import { stopEverything } from "~/rendez-vous/reminders.server";
import { isStopToken } from "~/rendez-vous/stop-token.server";
import { CHOICE_KINDS, type ChoiceKind } from "~/community-notices/choices";
import { stopKindEmails } from "~/community-notices/choices.server";
import { KIND_STOP } from "~/community-notices/messages";

/** The kind a link stops the e-mails of, or null for every rendez-vous. */
function scopeOf(request: Request): ChoiceKind | null {
  const quoi = new URL(request.url).searchParams.get("quoi");
  return CHOICE_KINDS.find((kind) => kind === quoi) ?? null;
}

export const meta: MetaFunction = () => [{ title: "Arrêter mes rendez-vous · Rendez-vous intérieur" }];

async function ownerOf(request: Request, context: ActionFunctionArgs["context"]): Promise<string | null> {
  const params = new URL(request.url).searchParams;
  const userId = params.get("u");
  const token = params.get("t");
  if (userId && token && userId.length <= 64 && (await isStopToken(context.cloudflare.env, userId, token, scopeOf(request)))) return userId;
  const { user } = await readWithSession(context.db, context.cloudflare.env, request);
  return user?.id ?? null;
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const valid = (await ownerOf(request, context)) !== null;
  return json({ valid, scope: scopeOf(request) }, { headers: { "Cache-Control": "private, no-store" } });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const userId = await ownerOf(request, context);
  if (!userId) return json({ stopped: false }, { status: 403 });
  const scope = scopeOf(request);
  if (scope) await stopKindEmails(context.db, userId, scope);
  else await stopEverything(context.db, userId);
  return json({ stopped: true });
}

export default function StopPage() {
  const { valid, scope } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const words = scope
    ? { title: KIND_STOP[scope].title, intro: KIND_STOP[scope].intro, button: KIND_STOP[scope].button, done: KIND_STOP[scope].done }
    : { title: RDV_PAGE.stopTitle, intro: RDV_PAGE.stopIntro, button: RDV_PAGE.stopAll, done: RDV_PAGE.stopDone };
  return (
    <div className="mx-auto max-w-xl">
      <h1 className="font-serif text-3xl text-encre-900">{words.title}</h1>
      {result?.stopped ? (
        <p className="mt-4 text-encre-700" role="status">
          {words.done}
        </p>
      ) : valid ? (
        <>
          <p className="mt-4 text-encre-700">{words.intro}</p>
          <Form method="post" className="mt-6">
            <button type="submit" className="btn-primary">
              {words.button}
            </button>
          </Form>
        </>
      ) : (
        <p className="mt-4 text-encre-700">{RDV_PAGE.stopInvalid}</p>
      )}
      <p className="mt-6">
        <Link to="/rendez-vous" className="link">
          {RDV_PAGE.backToPage}
        </Link>
      </p>
    </div>
  );
}
