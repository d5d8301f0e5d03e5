import { useLocation } from "@remix-run/react";
import { useEffect } from "react";
import { useToast } from "./toaster";

/**
 * What a records screen shows when its data could not be read: the spec's message (also as a
 * toast, spec 3 §8), and a way to try again that works without JavaScript (a plain link to here).
 */
export function LoadFailed({ message }: { message: string }) {
  const toast = useToast();
  const location = useLocation();
  useEffect(() => {
    toast({ title: message, type: "error" });
  }, [message, toast]);
  return (
    <div className="card text-center" role="alert" data-testid="load-failed">
      <p className="font-semibold text-encre-900">{message}</p>
      <p className="mt-1 text-sm text-encre-700">Rien de ce que vous avez enregistré n'est perdu. Réessayez dans un instant.</p>
      <a href={`${location.pathname}${location.search}`} className="btn-secondary mt-4">Réessayer</a>
    </div>
  );
}
