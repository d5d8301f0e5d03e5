/**
 * Audio sources of the players (spec 3 §5, §8): a stored value is either absent, an invalid
 * placeholder ('local_audio', anything with "undefined" or "null"), or a playable address.
 */
export type AudioProblem = "source" | "load";

export const AUDIO_PLAYER_MESSAGES = {
  unavailable: "Enregistrement non disponible",
  invalidSource: "Source audio invalide ou manquante",
  loadError: "Impossible de charger l'enregistrement vocal",
  playErrorTitle: "Erreur de lecture",
  playError: "Impossible de lire l'enregistrement audio",
  downloadError: "Impossible de télécharger l'enregistrement",
  download: "Télécharger",
  listen: "Écouter",
  pause: "Pause",
} as const;

/** True for values the players ignore: empty, 'local_audio', or containing undefined/null. */
export function isInvalidAudioValue(value: string | null | undefined): boolean {
  return !value || !value.trim() || value === "local_audio" || /undefined|null/.test(value);
}

/** A browser-playable address: a data URL, an http(s) URL or a same-site path. */
function isPlayableAddress(value: string | null | undefined): value is string {
  return !isInvalidAudioValue(value) && /^(https?:\/\/|data:audio\/|\/(?!\/))/.test(value!);
}

/**
 * What a player receives for a stored value once the server tried to make it playable:
 * no recording at all, a source, or the reason there is none.
 */
export type AudioView = { src: string | null; problem: AudioProblem | null };

export function audioView(stored: string | null | undefined, playable: string | null): AudioView {
  if (!stored) return { src: null, problem: null };
  if (isInvalidAudioValue(stored)) return { src: null, problem: "source" };
  if (playable && isPlayableAddress(playable)) return { src: playable, problem: null };
  return { src: null, problem: "load" };
}

/** The message a failure shows (spec 3 §8): the signed-URL failure, or the invalid source. */
export function problemMessage(problem: AudioProblem): string {
  return problem === "load" ? AUDIO_PLAYER_MESSAGES.loadError : AUDIO_PLAYER_MESSAGES.invalidSource;
}

/** A play() rejection is reported unless playback was merely interrupted (AbortError). */
export function isReportablePlayError(error: unknown): boolean {
  return !(error && typeof error === "object" && (error as { name?: string }).name === "AbortError");
}

const EXTENSIONS: Record<string, string> = {
  "audio/webm": "webm",
  "audio/ogg": "ogg",
  "audio/mpeg": "mp3",
  "audio/mp4": "m4a",
  "audio/wav": "wav",
  "audio/aac": "aac",
};

/** The file name offered by "Télécharger", from the recording's type. */
export function downloadName(type: string | null | undefined, base = "enregistrement"): string {
  const clean = (type ?? "").split(";")[0]!.trim().toLowerCase();
  return `${base}.${EXTENSIONS[clean] ?? "webm"}`;
}
