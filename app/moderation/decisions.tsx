/**
 * The moderation queue's two answers without JavaScript (issue 30): "Supprimer" first asks for
 * confirmation, as confirm() does with JavaScript, and the queue lists what was done lately.
 */
import { Form, Link } from "@remix-run/react";
import { formatLongDateTime } from "~/utils/dates";
import { withFrenchTypography } from "~/utils/typography";
import type { QueueEntry, RecentDecision } from "./reports.server";

const DECISION_MESSAGES = withFrenchTypography({
  confirmTitle: "Supprimer ce message\u202f?",
  confirmText: "Il disparaîtra pour tout le monde et ses signalements seront clos. Cette suppression ne peut pas être annulée.",
  confirmYes: "Oui, supprimer ce message",
  confirmNo: "Annuler",
  recentTitle: "Décisions récentes",
  recentEmpty: "Aucune décision pour l'instant.",
  done: { deleted: "Supprimé", locked: "Sujet verrouillé", ignored: "Signalement ignoré", resolved: "Traité" },
  by: (name: string | null) => (name ? `par ${name}` : ""),
} as const);

const M = DECISION_MESSAGES;

/** Asked before a deletion sent without JavaScript; "Annuler" simply reads the queue again. */
export function ConfirmDelete({ entry }: { entry: QueueEntry }) {
  return (
    <section
      className="card space-y-3 border-2 border-red-300"
      role="alert"
      aria-labelledby="confirm-delete-title"
      data-testid="confirm-delete"
    >
      <h2 id="confirm-delete-title" className="font-serif text-xl text-encre-900">
        {M.confirmTitle}
      </h2>
      <p className="text-encre-700">{M.confirmText}</p>
      <blockquote className="whitespace-pre-wrap break-words rounded-xl bg-sable-50 p-3 text-encre-900">
        {entry.title ? <span className="block font-semibold">{entry.title}</span> : null}
        {entry.content}
      </blockquote>
      <div className="flex flex-wrap gap-2">
        <Form method="post">
          <input type="hidden" name="itemType" value={entry.itemType} />
          <input type="hidden" name="itemId" value={entry.itemId} />
          <input type="hidden" name="confirm" value="oui" />
          <button type="submit" name="intent" value="delete" className="btn-danger">
            {M.confirmYes}
          </button>
        </Form>
        <Link to="/moderation" className="btn-secondary">
          {M.confirmNo}
        </Link>
      </div>
    </section>
  );
}

/** The last settled items: what was done, by whom, when. */
export function RecentDecisions({ decisions }: { decisions: RecentDecision[] }) {
  return (
    <section className="space-y-2" aria-labelledby="recent-decisions-title" data-testid="recent-decisions">
      <h2 id="recent-decisions-title" className="font-serif text-xl text-encre-900">
        {M.recentTitle}
      </h2>
      {decisions.length === 0 ? (
        <p className="text-sm text-encre-700">{M.recentEmpty}</p>
      ) : (
        <ul className="space-y-2">
          {decisions.map((decision) => (
            <li
              key={`${decision.itemType}:${decision.itemId}`}
              className="rounded-xl border border-sable-200 p-3 text-sm"
              data-testid="recent-decision"
            >
              <p>
                <span className="font-semibold text-encre-900">{M.done[decision.done]}</span>{" "}
                <span className="text-encre-700">
                  {M.by(decision.settledByName)} · {formatLongDateTime(decision.settledAt)}
                </span>
              </p>
              {decision.excerpt ? <p className="mt-1 break-words text-encre-700">«&nbsp;{decision.excerpt}&nbsp;»</p> : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
