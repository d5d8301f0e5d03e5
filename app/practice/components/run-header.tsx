import { Link } from "@remix-run/react";
import { PainfulToolHelpNote } from "~/care/practice-help";
import { progressPercent } from "../flow";
import { PRACTICE_MESSAGES as M } from "../messages";
import { useHydratedDisplay } from "~/utils/use-hydrated";

const NO_SCRIPT_VISITOR_HINT =
  "Vous pratiquez sans compte et sans JavaScript\u00a0: vos réponses vous suivent d'étape en étape sur cette page, mais rien n'est gardé sur cet appareil.";

/** The run's title, step counter and progress bar, with the resume line (no JS) and the signed-out hint. */
export function RunHeader(props: {
  toolId: string;
  name: string;
  step: number;
  stepCount: number;
  resumedWithoutScript: boolean;
  signedIn: boolean;
  hasIntro: boolean;
}) {
  const { step, stepCount } = props;
  const hydrated = useHydratedDisplay();
  return (
    <>
      <header className="mb-6">
        <p className="text-sm font-semibold uppercase tracking-wide text-sauge-700">Pratique</p>
        <h1 className="font-serif text-2xl text-encre-900 sm:text-3xl">{props.name}</h1>
        {step > 0 ? (
          <>
            <p className="mt-2 text-sm text-encre-700" data-testid="step-counter">
              {M.stepOf(step, stepCount)}
            </p>
            <div
              className="mt-2 h-2 w-full overflow-hidden rounded-full bg-sable-200"
              role="progressbar"
              aria-label="Progression"
              aria-valuenow={progressPercent(step, stepCount)}
              aria-valuemin={0}
              aria-valuemax={100}
            >
              <div className="h-full rounded-full bg-terre-500 transition-all" style={{ width: `${progressPercent(step, stepCount)}%` }} />
            </div>
          </>
        ) : null}
        <PainfulToolHelpNote toolId={props.toolId} step={step} hasIntro={props.hasIntro} />
      </header>

      {props.resumedWithoutScript ? (
        <p className="mb-4 rounded-xl bg-sauge-100 p-3 text-sm font-medium text-encre-900" role="status">
          {M.sessionResumed}
        </p>
      ) : null}

      {!props.signedIn && !hydrated ? (
        // Without JavaScript nothing can stay on the device: say what really happens (issue 17).
        <noscript>
          <p className="mb-4 rounded-xl border border-sable-300 bg-sable-50 p-3 text-sm text-encre-700">
            {NO_SCRIPT_VISITOR_HINT}{" "}
            <Link to="/auth/signup" className="link">
              Créer un compte
            </Link>
          </p>
        </noscript>
      ) : null}
    </>
  );
}

/**
 * A visitor's page that runs: what stays on the device, and signing in. Drawn only once the page runs, so
 * it comes under the step rather than above it: arriving at hydration, it moves nothing already on the
 * screen (decision 0451: above the step it pushed the whole step down, a layout shift on every visit).
 */
export function LocalHint({ toolId, signedIn }: { toolId: string; signedIn: boolean }) {
  const hydrated = useHydratedDisplay();
  if (signedIn || !hydrated) return null;
  return (
    <p className="mt-4 rounded-xl border border-sable-300 bg-sable-50 p-3 text-sm text-encre-700" data-testid="local-hint">
      {M.localHint}{" "}
      <Link to={`/auth/login?redirectTo=${encodeURIComponent(`/practice/${toolId}`)}`} className="link">
        {M.signIn}
      </Link>
    </p>
  );
}
