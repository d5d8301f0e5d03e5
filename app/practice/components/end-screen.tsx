/**
 * The end of a practice (issue 17): 'Session terminée !', how the person feels now (the chooser's
 * scale), the summary with the app's own player, an invitation to what may follow, and a way on that
 * the reader can take (an account to keep the practice, for a visitor).
 */
import { Form, Link } from "@remix-run/react";
import { Suspense, useState } from "react";
import { optionalLazy } from "~/utils/optional-lazy";
import { AudioPlayer } from "~/audio/audio-player";
import { audioView } from "~/audio/source";
import { AfterPracticeCare } from "~/care/after-practice-care";
import { ProfessionalHelpNote } from "~/care/crisis-resources";
import { isPainfulTool } from "~/care/practice-help";
import type { PracticeStep } from "../content/types";
import { PRACTICE_MESSAGES as M } from "../messages";
import type { Mood } from "../mood";
import { isAnswered, type Answers } from "../run/answers";
import { frenchTypography } from "~/utils/typography";
import { useHydratedDisplay } from "~/utils/use-hydrated";
import { FeelingQuestion, FeelingThanks } from "./feeling-question";

// The calm offer to install the app, once, after a completed practice (issue 33): loaded only here.
const InstallOffer = optionalLazy(() => import("~/offline/install-offer"));

export const END_MESSAGES = {
  summaryTitle: "Résumé de vos réponses",
  noAnswer: "Aucune réponse enregistrée pour cette pratique",
  nextTitle: "Et maintenant\u202f?",
  nextIntro: "Si vous le souhaitez, prolongez ce moment\u00a0:",
  nextAct: "Choisir un acte à poser",
  nextLoveWord: "Écrire un mot d'amour",
  nextQuestion: "Noter une question qui reste",
  alreadySaved: "Vos réponses sont enregistrées au fil de la pratique.",
  createAccount: "Créer un compte pour garder cette pratique",
  backToPractices: "Retour aux pratiques",
  keptOnDevice: "Cette pratique est gardée sur cet appareil pendant 7 jours. Un compte la garde pour vous, sur tous vos appareils.",
  // Issue 33: « Terminer » with no network, for a signed-in person.
  finishWaiting: M.finishWaiting,
  finishSent: frenchTypography("Réseau retrouvé\u00a0: votre pratique est enregistrée dans votre compte ✓"),
  notKept:
    "Sans JavaScript, rien n'a pu être gardé sur cet appareil\u00a0: vos réponses sont ci-dessous, le temps de cette page. Créez un compte pour garder vos prochaines pratiques.",
} as const;

