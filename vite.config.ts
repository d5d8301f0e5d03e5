import { vitePlugin as remix } from "@remix-run/dev";
import { defineConfig } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";

// Local builds (npm start, npm test) set RVI_DEV_HOOKS=1; any other build is a production build.
const devHooks = process.env.RVI_DEV_HOOKS === "1";

export default defineConfig({
  plugins: [
    remix({
      // Remix's Vite plugin replaces remix.config.js (docs/decisions/0001-remix-vite-on-workers.md);
      // the routes are declared in app/routes.ts (v3_routeConfig, decision 0053).
      future: {
        v3_fetcherPersist: true,
        v3_lazyRouteDiscovery: true,
        v3_relativeSplatPath: true,
        v3_routeConfig: true,
        v3_singleFetch: true,
        v3_throwAbortReason: true,
      },
    }),
    tsconfigPaths(),
  ],
  ssr: {
    resolve: {
      conditions: ["workerd", "worker", "browser"],
      externalConditions: ["workerd", "worker"],
    },
  },
  define: { __DEV_HOOKS__: JSON.stringify(devHooks) },
  build: { target: "es2022" },
});
