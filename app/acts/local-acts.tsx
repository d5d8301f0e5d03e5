import { Link } from "@remix-run/react";
import { useEffect, useState } from "react";
import { BackToDashboard } from "~/components/records/back-link";
import { useToast } from "~/components/toaster";
import { createLocalStore, type LocalAct } from "~/device/local-store";
import { formatLongDateTime } from "~/utils/dates";
import { ACTS_MESSAGES } from "./messages";

/** Mes actes for a visitor: the acts kept on this device, ticked and deleted there. */
export function LocalActs() {
  const [acts, setActs] = useState<LocalAct[] | null>(null);
  const toast = useToast();
  useEffect(() => {
    const store = createLocalStore(window.localStorage);
    const load = () => setActs(store.listActs());
    load();
    window.addEventListener("local_acts_updated", load);
    return () => window.removeEventListener("local_acts_updated", load);
  }, []);
  const store = () => createLocalStore(window.localStorage);
  const list = acts ?? [];
  const done = list.filter((a) => a.is_completed).length;

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <BackToDashboard />
      <header>
        <h1 className="font-serif text-3xl text-encre-900">{ACTS_MESSAGES.title}</h1>
        <p className="mt-2 text-encre-700">
          Vos actes sont gardés sur cet appareil.{" "}
          <Link to="/auth/login?redirectTo=%2Facts" className="link">
            Connectez-vous
          </Link>{" "}
          pour les synchroniser et les retrouver partout.
        </p>
      </header>
      {list.length > 0 ? (
        <dl className="grid grid-cols-3 gap-3" aria-label="Compteurs">
          {[
            { label: "Total", value: list.length },
            { label: "Faits", value: done },
            { label: "À faire", value: list.length - done },
          ].map((c) => (
            <div key={c.label} className="card p-4 text-center">
              <dt className="text-sm text-encre-700">{c.label}</dt>
              <dd className="mt-1 text-2xl font-semibold text-encre-900">{c.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {acts !== null && list.length === 0 ? (
        <div className="card text-center">
          <p className="text-encre-700">{ACTS_MESSAGES.empty}</p>
          <Link to="/practice" className="btn-primary mt-4">
            Commencer une pratique
          </Link>
        </div>
      ) : (
        <ul className="space-y-3" aria-label="Liste des actes">
          {list.map((act) => (
            <li key={act.id} className="card flex items-start gap-3 p-4">
              <input
                type="checkbox"
                id={`acte-${act.id}`}
                className="mt-1 h-5 w-5 accent-terre-600"
                checked={act.is_completed}
                onChange={(event) => {
                  const ok = store().setActCompleted(act.id, event.target.checked);
                  toast(
                    ok
                      ? { title: event.target.checked ? ACTS_MESSAGES.markedDone : ACTS_MESSAGES.markedNotDone, type: "success" }
                      : { title: ACTS_MESSAGES.updateFailed, type: "error" },
                  );
                }}
              />
              <label htmlFor={`acte-${act.id}`} className="min-w-0 flex-1">
                <span className={`block whitespace-pre-wrap text-encre-900 ${act.is_completed ? "line-through opacity-70" : ""}`}>
                  {act.act_text}
                </span>
                <span className="mt-1 block text-xs text-encre-700">{formatLongDateTime(act.created_at)}</span>
              </label>
              <button
                type="button"
                className="btn-ghost px-2 py-1 text-sm text-red-800"
                onClick={() => {
                  if (!window.confirm("Supprimer cet acte\u202f?")) return;
                  store().deleteAct(act.id);
                  toast({ title: ACTS_MESSAGES.deleted, type: "success" });
                }}
              >
                Supprimer
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
