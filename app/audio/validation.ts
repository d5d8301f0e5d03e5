/**
 * Audio upload rules shared by the recorder (client) and every server path that stores audio
 * (spec 3, §5). Audio is only ever audio: an exact list of types, never the client's own string,
 * and on the server the file's first bytes must be one of those formats.
 */
export const AUDIO_MAX_BYTES = 52_428_800;

export const AUDIO_MESSAGES = {
  tooLargeTitle: "Fichier trop volumineux",
  tooLarge: (bytes: number) => `Le fichier audio ne peut pas dépasser 50MB. Votre fichier fait ${(bytes / 1024 / 1024).toFixed(2)} MB.`,
  notAudioTitle: "Format non pris en charge",
  notAudio: "Seuls les fichiers audio sont acceptés.",
  forbidden: "Accès refusé à cet enregistrement.",
  signInRequired: "Connectez-vous pour continuer.",
  unavailable: "Enregistrement non disponible",
  uploadFailed: "Impossible d'envoyer l'enregistrement. Veuillez réessayer.",
} as const;

/** The audio types we store and serve, with the file extension each gets. */
const AUDIO_TYPES = {
  "audio/webm": "webm",
  "audio/ogg": "ogg",
  "audio/mpeg": "mp3",
  "audio/mp4": "m4a",
  "audio/wav": "wav",
  "audio/aac": "aac",
} as const;
export type AudioType = keyof typeof AUDIO_TYPES;

/** Types browsers and recorders declare, mapped to the one listed type they mean. */
const DECLARED_TYPES: Record<string, AudioType> = {
  "audio/webm": "audio/webm",
  "audio/ogg": "audio/ogg",
  "audio/opus": "audio/ogg",
  "audio/mpeg": "audio/mpeg",
  "audio/mp3": "audio/mpeg",
  "audio/mp4": "audio/mp4",
  "audio/x-m4a": "audio/mp4",
  "audio/m4a": "audio/mp4",
  "audio/aac": "audio/aac",
  "audio/x-aac": "audio/aac",
  "audio/wav": "audio/wav",
  "audio/x-wav": "audio/wav",
  "audio/wave": "audio/wav",
  "audio/vnd.wave": "audio/wav",
};

/** Parameters such as `codecs=opus` or `codecs="opus"`: nothing else may follow the type. */
const PARAMETERS = /^(;\s*[a-z0-9-]+=("[a-z0-9.+ -]*"|[a-z0-9.+-]+)\s*)*$/;

/**
 * The listed type a declared Content-Type stands for, or null: "audio/webm;codecs=opus" is
 * "audio/webm"; "audio/webm, text/html", "audio/svg+xml" or "text/plain" are nothing.
 */
export function listedAudioType(declared: string | null | undefined): AudioType | null {
  if (typeof declared !== "string" || declared.length > 100) return null;
  const value = declared.trim().toLowerCase();
  const cut = value.indexOf(";");
  const essence = cut === -1 ? value : value.slice(0, cut).trim();
  const parameters = cut === -1 ? "" : value.slice(cut);
  if (!Object.hasOwn(DECLARED_TYPES, essence) || !PARAMETERS.test(parameters)) return null;
  return DECLARED_TYPES[essence]!;
}

export function audioExtension(type: AudioType): string {
  return AUDIO_TYPES[type];
}

function startsWith(bytes: Uint8Array, signature: readonly number[], at = 0): boolean {
  return bytes.length >= at + signature.length && signature.every((byte, i) => bytes[at + i] === byte);
}
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/**
 * The audio format a file's first bytes show (WebM/EBML, Ogg, MP3 with ID3 or a frame sync,
 * AAC/ADTS, MP4/ftyp, WAV/RIFF), or null when they show none of them.
 */
export function sniffAudioType(bytes: Uint8Array): AudioType | null {
  if (startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3])) return "audio/webm";
  if (startsWith(bytes, ascii("OggS"))) return "audio/ogg";
  if (startsWith(bytes, ascii("ID3"))) return "audio/mpeg";
  if (bytes.length >= 2 && bytes[0] === 0xff) {
    // ADTS: 12-bit sync, layer 00; MPEG audio: 11-bit sync, layer 01 to 11.
    if ((bytes[1]! & 0xf6) === 0xf0) return "audio/aac";
    if ((bytes[1]! & 0xe0) === 0xe0 && (bytes[1]! & 0x06) !== 0) return "audio/mpeg";
  }
  if (startsWith(bytes, ascii("ftyp"), 4)) return "audio/mp4";
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WAVE"), 8)) return "audio/wav";
  return null;
}

/**
 * `message` is shown under `title` (toast, form alert); `error` is the one-line text of the upload
 * endpoint's JSON, "title: message" for a file too large, as the spec words it.
 */
export type AudioRefusal = { status: 413 | 415; title: string; message: string; error: string };

const notAudio: AudioRefusal = {
  status: 415,
  title: AUDIO_MESSAGES.notAudioTitle,
  message: AUDIO_MESSAGES.notAudio,
  error: AUDIO_MESSAGES.notAudio,
};

/** Listed audio types only, at most 50 MB: what the browser can check before sending. */
export function checkAudio(contentType: string | null | undefined, bytes: number): AudioRefusal | null {
  if (!listedAudioType(contentType)) return notAudio;
  if (bytes > AUDIO_MAX_BYTES) {
    const message = AUDIO_MESSAGES.tooLarge(bytes);
    return { status: 413, title: AUDIO_MESSAGES.tooLargeTitle, message, error: `${AUDIO_MESSAGES.tooLargeTitle}: ${message}` };
  }
  return null;
}

/**
 * The whole check before storing: a listed declared type, the size, then the bytes themselves.
 * The type to store is the one the bytes show, never the client's string.
 */
export function inspectAudio(
  declaredType: string | null | undefined,
  bytes: Uint8Array,
): { ok: true; type: AudioType } | { ok: false; refusal: AudioRefusal } {
  const refusal = checkAudio(declaredType, bytes.byteLength);
  if (refusal) return { ok: false, refusal };
  const type = sniffAudioType(bytes);
  return type ? { ok: true, type } : { ok: false, refusal: notAudio };
}
