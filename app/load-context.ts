import type { Db } from "~/utils/db.server";

declare module "@remix-run/cloudflare" {
  interface AppLoadContext {
    cloudflare: { env: Env; ctx: ExecutionContext };
    db: Db;
    /** This request's CSP nonce (app/utils/security-headers.server.ts). */
    nonce: string;
  }
}

export {};
