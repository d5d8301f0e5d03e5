/** Forum-only pieces: the pin and lock icons (shared ones are in app/community; the rendered Markdown is in markdown-body.tsx). */
export function PinIcon({ label = "Épinglé" }: { label?: string }) {
  return (
    <svg role="img" aria-label={label} viewBox="0 0 24 24" width="16" height="16" fill="currentColor" className="shrink-0 text-terre-600">
      <title>{label}</title>
      <path d="M16 3l5 5-3 1-4 4 1 5-2 2-4-4-5 5-1-1 5-5-4-4 2-2 5 1 4-4 1-3z" />
    </svg>
  );
}

export function LockIcon({ label = "Verrouillé" }: { label?: string }) {
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox="0 0 24 24"
      width="16"
      height="16"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      className="shrink-0 text-encre-700"
    >
      <title>{label}</title>
      <rect x="5" y="11" width="14" height="10" rx="2" />
      <path d="M8 11V7a4 4 0 0 1 8 0v4" />
    </svg>
  );
}
