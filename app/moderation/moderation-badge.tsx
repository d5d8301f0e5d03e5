import { useLocation } from "@remix-run/react";
import { useCallback, useEffect, useState } from "react";
import { useHydrated } from "~/utils/use-hydrated";
import { useRoom } from "~/utils/use-room";
import { MODERATION_MESSAGES as M } from "./messages";
import { ModerationLinkView } from "./moderation-link-view";

/** For moderators and admins: the link to /moderation with the number of items waiting, live. */
export function ModerationBadge({ userId }: { userId: string }) {
  const hydrated = useHydrated();
  const { pathname } = useLocation();
  const [count, setCount] = useState<number | null>(null);
  const refresh = useCallback(() => {
    fetch("/moderation/compte", { headers: { Accept: "application/json" } })
      .then((response) => (response.ok ? (response.json() as Promise<{ count?: number }>) : { count: 0 }))
      .then((body: { count?: number }) => setCount(body.count ?? 0))
      .catch(() => undefined);
  }, []);
  useEffect(() => {
    if (hydrated) refresh();
  }, [hydrated, refresh, pathname]);
  useRoom(
    "user-room",
    `user-${userId}`,
    (event) => {
      if (event.type === "reports:changed") refresh();
    },
    { onReconnect: refresh, enabled: hydrated },
  );

  return <ModerationLinkView count={count} label={count ? `Modération\u00a0: ${M.badge(count)}` : "Modération"} />;
}
