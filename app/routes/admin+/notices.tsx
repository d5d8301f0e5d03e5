/**
 * /admin/notices: what became of the notices over the last seven days, per channel (issue 56 item 6,
 * decision 0474): « Mes rendez-vous » and the forum's, which share the pipeline (decision 0475). Admins only. Read from `notice_deliveries` and `dead_notices`
 * (app/rendez-vous/health.server.ts).
 */
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { readWithSession } from "~/auth/session-batch.server";
import { noticeHealth, STUCK_AFTER_MS } from "~/rendez-vous/health.server";

export const meta: MetaFunction = () => [{ title: "Envoi des notifications · Administration · Rendez-vous intérieur" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  await readWithSession(context.db, context.cloudflare.env, request, { require: "admin" });
  const health = await noticeHealth(context.db);
  return json({ ...health, stuckMinutes: STUCK_AFTER_MS / 60_000 }, { headers: { "Cache-Control": "private, no-store" } });
}

const CHANNELS = ["push", "email"] as const;
const CHANNEL_NAMES: Record<(typeof CHANNELS)[number], string> = { push: "Sur les appareils", email: "E-mail" };

const COLUMNS = [
  ["sent", "Envoyés"],
  ["deferred", "Reportés (nouvel essai prévu)"],
  ["failed", "Échoués (refusés ou appareil disparu)"],
  ["dropped", "Non envoyés (e-mail écarté)"],
  ["dead", "Abandonnés (file des lettres mortes)"],
  ["stuck", "Bloqués (envoi interrompu)"],
] as const;

export default function AdminNoticesPage() {
  const data = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-4xl">
      <h1 className="font-serif text-3xl text-encre-900">Envoi des notifications</h1>
      <p className="mt-2 text-encre-700">
        Les rendez-vous et les notifications du forum, les sept derniers jours, par destination&nbsp;: chaque appareil ou adresse e-mail
        compte pour un. Un envoi bloqué depuis plus de {data.stuckMinutes}&nbsp;minutes ne repartira pas&nbsp;: il est perdu, et compté ici.
      </p>
      <div className="mt-6 overflow-x-auto">
        <table className="w-full border-collapse text-left text-sm" data-testid="notice-health">
          <caption className="sr-only">Envois des notifications depuis sept jours, par canal</caption>
          <thead>
            <tr>
              <th scope="col" className="border-b border-sable-300 p-2">
                Canal
              </th>
              {COLUMNS.map(([key, label]) => (
                <th key={key} scope="col" className="border-b border-sable-300 p-2">
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {CHANNELS.map((channel) => (
              <tr key={channel} data-channel={channel}>
                <th scope="row" className="border-b border-sable-200 p-2 font-medium">
                  {CHANNEL_NAMES[channel]}
                </th>
                {COLUMNS.map(([key]) => (
                  <td key={key} data-status={key} className="border-b border-sable-200 p-2 tabular-nums">
                    {data.channels[channel][key]}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="mt-4 text-encre-700" data-testid="dead-before-claim">
        Notifications abandonnées avant tout envoi&nbsp;: {data.deadBeforeAnyClaim}
      </p>
    </div>
  );
}
