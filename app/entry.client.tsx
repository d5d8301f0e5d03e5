import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { forgetAtSignOut } from "~/device/forget-at-sign-out";
import { catchInstallPrompt } from "~/offline/install-capture";
import { hydrationHolds } from "~/utils/hydration-holds";

// Before anything else: Chrome may offer installation as soon as the page loads (issue 33).
catchInstallPrompt();
// A sign-out sent at any moment makes the device forget the person's drafts (before hydration too).
forgetAtSignOut();

// A part the HTML holds and a person may use at once (the chat's send form) has its code first (decision 0430).
void Promise.all(hydrationHolds).then(() =>
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <RemixBrowser />
      </StrictMode>,
    );
  }),
);
