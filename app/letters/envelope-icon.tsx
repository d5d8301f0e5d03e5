/** An envelope, closed (sealed) or with its flap open (its day has come): drawn, so every phone shows it. */
export function EnvelopeIcon({ open = false, className = "h-8 w-8" }: { open?: boolean; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 32 32"
      className={`shrink-0 text-terre-700 ${className}`}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      {open ? (
        <>
          <path d="M4 14 16 5l12 9v13H4Z" strokeLinejoin="round" />
          <path d="m4 14 12 8 12-8" strokeLinejoin="round" />
          <path d="M9 11.5V9h14v2.5" />
        </>
      ) : (
        <>
          <rect x="4" y="8" width="24" height="17" rx="2" />
          <path d="m4.5 9 11.5 9 11.5-9" strokeLinejoin="round" />
          <circle cx="16" cy="18" r="2.5" fill="currentColor" stroke="none" />
        </>
      )}
    </svg>
  );
}
