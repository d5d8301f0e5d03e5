import { useEffect } from "react";
import { useToast, type ToastMessage } from "~/components/toaster";

/** Shows a toast returned in action data (a refused action that re-renders the page instead of redirecting). */
export function useActionToast(toast: ToastMessage | null | undefined) {
  const push = useToast();
  useEffect(() => {
    if (toast) push(toast);
  }, [toast, push]);
}
