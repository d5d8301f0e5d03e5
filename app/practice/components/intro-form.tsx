import { withHelpLines } from "~/care/line-kinds";
import { useHelpCountry } from "~/care/use-help-country";
import { PRACTICE_MESSAGES as M } from "../messages";

/** Step 0 of table_paix, jalousie and dialogue: the intro and its 'Commencer' (a plain form without JavaScript). */
export function IntroForm({
  intro,
  sessionId,
  onStart,
}: {
  intro: { title: string; description: string };
  sessionId: string | null;
  onStart: () => void;
}) {
  // The lines the text names are the person's country's (decision 0471).
  const country = useHelpCountry();
  return (
    <form method="post" className="card" onSubmit={(e) => (e.preventDefault(), onStart())}>
      <input type="hidden" name="step" value={0} />
      <input type="hidden" name="sessionId" value={sessionId ?? ""} />
      <h2 className="font-serif text-xl text-encre-900">{intro.title}</h2>
      <div
        className="prose-practice mt-3 space-y-3 text-encre-700"
        dangerouslySetInnerHTML={{ __html: withHelpLines(intro.description, country) }}
      />
      <button type="submit" name="intent" value="next" className="btn-primary mt-6">
        {M.start}
      </button>
    </form>
  );
}
