import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { catchInstallPrompt } from "~/offline/install-capture";

// Before anything else: Chrome may offer installation as soon as the page loads (issue 33).
catchInstallPrompt();

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <RemixBrowser />
    </StrictMode>,
  );
});
