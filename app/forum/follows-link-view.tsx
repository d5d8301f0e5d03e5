import { Link } from "@remix-run/react";
import { followsLabel } from "./follows";

/** The header's link to /forum/suivis, with how many followed topics have new replies when known and wanted. */
export function FollowsLinkView({ count }: { count: number | null }) {
  return (
    <Link
      to="/forum/suivis"
      className="relative rounded-lg px-2 py-2 text-sm font-medium text-encre-700 hover:bg-sable-200"
      aria-label={followsLabel(count ?? 0)}
      data-testid="follows-link"
    >
      <span className="hidden 2xl:inline">Suivis</span>
      <svg aria-hidden="true" viewBox="0 0 20 20" width="18" height="18" className="inline 2xl:hidden" fill="none" stroke="currentColor">
        <path d="M5 3h10v14l-5-3.5L5 17z" strokeWidth="1.6" strokeLinejoin="round" />
      </svg>
      {count ? (
        <span className="badge absolute -right-1 -top-1 bg-terre-600 text-white" data-testid="follows-badge" aria-hidden="true">
          {count}
        </span>
      ) : null}
    </Link>
  );
}
