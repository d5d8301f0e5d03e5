import { Link } from "@remix-run/react";

/** The link to /moderation, with the number of items waiting when known. */
export function ModerationLinkView({ count, label }: { count: number | null; label: string }) {
  return (
    <Link
      to="/moderation"
      className="relative rounded-lg px-2 py-2 text-sm font-medium text-encre-700 hover:bg-sable-200"
      aria-label={label}
      data-testid="moderation-link"
    >
      <span className="hidden lg:inline">Modération</span>
      <span aria-hidden="true" className="lg:hidden">
        ⚑
      </span>
      {count ? (
        <span className="badge absolute -right-1 -top-1 bg-red-700 text-white" data-testid="moderation-badge" aria-hidden="true">
          {count}
        </span>
      ) : null}
    </Link>
  );
}
