/**
 * The shipped Worker (server.ts) with Remix over the whole route table instead of route buckets
 * (decision 0146): a copy of server.ts that bench/server.mjs writes to .wrangler/bench/ before each
 * start and hands to wrangler under this name (`build.alias`), for the benchmark's A/B only.
 */
declare module "bench-whole-route-table" {
  const worker: {
    fetch(request: Request, env: Env, ctx: ExecutionContext): Promise<Response>;
  };
  export default worker;
}
