import { Form, Link, NavLink, useLocation } from "@remix-run/react";
import { DEFAULT_DISPLAY_NAME } from "~/auth/messages";
import type { Role } from "~/auth/roles";
import { Avatar } from "./avatar";
import { RoleBadge } from "./role-badge";
import { HELP_PATH } from "~/care/resources";
import { ModerationBadge } from "~/moderation/moderation-badge";

export type HeaderUser = { id: string; displayName: string | null; avatarUrl: string | null; role: Role };

export const NAV_LINKS = [
  { to: "/forum", label: "Forum d'entraide" },
  { to: "/entraide", label: "Chat" },
] as const;

/** A link is highlighted when the current path equals its route or starts with it (spec 1 §2). */
export function isActivePath(pathname: string, route: string): boolean {
  return pathname === route || pathname.startsWith(`${route}/`);
}

function NavLinks({ pathname, className }: { pathname: string; className: string }) {
  return (
    <>
      {NAV_LINKS.map((link) => {
        const active = isActivePath(pathname, link.to);
        return (
          <NavLink
            key={link.to}
            to={link.to}
            aria-current={active ? "page" : undefined}
            className={`${className} ${active ? "bg-terre-600 text-white" : "text-encre-700 hover:bg-sable-200"}`}
          >
            {link.label}
          </NavLink>
        );
      })}
      {/* Help is one tap away on every page, apart from the community links. */}
      <Link
        to={HELP_PATH}
        aria-current={isActivePath(pathname, HELP_PATH) ? "page" : undefined}
        className={`${className} !flex-none underline decoration-terre-400/60 underline-offset-2 ${isActivePath(pathname, HELP_PATH) ? "bg-terre-600 text-white" : "text-terre-700 hover:bg-sable-200"}`}
        data-testid="header-help"
      >
        Aide
      </Link>
    </>
  );
}

export function Header({ user }: { user: HeaderUser | null }) {
  const { pathname } = useLocation();
  const name = user?.displayName || DEFAULT_DISPLAY_NAME;
  return (
    <header className="border-b border-sable-200 bg-sable-100/80 backdrop-blur">
      <div className="mx-auto flex max-w-5xl items-center gap-2 px-3 py-3 sm:gap-3 sm:px-4">
        <Link to="/dashboard" className="flex min-w-0 items-center gap-2 font-serif text-base leading-tight text-terre-700 sm:text-xl">
          <img src="/favicon.svg" alt="" width={28} height={28} className="shrink-0" />
          {/* Wraps onto two lines on phones so the account controls keep their room. */}
          <span className="max-w-[6.5rem] sm:max-w-none">Rendez{"\u2011"}vous intérieur</span>
        </Link>
        <nav aria-label="Navigation principale" className="ml-4 hidden items-center gap-1 md:flex">
          <NavLinks pathname={pathname} className="rounded-lg px-3 py-2 text-sm font-medium" />
        </nav>
        <div className="ml-auto flex shrink-0 items-center gap-1 sm:gap-2">
          {user ? (
            <>
              {/* On phones the moderation link sits in the second row, where it has room. */}
              {user.role === "moderator" || user.role === "admin" ? (
                <span className="hidden md:inline-flex">
                  <ModerationBadge userId={user.id} />
                </span>
              ) : null}
              <Link
                to="/auth/profile"
                className="flex items-center gap-1.5 rounded-lg px-1.5 py-1.5 hover:bg-sable-200 sm:gap-2 sm:px-2"
                aria-label={`Mon profil : ${name}`}
              >
                <Avatar name={name} url={user.avatarUrl} />
                <span className="hidden max-w-[10rem] truncate text-sm font-medium text-encre-700 sm:inline" data-testid="header-name">
                  {name}
                </span>
                <RoleBadge role={user.role} />
              </Link>
              <Form method="post" action="/auth/logout">
                <button type="submit" className="btn-ghost px-2 py-2 sm:px-3">
                  Déconnexion
                </button>
              </Form>
            </>
          ) : (
            <Link to="/auth/login" className="btn-primary px-3 py-2">
              Connexion
            </Link>
          )}
        </div>
      </div>
      <nav aria-label="Navigation principale (mobile)" className="flex gap-2 border-t border-sable-200 px-4 py-2 md:hidden">
        <NavLinks pathname={pathname} className="flex-1 rounded-lg px-3 py-2 text-center text-sm font-medium" />
        {user && (user.role === "moderator" || user.role === "admin") ? <ModerationBadge userId={user.id} /> : null}
      </nav>
    </header>
  );
}
