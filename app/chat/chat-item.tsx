import { lazy, Suspense } from "react";
import { canManage } from "~/auth/permissions";
import { ChatItemLine, type ChatItemProps } from "./chat-item-line";

// The message's schema (zod) comes with the edit form, only while one's own message is edited (decision 0430).
const EditingChatItem = lazy(() => import("./chat-item-editing"));

/** One line of the help chat, as the community's message item. */
export function ChatItem(props: ChatItemProps) {
  const { message, viewer, editing } = props;
  if (editing && !message.deleted && canManage(viewer, message.author.id))
    return (
      <Suspense fallback={<ChatItemLine {...props} schema={null} />}>
        <EditingChatItem {...props} />
      </Suspense>
    );
  return <ChatItemLine {...props} schema={null} />;
}
