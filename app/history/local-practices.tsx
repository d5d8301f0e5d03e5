import { Link } from "@remix-run/react";
import { useEffect, useState } from "react";
import { createLocalStore, type LocalPractice as StoredLocalPractice } from "~/practice/local-store";
import { formatLongDateTime } from "~/utils/dates";
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

/** Anonymous practices kept in this browser; they need JavaScript, being on the device only. */
export function LocalPractices({ showEmpty }: { showEmpty: boolean }) {
  const [practices, setPractices] = useState<LocalPractice[] | null>(null);
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
        <Link to="/practice" className="btn-primary mt-4">{HISTORY_MESSAGES.startPractice}</Link>
      </div>
    ) : null;
  }
  return (
    <section aria-labelledby="local-titre" className="space-y-3">
      <h2 id="local-titre" className="font-semibold text-encre-900">Sur cet appareil</h2>
      <ul className="space-y-3">
        {practices.map((practice) => (
          <li key={practice.id} className="card p-4 sm:p-5">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <div>
                <h3 className="font-semibold text-encre-900">{practice.tool_name}</h3>
                <p className="text-xs text-encre-700">{formatLongDateTime(practice.created_at)}</p>
              </div>
              <span className="badge bg-sable-200 text-encre-700">{statusLabel(practice.status)}</span>
            </div>
            {practicePreview(localAnswers(practice)) ? (
              <p className="mt-2 text-sm italic text-encre-700">{practicePreview(localAnswers(practice))}</p>
            ) : null}
            <Link to={`/history/${practice.id}`} className="btn-secondary mt-3 px-3 py-2">Voir le détail</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
