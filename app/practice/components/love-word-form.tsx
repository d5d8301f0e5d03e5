import { CarriedAnswers, useVisitorAction } from "../run/visitor-run";
import { useState } from "react";
import { useToast } from "~/components/toaster";
import { AGE_CATEGORY_LABELS } from "~/love-words/categories";
import { LOVE_WORDS_MESSAGES } from "~/love-words/messages";
import { loveWordSchema } from "~/love-words/validation";
import { PRACTICE_MESSAGES as M } from "../messages";
import type { Post } from "../run/post";

/** responsable step 9's love word: saved in Ma Boîte aux Lettres (signed in), or skipped. */
export function LoveWordForm(props: {
  step: number;
  sessionId: string | null;
  text: string;
  values?: Record<string, string>;
  signedIn: boolean;
  post: Post;
  onSettled: () => void;
}) {
  const visitorAction = useVisitorAction();
  const toast = useToast();
  const [title, setTitle] = useState(props.values?.title ?? "");
  const [content, setContent] = useState(props.values?.content ?? props.text);
  const [category, setCategory] = useState(props.values?.ageCategory ?? "");

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const intent = ((event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null)?.value;
    if (intent === "love-word-skip") return props.onSettled();
    if (!props.signedIn) return toast({ title: M.loveWordError, description: M.mustBeSignedIn, type: "error" });
    const checked = loveWordSchema.safeParse({ title, content, ageCategory: category });
    if (!checked.success) return toast({ title: LOVE_WORDS_MESSAGES.missingTitle, description: checked.error.issues[0]!.message, type: "error" });
    // Without a server session (a run kept on this device) the answer is not sent, so none is created.
    const answer = props.sessionId ? props.text : "";
    const result = await props.post({ intent: "love-word", step: props.step, sessionId: props.sessionId, text: answer, title, content, ageCategory: category });
    if (!result.ok) return toast({ title: result.refusal?.title ?? M.loveWordError, description: result.refusal?.message, type: "error" });
    toast({ title: M.loveWordSaved, type: "success" });
    props.onSettled();
  }

  return (
    <form method="post" action={visitorAction} className="card mt-4 space-y-4" onSubmit={submit} aria-labelledby="love-word-title">
      <input type="hidden" name="step" value={props.step} />
      <input type="hidden" name="sessionId" value={props.sessionId ?? ""} />
      <input type="hidden" name="text" value={props.text} />
      <CarriedAnswers except={props.step} />
      <h2 id="love-word-title" className="font-serif text-xl text-encre-900">
        {M.loveWordTitle}
      </h2>
      <div>
        <label htmlFor="love-word-title-input" className="field-label">
          {M.loveWordTitleLabel}
        </label>
        <input id="love-word-title-input" name="title" className="field-input" value={title} onChange={(e) => setTitle(e.target.value)} />
      </div>
      <div>
        <label htmlFor="love-word-content" className="field-label">
          {M.loveWordContentLabel}
        </label>
        <textarea id="love-word-content" name="content" rows={4} className="field-input" value={content} onChange={(e) => setContent(e.target.value)} />
      </div>
      <fieldset>
        <legend className="field-label">{M.loveWordCategoryLabel}</legend>
        <div className="flex flex-wrap gap-3">
          {Object.entries(AGE_CATEGORY_LABELS).map(([value, label]) => (
            <label key={value} className="inline-flex items-center gap-2 text-sm text-encre-700">
              <input type="radio" name="ageCategory" value={value} checked={category === value} onChange={() => setCategory(value)} />
              {label}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex flex-col gap-2 sm:flex-row">
        <button type="submit" name="intent" value="love-word" className="btn-primary">
          {M.loveWordSave}
        </button>
        <button type="submit" name="intent" value="love-word-skip" className="btn-ghost">
          {M.loveWordSkip}
        </button>
      </div>
    </form>
  );
}
