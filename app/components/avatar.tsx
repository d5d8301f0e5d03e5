import { DEFAULT_DISPLAY_NAME } from "~/auth/labels";
import { ownAvatarUrl } from "~/avatars/url";

export function Avatar({ name, url, size = 32 }: { name: string | null; url: string | null; size?: number }) {
  const label = name || DEFAULT_DISPLAY_NAME;
  const own = ownAvatarUrl(url);
  if (own) {
    return (
      <img
        src={own}
        alt=""
        width={size}
        height={size}
        referrerPolicy="no-referrer"
        className="shrink-0 rounded-full border border-sable-200 bg-sable-100 object-cover"
        style={{ width: size, height: size }}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className="inline-flex shrink-0 items-center justify-center rounded-full bg-sauge-100 font-semibold text-sauge-700"
      style={{ width: size, height: size, fontSize: size * 0.42 }}
    >
      {label.trim().charAt(0).toUpperCase() || "U"}
    </span>
  );
}
