// `npm run dev`: `npm start`, then a rebuild whenever a file of app/, db/ or public/ changes;
// wrangler dev reloads the Worker when the build changes (refresh the page to see it).
import { spawn } from "node:child_process";
import { watch } from "node:fs";
import { build, ensureDevVars } from "./lib.mjs";

ensureDevVars();
build({ quiet: true });
const server = spawn("node", ["scripts/start.mjs", "--no-build"], {
  stdio: "inherit",
  env: { ...process.env, NODE_ENV: process.env.NODE_ENV || "development" },
});

let timer = null;
let building = false;
let again = false;
function rebuild() {
  if (building) return void (again = true);
  building = true;
  const started = Date.now();
  try {
    build({ quiet: true });
    console.log(`→ Reconstruit en ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } catch (error) {
    console.error("→ La construction a échoué ; l'ancienne version reste servie.", error.message);
  }
  building = false;
  if (again) {
    again = false;
    rebuild();
  }
}
for (const folder of ["app", "db", "public"]) {
  watch(folder, { recursive: true }, (_event, file) => {
    if (!file || /(^|\/)\.|\.test\.ts$/.test(String(file))) return;
    clearTimeout(timer);
    timer = setTimeout(rebuild, 300);
  });
}
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
