import { useFetcher } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useSchemaForm } from "~/components/forms/conform";
import { ScriptField } from "~/components/forms/script-field";
import { FOLLOW_MESSAGES as F, followSchema } from "./follows";
import type { ThreadAnswer } from "./thread-answer";

/**
 * « Suivre ce sujet » / « Ne plus suivre » (issue 57, decision 0477), for a signed-in member. Without
 * JavaScript a plain form: the page comes back with the new state. With it, a fetcher: the button turns
 * at once and the page is not read again.
 */
export function FollowButton({
  following,
  answer,
  onChange,
}: {
  following: boolean;
  /** The page's own action answer (without JavaScript), when it was this form's. */
  answer: ThreadAnswer | null;
  /** Told the new state once the server has it. */
  onChange?: (following: boolean) => void;
}) {
  const fetcher = useFetcher<ThreadAnswer>();
  const [state, setState] = useState(following);
  useEffect(() => setState(following), [following]);
  useEffect(() => {
    if (fetcher.data?.following === undefined) return;
    setState(fetcher.data.following);
    onChange?.(fetcher.data.following);
    // Only a new answer matters here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fetcher.data]);
  const last = fetcher.data ?? answer;
  const { formProps, fields } = useSchemaForm(followSchema, last?.result);
  // While the choice travels, the button shows it already (the other of the two states).
  const shown = fetcher.state === "submitting" ? !state : state;
  const alert = fetcher.state === "idle" ? (last?.alert ?? null) : null;
  return (
    <div className="space-y-2">
      <fetcher.Form method="post" preventScrollReset {...formProps} className="flex flex-wrap items-center gap-3">
        <input type="hidden" name="intent" value="follow" />
        <input type="hidden" name={fields.suivre.name} value={shown ? "non" : "oui"} />
        <ScriptField />
        <button type="submit" className={shown ? "btn-ghost" : "btn-secondary"} aria-pressed={shown} data-testid="follow-button">
          {shown ? F.unfollow : F.follow}
        </button>
        {shown ? (
          <span className="text-sm text-encre-700" data-testid="follow-state">
            Vous suivez ce sujet.
          </span>
        ) : null}
      </fetcher.Form>
      {alert ? (
        <p role="alert" className="text-sm text-red-800" data-testid="follow-alert">
          {alert}
        </p>
      ) : null}
    </div>
  );
}
