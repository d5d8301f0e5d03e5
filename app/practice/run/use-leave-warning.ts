import { useEffect } from "react";
import { PRACTICE_MESSAGES as M } from "../messages";

/** Asks before leaving the page while `active` (an unfinished run that has answers). */
export function useLeaveWarning(active: boolean) {
  useEffect(() => {
    if (!active) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = M.leaveWarning;
      return M.leaveWarning;
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [active]);
}
