/** The line above a forum post or a chat message: avatar, name, role badge and relative time. */
import { useState } from "react";
import { Avatar } from "~/components/avatar";
import { RoleBadge } from "~/components/role-badge";
import { formatLongDateTime } from "~/utils/dates";
import { formatRelative } from "~/utils/relative-time";
import { pageHydrated } from "~/utils/page-hydrated";
import type { Author } from "./author";

/**
 * A relative French time ("il y a 5 minutes"); the exact date is in the tooltip. The relative text is
 * written without Intl (dates.ts), the same way on both sides: the browser writes its own at hydration
 * (its clock is later than the server's). The tooltip's long date needs Intl (Paris's time zone): while
 * the page hydrates, the browser leaves the server's `title` as it is (React does not patch an
 * attribute at hydration) and builds no formatter; a time that mounts later, or whose date changes,
 * writes its own (decision 0446).
 */
function TimeAgo({ date }: { date: string }) {
  const [hydratedDate] = useState(() => (typeof document !== "undefined" && !pageHydrated() ? date : null));
  const title = date === hydratedDate ? undefined : formatLongDateTime(date);
  return (
    <time dateTime={date} title={title} suppressHydrationWarning>
      {formatRelative(date)}
    </time>
  );
}

export function AuthorLine({
  author,
  date,
  size = 28,
  children,
}: {
  author: Author;
  date: string;
  size?: number;
  children?: React.ReactNode;
}) {
  return (
    <div className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1 text-sm text-encre-700">
      <Avatar name={author.name} url={author.avatarUrl} size={size} />
      <span className="font-medium text-encre-900" data-testid="author-name" data-authored dir="auto">
        {author.name}
      </span>
      <RoleBadge role={author.role} />
      <span aria-hidden="true">·</span>
      <TimeAgo date={date} />
      {children}
    </div>
  );
}
