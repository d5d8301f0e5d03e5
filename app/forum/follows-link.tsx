import { useEffect, useState } from "react";
import type { FollowsBadge as Badge } from "./follows-badge";
import { FollowsLinkView } from "./follows-link-view";

/**
 * For a signed-in member: the link to their followed topics as the server drew it, then, once the page
 * runs, the live mark (its count and the person's room) loaded apart (decision 0477, as the moderators'
 * badge, decision 0102).
 */
export default function FollowsLink({ userId }: { userId: string }) {
  const [FollowsBadge, setBadge] = useState<typeof Badge | null>(null);
  useEffect(() => {
    let gone = false;
    import("./follows-badge")
      .then((module) => {
        if (!gone) setBadge(() => module.FollowsBadge);
      })
      .catch(() => undefined);
    return () => {
      gone = true;
    };
  }, []);
  return FollowsBadge ? <FollowsBadge userId={userId} /> : <FollowsLinkView count={null} />;
}
