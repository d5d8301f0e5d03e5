import { Link } from "@remix-run/react";

const viewClass = (current: boolean) =>
  `rounded-full px-3 py-1.5 font-medium ${current ? "bg-terre-600 text-white" : "bg-sable-100 text-encre-700 hover:bg-sable-200"}`;

/** The forum's views (decision 0477): every topic, those nobody has answered, and a member's followed ones. */
export function ForumViews({ current, signedIn }: { current: "all" | "unanswered"; signedIn: boolean }) {
  return (
    <nav aria-label="Vues du forum" className="flex flex-wrap items-center gap-2 text-sm">
      <Link to="/forum" aria-current={current === "all" ? "page" : undefined} className={viewClass(current === "all")}>
        Tous les sujets
      </Link>
      <Link
        to="/forum/sans-reponse"
        aria-current={current === "unanswered" ? "page" : undefined}
        className={viewClass(current === "unanswered")}
      >
        Sans réponse
      </Link>
      {signedIn ? (
        <Link to="/forum/suivis" className={viewClass(false)}>
          Sujets suivis
        </Link>
      ) : null}
    </nav>
  );
}
