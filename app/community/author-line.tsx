/** The line above a forum post or a chat message: avatar, name, role badge and relative time. */
import { Avatar } from "~/components/avatar";
import { RoleBadge } from "~/components/role-badge";
import { formatLongDateTime, formatRelative } from "~/utils/dates";
import type { Author } from "./author";

/** A relative French time ("il y a 5 minutes"); the exact date is in the tooltip. */
export function TimeAgo({ date }: { date: string }) {
  return (
    <time dateTime={date} title={formatLongDateTime(date)} suppressHydrationWarning>
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
