/**
 * One Remix request handler per first segment of the address (decision 0146, issue 14).
 *
 * On every request Remix matches the address against the whole route table four times (the server's
 * match, the data handler's, the rendered router's, and the partial manifest sent to the browser),
 * each time flattening, ranking and compiling a regular expression for each of our 67 routes: a sixth
 * of a page's CPU. A route can only match an address whose first segment is its own. So each handler
 * is given the routes of one first segment, plus those every address may reach (the root, the home
 * page, the « page introuvable » splat, and any route whose first segment is a parameter). It matches
 * exactly what the whole table matches, over a few routes. The fog-of-war manifest requests
 * (`/__manifest`) ask about any address and keep the whole table.
 */
import type { AppLoadContext, ServerBuild } from "@remix-run/cloudflare";

type RouteEntry = { id: string; parentId?: string; path?: string; index?: boolean };
type Routes = Record<string, RouteEntry>;

/** The route's first segment in lower case (matching ignores case); null when it may match any address. */
export function routeBucket(routes: Routes, id: string): string | null {
  const segments: string[] = [];
  for (let route: RouteEntry | undefined = routes[id]; route; route = route.parentId ? routes[route.parentId] : undefined) {
    if (route.path) segments.unshift(...route.path.split("/"));
  }
  const first = segments.find((segment) => segment !== "");
  if (first === undefined || first.startsWith(":") || first.includes("*") || first.includes("?")) return null;
  return first.toLowerCase();
}

/**
 * The first segment of a request's address as matching sees it (decoded, lower case, a single fetch's
 * `.data` removed); null for the manifest requests and an address that cannot be decoded.
 */
export function addressBucket(pathname: string): string | null {
  const path = pathname === "/_root.data" ? "/" : pathname.replace(/\.data$/, "");
  const first = path.split("/")[1] ?? "";
  if (first === "__manifest") return null;
  try {
    return decodeURIComponent(first).toLowerCase();
  } catch {
    return null;
  }
}

/**
 * Which handler answers an address: its first segment's, or "" (the routes every address reaches,
 * whose splat answers « page introuvable ») for a segment no route has; null for the whole table.
 */
export function handlerBucket(known: ReadonlySet<string | null>, pathname: string): string | null {
  const bucket = addressBucket(pathname);
  if (bucket === null) return null;
  return known.has(bucket) ? bucket : "";
}

/** The routes a handler for one first segment needs: its own, those of any address, and their parents. */
export function routesForBucket<T extends RouteEntry>(routes: Record<string, T>, bucket: string): Record<string, T> {
  const kept = new Set<string>();
  for (const id of Object.keys(routes)) {
    const own = routeBucket(routes, id);
    if (own !== null && own !== bucket) continue;
    for (let route: T | undefined = routes[id]; route && !kept.has(route.id); route = route.parentId ? routes[route.parentId] : undefined)
      kept.add(route.id);
  }
  return Object.fromEntries(Object.entries(routes).filter(([id]) => kept.has(id)));
}

type Handler = (request: Request, loadContext?: AppLoadContext) => Promise<Response>;

/** A request handler that hands each request to the handler of its first segment (made on first use). */
export function bucketedRequestHandler<H extends Handler>(build: ServerBuild, create: (build: ServerBuild) => H): H {
  const whole = create(build);
  const known = new Set(Object.keys(build.routes).map((id) => routeBucket(build.routes, id)));
  const handlers = new Map<string, H>();
  const handlerFor = (bucket: string) => {
    let handler = handlers.get(bucket);
    if (!handler) {
      handler = create({
        ...build,
        routes: routesForBucket(build.routes, bucket),
        assets: { ...build.assets, routes: routesForBucket(build.assets.routes, bucket) },
      });
      handlers.set(bucket, handler);
    }
    return handler;
  };
  return ((request: Request, loadContext?: AppLoadContext) => {
    const bucket = handlerBucket(known, new URL(request.url).pathname);
    return (bucket === null ? whole : handlerFor(bucket))(request, loadContext);
  }) as H;
}
