import { Form } from "@remix-run/react";
import { peaceYesLabel } from "../flow";
import { PRACTICE_MESSAGES as M } from "../messages";
import { CarriedAnswers, useVisitorAction } from "../run/visitor-run";

/** responsable's 'Comment vous sentez-vous maintenant ?' under steps 5 and 10 (a plain form without JavaScript). */
export function PeaceQuestion({
  step,
  sessionId,
  text,
  onAnswer,
}: {
  step: number;
  sessionId: string | null;
  text: string;
  onAnswer: (inPeace: boolean) => void;
}) {
  return (
    <Form
      method="post"
      action={useVisitorAction()}
      className="card mt-4"
      onSubmit={(e) => {
        e.preventDefault();
        const value = ((e.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null)?.value;
        onAnswer(value === "yes");
      }}
    >
      <input type="hidden" name="intent" value="peace" />
      <input type="hidden" name="step" value={step} />
      <input type="hidden" name="sessionId" value={sessionId ?? ""} />
      <input type="hidden" name="text" value={text} />
      <CarriedAnswers except={step} />
      <h2 className="font-serif text-xl text-encre-900">{M.peaceQuestion}</h2>
      <div className="mt-4 flex flex-col gap-2 sm:flex-row">
        <button type="submit" name="answer" value="yes" className="btn-primary">
          {peaceYesLabel(step)}
        </button>
        <button type="submit" name="answer" value="no" className="btn-secondary">
          {M.stillHurting}
        </button>
      </div>
    </Form>
  );
}
