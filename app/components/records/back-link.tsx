import { Link } from "@remix-run/react";
import { useSignedInUser } from "~/auth/use-signed-in-user";

export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Link to={to} className="btn-ghost -ml-3 px-3" prefetch="intent">
      <span aria-hidden="true">←</span> {label}
    </Link>
  );
}

/** Back to the dashboard (spec 3 §2); a visitor has none, so their way back is the home page. */
export function BackToDashboard() {
  const signedIn = Boolean(useSignedInUser());
  return signedIn ? <BackLink to="/dashboard" label="Tableau de bord" /> : <BackLink to="/" label="Accueil" />;
}
