/**
 * One practice in a history list, the account's or this device's: its tool, date, status and preview, and
 * the links to its detail and to resume or redo it. Each list brings its own way to delete (`remove`: a
 * link to the confirmation the server renders, or a button on the device) and the confirmation itself
 * (`children`, under the links).
 */
import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { formatLongDateTime } from "~/utils/dates";
import { practicePath } from "./links";
import { HISTORY_MESSAGES, statusLabel } from "./messages";

export type PracticeCardData = {
  id: string;
  toolId: string;
  toolName: string;
  createdAt: string;
  status: string;
  preview: string | null;
};

export function PracticeCard({
  practice,
  heading: Heading,
  remove,
  children,
}: {
  practice: PracticeCardData;
  /** h2 in the account's list, h3 under the device's own heading « Sur cet appareil ». */
  heading: "h2" | "h3";
  remove: ReactNode;
  children?: ReactNode;
}) {
  return (
    <li className="card p-4 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <Heading className="font-semibold text-encre-900">{practice.toolName}</Heading>
          <p className="text-xs text-encre-700">{formatLongDateTime(practice.createdAt)}</p>
        </div>
        <span className={`badge ${practice.status === "completed" ? "bg-sauge-100 text-sauge-700" : "bg-sable-200 text-encre-700"}`}>
          {statusLabel(practice.status)}
        </span>
      </div>
      {practice.preview ? <p className="mt-2 text-sm italic text-encre-700">{practice.preview}</p> : null}
      <div className="mt-3 flex flex-wrap gap-2">
        <Link to={`/history/${practice.id}`} className="btn-secondary px-3 py-2">
          Voir le détail
        </Link>
        {practice.status === "in_progress" ? (
          <Link to={practicePath(practice.toolId, practice.id)} className="btn-primary px-3 py-2">
            {HISTORY_MESSAGES.resume}
          </Link>
        ) : (
          <Link to={practicePath(practice.toolId)} className="btn-secondary px-3 py-2">
            {HISTORY_MESSAGES.redo}
          </Link>
        )}
        {remove}
      </div>
      {children}
    </li>
  );
}
