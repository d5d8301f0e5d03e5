import { playableUrl } from "./storage.server";
import { audioView, type AudioView } from "./source";

/**
 * A stored recording as a player sees it: a signed URL for the owner's own key, or why there is
 * none ("source" for a placeholder value, "load" when it could not be signed).
 */
export async function playableView(secret: string, userId: string, stored: string | null | undefined): Promise<AudioView> {
  let playable: string | null = null;
  try {
    playable = await playableUrl(secret, userId, stored ?? null);
  } catch (error) {
    console.error("audio signing failed", error);
  }
  return audioView(stored, playable);
}
