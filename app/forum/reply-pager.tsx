import { Link } from "@remix-run/react";
import { threadPath } from "./thread-path";

/** "Réponses précédentes · Page 2 sur 5 · Réponses suivantes": plain links, so they work without JavaScript. */
export function ReplyPager({ slug, page, pages }: { slug: string; page: number; pages: number }) {
  if (pages <= 1) return null;
  return (
    <nav aria-label="Pages des réponses" className="flex flex-wrap items-center justify-between gap-2 text-sm">
      {page > 1 ? (
        <Link to={threadPath(slug, page - 1)} className="btn-secondary" rel="prev">
          ← Réponses précédentes
        </Link>
      ) : (
        <span />
      )}
      <span className="text-encre-700" aria-current="page">
        Page {page} sur {pages}
      </span>
      {page < pages ? (
        <Link to={threadPath(slug, page + 1)} className="btn-secondary" rel="next">
          Réponses suivantes →
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
