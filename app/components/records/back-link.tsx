import { Link } from "@remix-run/react";

export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Link to={to} className="btn-ghost -ml-3 px-3" prefetch="intent">
      <span aria-hidden="true">←</span> {label}
    </Link>
  );
}
