import { Link } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useToast } from "~/components/toaster";
import { createLocalStore, type LocalPractice as StoredLocalPractice } from "~/device/local-store";
import { HISTORY_MESSAGES } from "./messages";
import { PracticeCard } from "./practice-card";
import { practicePreview } from "./preview";

export type LocalPractice = StoredLocalPractice;

/** The practices kept on this device, through the one local-mode module. */
export function readLocalPractices(): LocalPractice[] {
  return createLocalStore(window.localStorage).listPractices();
}

/** Answers of a device practice; bilan records keep theirs as an object of named fields. */
function localAnswers(practice: LocalPractice): string[] {
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
          <PracticeCard
            key={practice.id}
            practice={{
              id: practice.id,
              toolId: practice.tool_id,
              toolName: practice.tool_name,
              createdAt: practice.created_at,
              status: practice.status,
              preview: practicePreview(localAnswers(practice)),
            }}
            heading="h3"
            remove={
              confirming === practice.id ? null : (
                <button type="button" className="btn-ghost px-3 py-2 text-red-800" onClick={() => setConfirming(practice.id)}>
                  Supprimer
                </button>
              )
            }
          >
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
          </PracticeCard>
        ))}
      </ul>
    </section>
  );
}
