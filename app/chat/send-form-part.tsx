/**
 * The chat's send form loads apart from the page (a visitor never sees it) but is never late for a
 * person who writes: when the page's HTML holds it, the page hydrates only once its code is there
 * (`neededAtOnce`, decision 0430). Reached from another page, its code is fetched with the route's;
 * until it arrives (a moment), `SendFormWaiting` keeps its place, its field not yet open to typing, so
 * that nothing typed is lost.
 */
import { FORM_LOADING } from "~/components/forms/form-loading";
import { MESSAGE_MAX } from "./limits";
import { CHAT_MESSAGES as M } from "./messages";

/** What marks the send form in the page's HTML. */
export const SEND_FORM_PART = "chat-send";

export function SendFormWaiting() {
  return (
    <div className="space-y-2" aria-busy="true" data-testid="send-form-waiting">
      <label htmlFor="chat-send-waiting" className="field-label">
        Votre message
      </label>
      <textarea id="chat-send-waiting" className="field-input" rows={2} maxLength={MESSAGE_MAX} disabled placeholder={FORM_LOADING} />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-encre-700" role="status">
          {FORM_LOADING}
        </p>
        <button type="button" className="btn-primary" disabled>
          {M.send}
        </button>
      </div>
    </div>
  );
}
