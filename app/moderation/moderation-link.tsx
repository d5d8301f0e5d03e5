import { useEffect, useState } from "react";
import type { ModerationBadge as Badge } from "./moderation-badge";
import { ModerationLinkView } from "./moderation-link-view";

/**
 * For moderators and admins: the link as the server drew it, then, once the page is shown, the live
 * badge (its count and its room) loaded apart, so that nobody else downloads it (decision 0102).
 */
export default function ModerationLink({ userId }: { userId: string }) {
  const [ModerationBadge, setBadge] = useState<typeof Badge | null>(null);
  useEffect(() => {
    let gone = false;
    import("./moderation-badge")
      .then((module) => {
        if (!gone) setBadge(() => module.ModerationBadge);
      })
      .catch(() => undefined);
    return () => {
      gone = true;
    };
  }, []);
  return ModerationBadge ? <ModerationBadge userId={userId} /> : <ModerationLinkView count={null} label="Modération" />;
}
