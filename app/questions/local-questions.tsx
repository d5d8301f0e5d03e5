import { Link } from "@remix-run/react";
import { useEffect, useState } from "react";
import { createLocalStore, type LocalQuestion } from "~/practice/local-store";
import { formatLongDateTime } from "~/utils/dates";
import { QUESTION_MESSAGES as M } from "./messages";

/** Questions kept on this device by anonymous local mode; answered and deleted on the device. */
export function LocalQuestions() {
  const [questions, setQuestions] = useState<LocalQuestion[] | null>(null);
  const [drafts, setDrafts] = useState<Record<string, string>>({});
  useEffect(() => {
    const store = createLocalStore(window.localStorage);
    const load = () => setQuestions(store.listQuestions());
    load();
    window.addEventListener("local_questions_updated", load);
    return () => window.removeEventListener("local_questions_updated", load);
  }, []);
  if (!questions || questions.length === 0) return null;
  const store = () => createLocalStore(window.localStorage);
  return (
    <section aria-labelledby="questions-locales" className="space-y-3">
      <h2 id="questions-locales" className="font-semibold text-encre-900">Sur cet appareil</h2>
      <ul className="space-y-3">
        {questions.map((question) => (
          <li key={question.date} className="card space-y-3">
            <div className="flex flex-wrap items-center gap-2">
              <span className="badge bg-sable-200 text-encre-700">{question.isBlockedPractice ? M.blocked : M.question}</span>
              {question.has_response ? <span className="badge bg-sauge-100 text-sauge-700">{M.answered}</span> : null}
              <span className="text-xs text-encre-700">{formatLongDateTime(question.date)}</span>
            </div>
            <p className="font-medium text-encre-900">{question.question}</p>
            {question.practice_session_id ? (
              <Link to={`/history/${question.practice_session_id}`} className="link text-sm">{M.seeDetails}</Link>
            ) : null}
            {question.has_response ? (
              <p className="whitespace-pre-wrap rounded-lg bg-sauge-100/60 p-3 text-encre-900">{question.response_text}</p>
            ) : (
              <form
                className="space-y-2"
                onSubmit={(event) => {
                  event.preventDefault();
                  const text = (drafts[question.date] ?? "").trim();
                  if (text) store().answerQuestion(question.date, text);
                }}
              >
                <label htmlFor={`local-${question.date}`} className="field-label">Ma réponse</label>
                <textarea
                  id={`local-${question.date}`}
                  rows={3}
                  className="field-input"
                  value={drafts[question.date] ?? ""}
                  onChange={(event) => setDrafts({ ...drafts, [question.date]: event.target.value })}
                />
                <button type="submit" className="btn-primary" disabled={!(drafts[question.date] ?? "").trim()}>
                  Enregistrer ma réponse
                </button>
              </form>
            )}
            <button type="button" className="btn-ghost px-0 text-sm text-red-800" onClick={() => store().deleteQuestion(question.date)}>
              Supprimer cette question
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
