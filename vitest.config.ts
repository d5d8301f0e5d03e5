import { defineConfig } from "vitest/config";
import tsconfigPaths from "vite-tsconfig-paths";

// Two projects: pure unit tests, and integration tests over HTTP against the real worker
// (wrangler dev with local D1, R2 and Durable Objects), started by scripts/test.mjs.
export default defineConfig({
  plugins: [tsconfigPaths()],
  define: { __DEV_HOOKS__: "true" },
  test: {
    projects: [
      {
        // Each project extends this file (Vitest 5): its plugin and define apply without being listed again.
        // The Workers runtime's own module exists only in workerd (integration tests); see the stand-in's comment.
        resolve: { alias: { "cloudflare:workers": new URL("./tests/support/cloudflare-workers.ts", import.meta.url).pathname } },
        test: { name: "unit", include: ["app/**/*.test.ts", "party/**/*.test.ts", "tests/unit/**/*.test.ts"], environment: "node" },
      },
      {
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          environment: "node",
          testTimeout: 90_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
