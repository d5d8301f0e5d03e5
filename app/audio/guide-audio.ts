/**
 * Where the guided practices' audio is served: /audio/guide/<file>.mp3, read from R2 under `guide/`
 * with byte ranges (decision 0200; the files live in `guide-audio/` and reach R2 through
 * `scripts/guide-audio.mjs`).
 */
const GUIDE_AUDIO_PATH = "/audio/guide/";
const GUIDE_AUDIO_PREFIX = "guide/";

export const GUIDE_AUDIO_MESSAGES = { notFound: "Cet enregistrement guidé est introuvable." } as const;

/** The public address of a guide file ("trois-gestes-complet.mp3"). */
export function guideAudioUrl(file: string): string {
  return `${GUIDE_AUDIO_PATH}${file}`;
}

/** The R2 key of a requested file name, or null when the name is not a plain `.mp3` file name. */
export function guideAudioKey(file: string): string | null {
  return /^[a-z0-9][a-z0-9-]*\.mp3$/.test(file) ? `${GUIDE_AUDIO_PREFIX}${file}` : null;
}
