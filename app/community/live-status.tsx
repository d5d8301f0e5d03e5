/** What a live page says when its room's socket could not come back (decision 0170). */
const LIVE_LOST = "Connexion perdue, nouvelle tentative…";

/**
 * A quiet line in place of silence: shown once a reconnection has failed, gone when the socket is
 * back (the list then catches up from the database). The forms beside it keep working: they post.
 */
export function LiveStatus({ lost }: { lost: boolean }) {
  return (
    <p role="status" className={lost ? "px-3 py-2 text-sm text-encre-700" : "sr-only"} data-testid="live-status">
      {lost ? LIVE_LOST : ""}
    </p>
  );
}
