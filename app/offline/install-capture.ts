/**
 * Chrome's offer to install the app (`beforeinstallprompt`, issue 33), caught as soon as the page runs
 * and kept: the browser's own banner never interrupts a practice. The app offers it once, calmly, at
 * the end of a completed practice (install-offer.tsx). Browsers that give no such event (Safari) get
 * nothing here.
 */
export type InstallPromptEvent = Event & {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: "accepted" | "dismissed" }>;
};

/** Fired on the window when an offer was caught. */
export const INSTALLABLE = "rvi:installable";

let held: InstallPromptEvent | null = null;

export function heldInstallPrompt(): InstallPromptEvent | null {
  return held;
}

/** An offer may be shown only once by the browser: forgotten after use. */
export function forgetInstallPrompt(): void {
  held = null;
}

export function catchInstallPrompt(): void {
  window.addEventListener("beforeinstallprompt", (event) => {
    event.preventDefault();
    held = event as InstallPromptEvent;
    window.dispatchEvent(new Event(INSTALLABLE));
  });
}
