import { useEffect, useState } from "react";
import { useToast } from "~/components/toaster";
import { loadDeviceSavedCycles } from "../device-cycles";
import { CYCLE_MESSAGES } from "../messages";
import { V2_TEXTS } from "../v2-content";
import type { SavedV2Cycle } from "../v2-flow";

const dateFormat = new Intl.DateTimeFormat("fr-FR", {
  day: "numeric",
  month: "long",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  timeZone: "Europe/Paris",
});

/** The cycles saved from "Se situer dans mon cycle": the account's, or this device's for a visitor. */
export function SavedCyclesList({ signedIn, saved }: { signedIn: boolean; saved: SavedV2Cycle[] }) {
  const [cycles, setCycles] = useState<SavedV2Cycle[] | null>(signedIn ? saved : null);
  const toast = useToast();
  useEffect(() => {
    if (signedIn) return;
    const read = loadDeviceSavedCycles(window.localStorage);
    // What can be read is listed; what cannot stays where it is, and the person is told.
    if (read.failed) toast({ title: CYCLE_MESSAGES.loadFailed, type: "error" });
    setCycles(read.cycles);
  }, [signedIn, toast]);

  return (
    <section aria-labelledby="cycles-enregistres" className="space-y-3">
      <h2 id="cycles-enregistres" className="font-serif text-2xl text-encre-900">
        Mes cycles situés
      </h2>
      {cycles === null ? (
        <p className="text-encre-700">Chargement…</p>
      ) : cycles.length === 0 ? (
        <p className="text-encre-700">
          Aucun cycle enregistré pour le moment. «&nbsp;Se situer dans mon cycle&nbsp;» vous guide pas à pas.
        </p>
      ) : (
        <ul className="space-y-3">
          {cycles.map((c) => (
            <li key={c.id} className="card">
              <details>
                <summary className="cursor-pointer">
                  <span className="font-semibold text-encre-900">{c.centerText === "?" ? "Misère encore sans nom" : c.centerText}</span>
                  <span className="ml-2 text-sm text-encre-500">{dateFormat.format(new Date(c.savedAt))}</span>
                </summary>
                <dl className="mt-3 space-y-2 text-sm text-encre-700">
                  {V2_TEXTS.summaryFields.map((f) => {
                    const value = f.read(c);
                    return value ? (
                      <div key={f.name}>
                        <dt className="font-medium text-encre-900">{f.label}</dt>
                        <dd>{value}</dd>
                      </div>
                    ) : null;
                  })}
                </dl>
              </details>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
