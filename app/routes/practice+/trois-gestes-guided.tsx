/**
 * /practice/trois-gestes-guided (spec 2 §2): the complete practice's player and 'Les 7 étapes',
 * one step at a time (?etape=n, so it works without JavaScript), each with its transcript. A step
 * advances by itself when its audio ends; after the last, or with 'Faire le bilan', the bilan.
 */
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { Link, useLoaderData, useNavigate, useSearchParams } from "@remix-run/react";
import { useState } from "react";
import { GUIDED_AUDIO, GUIDED_MESSAGES as M, GUIDED_STEPS } from "~/practice/content/trois-gestes";
import { GuidePlayer } from "~/practice/trois-gestes/guide-player";
import { GUIDED_BILAN_PATH as BILAN_PATH, stepIndex } from "~/practice/trois-gestes/guided";
import { GUIDED_TRANSCRIPTS } from "~/practice/trois-gestes/transcripts.server";
import { GuidedAudioOffline } from "~/offline/guided-audio";
import type { DescriptionHandle } from "~/utils/page-description";
import { RecordedLinesNote } from "~/care/recorded-lines-note";

export const meta: MetaFunction = () => [{ title: "Les 3 Gestes — Pratique guidée · Rendez-vous intérieur" }];

export const handle: DescriptionHandle = {
  description: "La pratique guidée des 3 Gestes, en sept étapes à écouter, avec le texte de chaque étape.",
};

export async function loader(_args: LoaderFunctionArgs) {
  return json({ transcripts: GUIDED_TRANSCRIPTS });
}

export default function TroisGestesGuided() {
  const { transcripts } = useLoaderData<typeof loader>();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const index = stepIndex(params.get("etape"));
  const [autoPlay, setAutoPlay] = useState(false);
  const last = GUIDED_STEPS.length - 1;
  const go = (next: number) => navigate(`?etape=${next + 1}`, { replace: true, preventScrollReset: true });

  return (
    <div className="mx-auto max-w-3xl">
      <Link to="/practice/trois-gestes" className="link text-sm">
        ← Retour aux 3 Gestes
      </Link>
      <h1 className="mt-2 font-serif text-3xl text-encre-900">Les 3 Gestes — Pratique guidée</h1>

      <section className="card mt-4" aria-labelledby="complete-title">
        <h2 id="complete-title" className="font-serif text-xl text-encre-900">
          {M.completeTitle}
        </h2>
        <p className="mt-1 text-sm text-encre-700">{M.completeHint}</p>
        <RecordedLinesNote />
        <div className="mt-3">
          <GuidePlayer
            src={GUIDED_AUDIO.complete}
            seconds={GUIDED_AUDIO.completeSeconds}
            label={M.completeTitle}
            testId="complete-audio"
            onEnded={() => navigate(BILAN_PATH)}
          />
        </div>
      </section>

      <section className="card mt-4" aria-labelledby="steps-title">
        <h2 id="steps-title" className="font-serif text-xl text-encre-900">
          {M.stepsTitle}
        </h2>
        <GuidedAudioOffline />
        <p className="mt-3 text-sm font-medium text-sauge-700">{M.stepLabel(index)}</p>
        <h3 className="mt-1 font-serif text-lg text-encre-900" data-testid="step-title">
          {GUIDED_STEPS[index]}
        </h3>
        <div className="mt-3">
          <GuidePlayer
            src={GUIDED_AUDIO.step(index)}
            seconds={GUIDED_AUDIO.stepSeconds[index]}
            label={GUIDED_STEPS[index]!}
            autoPlay={autoPlay}
            testId="step-audio"
            onEnded={() => {
              // The next step plays by itself; after the last one, the bilan.
              if (index === last) return navigate(BILAN_PATH);
              setAutoPlay(true);
              go(index + 1);
            }}
          />
        </div>
        <div className="mt-4 flex items-center justify-between gap-3">
          {index > 0 ? (
            <Link to={`?etape=${index}`} replace preventScrollReset className="btn-secondary" onClick={() => setAutoPlay(false)}>
              ← {M.previous}
            </Link>
          ) : (
            <button type="button" className="btn-secondary" disabled>
              ← {M.previous}
            </button>
          )}
          {index < last ? (
            <Link to={`?etape=${index + 2}`} replace preventScrollReset className="btn-secondary" onClick={() => setAutoPlay(false)}>
              {M.next} →
            </Link>
          ) : (
            <button type="button" className="btn-secondary" disabled>
              {M.next} →
            </button>
          )}
        </div>
        <nav aria-label={M.stepsTitle} className="mt-4">
          <ol className="grid grid-cols-2 gap-2 sm:grid-cols-4">
            {GUIDED_STEPS.map((title, i) => (
              <li key={title}>
                <Link
                  to={`?etape=${i + 1}`}
                  replace
                  preventScrollReset
                  onClick={() => setAutoPlay(false)}
                  aria-current={i === index ? "step" : undefined}
                  className={`block h-full rounded-xl border p-3 text-sm ${i === index ? "border-terre-500 bg-sable-100 font-medium text-encre-900" : "border-sable-300 text-encre-700 hover:border-terre-400"}`}
                >
                  <span className="block text-xs text-encre-500">Étape {i + 1}</span>
                  {title}
                </Link>
              </li>
            ))}
          </ol>
        </nav>
        <details className="mt-5 rounded-xl border border-sable-200 bg-sable-50 p-4" open>
          <summary className="cursor-pointer font-medium text-encre-900">{M.transcript}</summary>
          <div className="mt-2 space-y-2 text-encre-700" data-testid="transcript">
            {transcripts[index]!.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </details>
      </section>

      <div className="mt-6 flex justify-end">
        <Link to={BILAN_PATH} className="btn-primary">
          {M.toBilan}
        </Link>
      </div>
    </div>
  );
}
