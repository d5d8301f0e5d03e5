import { withFrenchTypography } from "~/utils/typography";

/** Said where a form that loads apart (decision 0430) is not there yet: never an empty space. */
export const { FORM_LOADING } = withFrenchTypography({ FORM_LOADING: "Le formulaire arrive…" } as const);

/** A form's place while its code arrives (a page reached from another one, a message that just appeared). */
export function FormLoading({ className = "" }: { className?: string }) {
  return (
    <p className={`text-sm text-encre-700 ${className}`} role="status" aria-busy="true">
      {FORM_LOADING}
    </p>
  );
}
