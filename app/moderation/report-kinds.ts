/** What can be reported and why: plain constants the browser needs, so they never come from db/schema. */
export const REPORT_ITEM_TYPES = ["thread", "reply", "chat"] as const;
export type ReportItemType = (typeof REPORT_ITEM_TYPES)[number];
export const REPORT_REASONS = ["danger", "harassment", "hate", "spam", "other"] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const REPORT_STATUSES = ["open", "ignored", "resolved"] as const;