export function EndScreen(props: {
  name: string;
  toolId: string;
  steps: PracticeStep[];
  answers: Answers;
  peaceNote: string | null;
  signedIn: boolean;
  /** A visitor without JavaScript: nothing was kept anywhere. */
  visitorNoScript: boolean;
  sessionId: string | null;
  lastStep: number;
  moodAfter: Mood | null;
  /** A signed-in run ended with no network: its end waits on this device, then was sent (issue 33). */
  finishWaiting?: "waiting" | "sent" | null;
  onFeeling?: (mood: Mood) => Promise<boolean>;
}) {
  const { name, toolId, steps, answers, peaceNote, signedIn } = props;
  const answered = steps.filter((s) => isAnswered(answers[s.number]));
  const [feeling, setFeeling] = useState<Mood | null>(props.moodAfter);
  const hydrated = useHydratedDisplay();
  const kept = signedIn ? "account" : props.visitorNoScript ? "nowhere" : "device";
  return (
    <div className="mx-auto max-w-3xl">
      <div className="card">
        <h1 className="font-serif text-2xl text-encre-900 sm:text-3xl">{M.sessionDone}</h1>
        <p className="mt-2 text-encre-700">{name}</p>
        {peaceNote ? <p className="mt-3 rounded-xl bg-sauge-100 p-3 text-sm">{peaceNote}</p> : null}
        {isPainfulTool(toolId) ? <ProfessionalHelpNote className="mt-3" /> : null}

        <FeelingQuestion
          sessionId={props.sessionId}
          step={props.lastStep}
          chosen={feeling}
          kept={kept}
          onChoose={
            props.onFeeling
              ? async (mood) => {
                  const ok = await props.onFeeling!(mood);
                  if (ok) setFeeling(mood);
                  return ok;
                }
              : undefined
          }
        />

        {/* « J'ai mal »: help first, and nothing competing with it (no install offer, no next steps). */}
        {feeling === "mal" ? (
          <>
            <AfterPracticeCare />
            <FeelingThanks kept={kept} />
          </>
        ) : null}

        {props.visitorNoScript ? (
          <p className="mt-6 rounded-xl border border-sable-300 bg-sable-50 p-3 text-sm text-encre-700" role="status">
            {END_MESSAGES.notKept}
          </p>
        ) : !signedIn ? (
          <p className="mt-6 text-sm text-encre-500">{END_MESSAGES.keptOnDevice}</p>
        ) : props.finishWaiting ? (
          <p
            className={`mt-6 rounded-xl border p-3 text-sm ${props.finishWaiting === "waiting" ? "border-sable-300 bg-sable-50 text-encre-700" : "border-sauge-200 bg-sauge-100 text-encre-900"}`}
            role="status"
            aria-live="polite"
            data-testid="finish-status"
          >
            {props.finishWaiting === "waiting" ? END_MESSAGES.finishWaiting : END_MESSAGES.finishSent}
          </p>
        ) : (
          <p className="mt-6 text-sm text-encre-500">{END_MESSAGES.alreadySaved}</p>
        )}

        <h2 className="mt-6 font-serif text-xl text-encre-900">{END_MESSAGES.summaryTitle}</h2>
        {answered.length === 0 ? (
          <p className="mt-2 text-sm text-encre-500">{END_MESSAGES.noAnswer}</p>
        ) : (
          <ol className="mt-3 space-y-4" data-testid="session-summary">
            {answered.map((s) => {
              const answer = answers[s.number]!;
              return (
                <li key={s.number} className="rounded-xl border border-sable-200 p-3">
                  <p className="text-sm font-semibold text-encre-900">
                    {s.number}. {s.title}
                  </p>
                  {answer.text.trim() ? <p className="mt-1 whitespace-pre-wrap text-sm text-encre-700">{answer.text}</p> : null}
                  {answer.audioUrl ? (
                    <AudioPlayer
                      view={audioView(answer.audioUrl, answer.audioUrl)}
                      label={`Réponse vocale, étape ${s.number}`}
                      reportPlayErrors
                      className="mt-2"
                    />
                  ) : null}
                </li>
              );
            })}
          </ol>
        )}

        {feeling === "mal" ? null : (
          <section className="mt-6 rounded-xl bg-sable-50 p-4" aria-labelledby="end-next-title">
            <h2 id="end-next-title" className="font-serif text-lg text-encre-900">
              {END_MESSAGES.nextTitle}
            </h2>
            <p className="mt-1 text-sm text-encre-700">{END_MESSAGES.nextIntro}</p>
            <ul className="mt-2 flex flex-col gap-1 text-sm sm:flex-row sm:flex-wrap sm:gap-4">
              <li>
                <Link to="/acts" className="link">
                  {END_MESSAGES.nextAct}
                </Link>
              </li>
              {signedIn ? (
                <li>
                  <Link to="/love-words" className="link">
                    {END_MESSAGES.nextLoveWord}
                  </Link>
                </li>
              ) : null}
              <li>
                <Link to="/questions" className="link">
                  {END_MESSAGES.nextQuestion}
                </Link>
              </li>
            </ul>
          </section>
        )}

        {hydrated && feeling !== "mal" ? (
          <Suspense fallback={null}>
            <InstallOffer />
          </Suspense>
        ) : null}

        <div className="mt-6 flex flex-col gap-2 sm:flex-row">
          {signedIn ? (
            <>
              <Link to="/dashboard" className="btn-primary">
                {M.backToDashboard}
              </Link>
              {/* The spec's button: the answers are already saved, it confirms and opens the history
                  (not while the end waits for the network: nothing is saved yet). */}
              <Form method="post" hidden={props.finishWaiting === "waiting"}>
                <input type="hidden" name="intent" value="save-finished" />
                <button type="submit" className="btn-secondary w-full">
                  {M.save}
                </button>
              </Form>
            </>
          ) : (
            <>
              <Link to="/auth/signup" className="btn-primary">
                {END_MESSAGES.createAccount}
              </Link>
              <Link to="/practice" className="btn-secondary">
                {END_MESSAGES.backToPractices}
              </Link>
            </>
          )}
        </div>
      </div>
    </div>
  );
}
