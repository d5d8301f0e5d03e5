import { Link } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useToast } from "~/components/toaster";
import { createLocalStore, type LocalPractice as StoredLocalPractice } from "~/device/local-store";
import { formatLongDateTime } from "~/utils/dates";
import { practicePath } from "./links";
import { HISTORY_MESSAGES, statusLabel } from "./messages";
import { practicePreview } from "./preview";

export type LocalPractice = StoredLocalPractice;

/** The practices kept on this device, through the one local-mode module. */
export function readLocalPractices(): LocalPractice[] {
  return createLocalStore(window.localStorage).listPractices();
}

/** Answers of a device practice; bilan records keep theirs as an object of named fields. */
export function localAnswers(practice: LocalPractice): string[] {
  const responses: unknown = practice.responses;
  if (Array.isArray(responses)) return responses.map((r: { response_text?: string | null }) => r.response_text ?? "");
  return Object.values(responses ?? {}).filter((v): v is string => typeof v === "string");
}

/**
 * Anonymous practices kept in this browser, with the same actions as the account's (spec 3 §2):
 * detail, resume or redo, delete after confirmation. They need JavaScript, being on the device only.
 */
export function LocalPractices({ showEmpty }: { showEmpty: boolean }) {
  const toast = useToast();
  const [practices, setPractices] = useState<LocalPractice[] | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  useEffect(() => {
    const load = () => setPractices(readLocalPractices().sort((a, b) => b.created_at.localeCompare(a.created_at)));
    load();
    window.addEventListener("local_practices_updated", load);
    return () => window.removeEventListener("local_practices_updated", load);
  }, []);
  if (practices === null) return null;
  if (practices.length === 0) {
    return showEmpty ? (
      <div className="card text-center">
        <p className="text-encre-700">{HISTORY_MESSAGES.empty}</p>
        <Link to="/practice" className="btn-primary mt-4">
          {HISTORY_MESSAGES.startPractice}
        </Link>
      </div>
    ) : null;
  }

  function remove(id: string) {
    const deleted = createLocalStore(window.localStorage).deletePractice(id);
    setConfirming(null);
    toast(deleted ? { title: HISTORY_MESSAGES.deleted, type: "success" } : { title: HISTORY_MESSAGES.deleteError, type: "error" });
  }

  return (
    <section aria-labelledby="local-titre" className="space-y-3">
      <h2 id="local-titre" className="font-semibold text-encre-900">
        Sur cet appareil
      </h2>
      <ul className="space-y-3" aria-label="Pratiques sur cet appareil">
        {practices.map((practice) => (
          <li key={practice.id} className="card p-4 sm:p-5">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <div className="min-w-0">
                <h3 className="font-semibold text-encre-900">{practice.tool_name}</h3>
                <p className="text-xs text-encre-700">{formatLongDateTime(practice.created_at)}</p>
              </div>
              <span className={`badge ${practice.status === "completed" ? "bg-sauge-100 text-sauge-700" : "bg-sable-200 text-encre-700"}`}>
                {statusLabel(practice.status)}
              </span>
            </div>
            {practicePreview(localAnswers(practice)) ? (
              <p className="mt-2 text-sm italic text-encre-700">{practicePreview(localAnswers(practice))}</p>
            ) : null}
            <div className="mt-3 flex flex-wrap gap-2">
              <Link to={`/history/${practice.id}`} className="btn-secondary px-3 py-2">
                Voir le détail
              </Link>
              {practice.status === "in_progress" ? (
                <Link to={practicePath(practice.tool_id, practice.id)} className="btn-primary px-3 py-2">
                  {HISTORY_MESSAGES.resume}
                </Link>
              ) : (
                <Link to={practicePath(practice.tool_id)} className="btn-secondary px-3 py-2">
                  {HISTORY_MESSAGES.redo}
                </Link>
              )}
              {confirming === practice.id ? null : (
                <button type="button" className="btn-ghost px-3 py-2 text-red-800" onClick={() => setConfirming(practice.id)}>
                  Supprimer
                </button>
              )}
            </div>
            {confirming === practice.id ? (
              <div className="mt-3 rounded-xl border border-red-200 bg-red-50 p-3" role="alertdialog" aria-label="Confirmer la suppression">
                <p className="text-sm text-red-900">
                  Supprimer cette pratique et toutes ses réponses de cet appareil&#8239;? Cette action est définitive.
                </p>
                <div className="mt-2 flex gap-2">
                  <button type="button" className="btn-danger px-3 py-2" onClick={() => remove(practice.id)}>
                    Oui, supprimer
                  </button>
                  <button type="button" className="btn-secondary px-3 py-2" onClick={() => setConfirming(null)}>
                    Annuler
                  </button>
                </div>
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
