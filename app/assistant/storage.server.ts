/**
 * The one writer of the assistant's images in R2 (binding AUDIO, which also holds "generated images",
 * ARCHITECTURE). Keys are {userId}/assistant/{id}.{ext}, so the account's erasure and export, which
 * work on the "{userId}/" prefix, cover them. Read back only through signed URLs, like audio.
 */
import { deleteAudioPrefix, ownsAudioKey, putAudioOnce, signAudioUrl } from "~/audio/storage.server";
import { imageExtension, inspectImage } from "./image-types";

const ASSISTANT_IMAGE_PATH = "/dashboard/assistant/image";

function assistantPrefix(userId: string): string {
  return `${userId}/assistant/`;
}

function ownsAssistantImage(userId: string, key: string): boolean {
  return ownsAudioKey(userId, key) && key.startsWith(assistantPrefix(userId));
}

/** Stores an image after checking its type and bytes; returns its key, or null when refused. */
export async function storeAssistantImage(
  bucket: R2Bucket,
  userId: string,
  bytes: Uint8Array,
  declaredType: string,
): Promise<string | null> {
  const type = inspectImage(declaredType, bytes);
  if (!type) return null;
  const key = `${assistantPrefix(userId)}${Date.now()}-${crypto.randomUUID()}.${imageExtension(type)}`;
  // putAudioOnce only writes once per key; the content type is the one the bytes show.
  return (await putAudioOnce(bucket, key, bytes, type as never)) ? key : null;
}

/** A signed URL for the owner's image, or null for a key that is not theirs. */
export async function assistantImageUrl(secret: string, userId: string, key: string): Promise<string | null> {
  return ownsAssistantImage(userId, key) ? signAudioUrl(secret, key, Date.now(), ASSISTANT_IMAGE_PATH) : null;
}

export async function deleteAssistantImages(bucket: R2Bucket, userId: string): Promise<void> {
  await deleteAudioPrefix(bucket, assistantPrefix(userId));
}
