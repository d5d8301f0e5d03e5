/** Audio upload rules shared by the recorder (client) and the upload endpoint (spec 3, §5). */
export const AUDIO_MAX_BYTES = 52_428_800;

export const AUDIO_MESSAGES = {
  tooLargeTitle: "Fichier trop volumineux",
  tooLarge: (bytes: number) =>
    `Le fichier audio ne peut pas dépasser 50MB. Votre fichier fait ${(bytes / 1024 / 1024).toFixed(2)} MB.`,
  notAudioTitle: "Format non pris en charge",
  notAudio: "Seuls les fichiers audio sont acceptés.",
  forbidden: "Accès refusé à cet enregistrement.",
  signInRequired: "Vous devez être connecté",
  unavailable: "Enregistrement non disponible",
  uploadFailed: "Impossible d'envoyer l'enregistrement. Veuillez réessayer.",
} as const;

/**
 * `message` is shown under `title` (toast, form alert); `error` is the one-line text of the upload
 * endpoint's JSON, "title: message" for a file too large, as the spec words it.
 */
export type AudioRefusal = { status: 413 | 415; title: string; message: string; error: string };

/** Audio types only, at most 50 MB. */
export function checkAudio(contentType: string | null | undefined, bytes: number): AudioRefusal | null {
  if (!contentType || !/^audio\/[\w.+-]+/i.test(contentType.trim())) {
    return { status: 415, title: AUDIO_MESSAGES.notAudioTitle, message: AUDIO_MESSAGES.notAudio, error: AUDIO_MESSAGES.notAudio };
  }
  if (bytes > AUDIO_MAX_BYTES) {
    const message = AUDIO_MESSAGES.tooLarge(bytes);
    return { status: 413, title: AUDIO_MESSAGES.tooLargeTitle, message, error: `${AUDIO_MESSAGES.tooLargeTitle}: ${message}` };
  }
  return null;
}
