import { useLiveReload } from "~/utils/use-live-reload";
import { useRoom } from "~/utils/use-room";

/**
 * Revalidates the screen when the user's own room says some of their records changed
 * (`what` filters the kinds), and once after every reconnect to catch up from D1.
 */
export function useRecordsLive(userId: string, what: ReadonlyArray<"practice" | "act" | "reward">) {
  const refresh = useLiveReload();
  useRoom(
    "user-room",
    `user-${userId}`,
    (event) => {
      if (event.type === "records:changed" && what.includes(event.what)) refresh();
    },
    { onReconnect: refresh },
  );
}
