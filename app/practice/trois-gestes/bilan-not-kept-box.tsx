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
      {/* A new tab: this page, and every answer on it, stays where it is. */}
      <p className="mt-3 flex flex-wrap gap-3">
        {/* Whose session ended has an account: signing in again comes first for them. */}
        {sessionEnded ? (
          <>
            <NewTabLink href="/auth/login" label={M.signIn} primary />
            <NewTabLink href="/auth/signup" label={M.account} />
          </>
        ) : (
          <>
            <NewTabLink href="/auth/signup" label={M.account} primary />
            <NewTabLink href="/auth/login" label={M.signIn} />
          </>
        )}
      </p>
      <p className="mt-2 text-encre-700">{M.thenSend}</p>
    </section>
  );
}

function NewTabLink({ href, label, primary = false }: { href: string; label: string; primary?: boolean }) {
  return (
    <a href={href} target="_blank" rel="noopener" className={primary ? "btn-primary" : "btn-secondary"}>
      {label}
    </a>
  );
}
