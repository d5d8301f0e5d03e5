// Node has no `cloudflare:workers` (the Workers runtime's own module, party/broadcast.server.ts): a test that
// imports the server build in Node (route-buckets.test.ts reads its route tables) resolves it to a stand-in.
import { register } from "node:module";

const standIn = "data:text/javascript,export function waitUntil(promise) { void promise; }";
const hooks = `export async function resolve(specifier, context, next) {
  if (specifier === "cloudflare:workers") return { url: ${JSON.stringify(standIn)}, shortCircuit: true };
  return next(specifier, context);
}`;
register(`data:text/javascript,${encodeURIComponent(hooks)}`);
