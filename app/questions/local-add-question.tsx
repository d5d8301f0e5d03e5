/**
 * The visitor's add form of Mes questions: text and/or a recording or file, kept on this device.
 * `localQuestionSchema` (schema.ts) refuses it beside the field, with the account form's words.
 * Its own file, so the device list (lazily loaded on the home page) does not bring zod along.
 */
import { useState } from "react";
import { useToast } from "~/components/toaster";
import { fieldProps } from "~/components/forms/conform";
import { useLocalSchemaForm } from "~/components/forms/conform-local";
import { TextAreaField } from "~/components/forms/text-area-field";
import { dataUrl, LocalAudioInput, showResult, store } from "./local-questions";
import { QUESTION_MESSAGES as M } from "./messages";
import { localQuestionSchema } from "./schema";
import { checkNewQuestion, isRefusal } from "./validation";

export function LocalAddQuestionForm() {
  const toast = useToast();
  const [text, setText] = useState("");
  const [audio, setAudio] = useState<Blob | null>(null);
  const [round, setRound] = useState(0);
  const [busy, setBusy] = useState(false);
  const { fields, formProps } = useLocalSchemaForm(localQuestionSchema, null, {
    onValid: async () => {
      const checked = checkNewQuestion(text, Boolean(audio));
      if (isRefusal(checked)) return;
      setBusy(true);
      try {
        const result = store().saveQuestionWithAudio(
          {
            question: checked.question,
            questionAudioUrl: await dataUrl(audio),
            toolId: "",
            stepNumber: 0,
            isBlockedPractice: false,
            practiceSummary: "",
            practice_session_id: null,
          },
          { spokenOnly: !text.trim() },
        );
        showResult(toast, result, M.added);
        if (result.outcome !== "failed") {
          setText("");
          setAudio(null);
          setRound((n) => n + 1);
        }
      } catch (error) {
        console.error("local question not saved", error);
        toast({ title: "Erreur", description: M.addError, type: "error" });
      } finally {
        setBusy(false);
      }
    },
  });
  const question = fieldProps(fields.text);

  return (
    <section className="card" aria-labelledby="nouvelle-question-locale">
      <h2 id="nouvelle-question-locale" className="text-lg font-semibold text-encre-900">
        Ajouter une question
      </h2>
      <p className="mt-1 text-sm text-encre-700">Elle sera gardée sur cet appareil.</p>
      <form className="mt-4 space-y-4" {...formProps}>
        <input type="hidden" name="recorded" value={audio ? "1" : ""} />
        <TextAreaField
          id="local-new-question-text"
          label="Votre question"
          name={question.name}
          rows={3}
          maxLength={question.maxLength}
          error={question.error}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <LocalAudioInput key={round} id={`local-new-${round}`} onChange={setAudio} />
        <button type="submit" className="btn-primary" disabled={(!text.trim() && !audio) || busy}>
          Ajouter la question
        </button>
      </form>
    </section>
  );
}
