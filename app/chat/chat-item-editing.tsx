import type { ComponentProps } from "react";
import { ChatItemLine } from "./chat-item-line";
import { messageSchema } from "./rules";

/** A chat line while its author edits it: loaded then, with the message's schema (decision 0430). */
export default function EditingChatItem(props: Omit<ComponentProps<typeof ChatItemLine>, "schema">) {
  return <ChatItemLine {...props} schema={messageSchema} />;
}
