/**
 * A player of the guided practice (spec 2 §2): play/pause, a seek bar and m:ss elapsed / total.
 * Without JavaScript, the browser's own controls. Play errors are only logged (spec 3 §8).
 */
import { useEffect, useRef, useState } from "react";
import { clock } from "~/audio/clock";
import { useHydrated } from "~/utils/use-hydrated";

type Props = { src: string; label: string; autoPlay?: boolean; onEnded?: () => void; testId?: string; /** Known length, shown before anything loads. */ seconds?: number };

export function GuidePlayer({ src, label, autoPlay = false, onEnded, testId, seconds }: Props) {
  const hydrated = useHydrated();
  const audio = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);
  const [time, setTime] = useState(0);
  const [duration, setDuration] = useState(seconds ?? Number.NaN);

  useEffect(() => {
    setTime(0);
    setDuration(seconds ?? Number.NaN);
    if (autoPlay && audio.current) audio.current.play().catch((error) => console.warn("lecture audio impossible", error));
  }, [src, autoPlay, seconds]);

  async function toggle() {
    const element = audio.current;
    if (!element) return;
    if (!element.paused) return element.pause();
    try {
      await element.play();
    } catch (error) {
      console.warn("lecture audio impossible", error);
    }
  }

  const element = (
    // eslint-disable-next-line jsx-a11y/media-has-caption -- the guide's words are the written steps shown on the same page
    <audio
      ref={audio}
      src={src}
      // Nothing is downloaded before the person presses play (a phone's data plan; the length is known).
      preload={seconds ? "none" : "metadata"}
      controls={!hydrated}
      data-testid={testId}
      aria-label={label}
      className={hydrated ? "hidden" : "w-full"}
      onPlay={() => setPlaying(true)}
      onPause={() => setPlaying(false)}
      onTimeUpdate={(e) => setTime(e.currentTarget.currentTime)}
      onLoadedMetadata={(e) => Number.isFinite(e.currentTarget.duration) && setDuration(e.currentTarget.duration)}
      onDurationChange={(e) => Number.isFinite(e.currentTarget.duration) && setDuration(e.currentTarget.duration)}
      onEnded={() => {
        setPlaying(false);
        onEnded?.();
      }}
      onError={() => console.warn("enregistrement illisible", src)}
    />
  );
  if (!hydrated) return element;
  return (
    <div className="flex items-center gap-3" role="group" aria-label={label}>
      {element}
      <button type="button" className="btn-primary min-w-24 px-4" onClick={toggle} aria-label={`${playing ? "Pause" : "Écouter"} · ${label}`}>
        {playing ? "Pause" : "Écouter"}
      </button>
      <input
        type="range"
        min={0}
        max={Number.isFinite(duration) ? duration : 0}
        step={0.1}
        value={time}
        onChange={(e) => {
          if (audio.current) audio.current.currentTime = Number(e.target.value);
        }}
        className="h-2 flex-1 accent-terre-600"
        aria-label={`Position · ${label}`}
        aria-valuetext={`${clock(time)} sur ${clock(duration)}`}
      />
      <span className="w-24 text-right text-sm tabular-nums text-encre-700" data-testid={testId ? `${testId}-clock` : undefined}>
        {clock(time)} / {clock(duration)}
      </span>
    </div>
  );
}
