import { useEffect, useRef } from "react";

/**
 * The "turn into a thread" dialog. Rendered open by the server (a plain form without JavaScript);
 * once hydrated it becomes a modal `<dialog>`: focus stays inside, Escape means "Annuler".
 */
export function ToThreadDialog({ hydrated, onCancel, children }: { hydrated: boolean; onCancel: () => void; children: React.ReactNode }) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (!hydrated || !element || element.matches(":modal")) return;
    if (element.open) element.close();
    element.showModal();
  }, [hydrated]);
  return (
    <dialog
      ref={dialog}
      open={!hydrated}
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
