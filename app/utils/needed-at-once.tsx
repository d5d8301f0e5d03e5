/**
 * A part of a page that loads apart, because a visitor never sees it, but that a person may use as
 * soon as the page runs once the server has rendered it (the chat's send form, decision 0430): when
 * the page's HTML holds it, the page hydrates only once its code is there (`hydrationHolds`, waited
 * for by entry.client.tsx), so the part is never a plain form that the page does not drive yet. On a
 * page reached from another one, its code is fetched where it is first rendered, its fallback shown
 * until then.
 */
import { lazy, useState, type ComponentType } from "react";
import { hydrationHolds } from "./hydration-holds";

/**
 * `renderedBy` is a CSS selector matching the part's HTML. Render the returned component inside a
 * `<Suspense>`, the same tree on the server (which waits for it) and in the browser.
 */
export function neededAtOnce<Props extends object>(load: () => Promise<ComponentType<Props>>, renderedBy: string) {
  let loaded: ComponentType<Props> | null = null;
  let loading: Promise<ComponentType<Props>> | null = null;
  const start = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = null; // tried again where it is rendered
        throw error;
      },
    ));
  // Evaluated before entry.client.tsx hydrates: the HTML is whole by then (module scripts are deferred).
  if (typeof document !== "undefined" && document.querySelector(renderedBy)) hydrationHolds.push(start().catch(() => undefined));
  const Lazy = lazy(() => start().then((component) => ({ default: component }))) as unknown as ComponentType<Props>;
  return function NeededAtOnce(props: Props) {
    // Chosen once per mount: swapping the lazy wrapper for the loaded component would remount the part.
    const [{ Component }] = useState(() => ({ Component: loaded ?? Lazy }));
    return <Component {...props} />;
  };
}
