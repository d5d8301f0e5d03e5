import { useCallback, useEffect, useRef } from "react";
import { useFetchers, useNavigation, useRevalidator } from "@remix-run/react";

/**
 * A reload of the page's loaders for live events, that never cuts a navigation short.
 *
 * A room event often arrives while the submission that caused it is still loading its redirect. A
 * revalidation at that moment would abort those loads, and with them the one-shot flash toast the
 * root loader had just read. So while a navigation or a fetcher is under way, the reload waits and
 * runs once everything is idle (by then the page's own loaders have run, the toast was shown).
 */
export function useLiveReload() {
  const revalidator = useRevalidator();
  const navigation = useNavigation();
  const fetchers = useFetchers();
  const busy = navigation.state !== "idle" || fetchers.some((fetcher) => fetcher.state !== "idle");
  const pending = useRef(false);
  const state = useRef({ busy, revalidator });
  state.current = { busy, revalidator };

  useEffect(() => {
    if (busy || !pending.current || revalidator.state !== "idle") return;
    pending.current = false;
    revalidator.revalidate();
  }, [busy, revalidator]);

  return useCallback(() => {
    const { busy: nowBusy, revalidator: current } = state.current;
    if (nowBusy || current.state !== "idle") {
      pending.current = true;
      return;
    }
    current.revalidate();
  }, []);
}
