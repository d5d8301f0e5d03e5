import { Link } from "@remix-run/react";
import { AuthorLine } from "~/community/author-line";
import { countLabel } from "~/utils/plural";
import type { ThreadCardData } from "../../party/protocol";
import { threadPath } from "./thread-path";

/**
 * Forum-only pieces: the pin and lock icons, a topic's card and the list's views (shared ones are in
 * app/community; the rendered Markdown is in markdown-body.tsx). One module: the pages that list topics
 * load it with the icons, no chunk of its own (the /forum budget, decision 0466).
 */
export function PinIcon({ label = "Épinglé" }: { label?: string }) {
  return (
    <svg role="img" aria-label={label} viewBox="0 0 24 24" width="16" height="16" fill="currentColor" className="shrink-0 text-terre-600">
      <title>{label}</title>
      <path d="M16 3l5 5-3 1-4 4 1 5-2 2-4-4-5 5-1-1 5-5-4-4 2-2 5 1 4-4 1-3z" />
    </svg>
  );
}

export function LockIcon({ label = "Verrouillé" }: { label?: string }) {
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox="0 0 24 24"
      width="16"
      height="16"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      className="shrink-0 text-encre-700"
    >
      <title>{label}</title>
      <rect x="5" y="11" width="14" height="10" rx="2" />
      <path d="M8 11V7a4 4 0 0 1 8 0v4" />
    </svg>
  );
}

/** A topic's card in a list of the forum (/forum, « Sans réponse »): the whole card opens the topic. */
export function ThreadCard({
  thread,
}: {
  thread: Pick<ThreadCardData, "title" | "slug" | "preview" | "isPinned" | "isLocked" | "replyCount" | "createdAt" | "author">;
}) {
  return (
    <li className="card relative" data-testid="thread-card">
      <div className="flex items-start gap-2">
        {thread.isPinned ? <PinIcon /> : null}
        {thread.isLocked ? <LockIcon /> : null}
        <h2 className="min-w-0 flex-1 break-words text-lg font-semibold text-encre-900" data-authored dir="auto">
          <Link to={threadPath(thread.slug)} className="hover:underline after:absolute after:inset-0">
            {thread.title}
          </Link>
        </h2>
      </div>
      <p className="mt-2 break-words text-sm text-encre-700" data-authored dir="auto">
        {thread.preview}
      </p>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
        <AuthorLine author={thread.author} date={thread.createdAt} size={24} />
        <span className="text-sm text-encre-700" data-testid="reply-count">
          {countLabel(thread.replyCount, "réponse", "réponses")}
        </span>
      </div>
    </li>
  );
}
