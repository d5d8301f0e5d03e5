import type { SubmissionResult } from "@conform-to/react";
import { Link } from "@remix-run/react";
import { canManage, canModerate } from "~/auth/permissions";
import type { Role } from "~/auth/roles";
import type { Author } from "~/community/author";
import { AuthorLine } from "~/community/author-line";
import { PostButton } from "~/community/message-item";
import { ReportForm } from "~/moderation/report-form";
import { countLabel } from "~/utils/plural";
import { MarkdownBody } from "./markdown-body";
import { FORUM_MESSAGES as M } from "./messages";
import { ThreadForm } from "./thread-form";
import { LockIcon, PinIcon } from "./ui";

type Thread = {
  id: string;
  title: string;
  content: string;
  html: string;
  isPinned: boolean;
  isLocked: boolean;
  replyCount: number;
  createdAt: string;
  editedAt: string | null;
  author: Author;
};

/**
 * The thread itself at the top of its page: title, author, words, « Signaler »; its author's
 * « Modifier » (in place) and « Supprimer », a moderator's « Épingler » and « Verrouiller ».
 */
export function ThreadHead({
  thread,
  viewer,
  editing,
  edit,
  here,
  editTo,
}: {
  thread: Thread;
  viewer: { id: string; role: Role } | null;
  /** « Modifier » was asked (`?modifier=sujet`). */
  editing: boolean;
  /** The edit's refusal, if it came back. */
  edit: { result?: SubmissionResult<string[]> | null; alert: string | null } | null;
  here: string;
  editTo: string;
}) {
  const manage = canManage(viewer, thread.author.id);
  const moderator = canModerate(viewer);
  if (editing && manage) {
    return (
      <article className="card" aria-labelledby="thread-title">
        <h1 id="thread-title" className="font-serif text-2xl text-encre-900">
          Modifier le sujet
        </h1>
        <div className="mt-4">
          <ThreadForm
            intent="edit-thread"
            current={{ title: thread.title, content: thread.content }}
            result={edit?.result ?? null}
            alert={edit?.alert ?? null}
            submitLabel="Enregistrer"
            cancelTo={here}
          />
        </div>
      </article>
    );
  }
  return (
    <article className="card" aria-labelledby="thread-title">
      <div className="flex items-start gap-2">
        {thread.isPinned ? <PinIcon /> : null}
        {thread.isLocked ? <LockIcon /> : null}
        <h1
          id="thread-title"
          className="min-w-0 flex-1 break-words font-serif text-2xl text-encre-900 sm:text-3xl"
          data-authored
          dir="auto"
        >
          {thread.title}
        </h1>
      </div>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
        <AuthorLine author={thread.author} date={thread.createdAt}>
          {thread.editedAt ? <span className="text-encre-500">{M.edited}</span> : null}
        </AuthorLine>
        <span className="text-sm text-encre-700" data-testid="thread-reply-count">
          {countLabel(thread.replyCount, "réponse", "réponses")}
        </span>
      </div>
      <div className="mt-4" data-testid="thread-content" data-authored dir="auto">
        <MarkdownBody html={thread.html} />
      </div>
      {viewer && viewer.id !== thread.author.id ? (
        <div className="mt-3">
          <ReportForm itemType="thread" itemId={thread.id} />
        </div>
      ) : null}
      {manage || moderator ? (
        <div className="mt-4 flex flex-wrap gap-1 border-t border-sable-200 pt-3" aria-label="Gérer le sujet">
          {manage ? (
            <>
              <Link to={editTo} preventScrollReset className="btn-ghost px-2 py-1 text-xs">
                Modifier
              </Link>
              <PostButton intent="delete-thread" label="Supprimer" confirm="Supprimer ce sujet et toutes ses réponses&#8239;?" danger />
            </>
          ) : null}
          {moderator ? (
            <>
              <PostButton intent={thread.isPinned ? "unpin" : "pin"} label={thread.isPinned ? "Désépingler" : "Épingler"} />
              <PostButton intent={thread.isLocked ? "unlock" : "lock"} label={thread.isLocked ? "Déverrouiller" : "Verrouiller"} />
            </>
          ) : null}
        </div>
      ) : null}
    </article>
  );
}
