import { Link } from "@remix-run/react";
import { AuthorLine } from "~/community/author-line";
import { countLabel } from "~/utils/plural";
import type { ThreadCardData } from "../../party/protocol";
import { threadPath } from "./thread-path";
import { LockIcon, PinIcon } from "./ui";

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
