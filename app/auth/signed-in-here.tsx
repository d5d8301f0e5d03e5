/**
 * The calm note of the sign-in, link and sign-up screens when an account is open in this browser (issue
 * 56 item 4, decision 0473): signing in with another account ends that session here and its notifications
 * on this device, and the person is told so before, with a way to stay.
 */
import { Link } from "@remix-run/react";
import { AUTH_MESSAGES } from "./messages";

export function SignedInHere({ pseudo }: { pseudo: string }) {
  return (
    <div
      role="note"
      className="mb-4 rounded-xl border border-sable-300 bg-sable-100 p-4 text-sm text-encre-900"
      data-testid="signed-in-here"
    >
      <p>{AUTH_MESSAGES.someoneHere.note(pseudo)}</p>
      <p className="mt-2">
        <Link to="/dashboard" className="link">
          {AUTH_MESSAGES.someoneHere.stay(pseudo)}
        </Link>
      </p>
    </div>
  );
}
