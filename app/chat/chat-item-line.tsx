import type { SubmissionResult } from "@conform-to/react";
import { Link } from "@remix-run/react";
import { canManage } from "~/auth/permissions";
import type { Role } from "~/auth/roles";
import { MessageItem } from "~/community/message-item";
import { FORUM_MESSAGES } from "~/forum/messages";
import type { ChatLine } from "./chat.server";
import { MESSAGE_MAX } from "./limits";
import { CHAT_MESSAGES as M } from "./messages";
import type { messageSchema } from "./rules";

export type ChatItemProps = {
  message: ChatLine;
  viewer: { id: string; role: Role } | null;
  /** « Modifier » was asked for this message (`?modifier=`). */
  editing: boolean;
  editResult: SubmissionResult<string[]> | null;
};

/** The line itself; `schema` is given (chat-item-editing.tsx) while it is edited. */
export function ChatItemLine({ message, viewer, editResult, schema }: ChatItemProps & { schema: typeof messageSchema | null }) {
  const manage = !message.deleted && canManage(viewer, message.author.id);
  const isEditing = schema !== null && manage;
  return (
    <MessageItem
      look="line"
      anchor={`message-${message.id}`}
      testId="chat-message"
      message={message}
      editing={
        isEditing
          ? {
              schema,
              intent: "edit",
              idName: "messageId",
              label: "Modifier le message",
              rows: 2,
              max: MESSAGE_MAX,
              current: message.content,
              result: editResult,
              cancelTo: "/entraide",
              cancelLabel: FORUM_MESSAGES.cancel,
            }
          : null
      }
      controls={
        viewer
          ? {
              lead: (
                <Link to={`?sujet=${message.id}`} preventScrollReset className="btn-ghost px-2 py-1 text-xs">
                  {M.toThreadFromMessage}
                </Link>
              ),
              manage: manage
                ? { editTo: `?modifier=${message.id}`, intent: "delete", idName: "messageId", confirm: "Supprimer ce message\u202f?" }
                : undefined,
              report: viewer.id !== message.author.id ? "chat" : undefined,
            }
          : null
      }
    >
      <p className="whitespace-pre-wrap break-words text-encre-900" data-testid="chat-content">
        {message.content}
      </p>
    </MessageItem>
  );
}
