import { useLocation } from "@remix-run/react";

/**
 * What a records screen shows in place of its list when its data could not be read: the spec's
 * message (spec 3 §8) and a way to try again that works without JavaScript (a plain link to here).
 * No toast on top: the whole screen already says it, as an alert for screen readers.
 */
export function LoadFailed({ message }: { message: string }) {
  const location = useLocation();
  return (
    <div className="card border-red-200 bg-red-50 text-center" role="alert" data-testid="load-failed">
      <p className="font-semibold text-red-900">{message}</p>
      <p className="mt-1 text-sm text-red-900">Rien de ce que vous avez enregistré n'est perdu. Réessayez dans un instant.</p>
      <a href={`${location.pathname}${location.search}`} className="btn-secondary mt-4">
        Réessayer
      </a>
    </div>
  );
}
