/**
 * A player of the guided practice (spec 2 §2): play/pause, a seek bar and m:ss elapsed / total.
 * Without JavaScript, the browser's own controls. Play errors are only logged (spec 3 §8).
 * One voice at a time: starting this player pauses any other (`usePlayback`).
 */
import { useEffect } from "react";
import { clock } from "~/audio/clock";
import { usePlayback } from "~/audio/use-playback";
import { useHydrated } from "~/utils/use-hydrated";

type Props = {
  src: string;
  label: string;
  autoPlay?: boolean;
  onEnded?: () => void;
  testId?: string;
  /** Known length, shown before anything loads. */ seconds?: number;
};

export function GuidePlayer({ src, label, autoPlay = false, onEnded, testId, seconds }: Props) {
  const hydrated = useHydrated();
  const player = usePlayback({
    src,
    knownSeconds: seconds,
    onEnded,
    onPlayError: (error) => console.warn("lecture audio impossible", error),
  });
  const { play } = player;

  useEffect(() => {
    if (autoPlay) void play();
    // A new source (the next step) starts by itself when asked to.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [src, autoPlay]);

  const element = (
    // eslint-disable-next-line jsx-a11y/media-has-caption -- the guide's words are the written steps shown on the same page
    <audio
      {...player.bind}
      src={src}
      // Nothing is downloaded before the person presses play (a phone's data plan; the length is known).
      preload={seconds ? "none" : "metadata"}
      controls={!hydrated}
      data-testid={testId}
      aria-label={label}
      className={hydrated ? "hidden" : "w-full"}
      onError={() => console.warn("enregistrement illisible", src)}
    />
  );
  if (!hydrated) return element;
  return (
    <div className="flex items-center gap-3" role="group" aria-label={label}>
      {element}
      <button
        type="button"
        className="btn-primary min-w-24 shrink-0 px-4"
        onClick={player.toggle}
        aria-label={`${player.playing ? "Pause" : "Écouter"} · ${label}`}
      >
        {player.playing ? "Pause" : "Écouter"}
      </button>
      <input
        type="range"
        min={0}
        max={player.known ? player.duration : 0}
        step={0.1}
        value={player.time}
        onChange={(e) => player.seek(Number(e.target.value))}
        className="h-2 min-w-0 flex-1 accent-terre-600"
        aria-label={`Position · ${label}`}
        aria-valuetext={`${clock(player.time)} sur ${clock(player.duration)}`}
      />
      {/* "0:00 / 8:51" stays on one line, even at 390 px. */}
      <span
        className="shrink-0 whitespace-nowrap text-right text-sm tabular-nums text-encre-700"
        data-testid={testId ? `${testId}-clock` : undefined}
      >
        {clock(player.time)} / {clock(player.duration)}
      </span>
    </div>
  );
}
