import type { AppLoadContext, EntryContext } from "@remix-run/cloudflare";
import { RemixServer } from "@remix-run/react";
import { renderToReadableStream } from "react-dom/server";
import { NonceContext } from "~/utils/nonce";
import { contentSecurityPolicy } from "~/utils/security-headers.server";
import { socketOrigins } from "~/utils/app-origin.server";

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.nonce ?? "";
  const body = await renderToReadableStream(
    <NonceContext.Provider value={nonce}>
      <RemixServer context={remixContext} url={request.url} nonce={nonce} />
    </NonceContext.Provider>,
    {
      nonce,
      signal: request.signal,
      // The document goes out whole (below): a part a page loads with React.lazy (the practice's forms
      // and end screen, decision 0265) is written in its place, never outlined for a script to move
      // it, so the page is whole without JavaScript, however long it is.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError(error: unknown) {
        // Logged on the server only; the page shows a French message, never a stack trace.
        console.error(error);
        responseStatusCode = 500;
      },
    },
  );
  // No page defers its data: the document is complete once React has rendered it, and it goes out in
  // one piece with its length rather than in several flushes, each a chunk through the Worker's stream
  // and wrangler's proxy (3–4% of a page's CPU here, decision 0151). A render error anywhere now also
  // sets the status, which a streamed document had already sent.
  await body.allReady;
  const html = await new Response(body).arrayBuffer();

  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  responseHeaders.set("Content-Security-Policy", contentSecurityPolicy(nonce, socketOrigins(loadContext.cloudflare.env)));
  return new Response(html, { headers: responseHeaders, status: responseStatusCode });
}

export function handleError(error: unknown, { request }: { request: Request }) {
  if (!request.signal.aborted) console.error(error);
}
