/**
 * What a visitor without JavaScript sees after sending a valid bilan, or a person whose session ended before
 * it arrived (decision 0463): nothing was kept, and how to keep it (issue 30).
 */
import { NOT_KEPT_MESSAGES as M } from "./bilan-not-kept";

export function BilanNotKept({ text, hadRecordings, sessionEnded }: { text: string; hadRecordings: boolean; sessionEnded: boolean }) {
  return (
    <section
      className="mt-4 rounded-xl border border-terre-400 bg-sable-50 p-4 text-sm text-encre-900"
      role="status"
      aria-labelledby="bilan-not-kept-title"
      data-testid="bilan-not-kept"
    >
      <h2 id="bilan-not-kept-title" className="font-serif text-lg">
        {M.title}
      </h2>
      <p className="mt-1">{sessionEnded ? M.sessionEnded : M.message}</p>
      {hadRecordings ? <p className="mt-1">{M.recordings}</p> : null}
      <h3 className="mt-3 font-semibold">{M.waysTitle}</h3>
      <label htmlFor="bilan-copy" className="mt-2 block">
        {M.copyLabel}
      </label>
      <p className="text-encre-700">{M.copyHint}</p>
      <textarea id="bilan-copy" readOnly rows={6} className="field-input mt-1" defaultValue={text} />
      <p className="mt-3 flex flex-wrap gap-3">
        {/* A new tab: this page, and every answer on it, stays where it is. */}
        <a href="/auth/signup" target="_blank" rel="noopener" className="btn-primary">
          {M.account}
        </a>
        <a href="/auth/login" target="_blank" rel="noopener" className="btn-secondary">
          {M.signIn}
        </a>
      </p>
      <p className="mt-2 text-encre-700">{M.thenSend}</p>
    </section>
  );
}
