import type { SubmissionResult } from "@conform-to/react";
import type { ThreadReply } from "./threads.server";

/**
 * What the thread page's action answers when it does not redirect. `result`: conform's reply (what was
 * typed, each field's message); `alert`: a refusal that is not a field's.
 */
export type ThreadAnswer = {
  intent: string;
  replyId?: string;
  alert: string | null;
  result?: SubmissionResult<string[]>;
  /**
   * With JavaScript (the form's `js=1`), a successful reply, edit or deletion answers with the reply
   * as the page shows it: the author's page merges it and reads nothing again (decision 0105).
   */
  live?: { reply: ThreadReply; replyCount?: number; page?: number; toast: string };
  distress?: boolean;
  /** « Suivre ce sujet » / « Ne plus suivre » with JavaScript: the follow as it now is (decision 0477). */
  following?: boolean;
};
