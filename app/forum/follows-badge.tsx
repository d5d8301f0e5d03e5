import { useLocation } from "@remix-run/react";
import { useCallback, useEffect, useState } from "react";
import { useRoom } from "~/utils/use-room";
import { FollowsLinkView } from "./follows-link-view";

/**
 * The header's mark of followed topics with new replies (issue 57, decision 0477): read from
 * /forum/suivis/compte when the page runs, at each navigation, when the person's own room says their
 * follows changed (a reply, a topic read in another tab or device) and after a reconnection. No polling.
 * Shown only when the person keeps the in-app channel of replies on (« Mes notifications »).
 */
export function FollowsBadge({ userId }: { userId: string }) {
  const { pathname } = useLocation();
  const [count, setCount] = useState<number | null>(null);
  const refresh = useCallback(() => {
    fetch("/forum/suivis/compte", { headers: { Accept: "application/json" } })
      .then((response) => (response.ok ? (response.json() as Promise<{ count?: number; shown?: boolean }>) : { count: 0 }))
      .then((body: { count?: number; shown?: boolean }) => setCount(body.shown ? (body.count ?? 0) : 0))
      .catch(() => undefined);
  }, []);
  useEffect(refresh, [refresh, pathname]);
  useRoom(
    "user-room",
    `user-${userId}`,
    (event) => {
      if (event.type === "follows:changed") refresh();
    },
    { onReconnect: refresh },
  );
  return <FollowsLinkView count={count} />;
}
