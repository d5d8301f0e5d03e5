/**
 * Unit tests run in Node, where the Workers runtime's own module `cloudflare:workers` does not exist.
 * Code that hands work to the platform (`waitUntil`, party/broadcast.server.ts) is exercised for real by
 * the integration tests against workerd; in unit tests the promise simply runs, unawaited.
 */
export function waitUntil(promise: Promise<unknown>): void {
  void promise.catch(() => undefined);
}
