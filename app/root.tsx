import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import type { ShouldRevalidateFunction } from "@remix-run/react";
import { data } from "@remix-run/cloudflare";
import { useEffect } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteError,
  useRouteLoaderData,
  useMatches,
} from "@remix-run/react";
import { readWithSession } from "~/auth/session-batch.server";
import { helpCountry } from "~/care/countries";
import { chosenCountry, countryOf } from "~/care/country.server";
import { AfterHydration } from "~/components/after-hydration";
import { Footer } from "~/components/footer";
import { BottomBar, Header } from "~/components/header";
import { ErrorCard, isNetworkFailure, NetworkFailureLines } from "~/components/network-failure";
import { NotFound } from "~/components/not-found";
import { ToastProvider } from "~/components/toaster";
import { OfflineSupport, reloadWhenOffline } from "~/offline/offline-support";
import { formatBuildDate } from "~/utils/dates";
import { useMarkPageHydrated } from "~/utils/page-hydrated";
import { useNonce } from "~/utils/nonce";
import { optionalLazy } from "~/utils/optional-lazy";
import { pageDescription } from "~/utils/page-description";
import { mergedInPlace } from "~/utils/merged-in-place";
import { readToast } from "~/utils/toast.server";
import { readDistressFlash } from "~/care/distress-flash.server";
import stylesheet from "~/tailwind.css?url";

/** The offer to attach what this device kept without an account: signed-in pages only, once shown. */
const LocalImportOfferWhenNeeded = optionalLazy(() => import("~/account/local-import-offer-loader"));

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  // Installable (issue 33): the manifest, and the icon iOS puts on the home screen.
  { rel: "manifest", href: "/manifest.webmanifest" },
  { rel: "apple-touch-icon", href: "/icons/apple-touch-icon-180.png", sizes: "180x180" },
];

export const meta: MetaFunction = () => [{ title: "Rendez-vous intérieur" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { env } = context.cloudflare;
  // The session alone: a page that reads it in its own batch shares that batch's answer (one round trip).
  const [{ user }, { toast, clear }, flash] = await Promise.all([
    readWithSession(context.db, env, request),
    readToast(env, request),
    readDistressFlash(env, request),
  ]);
  const headers = new Headers();
  for (const cookie of [clear, flash.clear]) if (cookie) headers.append("Set-Cookie", cookie);
  return data(
    {
      user: user && {
        id: user.id,
        displayName: user.displayName,
        avatarUrl: user.avatarUrl,
        role: user.role,
      },
      toast,
      /** The author's own one-time sign that what they just wrote signals distress (care/distress-flash). */
      distress: flash.distress,
      buildDate: formatBuildDate(new Date()),
      // The person's help lines (their country's only), as data: no page's first load carries them all.
      helpCountry: helpCountry(countryOf(request)),
      // The country chosen on /aide, if any: remembered on the device for the offline page (issue 33).
      chosenCountry: chosenCountry(request),
    },
    { headers },
  );
}

/**
 * With no network the root's data cannot be fetched again: a move inside the page (the chooser's
 * questions, decision 0246) keeps it rather than falling on the error screen. A write whose answer the
 * page merges in place (a reply, a chat message) changes nothing the root shows: without this, every
 * such write was followed by a second request, the root's data and its D1 round trip, before the page
 * showed the answer (decision 0454).
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ actionResult, defaultShouldRevalidate }) =>
  (typeof navigator !== "undefined" && !navigator.onLine) || mergedInPlace(actionResult) ? false : defaultShouldRevalidate;

export type RootData = ReturnType<typeof useRootData>;
export function useRootData() {
  return useRouteLoaderData<typeof loader>("root");
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRootData();
  const nonce = useNonce();
  const description = pageDescription(useMatches());
  useMarkPageHydrated();
  return (
    <html lang="fr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#f8f1e6" />
        {/* What iOS reads when the app is added to the home screen (it ignores most of the manifest). */}
        <meta name="apple-mobile-web-app-capable" content="yes" />
        <meta name="mobile-web-app-capable" content="yes" />
        <meta name="apple-mobile-web-app-title" content="Rendez-vous" />
        <meta name="apple-mobile-web-app-status-bar-style" content="default" />
        {description ? <meta name="description" content={description} /> : null}
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col pb-16 sm:pb-0">
        <ToastProvider initial={data?.toast ?? null}>
          <a
            href="#contenu"
            className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
          >
            Aller au contenu
          </a>
          <Header user={data?.user ?? null} />
          {data?.user ? (
            <AfterHydration>
              <LocalImportOfferWhenNeeded userId={data.user.id} />
            </AfterHydration>
          ) : null}
          <main id="contenu" className="mx-auto w-full max-w-5xl flex-1 px-4 py-6 sm:py-10">
            {children}
          </main>
          <Footer buildDate={data?.buildDate ?? formatBuildDate(new Date())} />
          <BottomBar signedIn={Boolean(data?.user)} />
          <OfflineSupport />
        </ToastProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  // A page whose data could not be fetched with no network loads whole, from the service worker.
  useEffect(() => reloadWhenOffline(error), [error]);
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  if (isRouteErrorResponse(error) && error.status === 403)
    return <ErrorCard title="Accès refusé" text="Vous n'avez pas accès à cette page." />;
  // The network failed, not the app: said so, with the lines of the person's country (issue 58 item 1).
  if (typeof navigator !== "undefined" && isNetworkFailure(error, navigator.onLine)) {
    return (
      <ErrorCard title="La connexion ne répond pas" text="La page n'a pas pu arriver. Rien de ce que vous avez enregistré n'est perdu.">
        <NetworkFailureLines />
      </ErrorCard>
    );
  }
  // Logged to the console only (spec 1 §8); the person sees a calm French message.
  console.error(error);
  return (
    <ErrorCard
      title="Erreur au chargement de l'application"
      text="Un problème est survenu de notre côté. Rien de ce que vous avez déjà enregistré n'est perdu."
    />
  );
}
