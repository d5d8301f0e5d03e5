/**
 * « Écouter hors ligne » on the guided 3 Gestes page (issue 33): the person chooses to keep the seven
 * steps (a few MB) in a cache of their own, sees the progress, and may
 * remove them. Without that choice nothing that large is kept; the service worker answers these files
 * from that cache only (app/offline/sw.ts).
 */
import { useEffect, useState } from "react";
import { frenchTypography } from "~/utils/typography";
import { useHydrated } from "~/utils/use-hydrated";
import { GUIDED_AUDIO_CACHE, GUIDED_AUDIO_FILES } from "./guided-audio-files";

const M = {
  keep: "Écouter hors ligne",
  keeping: (done: number, total: number) => `Téléchargement des étapes\u00a0: ${done} sur ${total}`,
  kept: frenchTypography("Les sept étapes sont gardées sur cet appareil\u00a0: vous pouvez les écouter sans réseau."),
  remove: "Retirer de cet appareil",
  failed: frenchTypography("Le téléchargement n'a pas abouti\u00a0: rien n'a été gardé. Réessayez avec le réseau."),
  hint: frenchTypography("Les sept étapes, quelques Mo\u00a0: gardées sur cet appareil seulement si vous le choisissez."),
};

type State = { kind: "unknown" | "none" | "kept" | "failed" } | { kind: "keeping"; done: number };

async function keptCount(): Promise<number> {
  // Looking must not create the cache: it exists only once the person chose to keep the audio.
  if (!(await caches.has(GUIDED_AUDIO_CACHE))) return 0;
  const cache = await caches.open(GUIDED_AUDIO_CACHE);
  const found = await Promise.all(GUIDED_AUDIO_FILES.map((file) => cache.match(new URL(file, window.location.href).href)));
  return found.filter(Boolean).length;
}

export function GuidedAudioOffline() {
  const hydrated = useHydrated();
  const [state, setState] = useState<State>({ kind: "unknown" });
  const available = hydrated && "caches" in window && "serviceWorker" in navigator;
  useEffect(() => {
    if (!available) return;
    keptCount()
      .then((count) => setState({ kind: count === GUIDED_AUDIO_FILES.length ? "kept" : "none" }))
      .catch(() => setState({ kind: "none" }));
  }, [available]);
  if (!available || state.kind === "unknown") return null;

  async function keep() {
    setState({ kind: "keeping", done: 0 });
    try {
      const cache = await caches.open(GUIDED_AUDIO_CACHE);
      for (const [index, file] of GUIDED_AUDIO_FILES.entries()) {
        const response = await fetch(file, { cache: "no-store" });
        if (!response.ok) throw new Error(file);
        await cache.put(new URL(file, window.location.href).href, response);
        setState({ kind: "keeping", done: index + 1 });
      }
      setState({ kind: "kept" });
    } catch {
      // All or nothing: a half-kept practice would stop in the middle without network.
      await caches.delete(GUIDED_AUDIO_CACHE).catch(() => undefined);
      setState({ kind: "failed" });
    }
  }

  async function remove() {
    await caches.delete(GUIDED_AUDIO_CACHE);
    setState({ kind: "none" });
  }

  return (
    <div className="mt-3 rounded-xl border border-sable-200 bg-sable-50 p-3 text-sm text-encre-700" data-testid="guided-audio-offline">
      {state.kind === "kept" ? (
        <div className="flex flex-wrap items-center gap-3">
          <p className="min-w-[14rem] flex-1" role="status">
            {M.kept}
          </p>
          <button type="button" className="btn-ghost" onClick={() => void remove()}>
            {M.remove}
          </button>
        </div>
      ) : state.kind === "keeping" ? (
        <div role="status">
          <p>{M.keeping(state.done, GUIDED_AUDIO_FILES.length)}</p>
          <progress className="mt-2 w-full" max={GUIDED_AUDIO_FILES.length} value={state.done} aria-label={M.keep} />
        </div>
      ) : (
        <div className="flex flex-wrap items-center gap-3">
          <button type="button" className="btn-secondary" onClick={() => void keep()}>
            {M.keep}
          </button>
          <p className="min-w-[14rem] flex-1">{state.kind === "failed" ? M.failed : M.hint}</p>
        </div>
      )}
    </div>
  );
}
