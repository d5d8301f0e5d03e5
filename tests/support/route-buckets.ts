/**
 * For the route-bucket tests (app/utils/route-buckets.server.ts, decision 0146): a route table's
 * matches for an address, over the whole table and over the handler's bucket, the way Remix matches.
 */
import { matchRoutes, type AgnosticRouteObject } from "@remix-run/router";
import { handlerBucket, routeBucket, routesForBucket } from "~/utils/route-buckets.server";

export type ManifestRoute = { id: string; parentId?: string; path?: string; index?: boolean; caseSensitive?: boolean };
type Manifest = Record<string, ManifestRoute>;

/** The route tree Remix builds from a flat manifest (children grouped under their parent). */
function tree(routes: Manifest, parentId?: string): AgnosticRouteObject[] {
  return Object.values(routes)
    .filter((route) => route.parentId === parentId)
    .map((route) =>
      route.index
        ? { id: route.id, path: route.path, index: true, caseSensitive: route.caseSensitive }
        : { id: route.id, path: route.path, caseSensitive: route.caseSensitive, children: tree(routes, route.id) },
    );
}

const ids = (routes: AgnosticRouteObject[], path: string) => matchRoutes(routes, path)?.map((match) => match.route.id) ?? null;

/** Addresses that reach every route, written in the ways a browser or a person may write them. */
export function sampleAddresses(routes: Manifest): string[] {
  const paths = Object.keys(routes).map((id) => {
    const segments: string[] = [];
    for (let route: ManifestRoute | undefined = routes[id]; route; route = route.parentId ? routes[route.parentId] : undefined) {
      if (route.path) segments.unshift(...route.path.split("/"));
    }
    return `/${segments
      .filter(Boolean)
      .map((s) => (s === "*" ? "un/deux" : s.startsWith(":") ? "une-valeur" : s.replace(/\?$/, "")))
      .join("/")}`;
  });
  const variants = paths.flatMap((path) => [
    path,
    `${path}/`,
    path.toUpperCase(),
    `${path}.data`,
    `${path}/en-plus`,
    path.replace(/^\/(.)/, (_, c: string) => `/%${c.charCodeAt(0).toString(16)}`),
  ]);
  return [...new Set([...variants, "/", "/_root.data", "//forum", "/nulle-part", "/%ZZ", "/__manifest"])];
}

/**
 * For each address: the handler's routes match it (and each of its parent addresses, which the
 * partial manifest sent to the browser also matches) exactly as the whole table does.
 */
export function mismatches(routes: Manifest, addresses: string[], bucketRoutes: typeof routesForBucket = routesForBucket) {
  const whole = tree(routes);
  const known = new Set(Object.keys(routes).map((id) => routeBucket(routes, id)));
  const problems: string[] = [];
  for (const address of addresses) {
    const bucket = handlerBucket(known, address);
    const handlerRoutes = bucket === null ? whole : tree(bucketRoutes(routes, bucket));
    // What Remix matches: the single fetch's address without `.data` (and /_root.data is the home page).
    const path = address === "/_root.data" ? "/" : address.replace(/\.data$/, "");
    const segments = path.split("/").filter(Boolean);
    const parents = segments.map((_, i) => `/${segments.slice(0, i).join("/")}`);
    for (const checked of new Set([address, path, ...parents])) {
      let expected: ReturnType<typeof ids>;
      try {
        expected = ids(whole, checked);
      } catch {
        continue; // an address the router itself refuses (malformed escape): the whole table answers it
      }
      const got = ids(handlerRoutes, checked);
      if (JSON.stringify(got) !== JSON.stringify(expected))
        problems.push(`${address} (${checked}): ${JSON.stringify(got)} instead of ${JSON.stringify(expected)}`);
    }
  }
  return problems;
}
