import { Form, useLocation } from "@remix-run/react";
import { REPORT_REASONS, type ReportItemType } from "./report-kinds";
import { MODERATION_MESSAGES as M, REPORT_REASON_LABELS } from "./messages";

/** « Signaler » under a thread, a reply or a chat message: a reason, optional details; works without JavaScript. */
export function ReportForm({ itemType, itemId, anchor = "" }: { itemType: ReportItemType; itemId: string; anchor?: string }) {
  const location = useLocation();
  const back = `${location.pathname}${location.search}${anchor}`;
  const formId = `report-${itemType}-${itemId}`;
  return (
    <details className="group relative inline-block" data-testid="report">
      <summary className="btn-ghost cursor-pointer list-none px-2 py-1 text-xs text-encre-700 [&::-webkit-details-marker]:hidden">{M.report}</summary>
      <Form
        method="post"
        action="/signaler"
        className="mt-2 w-[min(85vw,22rem)] space-y-2 rounded-xl border border-sable-200 bg-white p-3 text-sm shadow-lg sm:absolute sm:left-0 sm:z-30"
        aria-label={M.reportTitle}
        preventScrollReset
      >
        <input type="hidden" name="itemType" value={itemType} />
        <input type="hidden" name="itemId" value={itemId} />
        <input type="hidden" name="redirectTo" value={back} />
        <fieldset>
          <legend className="font-medium text-encre-900">{M.reasonLegend}</legend>
          <div className="mt-1 space-y-1">
            {REPORT_REASONS.map((reason) => (
              <label key={reason} className="flex items-start gap-2 text-encre-700">
                <input type="radio" name="reason" value={reason} required className="mt-1" />
                {REPORT_REASON_LABELS[reason]}
              </label>
            ))}
          </div>
        </fieldset>
        <label htmlFor={`${formId}-details`} className="block text-encre-700">
          {M.detailsLabel}
        </label>
        <textarea id={`${formId}-details`} name="details" rows={2} maxLength={500} className="field-input text-sm" />
        <button type="submit" className="btn-primary w-full">
          {M.send}
        </button>
      </Form>
    </details>
  );
}
