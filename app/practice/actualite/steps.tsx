/**
 * What each Actualité step shows inside its form (spec 2 §2): the subjects, their ratings, the
 * ranking with its quick choices, the choice, and the free-text steps. Plain form controls, so the
 * same markup works with and without JavaScript.
 */
import { ACTUALITE_LIMITS, ACTUALITE_MESSAGES as M, ACTUALITE_STEPS, RATING_SCALE } from "~/practice/content/actualite";
import type { WizardErrors } from "../wizard/wizard-form";
import { chosenSubject, quickChoices, rankSubjects, type ActualiteState } from "./flow";

/** Step 1: the subject's field, with the server's refusal beside it and, after one, the text typed. */
export function SubjectsStep({ state, errors }: { state: ActualiteState; errors: WizardErrors }) {
  const error = errors.field("subject");
  return (
    <div className="space-y-4">
      <div>
        <label htmlFor="subject" className="field-label">
          {M.subjectLabel}
        </label>
        <p id="subject-hint" className="mt-1 text-xs text-encre-500">
          {M.subjectHint}
        </p>
        <div className="mt-1 flex gap-2">
          <input
            id="subject"
            name="subject"
            type="text"
            maxLength={ACTUALITE_LIMITS.subjectLength}
            autoComplete="off"
            defaultValue={errors.value("subject")}
            aria-describedby={error ? "subject-error subject-hint" : "subject-hint"}
            aria-invalid={error ? true : undefined}
            className="field-input min-w-0 flex-1"
          />
          {/* The first submit button of the form: Enter in the field adds the subject. */}
          <button type="submit" name="intent" value="add" className="btn-secondary shrink-0">
            {M.add}
          </button>
        </div>
        {error ? (
          <p id="subject-error" className="field-error">
            {error}
          </p>
        ) : null}
      </div>
      <section aria-labelledby="subjects-title">
        <h2 id="subjects-title" className="text-sm font-medium text-encre-700">
          {M.subjectsListTitle}
        </h2>
        {state.subjects.length === 0 ? (
          <p className="mt-1 text-sm text-encre-500">{M.noSubjectYet}</p>
        ) : (
          <ul className="mt-2 space-y-2" data-testid="subjects">
            {state.subjects.map((subject) => (
              <li key={subject.id} className="flex items-center justify-between gap-3 rounded-lg border border-sable-300 px-3 py-2">
                <span className="break-words text-encre-900">{subject.text}</span>
                <button
                  type="submit"
                  name="intent"
                  value={`remove:${subject.id}`}
                  className="link shrink-0 text-sm"
                  aria-label={`${M.remove} «\u00a0${subject.text}\u00a0»`}
                  formNoValidate
                >
                  {M.remove}
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

export function RatingsStep({ state }: { state: ActualiteState }) {
  const values = Array.from({ length: RATING_SCALE.max - RATING_SCALE.min + 1 }, (_, i) => RATING_SCALE.min + i);
  return (
    <div className="space-y-4">
      <p className="rounded-lg bg-sable-100 px-3 py-2 text-sm text-encre-700" id="rating-scale">
        {RATING_SCALE.minMeaning}
        <br />
        {RATING_SCALE.maxMeaning}
      </p>
      {state.subjects.map((subject) => (
        <fieldset key={subject.id} className="rounded-lg border border-sable-300 p-3" aria-describedby="rating-scale">
          <legend className="px-1 font-medium text-encre-900">{subject.text}</legend>
          <div className="mt-1 flex flex-wrap gap-1">
            {values.map((value) => (
              <label key={value} className="cursor-pointer">
                <input
                  type="radio"
                  name={`rating_${subject.id}`}
                  value={value}
                  defaultChecked={subject.rating === value}
                  className="peer sr-only"
                />
                <span className="flex h-9 w-9 items-center justify-center rounded-full border border-sable-300 text-sm text-encre-700 peer-checked:border-terre-500 peer-checked:bg-terre-500 peer-checked:text-white peer-focus-visible:ring-2 peer-focus-visible:ring-terre-500">
                  {value}
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      ))}
    </div>
  );
}

function ChooseButton({ id, text }: { id: string; text: string }) {
  return (
    <button
      type="submit"
      name="intent"
      value={`choose:${id}`}
      className="btn-secondary text-sm"
      aria-label={`${M.choose}\u00a0: ${text}`}
      formNoValidate
    >
      {M.choose}
    </button>
  );
}

export function RankingStep({ state }: { state: ActualiteState }) {
  return (
    <div className="space-y-5">
      <ul className="grid gap-3 sm:grid-cols-3" data-testid="quick-choices">
        {quickChoices(state.subjects).map((choice) => (
          <li key={choice.label} className="flex flex-col justify-between gap-2 rounded-xl border border-sable-300 p-3">
            <div>
              <p className="text-xs font-medium uppercase tracking-wide text-sauge-700">{choice.label}</p>
              <p className="mt-1 break-words text-encre-900">{choice.subject.text}</p>
              <p className="text-xs text-encre-500">{M.ratingOf(choice.subject.rating ?? 0)}</p>
            </div>
            <ChooseButton id={choice.subject.id} text={choice.subject.text} />
          </li>
        ))}
      </ul>
      <section aria-labelledby="ranking-title">
        <h2 id="ranking-title" className="text-sm font-medium text-encre-700">
          {M.rankingTitle}
        </h2>
        <ol className="mt-2 list-decimal space-y-1 pl-6 text-encre-900" data-testid="ranking">
          {rankSubjects(state.subjects).map((subject) => (
            <li key={subject.id}>
              {subject.text} <span className="text-sm text-encre-500">({M.ratingOf(subject.rating ?? 0)})</span>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}

export function ChoiceStep({ state }: { state: ActualiteState }) {
  return (
    <ul className="space-y-2" data-testid="choices">
      {rankSubjects(state.subjects).map((subject) => (
        <li key={subject.id} className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-sable-300 px-3 py-2">
          <span className="break-words text-encre-900">
            {subject.text} <span className="text-sm text-encre-500">({M.ratingOf(subject.rating ?? 0)})</span>
            {subject.id === state.chosenId ? <span className="ml-2 text-xs font-medium text-sauge-700">{M.chosen}</span> : null}
          </span>
          <ChooseButton id={subject.id} text={subject.text} />
        </li>
      ))}
    </ul>
  );
}

export function FreeStep({ state }: { state: ActualiteState }) {
  const step = ACTUALITE_STEPS[state.step - 1]!;
  const subject = chosenSubject(state);
  return (
    <div className="space-y-3">
      {subject ? (
        <p className="rounded-lg bg-sable-100 px-3 py-2 text-sm text-encre-700">
          {M.chosen}&nbsp;: <span className="font-medium text-encre-900">{subject.text}</span>
        </p>
      ) : null}
      <div>
        <label htmlFor="answer" className="field-label">
          {step.label}
        </label>
        <textarea
          id="answer"
          name="answer"
          rows={5}
          maxLength={ACTUALITE_LIMITS.answerLength}
          defaultValue={state.answers[String(state.step)] ?? ""}
          className="field-input mt-1"
        />
      </div>
    </div>
  );
}
