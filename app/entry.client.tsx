import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { catchInstallPrompt } from "~/offline/install-capture";
import { hydrationHolds } from "~/utils/hydration-holds";

// Before anything else: Chrome may offer installation as soon as the page loads (issue 33).
catchInstallPrompt();

const hydrate = () =>
  startTransition(
    () =>
      void hydrateRoot(
        document,
        <StrictMode>
          <RemixBrowser />
        </StrictMode>,
      ),
  );

// A part the HTML holds and a person may use at once (the chat's send form) has its code first (decision 0430).
// Then the server's HTML is painted before hydration takes the main thread (decision 0451): hydration starts in
// the next frame's `requestAnimationFrame`, just before that frame's paint, and in a transition its work runs in
// the tasks after it. Module scripts run as soon as they are there, and a browser whose CSS and scripts come at
// once (a cache, a fast network) would otherwise hydrate first and paint only when hydration yields, hundreds of
// milliseconds later on a slow CPU. A hidden page paints nothing (nor runs `requestAnimationFrame`): it hydrates
// without waiting for a frame.
void Promise.all(hydrationHolds).then(() => (document.hidden ? setTimeout : requestAnimationFrame)(hydrate));
