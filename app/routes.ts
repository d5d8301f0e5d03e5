/**
 * The route table (Remix's `v3_routeConfig`, the shape React Router 7 reads): the flat-routes
 * convention of `remix-flat-routes` through Remix's adapter. Local builds (npm start, npm test) set
 * RVI_DEV_HOOKS=1 and get the local-only `dev+` routes; any other build is a production build and
 * does not contain them (docs/decisions/0062, 0053).
 */
import type { RouteConfig } from "@remix-run/route-config";
import { remixRoutesOptionAdapter } from "@remix-run/routes-option-adapter";
import { flatRoutes } from "remix-flat-routes";

const devHooks = process.env.RVI_DEV_HOOKS === "1";

export default remixRoutesOptionAdapter((defineRoutes) =>
  flatRoutes("routes", defineRoutes, {
    ignoredRouteFiles: ["**/*.test.*", "**/*.server.*", "**/components/**", ...(devHooks ? [] : ["**/dev+/**"])],
  }),
) satisfies RouteConfig;
