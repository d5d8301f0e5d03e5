/**
 * The one play/pause hook of every player (the guide's complete and step players, the recordings'
 * player, the recorder's playback): playing, position and length from the element's own events,
 * play/pause/seek, and one voice at a time (`one-voice.ts`). Spread `bind` on the `<audio>` element.
 */
import { useEffect, useRef, useState } from "react";
import { leaveTheFloor, takeTheFloor } from "./one-voice";
import { isReportablePlayError } from "./source";

type Options = {
  /** The source: a new one starts from 0:00. */
  src: string | null | undefined;
  /** A length known before anything loads (the guide's files), shown until the element knows better. */
  knownSeconds?: number;
  onEnded?: () => void;
  /** A play() the browser refused (not an interruption by a pause or a new source). */
  onPlayError?: (error: unknown) => void;
};

export function usePlayback({ src, knownSeconds, onEnded, onPlayError }: Options) {
  const ref = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);
  const [time, setTime] = useState(0);
  const [duration, setDuration] = useState(knownSeconds ?? Number.NaN);

  useEffect(() => {
    setPlaying(false);
    setTime(0);
    setDuration(knownSeconds ?? Number.NaN);
  }, [src, knownSeconds]);

  // A player that leaves the page (another step, another question) gives the floor back.
  useEffect(() => {
    const element = ref.current;
    return () => {
      if (element) leaveTheFloor(element);
    };
  }, [src]);

  function readDuration(element: HTMLAudioElement) {
    if (Number.isFinite(element.duration) && element.duration > 0) setDuration(element.duration);
  }

  async function play() {
    const element = ref.current;
    if (!element) return;
    try {
      await element.play();
    } catch (error) {
      setPlaying(false);
      if (isReportablePlayError(error)) onPlayError?.(error);
    }
  }

  function pause() {
    ref.current?.pause();
  }

  async function toggle() {
    if (ref.current && !ref.current.paused) return pause();
    await play();
  }

  function seek(seconds: number) {
    if (ref.current) ref.current.currentTime = seconds;
    setTime(seconds);
  }

  const bind = {
    ref,
    onPlay: (event: React.SyntheticEvent<HTMLAudioElement>) => {
      takeTheFloor(event.currentTarget);
      setPlaying(true);
    },
    onPause: (event: React.SyntheticEvent<HTMLAudioElement>) => {
      leaveTheFloor(event.currentTarget);
      setPlaying(false);
    },
    onEnded: (event: React.SyntheticEvent<HTMLAudioElement>) => {
      leaveTheFloor(event.currentTarget);
      setPlaying(false);
      onEnded?.();
    },
    onTimeUpdate: (event: React.SyntheticEvent<HTMLAudioElement>) => setTime(event.currentTarget.currentTime),
    onLoadedMetadata: (event: React.SyntheticEvent<HTMLAudioElement>) => readDuration(event.currentTarget),
    onDurationChange: (event: React.SyntheticEvent<HTMLAudioElement>) => readDuration(event.currentTarget),
  };

  const known = Number.isFinite(duration) && duration > 0;
  return { bind, playing, time, duration, known, play, pause, toggle, seek };
}
