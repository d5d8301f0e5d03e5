/**
 * "Comment vous sentez-vous maintenant ?" at the end of a practice (issue 17), on the chooser's scale.
 * A plain form without JavaScript (the run's action keeps it with the session); with JavaScript the
 * run's store keeps it (server session or device).
 */
import { Form } from "@remix-run/react";
import { useState } from "react";
import { useToast } from "~/components/toaster";
import { MOOD_MESSAGES, MOODS, type Mood } from "../mood";
import { CarriedAnswers, useVisitorAction } from "../run/visitor-run";
import { withFrenchTypography } from "~/utils/typography";

/** Where the answer goes, said truthfully (issue 30): only an account has a dashboard. */
export type FeelingKept = "account" | "device" | "nowhere";

const FEELING_MESSAGES = withFrenchTypography({
  hint: {
    account: MOOD_MESSAGES.hint,
    device: "Votre réponse est gardée avec cette pratique, sur cet appareil.",
    nowhere: "Sans JavaScript, votre réponse ne peut être gardée nulle part\u00a0: elle reste seulement sur cette page.",
  },
  thanks: {
    account: MOOD_MESSAGES.thanks,
    device: "Merci, votre réponse est gardée sur cet appareil avec cette pratique.",
    nowhere: "Merci pour votre réponse. Elle n'est pas gardée\u00a0: elle reste seulement sur cette page.",
  },
} as const);

export function FeelingQuestion(props: {
  sessionId: string | null;
  step: number;
  chosen: Mood | null;
  kept: FeelingKept;
  onChoose?: (mood: Mood) => Promise<boolean>;
}) {
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  return (
    <Form
      method="post"
      action={useVisitorAction()}
      className="mt-6 rounded-xl border border-sable-200 p-4"
      aria-labelledby="feeling-title"
      onSubmit={async (event) => {
        if (!props.onChoose) return;
        event.preventDefault();
        const value = ((event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null)?.value as Mood | undefined;
        if (!value) return;
        setBusy(true);
        const ok = await props.onChoose(value);
        setBusy(false);
        // A success shows beside the buttons; only a failure needs a toast.
        if (!ok) toast({ title: MOOD_MESSAGES.failed, type: "error" });
      }}
    >
      <input type="hidden" name="intent" value="feeling" />
      <input type="hidden" name="sessionId" value={props.sessionId ?? ""} />
      <input type="hidden" name="step" value={props.step} />
      <CarriedAnswers />
      <h2 id="feeling-title" className="font-serif text-lg text-encre-900">
        {MOOD_MESSAGES.question}
      </h2>
      <p className="mt-1 text-sm text-encre-500">{FEELING_MESSAGES.hint[props.kept]}</p>
      <div className="mt-3 flex flex-col gap-2 sm:flex-row" data-testid="feeling">
        {MOODS.map((mood) => (
          <button
            key={mood.id}
            type="submit"
            name="feeling"
            value={mood.id}
            disabled={busy}
            aria-pressed={props.chosen === mood.id}
            className={props.chosen === mood.id ? "btn-primary" : "btn-secondary"}
          >
            {mood.label}
          </button>
        ))}
      </div>
      {/* « J'ai mal »: the help comes first (end-screen.tsx), and this thanks after it. */}
      {props.chosen && props.chosen !== "mal" ? <FeelingThanks kept={props.kept} /> : null}
    </Form>
  );
}

/** Where the chosen feeling is kept, said once it is. */
export function FeelingThanks({ kept }: { kept: FeelingKept }) {
  return (
    <p className="mt-2 text-sm text-sauge-700" role="status">
      {FEELING_MESSAGES.thanks[kept]}
    </p>
  );
}
