import { Link } from "@remix-run/react";
import { EnvelopeIcon } from "./envelope-icon";
import { LETTERS_MESSAGES as M } from "./messages";
import { formatDay, type LetterState } from "./opening-day";
import { letterPath } from "./paths";

export type LetterOutside = { id: string; opensOn: string; state: LetterState };

/** A letter as any list shows it: its day and its state, never its words. */
export function LetterCard({ letter }: { letter: LetterOutside }) {
  const day = formatDay(letter.opensOn);
  const waiting = letter.state === "waiting";
  return (
    <Link
      to={letterPath(letter.id)}
      className={`card flex h-full items-start gap-3 p-4 transition-shadow hover:shadow-md ${waiting ? "border-terre-400 bg-sable-50" : ""}`}
      data-testid="sealed-letter-card"
      data-state={letter.state}
    >
      <EnvelopeIcon open={letter.state !== "sealed"} />
      <span className="min-w-0">
        <span className="block font-semibold text-encre-900">
          {waiting ? M.waiting : letter.state === "sealed" ? M.sealed : M.openedCard}
        </span>
        <span className="mt-1 block text-sm text-encre-700">{letter.state === "sealed" ? M.sealedUntil(day) : M.itsDay(day)}</span>
      </span>
    </Link>
  );
}
