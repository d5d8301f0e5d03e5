import { Link } from "@remix-run/react";

/** A screen whose feature is not built yet says so plainly, in French. */
export function ComingSoon({ title, description, back = "/dashboard" }: { title: string; description: string; back?: string }) {
  return (
    <div className="mx-auto max-w-xl">
      <div className="card text-center">
        <p className="text-sm font-semibold uppercase tracking-wide text-sauge-700">Bientôt disponible</p>
        <h1 className="mt-2 font-serif text-2xl text-encre-900 sm:text-3xl">{title}</h1>
        <p className="mt-3 text-encre-700">{description}</p>
        <p className="mt-2 text-sm text-encre-500">
          Cet espace est en cours de construction et n'enregistre encore rien.
        </p>
        <Link to={back} className="btn-secondary mt-6">Retour</Link>
      </div>
    </div>
  );
}
