import { CarriedAnswers, useVisitorAction } from "../run/visitor-run";
import { useToast } from "~/components/toaster";
import { fieldProps } from "~/components/forms/conform";
import { useLocalSchemaForm } from "~/components/forms/conform-local";
import { Field } from "~/components/forms/field";
import { TextAreaField } from "~/components/forms/text-area-field";
import { AGE_CATEGORY_LABELS } from "~/love-words/categories";
import { LOVE_WORDS_MESSAGES } from "~/love-words/messages";
import { loveWordRefusal, loveWordSchema } from "~/love-words/validation";
import { PRACTICE_MESSAGES as M } from "../messages";
import type { Post } from "../run/post";

/**
 * responsable step 9's love word: saved in Ma boîte aux lettres (signed in), or skipped.
 * `loveWordSchema` (app/love-words) checks it here, beside each field, and in the practice's action.
 */
export function LoveWordForm(props: {
  step: number;
  sessionId: string | null;
  text: string;
  values?: Record<string, string>;
  errors?: Record<string, string>;
  signedIn: boolean;
  post: Post;
  onSettled: () => void;
}) {
  const visitorAction = useVisitorAction();
  const toast = useToast();
  const { fields, formProps } = useLocalSchemaForm(loveWordSchema, null, {
    skip: { value: "love-word-skip", onSkip: props.onSettled },
    onInvalid: (messages) => {
      const message = loveWordRefusal(messages) ?? LOVE_WORDS_MESSAGES.missing;
      toast({ title: LOVE_WORDS_MESSAGES.missingTitle, description: message, type: "error" });
    },
    onValid: async (word) => {
      if (!props.signedIn) return toast({ title: M.loveWordError, description: M.mustBeSignedIn, type: "error" });
      // Without a server session (a run kept on this device) the answer is not sent, so none is created.
      const answer = props.sessionId ? props.text : "";
      const result = await props.post({ intent: "love-word", step: props.step, sessionId: props.sessionId, text: answer, ...word });
      if (!result.ok)
        return toast({ title: result.refusal?.title ?? M.loveWordError, description: result.refusal?.message, type: "error" });
      toast({ title: M.loveWordSaved, type: "success" });
      props.onSettled();
    },
  });
  const title = fieldProps(fields.title);
  const content = fieldProps(fields.content);
  const category = fieldProps(fields.ageCategory);
  const categoryError = category.error ?? props.errors?.ageCategory;

  return (
    <form method="post" action={visitorAction} {...formProps} className="card mt-4 space-y-4" aria-labelledby="love-word-title">
      <input type="hidden" name="step" value={props.step} />
      <input type="hidden" name="sessionId" value={props.sessionId ?? ""} />
      <input type="hidden" name="text" value={props.text} />
      <CarriedAnswers except={props.step} />
      <h2 id="love-word-title" className="font-serif text-xl text-encre-900">
        {M.loveWordTitle}
      </h2>
      <Field
        id="love-word-title-input"
        label={M.loveWordTitleLabel}
        {...title}
        defaultValue={props.values?.title ?? ""}
        error={title.error ?? props.errors?.title}
      />
      <TextAreaField
        id="love-word-content"
        label={M.loveWordContentLabel}
        name={content.name}
        rows={4}
        required={content.required}
        maxLength={content.maxLength}
        defaultValue={props.values?.content ?? props.text}
        error={content.error ?? props.errors?.content}
      />
      <fieldset aria-invalid={categoryError ? true : undefined} aria-describedby={categoryError ? "love-word-category-error" : undefined}>
        <legend className="field-label">{M.loveWordCategoryLabel}</legend>
        <div className="flex flex-wrap gap-3">
          {Object.entries(AGE_CATEGORY_LABELS).map(([value, label]) => (
            <label key={value} className="inline-flex items-center gap-2 text-sm text-encre-700">
              <input
                type="radio"
                name={category.name}
                value={value}
                required={category.required}
                defaultChecked={props.values?.ageCategory === value}
              />
              {label}
            </label>
          ))}
        </div>
        {categoryError ? (
          <p id="love-word-category-error" className="field-error">
            {categoryError}
          </p>
        ) : null}
      </fieldset>
      <div className="flex flex-col gap-2 sm:flex-row">
        <button type="submit" name="intent" value="love-word" className="btn-primary">
          {M.loveWordSave}
        </button>
        <button type="submit" name="intent" value="love-word-skip" className="btn-ghost" formNoValidate>
          {M.loveWordSkip}
        </button>
      </div>
    </form>
  );
}
