/**
 * One voice at a time, on the whole page: when any player starts, the one that was playing pauses
 * (the guide's complete player, a step's player, a recording in Mes questions, the recorder's own
 * playback). Pure bookkeeping over the media elements, so it is tested without React.
 */
type Voice = Pick<HTMLMediaElement, "pause" | "paused">;

let speaking: Voice | null = null;

/** This element has started: the other voice, if any, pauses. */
export function takeTheFloor(voice: Voice) {
  if (speaking && speaking !== voice && !speaking.paused) speaking.pause();
  speaking = voice;
}

/** This element paused, ended or left the page. */
export function leaveTheFloor(voice: Voice) {
  if (speaking === voice) speaking = null;
}

/** Silences whichever voice plays (a recording starts: the microphone must not hear the guide). */
export function silence() {
  if (speaking && !speaking.paused) speaking.pause();
  speaking = null;
}
