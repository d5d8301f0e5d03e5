import { useEffect, useLayoutEffect, useRef } from "react";

/** Effects run only where JavaScript runs; in the browser this one runs before the dialog is painted. */
const useBrowserLayoutEffect = typeof document === "undefined" ? useEffect : useLayoutEffect;

/**
 * The "turn into a thread" dialog. Rendered open by the server (a plain form without JavaScript);
 * wherever JavaScript runs it is a modal `<dialog>` from its first paint: focus stays inside, Escape
 * means "Annuler". No hydration flag is asked (decision 0462): an effect runs only with JavaScript, and
 * the dialog that opens after a click is modal at once, whatever the page around it defers.
 */
export function ToThreadDialog({ onCancel, children }: { onCancel: () => void; children: React.ReactNode }) {
  const dialog = useRef<HTMLDialogElement>(null);
  useBrowserLayoutEffect(() => {
    const element = dialog.current;
    if (!element || element.matches(":modal")) return;
    if (element.open) element.close();
    element.showModal();
  }, []);
  return (
    <dialog
      ref={dialog}
      open
      aria-labelledby="to-thread-title"
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
      className="card fixed inset-0 z-40 m-auto h-fit max-h-[90vh] w-[min(92vw,32rem)] overflow-y-auto shadow-xl backdrop:bg-encre-900/40"
    >
      {children}
    </dialog>
  );
}
