/**
 * The 404 page, in French like the rest of the app (decision 0210: the seed's English here was an
 * oversight). A calm line, and the way home.
 */
export function NotFound() {
  return (
    <div className="mx-auto max-w-md py-12 text-center">
      <p className="font-serif text-6xl text-terre-500">404</p>
      <h1 className="mt-4 text-2xl font-semibold text-encre-900">Page introuvable</h1>
      <p className="mt-3 text-encre-700">
        Cette adresse ne mène nulle part, ou plus maintenant. Rien de grave&nbsp;: tout le reste est là.
      </p>
      <a href="/" className="link mt-6 inline-block">
        Retour à l'accueil
      </a>
    </div>
  );
}
