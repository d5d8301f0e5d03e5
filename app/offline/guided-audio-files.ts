/**
 * The guided 3 Gestes audio a person may keep for offline listening (« Écouter hors ligne », issue 33):
 * the seven steps only. Kept in their own cache, only on that choice, and removable.
 */
import { guideAudioUrl } from "../audio/guide-audio";

export const GUIDED_AUDIO_CACHE = "rvi-guided-audio";

export const GUIDED_AUDIO_FILES: readonly string[] = Array.from({ length: 7 }, (_, i) => guideAudioUrl(`trois-gestes-etape-${i + 1}.mp3`));

export function isGuidedAudio(pathname: string): boolean {
  return GUIDED_AUDIO_FILES.includes(pathname);
}
