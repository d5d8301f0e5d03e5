/** The 404 page keeps the spec's English text (spec 1 §2). */
export function NotFound() {
  return (
    <div className="mx-auto max-w-md py-12 text-center">
      <p className="font-serif text-6xl text-terre-500">404</p>
      <h1 className="mt-4 text-2xl font-semibold text-encre-900" lang="en">
        Oops! Page not found
      </h1>
      <a href="/" className="link mt-6 inline-block" lang="en">
        Return to Home
      </a>
    </div>
  );
}
