// `npm start`: build, apply D1 migrations locally, seed an empty local database, serve on :8787.
// Ctrl-C (or SIGTERM) stops everything it started: wrangler runs in its own process group.
// `--no-build` serves the existing build (npm run dev rebuilds it itself); PORT changes the port.
import { build, ensureDevVars, migrate, run, startWrangler } from "./lib.mjs";

const port = Number(process.env.PORT ?? 8787);

ensureDevVars();
if (!process.argv.includes("--no-build")) {
  console.log("→ Construction de l'application…");
  build({ quiet: true });
}
migrate(undefined, { quiet: true });
run("node", ["scripts/seed-local.mjs"]);
console.log(`→ Rendez-vous intérieur sur http://localhost:${port} (Ctrl-C pour arrêter)`);
const server = startWrangler({ port, host: "localhost" });

let stopping = false;
function stop(signal) {
  if (stopping) return;
  stopping = true;
  try {
    process.kill(-server.pid, signal); // the whole group: npx, wrangler and workerd
  } catch {}
}
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) process.on(signal, () => stop(signal));
server.on("exit", (code) => process.exit(stopping ? 0 : (code ?? 0)));
