// `npm start`: build, apply D1 migrations locally, seed an empty local database, serve on :8787.
import { build, ensureDevVars, migrate, run, startWrangler } from "./lib.mjs";

ensureDevVars();
build();
migrate();
run("node", ["scripts/seed-local.mjs"]);
console.log("→ Rendez-vous intérieur sur http://localhost:8787");
const server = startWrangler({ port: 8787 });
server.on("exit", (code) => process.exit(code ?? 0));
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
