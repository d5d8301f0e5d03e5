import { Form, Link, useLocation } from "@remix-run/react";
import { Suspense } from "react";
import { optionalLazy } from "~/utils/optional-lazy";
import { DEFAULT_DISPLAY_NAME } from "~/auth/labels";
import type { Role } from "~/auth/roles";
import { isModeratorRole } from "~/auth/permissions";
import { Avatar } from "./avatar";
import { RoleBadge } from "./role-badge";
import { HELP_PATH } from "~/care/help-path";

/**
 * Moderators' and admins' link to /moderation, with its live badge: loaded for them alone. The server
 * writes it in place (the document waits for every lazy part, entry.server.tsx), so it is there without
 * JavaScript too; a visitor's or a member's pages never download it (decision 0290).
 */
const LazyModerationLink = optionalLazy(() => import("~/moderation/moderation-link"));

function ModerationLink({ userId }: { userId: string }) {
  return (
    <Suspense fallback={null}>
      <LazyModerationLink userId={userId} />
    </Suspense>
  );
}

/**
 * A member's link to their followed topics, with its live mark (decision 0477): loaded for members alone,
 * written in place by the server as the moderation link is.
 */
const LazyFollowsLink = optionalLazy(() => import("~/forum/follows-link"));

export type HeaderUser = { id: string; displayName: string | null; avatarUrl: string | null; role: Role };

/** The four places of the app, in the desktop header and the phone's bottom bar (issue 17, decision 0111). */
function navLinks(signedIn: boolean) {
  return [
    { to: "/practice", label: "Pratiquer", icon: "✦" },
    // A visitor has no dashboard: their own space is what this device keeps (the history).
    { to: signedIn ? "/dashboard" : "/history", label: "Mon espace", icon: "◉" },
    // The spec's name on the desktop; the phone's bar has room for the short one (issue 30, decision 0210).
    { to: "/forum", label: "Forum d'entraide", shortLabel: "Forum", icon: "☰" },
    { to: "/entraide", label: "Chat", icon: "✉" },
  ] as const;
}

/**
 * A link is highlighted when the current path equals its route or starts with it (spec 1 §2). The
 * links are plain Links with aria-current set from this rule: NavLink would add only weight.
 */
export function isActivePath(pathname: string, route: string): boolean {
  return pathname === route || pathname.startsWith(`${route}/`);
}

function NavLinks({ pathname, className, signedIn }: { pathname: string; className: string; signedIn: boolean }) {
  return (
    <>
      {navLinks(signedIn).map((link) => {
        const active = isActivePath(pathname, link.to);
        const short = "shortLabel" in link ? link.shortLabel : undefined;
        return (
          <Link
            key={link.to}
            to={link.to}
            aria-current={active ? "page" : undefined}
            aria-label={short ? link.label : undefined}
            className={`${className} whitespace-nowrap ${active ? "bg-terre-600 text-white" : "text-encre-700 hover:bg-sable-200"}`}
          >
            {/* Between 640 and 768 px the header has no room for the full name: the short one, named in full. */}
            {short ? (
              <>
                <span className="md:hidden">{short}</span>
                <span className="hidden md:inline">{link.label}</span>
              </>
            ) : (
              link.label
            )}
          </Link>
        );
      })}
    </>
  );
}

/** Help is one tap away on every page, apart from the four places. */
function HelpLink({ pathname, className }: { pathname: string; className: string }) {
  return (
    <Link
      to={HELP_PATH}
      aria-current={isActivePath(pathname, HELP_PATH) ? "page" : undefined}
      className={`${className} underline decoration-terre-400/60 underline-offset-2 ${isActivePath(pathname, HELP_PATH) ? "bg-terre-600 text-white" : "text-terre-700 hover:bg-sable-200"}`}
      data-testid="header-help"
    >
      Aide
    </Link>
  );
}

