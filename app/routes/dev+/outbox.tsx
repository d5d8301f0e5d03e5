import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { formatLongDateTime } from "~/utils/dates";
import { listOutbox } from "~/utils/email.server";
import { isDevelopment } from "~/utils/env.server";

export const meta: MetaFunction = () => [{ title: "Boîte d'envoi locale · Rendez-vous intérieur" }];

/** Local development only: every e-mail the app sent, newest first (ARCHITECTURE.md). */
export async function loader({ context }: LoaderFunctionArgs) {
  if (!isDevelopment(context.cloudflare.env)) throw new Response("Not Found", { status: 404 });
  return json({ emails: await listOutbox(context.db) });
}

export default function OutboxPage() {
  const { emails } = useLoaderData<typeof loader>();
  return (
    <div className="space-y-4">
      <h1 className="font-serif text-2xl text-encre-900">Boîte d'envoi locale</h1>
      <p className="text-sm text-encre-700">Développement local uniquement&nbsp;: les e-mails ne partent pas, ils arrivent ici.</p>
      {emails.length === 0 ? <p className="card text-encre-700">Aucun e-mail envoyé pour le moment.</p> : null}
      <ul className="space-y-4">
        {emails.map((email, index) => (
          <li key={`${email.sentAt}-${index}`} className="card">
            <p className="text-xs text-encre-500">
              {formatLongDateTime(email.sentAt)} · à {email.to}
            </p>
            <h2 className="mt-1 font-semibold text-encre-900">{email.subject}</h2>
            <pre className="mt-3 whitespace-pre-wrap break-words font-sans text-sm text-encre-700">{email.text}</pre>
            <ul className="mt-3 space-y-1">
              {email.links.map((link) => (
                <li key={link}>
                  <a href={link} className="link break-all text-sm">
                    {link}
                  </a>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </div>
  );
}
