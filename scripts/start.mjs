// `npm start`: build, apply D1 migrations locally, seed an empty local database, put the guided audio
// into the local R2 bucket, serve on :8787.
// Ctrl-C (or SIGTERM) stops everything it started: wrangler runs in its own process group.
// `--no-build` serves the existing build (npm run dev rebuilds it itself); PORT changes the port.
import { build, ensureDevVars, migrate, putGuideAudio, run, startWrangler, tickEveryMinute, waitForServer } from "./lib.mjs";

const port = Number(process.env.PORT ?? 8787);

ensureDevVars();
if (!process.argv.includes("--no-build")) {
  console.log("→ Construction de l'application…");
  build({ quiet: true });
}
migrate(undefined, { quiet: true });
run("node", ["scripts/seed-local.mjs"]);
putGuideAudio();
console.log(`→ Rendez-vous intérieur sur http://localhost:${port} (Ctrl-C pour arrêter)`);
const server = startWrangler({ port, host: "localhost", testScheduled: true });
// The rendez-vous that fall due, each minute (wrangler dev runs no Cron Trigger by itself).
waitForServer(`http://localhost:${port}/favicon.svg`, 120_000)
  .then(() => tickEveryMinute(`http://localhost:${port}`))
  .catch(() => {});

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
