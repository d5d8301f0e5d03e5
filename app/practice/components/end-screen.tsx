import { Form, Link } from "@remix-run/react";
import type { PracticeStep } from "../content/types";
import { ProfessionalHelpNote } from "~/care/crisis-resources";
import { isPainfulTool } from "~/care/practice-help";
import { PRACTICE_MESSAGES as M } from "../messages";
import { isAnswered, type Answers } from "../run/answers";

/** 'Session terminée !' with the summary of the answers. */
export function EndScreen({ name, toolId, steps, answers, peaceNote }: { name: string; toolId: string; steps: PracticeStep[]; answers: Answers; peaceNote: string | null }) {
  const answered = steps.filter((s) => isAnswered(answers[s.number]));
  return (
    <div className="mx-auto max-w-3xl">
      <div className="card">
        <h1 className="font-serif text-2xl text-encre-900 sm:text-3xl">{M.sessionDone}</h1>
        <p className="mt-2 text-encre-700">{name}</p>
        {peaceNote ? <p className="mt-3 rounded-xl bg-sauge-100 p-3 text-sm">{peaceNote}</p> : null}
        {isPainfulTool(toolId) ? <ProfessionalHelpNote className="mt-3" /> : null}
        <h2 className="mt-6 font-serif text-xl text-encre-900">Résumé de vos réponses</h2>
        {answered.length === 0 ? (
          <p className="mt-2 text-sm text-encre-500">Aucune réponse enregistrée pour cette pratique</p>
        ) : (
          <ol className="mt-3 space-y-4" data-testid="session-summary">
            {answered.map((s) => (
              <li key={s.number} className="rounded-xl border border-sable-200 p-3">
                <p className="text-sm font-semibold text-encre-900">
                  {s.number}. {s.title}
                </p>
                {answers[s.number]!.text.trim() ? <p className="mt-1 whitespace-pre-wrap text-sm text-encre-700">{answers[s.number]!.text}</p> : null}
                {answers[s.number]!.audioUrl ? (
                  <audio controls preload="none" src={answers[s.number]!.audioUrl!} className="mt-2 w-full">
                    <track kind="captions" />
                  </audio>
                ) : null}
              </li>
            ))}
          </ol>
        )}
        <div className="mt-6 flex flex-col gap-2 sm:flex-row">
          <Form method="post">
            <input type="hidden" name="intent" value="save-finished" />
            <button type="submit" className="btn-primary w-full">
              {M.save}
            </button>
          </Form>
          <Link to="/dashboard" className="btn-secondary">
            {M.backToDashboard}
          </Link>
        </div>
      </div>
    </div>
  );
}
