/** The closed lists of « Mes rendez-vous » (issue 44), shared by the schema, the forms and the page. Pure. */
export const REMINDER_PURPOSES = ["practice", "tool", "mood"] as const;
export type ReminderPurpose = (typeof REMINDER_PURPOSES)[number];

export const NOTICE_CHANNELS = ["push", "email"] as const;
export type NoticeChannel = (typeof NOTICE_CHANNELS)[number];
