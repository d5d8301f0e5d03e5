/**
 * The calm offer to install the app (issue 33, decision 0243): at the end of a completed practice,
 * never during one, a quiet box says what installing gives and lets the person ask the browser for it,
 * or decline. Their answer is remembered on this device, so it is offered once. Shown only where the
 * browser gave its offer (install-capture.ts); on an iPhone or iPad, where Safari gives none, one line
 * says where Safari's own « Sur l'écran d'accueil » is. Nothing in an installed app. Loaded lazily.
 */
import { useEffect, useState } from "react";
import { withFrenchTypography } from "~/utils/typography";
import { forgetInstallPrompt, heldInstallPrompt, INSTALLABLE, type InstallPromptEvent } from "./install-capture";

const INSTALL_OFFER_KEY = "rvi_install_offer";

const INSTALL_MESSAGES = withFrenchTypography({
  title: "Garder Rendez-vous intérieur à portée de main\u202f?",
  text: "Ajouté à votre écran d'accueil, il s'ouvre comme une application, même sans réseau\u00a0: vos pratiques et les numéros d'aide restent là.",
  install: "Ajouter à l'écran d'accueil",
  decline: "Non merci",
  ios: "Sur iPhone ou iPad\u00a0: touchez le bouton Partager de Safari, puis «\u00a0Sur l'écran d'accueil\u00a0».",
  understood: "Compris",
});

type Answer = "accepted" | "dismissed";

function answered(): boolean {
  try {
    return localStorage.getItem(INSTALL_OFFER_KEY) !== null;
  } catch {
    // Nowhere to remember the answer: better never offered than offered again and again.
    return true;
  }
}

function remember(answer: Answer) {
  try {
    localStorage.setItem(INSTALL_OFFER_KEY, answer);
  } catch {
    // Blocked storage: the offer is hidden for this page anyway.
  }
}

function installed(): boolean {
  return (
    window.matchMedia?.("(display-mode: standalone)").matches === true ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true
  );
}

/** Safari on an iPhone or iPad (iPadOS says it is a Mac with a touch screen): no event, its share menu instead. */
function iosSafari(): boolean {
  const agent = navigator.userAgent;
  const apple = /iPhone|iPad|iPod/.test(agent) || (/Macintosh/.test(agent) && navigator.maxTouchPoints > 1);
  return apple && /Safari/.test(agent) && !/CriOS|FxiOS|EdgiOS|OPiOS|GSA\//.test(agent);
}

export default function InstallOffer() {
  const [prompt, setPrompt] = useState<InstallPromptEvent | null>(() => heldInstallPrompt());
  const [hidden, setHidden] = useState(() => answered() || installed());
  const [ios] = useState(() => iosSafari());

  useEffect(() => {
    const caught = () => setPrompt(heldInstallPrompt());
    const done = () => {
      remember("accepted");
      setHidden(true);
    };
    window.addEventListener(INSTALLABLE, caught);
    window.addEventListener("appinstalled", done);
    return () => {
      window.removeEventListener(INSTALLABLE, caught);
      window.removeEventListener("appinstalled", done);
    };
  }, []);

  if (hidden || (!prompt && !ios)) return null;

  const decline = () => {
    remember("dismissed");
    setHidden(true);
  };

  async function install() {
    if (!prompt) return;
    forgetInstallPrompt();
    setHidden(true);
    try {
      await prompt.prompt();
      const choice = await prompt.userChoice;
      remember(choice.outcome === "accepted" ? "accepted" : "dismissed");
    } catch {
      remember("dismissed");
    }
  }

  return (
    <section
      className="mt-6 rounded-xl border border-sable-200 bg-white p-4 text-sm text-encre-700"
      aria-labelledby="install-offer-title"
      data-testid="install-offer"
    >
      <h2 id="install-offer-title" className="font-serif text-lg text-encre-900">
        {INSTALL_MESSAGES.title}
      </h2>
      <p className="mt-1">{INSTALL_MESSAGES.text}</p>
      {prompt ? (
        <div className="mt-3 flex flex-wrap gap-2">
          <button type="button" className="btn-secondary" onClick={() => void install()}>
            {INSTALL_MESSAGES.install}
          </button>
          <button type="button" className="btn-ghost" onClick={decline}>
            {INSTALL_MESSAGES.decline}
          </button>
        </div>
      ) : (
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <p className="min-w-[14rem] flex-1">{INSTALL_MESSAGES.ios}</p>
          <button type="button" className="btn-ghost" onClick={decline}>
            {INSTALL_MESSAGES.understood}
          </button>
        </div>
      )}
    </section>
  );
}
