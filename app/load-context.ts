import type { ChangedPages } from "~/utils/changed-pages";
import type { Db } from "~/utils/db.server";

declare module "@remix-run/cloudflare" {
  interface AppLoadContext {
    cloudflare: { env: Env; ctx: ExecutionContext };
    db: Db;
    /** This request's CSP nonce (app/utils/security-headers.server.ts). */
    nonce: string;
    /** The public pages this request's writes changed, purged from the edge cache after the answer (decision 0160). */
    changedPages: ChangedPages;
    /** What the request posted, read once before Remix (app/utils/request-body.server.ts); null for a read. */
    form: FormData | null;
  }
}

export {};
