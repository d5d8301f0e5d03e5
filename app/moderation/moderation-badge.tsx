import { Link, useLocation } from "@remix-run/react";
import { useCallback, useEffect, useState } from "react";
import { useHydrated } from "~/utils/use-hydrated";
import { useRoom } from "~/utils/use-room";
import { MODERATION_MESSAGES as M } from "./messages";

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
  useRoom("user-room", `user-${userId}`, (event) => {
    if (event.type === "reports:changed") refresh();
  }, { onReconnect: refresh, enabled: hydrated });

  return (
    <Link
      to="/moderation"
      className="relative rounded-lg px-2 py-2 text-sm font-medium text-encre-700 hover:bg-sable-200"
      aria-label={count ? `Modération : ${M.badge(count)}` : "Modération"}
      data-testid="moderation-link"
    >
      <span className="hidden lg:inline">Modération</span>
      <span aria-hidden="true" className="lg:hidden">⚑</span>
      {count ? (
        <span className="badge absolute -right-1 -top-1 bg-red-700 text-white" data-testid="moderation-badge" aria-hidden="true">
          {count}
        </span>
      ) : null}
    </Link>
  );
}
