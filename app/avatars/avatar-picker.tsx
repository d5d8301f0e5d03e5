import { Form, useNavigation } from "@remix-run/react";
import { useId } from "react";
import { FormAlert } from "~/components/forms/field";
import { useHydrated } from "~/utils/use-hydrated";
import { AVATAR_MAX_SIDE, AVATAR_MESSAGES } from "./validation";

/** Draws the picture at most 256 px wide and high, as WebP (JPEG where the browser has no WebP encoder). */
async function resize(file: File): Promise<File> {
  const bitmap = await createImageBitmap(file);
  const scale = Math.min(1, AVATAR_MAX_SIDE / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement("canvas");
  canvas.width = Math.max(1, Math.round(bitmap.width * scale));
  canvas.height = Math.max(1, Math.round(bitmap.height * scale));
  canvas.getContext("2d")!.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  const encode = (type: string) => new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, 0.85));
  let blob = await encode("image/webp");
  if (!blob || blob.type !== "image/webp") blob = await encode("image/jpeg");
  if (!blob) throw new Error("canvas encoding failed");
  return new File([blob], blob.type === "image/webp" ? "avatar.webp" : "avatar.jpg", { type: blob.type });
}

/**
 * The profile picture: a plain multipart form (works without JavaScript, within 300 kB); with
 * JavaScript the chosen image is resized on this device before it leaves, so the server gets ≤ 256 px.
 */
export function AvatarPicker({ hasAvatar, error }: { hasAvatar: boolean; error?: string }) {
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const id = useId();
  const busy = navigation.state !== "idle";
  const onChange = async (event: React.ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file || !hydrated) return;
    try {
      const small = await resize(file);
      const transfer = new DataTransfer();
      transfer.items.add(small);
      input.files = transfer.files;
    } catch {
      // Not a picture the browser can draw: the original goes, and the server says what is wrong.
    }
  };
  return (
    <section className="card" aria-labelledby={`${id}-titre`}>
      <h2 id={`${id}-titre`} className="text-lg font-semibold text-encre-900">
        {AVATAR_MESSAGES.label}
      </h2>
      <Form method="post" encType="multipart/form-data" className="mt-4 space-y-3">
        <input type="hidden" name="intent" value="avatar" />
        {error ? <FormAlert message={error} /> : null}
        <div>
          <label htmlFor={`${id}-fichier`} className="field-label">
            Choisir une image
          </label>
          <input
            id={`${id}-fichier`}
            name="avatar"
            type="file"
            accept="image/jpeg,image/png,image/webp"
            required
            onChange={onChange}
            aria-describedby={`${id}-aide`}
            aria-invalid={error ? true : undefined}
            className="block w-full text-sm text-encre-700 file:mr-3 file:rounded-lg file:border-0 file:bg-sable-100 file:px-3 file:py-2 file:text-encre-900"
          />
          <p id={`${id}-aide`} className="mt-1 text-xs text-encre-700">
            {AVATAR_MESSAGES.hint}
          </p>
        </div>
        <button type="submit" className="btn-primary" disabled={busy}>
          {AVATAR_MESSAGES.upload}
        </button>
      </Form>
      {hasAvatar ? (
        <Form method="post" className="mt-3">
          <input type="hidden" name="intent" value="avatar-remove" />
          <button type="submit" className="btn-secondary" disabled={busy}>
            {AVATAR_MESSAGES.remove}
          </button>
        </Form>
      ) : null}
    </section>
  );
}
