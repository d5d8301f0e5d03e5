import { createContext, useCallback, useContext, useEffect, useRef, useState } from "react";

export type ToastMessage = {
  title: string;
  description?: string;
  type?: "success" | "error" | "info";
  duration?: number;
};
type ShownToast = ToastMessage & { id: number };

const ToastContext = createContext<((toast: ToastMessage) => void) | null>(null);

/** Pushes a toast from client code (live features, client-side checks). */
export function useToast() {
  const push = useContext(ToastContext);
  if (!push) throw new Error("useToast must be used inside ToastProvider");
  return push;
}

let nextId = 1;

/**
 * The toasts that stay when `incoming` arrives: a success clears earlier errors (issue 17), and the
 * same message already on screen gives way to the new one, so it is never shown twice (the browser's
 * own check and the server's answer can both say « Trop rapide ! »).
 */
export function keptWith<T extends ToastMessage>(current: T[], incoming: ToastMessage): T[] {
  const others = current.filter((t) => t.title !== incoming.title || (t.description ?? "") !== (incoming.description ?? ""));
  return incoming.type === "success" ? others.filter((t) => t.type !== "error") : others;
}

/**
 * Shows the flash-cookie toast rendered by the server (visible without JavaScript) and any
 * toast pushed on the client. With JavaScript, each closes itself after its duration.
 */
export function ToastProvider({ initial, children }: { initial: ToastMessage | null; children: React.ReactNode }) {
  const [toasts, setToasts] = useState<ShownToast[]>(() => (initial ? [{ ...initial, id: 0 }] : []));
  const lastInitial = useRef(initial);

  const push = useCallback((toast: ToastMessage) => {
    setToasts((current) => [...keptWith(current, toast).slice(-3), { ...toast, id: nextId++ }]);
  }, []);

  // A new server toast arrives with each navigation that sets the flash cookie.
  useEffect(() => {
    if (initial && initial !== lastInitial.current) push(initial);
    lastInitial.current = initial;
  }, [initial, push]);

  const dismiss = useCallback((id: number) => setToasts((current) => current.filter((t) => t.id !== id)), []);

  return (
    <ToastContext.Provider value={push}>
      {children}
      <div
        aria-live="polite"
        role="region"
        aria-label="Notifications"
        className="toast-region pointer-events-none fixed inset-x-0 bottom-16 z-50 flex flex-col items-center gap-2 p-4 sm:bottom-0 sm:left-auto sm:right-0 sm:items-end"
      >
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} onClose={() => dismiss(toast.id)} />
        ))}
      </div>
    </ToastContext.Provider>
  );
}

function ToastItem({ toast, onClose }: { toast: ShownToast; onClose: () => void }) {
  useEffect(() => {
    const timer = setTimeout(onClose, toast.duration ?? 5000);
    return () => clearTimeout(timer);
  }, [toast.duration, onClose]);
  const tone =
    toast.type === "error"
      ? "border-red-300 bg-red-50 text-red-900"
      : toast.type === "success"
        ? "border-sauge-500/40 bg-sauge-100 text-encre-900"
        : "border-sable-300 bg-white text-encre-900";
  return (
    <div
      role={toast.type === "error" ? "alert" : "status"}
      data-testid="toast"
      className={`toast-autohide pointer-events-auto w-full max-w-sm rounded-xl border p-4 shadow-lg ${tone}`}
    >
      <div className="flex items-start gap-3">
        <div className="flex-1">
          <p className="font-semibold">{toast.title}</p>
          {toast.description ? <p className="mt-1 text-sm">{toast.description}</p> : null}
        </div>
        <button
          type="button"
          onClick={onClose}
          className="rounded p-1 text-sm opacity-70 hover:opacity-100"
          aria-label="Fermer la notification"
        >
          ✕
        </button>
      </div>
    </div>
  );
}
