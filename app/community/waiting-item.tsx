import { WAITING_MESSAGES as W } from "./waiting-posts";
import { removeWaiting, type WaitingPost } from "./waiting-posts-store";

/**
 * A post kept on this device (waiting-posts.ts), shown where it will appear once sent, marked
 * « En attente d'envoi »; a refused one keeps its text and can be removed. Only its author sees it.
 */
export function WaitingItem({ post, as: Tag = "li" }: { post: WaitingPost; as?: "li" | "div" }) {
  const { title, content } = post.fields;
  return (
    <Tag
      className="rounded-xl border border-dashed border-sable-300 bg-sable-50 px-3 py-2 text-encre-800"
      data-testid="waiting-post"
      data-key={post.key}
    >
      <p className="text-xs font-semibold text-terre-700" role="status">
        {post.refused ? W.refused : W.waiting}
      </p>
      {title ? <p className="mt-1 font-semibold">{title}</p> : null}
      <p className="mt-1 whitespace-pre-wrap break-words">{content}</p>
      {post.refused ? (
        <button type="button" className="btn-ghost mt-1 px-2 py-1 text-xs" onClick={() => removeWaiting(post.key)}>
          {W.remove}
        </button>
      ) : (
        <p className="mt-1 text-xs text-encre-700">{W.explain}</p>
      )}
    </Tag>
  );
}
