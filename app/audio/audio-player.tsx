/**
 * The one player of recordings in Mes Questions and the history detail (spec 3 §5, §8).
 * Without JavaScript: the browser's own controls and a download link. With JavaScript: a French
 * Écouter/Pause button, a position slider and a download that reports its failure.
 * `reportPlayErrors`: Mes Questions toasts a failed play(); the history only logs it (spec §8).
 */
import { useEffect, useRef, useState } from "react";
import { useToast } from "~/components/toaster";
import { useHydrated } from "~/utils/use-hydrated";
import { clock } from "./clock";
import { AUDIO_PLAYER_MESSAGES as M, downloadName, isReportablePlayError, problemMessage, type AudioView } from "./source";


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
  const audio = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);
  const [time, setTime] = useState(0);
  const [duration, setDuration] = useState(Number.NaN);
  const [downloading, setDownloading] = useState(false);

  useEffect(() => {
    setPlaying(false);
    setTime(0);
    setDuration(Number.NaN);
  }, [view.src]);

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

  async function toggle() {
    const element = audio.current;
    if (!element) return;
    if (!element.paused) return element.pause();
    try {
      await element.play();
    } catch (error) {
      setPlaying(false);
      if (!isReportablePlayError(error)) return;
      console.error("audio play failed", error);
      if (reportPlayErrors) toast({ title: M.playErrorTitle, description: M.playError, type: "error" });
    }
  }

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

  const known = Number.isFinite(duration) && duration > 0;
  return (
    <div className={`space-y-2 ${className}`} data-testid="audio-player">
      <audio
        ref={audio}
        src={src}
        preload="none"
        controls={!hydrated}
        aria-label={label}
        className={hydrated ? "hidden" : "w-full"}
        // A load error is only logged (spec 3 §8); a failed play() is reported by the button.
        onError={() => console.error("audio load failed", audio.current?.error)}
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onEnded={() => setPlaying(false)}
        onTimeUpdate={() => setTime(audio.current?.currentTime ?? 0)}
        onLoadedMetadata={() => setDuration(audio.current?.duration ?? Number.NaN)}
        onDurationChange={() => setDuration(audio.current?.duration ?? Number.NaN)}
      >
        <track kind="captions" />
      </audio>
      <div className="flex flex-wrap items-center gap-3">
        {hydrated ? (
          <>
            <button type="button" className="btn-secondary px-3 py-2" onClick={toggle} aria-label={`${playing ? M.pause : M.listen} · ${label}`}>
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
              onChange={(event) => {
                if (audio.current) audio.current.currentTime = Number(event.target.value);
              }}
              className="min-w-0 flex-1 accent-terre-600"
            />
            <span className="text-xs tabular-nums text-encre-700">
              {clock(time)}
              {known ? ` / ${clock(duration)}` : ""}
            </span>
          </>
        ) : null}
        <a href={src} download={downloadName(null)} onClick={hydrated ? download : undefined} className="link text-sm" aria-disabled={downloading || undefined}>
          {M.download}
          <span className="sr-only"> · {label}</span>
        </a>
      </div>
    </div>
  );
}
