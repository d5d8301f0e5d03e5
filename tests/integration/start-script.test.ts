/**
 * Issue 17: `npm start` stops everything it started. Ctrl-C reaches only the start script (wrangler
 * runs in its own process group), so the script must stop wrangler and workerd and free the port.
 */
import { spawn } from "node:child_process";
import { createConnection } from "node:net";
import { describe, expect, it } from "vitest";

const PORT = Number(process.env.START_TEST_PORT ?? 8797);

function portAnswers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ port, host: "127.0.0.1" });
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

async function until(check: () => Promise<boolean>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 300));
  }
  return false;
}

describe("npm start", () => {
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    it(`frees its port on ${signal}`, async () => {
      expect(await portAnswers(PORT)).toBe(false);
      const start = spawn("node", ["scripts/start.mjs", "--no-build"], {
        env: { ...process.env, PORT: String(PORT) },
        stdio: ["ignore", "pipe", "pipe"],
      });
      let output = "";
      start.stdout.on("data", (chunk) => (output += chunk));
      start.stderr.on("data", (chunk) => (output += chunk));
      const exited = new Promise<number | null>((resolve) => start.on("exit", resolve));
      expect(await until(() => portAnswers(PORT), 60_000), output).toBe(true);
      expect(output).toContain(`http://localhost:${PORT}`);
      expect(output).not.toMatch(/Generated an empty chunk|future flag/i);

      start.kill(signal);
      expect(await exited).toBe(0);
      expect(await until(async () => !(await portAnswers(PORT)), 10_000)).toBe(true);
    });
  }
});