/** Below 640 px: the four places in a bar at the bottom of the screen, within reach of a thumb. */
export function BottomBar({ signedIn }: { signedIn: boolean }) {
  const { pathname } = useLocation();
  return (
    <nav
      aria-label="Navigation principale (mobile)"
      data-testid="bottom-bar"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-sable-200 bg-sable-50/95 pb-[env(safe-area-inset-bottom)] backdrop-blur sm:hidden"
    >
      <ul className="grid grid-cols-4">
        {navLinks(signedIn).map((link) => {
          const active = isActivePath(pathname, link.to);
          const short = "shortLabel" in link ? link.shortLabel : undefined;
          return (
            <li key={link.to}>
              <Link
                to={link.to}
                aria-label={short ? link.label : undefined}
                aria-current={active ? "page" : undefined}
                className={`flex min-h-[3.5rem] flex-col items-center justify-center gap-0.5 px-1 text-xs font-medium ${active ? "text-terre-700" : "text-encre-700"}`}
              >
                <span aria-hidden="true" className={`text-base leading-none ${active ? "text-terre-600" : "text-encre-500"}`}>
                  {link.icon}
                </span>
                <span className={active ? "underline decoration-2 underline-offset-4" : ""}>{short ?? link.label}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

export function Header({ user }: { user: HeaderUser | null }) {
  const { pathname } = useLocation();
  const name = user?.displayName || DEFAULT_DISPLAY_NAME;
  return (
    <header className="border-b border-sable-200 bg-sable-100/80 backdrop-blur">
      <div className="mx-auto flex max-w-5xl items-center gap-2 px-3 py-3 sm:gap-3 sm:px-4 xl:max-w-6xl">
        {/* A visitor has no dashboard: the logo leads them home, never to the login page (issue 42). */}
        <Link
          to={user ? "/dashboard" : "/"}
          className="flex min-w-0 items-center gap-2 font-serif text-base leading-tight text-terre-700 sm:text-xl"
        >
          <span className="logo-mark h-7 w-7 shrink-0" />
          {/* Wraps onto two lines on phones so the account controls keep their room. */}
          <span className="max-w-[6.5rem] sm:max-w-none">Rendez{"\u2011"}vous intérieur</span>
        </Link>
        <nav aria-label="Navigation principale" className="ml-2 hidden items-center gap-0.5 sm:flex lg:ml-4 lg:gap-1">
          <NavLinks pathname={pathname} signedIn={Boolean(user)} className="rounded-lg px-2 py-2 text-sm font-medium lg:px-3" />
        </nav>
        <span className="hidden md:inline-flex">
          <HelpLink pathname={pathname} className="rounded-lg px-3 py-2 text-sm font-medium" />
        </span>
        <div className="ml-auto flex shrink-0 items-center gap-1 sm:gap-2">
          {user ? (
            <>
              {/* Below 768 px the moderation link sits in the second row, where it has room. */}
              {isModeratorRole(user.role) ? (
                <span className="hidden md:inline-flex">
                  <ModerationLink userId={user.id} />
                </span>
              ) : null}
              <Suspense fallback={null}>
                <LazyFollowsLink userId={user.id} />
              </Suspense>
              <Link
                to="/auth/profile"
                className="flex items-center gap-1.5 rounded-lg px-1.5 py-1.5 hover:bg-sable-200 sm:gap-2 sm:px-2"
                aria-label={`Mon profil\u00a0: ${name}`}
              >
                <Avatar name={name} url={user.avatarUrl} />
                <span className="hidden max-w-[10rem] truncate text-sm font-medium text-encre-700 lg:inline" data-testid="header-name">
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
      {/* Below 768 px: help (and moderation) in a slim second row; the four places are in the bottom bar. */}
      <div className="flex items-center justify-end gap-2 border-t border-sable-200 px-3 py-1 md:hidden">
        <HelpLink pathname={pathname} className="rounded-lg px-3 py-1.5 text-sm font-medium" />
        {user && isModeratorRole(user.role) ? <ModerationLink userId={user.id} /> : null}
      </div>
    </header>
  );
}
