/**
 * The one player of recordings in Mes questions and the history detail (spec 3 §5, §8).
 * Without JavaScript: the browser's own controls and a download link. With JavaScript: a French
 * Écouter/Pause button, a position slider and a download that reports its failure.
 * `reportPlayErrors`: Mes questions toasts a failed play(); the history only logs it (spec §8).
 * One voice at a time: starting this player pauses any other (`usePlayback`).
 */
import { useState } from "react";
import { useToast } from "~/components/toaster";
import { useHydrated } from "~/utils/use-hydrated";
import { clock } from "./clock";
import { AUDIO_PLAYER_MESSAGES as M, downloadName, problemMessage, type AudioView } from "./source";
import { usePlayback } from "./use-playback";

type Props = {
  view: AudioView;
  /** Names the recording for screen readers ("Question", "Réponse vocale"…). */
  label: string;
  reportPlayErrors: boolean;
  className?: string;
};

export function AudioPlayer({ view, label, reportPlayErrors, className = "" }: Props) {
  const hydrated = useHydrated();
  const toast = useToast();
  const player = usePlayback({
    src: view.src,
    onPlayError: (error) => {
      console.error("audio play failed", error);
      if (reportPlayErrors) toast({ title: M.playErrorTitle, description: M.playError, type: "error" });
    },
  });
  const { playing, time, duration, known } = player;
  const [downloading, setDownloading] = useState(false);

  if (!view.src) {
    if (!view.problem) return null;
    return (
      <div className={`flex flex-wrap items-center gap-3 text-sm text-encre-700 ${className}`} data-testid="audio-player">
        {hydrated && reportPlayErrors ? (
          <button
            type="button"
            className="btn-secondary px-3 py-2"
            aria-label={`${M.listen} · ${label}`}
            onClick={() => toast({ title: problemMessage(view.problem!), type: "error" })}
          >
            {M.listen}
          </button>
        ) : null}
        <span>{M.unavailable}</span>
      </div>
    );
  }

  const src = view.src;

  async function download(event: React.MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    setDownloading(true);
    try {
      const response = await fetch(src);
      if (!response.ok) throw new Error(`download ${response.status}`);
      const blob = await response.blob();
      const url = URL.createObjectURL(blob);
      const link = document.createElement("a");
      link.href = url;
      link.download = downloadName(blob.type);
      document.body.appendChild(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch (error) {
      console.error("audio download failed", error);
      toast({ title: M.downloadError, type: "error" });
    } finally {
      setDownloading(false);
    }
  }

  return (
    <div className={`space-y-2 ${className}`} data-testid="audio-player">
      <audio
        {...player.bind}
        src={src}
        preload="none"
        controls={!hydrated}
        aria-label={label}
        className={hydrated ? "hidden" : "w-full"}
        // A load error is only logged (spec 3 §8); a failed play() is reported by the button.
        onError={(event) => console.error("audio load failed", event.currentTarget.error)}
      >
        <track kind="captions" />
      </audio>
      <div className="flex flex-wrap items-center gap-3">
        {hydrated ? (
          <>
            <button
              type="button"
              className="btn-secondary px-3 py-2"
              onClick={player.toggle}
              aria-label={`${playing ? M.pause : M.listen} · ${label}`}
            >
              {playing ? M.pause : M.listen}
            </button>
            <input
              type="range"
              min={0}
              max={known ? duration : 1}
              step={0.1}
              value={known ? Math.min(time, duration) : 0}
              disabled={!known}
              aria-label={`Position de lecture · ${label}`}
              onChange={(event) => player.seek(Number(event.target.value))}
              className="min-w-0 flex-1 accent-terre-600"
            />
            <span className="whitespace-nowrap text-xs tabular-nums text-encre-700">
              {clock(time)}
              {known ? ` / ${clock(duration)}` : ""}
            </span>
          </>
        ) : null}
        <a
          href={src}
          download={downloadName(null)}
          onClick={hydrated ? download : undefined}
          className="link text-sm"
          aria-disabled={downloading || undefined}
        >
          {M.download}
          <span className="sr-only"> · {label}</span>
        </a>
      </div>
    </div>
  );
}
