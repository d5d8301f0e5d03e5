import { useEffect } from "react";
import { useToast, type ToastMessage } from "~/components/toaster";

/** Shows a toast returned in action data (a refused action that re-renders the page instead of redirecting). */
export function useActionToast(toast: ToastMessage | null | undefined) {
  const push = useToast();
  useEffect(() => {
    if (toast) push(toast);
  }, [toast, push]);
}

/**
 * Toasts a refusal that the page also shows inline (spec 1 §8: errors are toasts), once per answer
 * of the action: `answer` is the action data, `message` the text to show from it.
 */
export function useRefusalToast(answer: unknown, message: string | null | undefined, title?: string) {
  const push = useToast();
  useEffect(() => {
    if (answer && message) push(title ? { title, description: message, type: "error" } : { title: message, type: "error" });
    // Only a new answer of the action toasts again, not a re-render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [answer, push]);
}
