import { Form, useLocation } from "@remix-run/react";
import { useSchemaForm } from "~/components/forms/conform";
import { REPORT_REASONS, type ReportItemType } from "./report-kinds";
import { MODERATION_MESSAGES as M, REPORT_REASON_LABELS } from "./messages";
import { REPORT_DETAILS_MAX, reportSchema } from "./report-schema";

/**
 * « Signaler » under a thread, a reply or a chat message: a reason, optional details; works without
 * JavaScript. With it, the shared schema refuses a report without a reason before anything is sent;
 * the server's refusal (from /signaler) comes back as a notification on this page.
 */
export function ReportForm({
  itemType,
  itemId,
  anchor = "",
  kept,
}: {
  itemType: ReportItemType;
  itemId: string;
  anchor?: string;
  /** A refused report, shown again on /signaler: what was chosen and typed, and where to go back. */
  kept?: { reason: string; details: string; back: string };
}) {
  const location = useLocation();
  const back = kept?.back ?? `${location.pathname}${location.search}${anchor}`;
  const formId = `report-${itemType}-${itemId}`;
  const { fields, formProps } = useSchemaForm(reportSchema, undefined);
  const reasonError = fields.reason.errors?.[0];
  const detailsError = fields.details.errors?.[0];
  return (
    <details className="group relative inline-block" data-testid="report" open={kept ? true : undefined}>
      <summary className="btn-ghost cursor-pointer list-none px-2 py-1 text-xs text-encre-700 [&::-webkit-details-marker]:hidden">
        {M.report}
      </summary>
      <Form
        {...formProps}
        method="post"
        action="/signaler"
        className="mt-2 w-[min(85vw,22rem)] space-y-2 rounded-xl border border-sable-200 bg-white p-3 text-sm shadow-lg sm:absolute sm:left-0 sm:z-30"
        aria-label={M.reportTitle}
        preventScrollReset
      >
        <input type="hidden" name="itemType" value={itemType} />
        <input type="hidden" name="itemId" value={itemId} />
        <input type="hidden" name="redirectTo" value={back} />
        <fieldset aria-describedby={reasonError ? `${formId}-reason-error` : undefined} aria-invalid={reasonError ? true : undefined}>
          <legend className="font-medium text-encre-900">{M.reasonLegend}</legend>
          <div className="mt-1 space-y-1">
            {REPORT_REASONS.map((reason) => (
              <label key={reason} className="flex items-start gap-2 text-encre-700">
                <input type="radio" name="reason" value={reason} required className="mt-1" defaultChecked={kept?.reason === reason} />
                {REPORT_REASON_LABELS[reason]}
              </label>
            ))}
          </div>
          {reasonError ? (
            <p id={`${formId}-reason-error`} className="field-error">
              {reasonError}
            </p>
          ) : null}
        </fieldset>
        <label htmlFor={`${formId}-details`} className="block text-encre-700">
          {M.detailsLabel}
        </label>
        <textarea
          id={`${formId}-details`}
          name="details"
          rows={2}
          maxLength={REPORT_DETAILS_MAX}
          defaultValue={kept?.details}
          className="field-input text-sm"
          aria-invalid={detailsError ? true : undefined}
          aria-describedby={detailsError ? `${formId}-details-error` : undefined}
        />
        {detailsError ? (
          <p id={`${formId}-details-error`} className="field-error">
            {detailsError}
          </p>
        ) : null}
        <button type="submit" className="btn-primary w-full">
          {M.send}
        </button>
      </Form>
    </details>
  );
}
