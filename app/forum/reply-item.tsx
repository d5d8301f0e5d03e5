import type { SubmissionResult } from "@conform-to/react";
import { Link } from "@remix-run/react";
import { canManage } from "~/auth/permissions";
import type { Role } from "~/auth/roles";
import { MessageItem } from "~/community/message-item";
import { REPLY_MAX } from "./limits";
import { MarkdownBody } from "./markdown-body";
import { FORUM_MESSAGES as M } from "./messages";
import { threadPath } from "./thread-path";
import type { ThreadReply } from "./threads.server";
import { replyEditSchema } from "./validation";

/** One reply of the thread page, with what it answers (« En réponse à … »), as the community's message item. */
export function ReplyItem({
  reply,
  slug,
  locked,
  viewer,
  editing,
  editResult,
  shownHere,
  onThisPage,
  here,
  live,
}: {
  reply: ThreadReply;
  slug: string;
  locked: boolean;
  viewer: { id: string; role: Role } | null;
  /** « Modifier » was asked for this reply (`?modifier=`). */
  editing: boolean;
  editResult: SubmissionResult<string[]> | null;
  /** The replies this page shows: a link to one of them is a plain anchor. */
  shownHere: Set<string>;
  /** The address of a state of this page (`repondre=…`, `modifier=…`). */
  onThisPage: (state: string) => string;
  here: string;
  live: boolean;
}) {
  const parent = reply.parent;
  const manage = !reply.deleted && canManage(viewer, reply.author.id);
  const isEditing = editing && manage;
  return (
    <MessageItem
      look="card"
      anchor={`reponse-${reply.id}`}
      testId="reply"
      message={reply}
      context={
        parent ? (
          <p className="mb-2 text-xs text-encre-500" data-testid="reply-parent">
            En réponse à {/* On this page, a plain anchor; on another one, ?vers= finds its page. */}
            <a href={shownHere.has(parent.id) ? `#reponse-${parent.id}` : `${threadPath(slug)}?vers=${parent.id}`} className="link">
              {parent.name}
            </a>
            {parent.excerpt === null ? null : <>&nbsp;: «&nbsp;{parent.excerpt}&nbsp;»</>}
          </p>
        ) : null
      }
      editing={
        isEditing
          ? {
              schema: replyEditSchema,
              intent: "edit-reply",
              idName: "replyId",
              label: "Modifier la réponse",
              rows: 4,
              max: REPLY_MAX,
              current: reply.content,
              result: editResult,
              cancelTo: here,
              cancelLabel: M.cancel,
              live,
            }
          : null
      }
      controls={
        viewer
          ? {
              lead: locked ? null : (
                <Link to={`${onThisPage(`repondre=${reply.id}`)}#repondre`} preventScrollReset className="btn-ghost px-2 py-1 text-xs">
                  {M.reply}
                </Link>
              ),
              manage: manage
                ? {
                    editTo: onThisPage(`modifier=${reply.id}`),
                    intent: "delete-reply",
                    idName: "replyId",
                    confirm: "Supprimer cette réponse\u202f?",
                    live: true,
                  }
                : undefined,
              report: viewer.id !== reply.author.id ? "reply" : undefined,
            }
          : null
      }
    >
      <MarkdownBody html={reply.html} />
    </MessageItem>
  );
}
