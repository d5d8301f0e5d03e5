const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * A mutating request from another origin is refused (CSRF defence on top of SameSite=Lax):
 * a foreign or "null" Origin, or, without Origin, a browser saying the request is cross-site.
 */
export function isForeignMutation(request: Request): boolean {
  if (SAFE_METHODS.has(request.method.toUpperCase())) return false;
  const origin = request.headers.get("Origin");
  if (origin !== null) return origin !== new URL(request.url).origin;
  return request.headers.get("Sec-Fetch-Site") === "cross-site";
}
