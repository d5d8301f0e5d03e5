/**
 * /rendez-vous/arret: stops every rendez-vous in one tap, without signing in (issue 44, RFC 8058,
 * decision 0405). The e-mail's List-Unsubscribe URL carries the account id and its signature; a mail
 * service posts `List-Unsubscribe=One-Click` to it. A GET only shows the button (a link scanner that
 * opens it stops nothing). A signed-in person (the notification's « Arrêter ») needs no signature.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { readWithSession } from "~/auth/session-batch.server";
import { RDV_PAGE } from "~/rendez-vous/messages";
import { stopEverything } from "~/rendez-vous/reminders.server";
import { isStopToken } from "~/rendez-vous/stop-token.server";

export const meta: MetaFunction = () => [{ title: "Arrêter mes rendez-vous · Rendez-vous intérieur" }];

async function ownerOf(request: Request, context: ActionFunctionArgs["context"]): Promise<string | null> {
  const params = new URL(request.url).searchParams;
  const userId = params.get("u");
  const token = params.get("t");
  if (userId && token && userId.length <= 64 && (await isStopToken(context.cloudflare.env, userId, token))) return userId;
  const { user } = await readWithSession(context.db, context.cloudflare.env, request);
  return user?.id ?? null;
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const valid = (await ownerOf(request, context)) !== null;
  return json({ valid }, { headers: { "Cache-Control": "private, no-store" } });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const userId = await ownerOf(request, context);
  if (!userId) return json({ stopped: false }, { status: 403 });
  await stopEverything(context.db, userId);
  return json({ stopped: true });
}

export default function StopPage() {
  const { valid } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <div className="mx-auto max-w-xl">
      <h1 className="font-serif text-3xl text-encre-900">{RDV_PAGE.stopTitle}</h1>
      {result?.stopped ? (
        <p className="mt-4 text-encre-700" role="status">
          {RDV_PAGE.stopDone}
        </p>
      ) : valid ? (
        <>
          <p className="mt-4 text-encre-700">{RDV_PAGE.stopIntro}</p>
          <Form method="post" className="mt-6">
            <button type="submit" className="btn-primary">
              {RDV_PAGE.stopAll}
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
