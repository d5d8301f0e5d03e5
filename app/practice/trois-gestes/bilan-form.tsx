/**
 * The bilan's form (spec 2 §2): the review of the practice, the three reflections, the act and the
 * remaining question. Without JavaScript every voice answer is a file field and the form posts as
 * it is; with it, a recorder keeps each recording until the save.
 */
import { Link } from "@remix-run/react";
import { useToast } from "~/components/toaster";
import { ACT_FIELDS, BILAN_MESSAGES as M, GESTURES, REFLECTIONS } from "~/practice/content/trois-gestes";
import { VoiceRecorder } from "~/audio/voice-recorder";
import { PRACTICE_MESSAGES } from "~/practice/messages";
import type { BilanKey, VoiceKey, WrittenData } from "./bilan";

export type BilanValues = Partial<Record<BilanKey, string>>;
/** Each answer's message from the bilan's schema (decision 0137). */
export type BilanErrors = Partial<Record<BilanKey, string>>;

type Props = {
  practiceType: "guided" | "written";
  written: WrittenData | null;
  values: BilanValues | null;
  hydrated: boolean;
  busy: boolean;
  /** conform's id for the form, so that it checks this form's fields as they change. */
  formId?: string;
  errors?: BilanErrors;
  onSubmit?: (event: React.FormEvent<HTMLFormElement>) => void;
  onRecorded: (key: VoiceKey, blob: Blob | null) => void;
};

export function BilanForm({ practiceType, written, values, hydrated, busy, formId, errors, onSubmit, onRecorded }: Props) {
  const gesture = written?.selectedGesture ? GESTURES[written.selectedGesture] : null;
  return (
    <form id={formId} method="post" encType="multipart/form-data" onSubmit={onSubmit} className="mt-6 space-y-6" noValidate={hydrated}>
      <input type="hidden" name="practiceType" value={gesture ? "written" : practiceType} />
      <section className="card" aria-labelledby="bilan-review">
        <h2 id="bilan-review" className="font-serif text-xl text-encre-900">
          {M.reviewTitle}
        </h2>
        {gesture && written ? (
          <>
            <input type="hidden" name="selectedGesture" value={gesture.id} />
            <p className="mt-2 font-medium text-encre-900">{`${gesture.name} → ${gesture.transformed}`}</p>
            <dl className="mt-3 space-y-3">
              {[...gesture.situation, ...gesture.transformation].map((field) => (
                <div key={field.name}>
                  <input type="hidden" name={field.name} value={written.answers[field.name] ?? ""} />
                  <dt className="text-sm text-encre-500">{field.label}</dt>
                  <dd className="whitespace-pre-line text-encre-900">{written.answers[field.name] || "—"}</dd>
                </div>
              ))}
            </dl>
          </>
        ) : (
          <p className="mt-2 text-encre-700">{M.guidedReview}</p>
        )}
      </section>

      <section className="card space-y-5" aria-labelledby="bilan-reflections">
        <h2 id="bilan-reflections" className="font-serif text-xl text-encre-900">
          {M.reflectionsTitle}
        </h2>
        {REFLECTIONS.map((reflection) => (
          <Answer
            key={reflection.key}
            name={reflection.key}
            label={reflection.question}
            defaultValue={values?.[reflection.key]}
            error={errors?.[reflection.key]}
            hydrated={hydrated}
            onRecorded={onRecorded}
          />
        ))}
      </section>

      <section className="card space-y-4" aria-labelledby="bilan-act">
        <h2 id="bilan-act" className="font-serif text-xl text-encre-900">
          {M.actTitle}
        </h2>
        <p className="text-sm text-encre-500">{M.actHint}</p>
        {ACT_FIELDS.map((field) =>
          field.key === "acte_concret" ? (
            <Answer
              key={field.key}
              name={field.key}
              label={field.label}
              hint={field.hint}
              defaultValue={values?.acte_concret}
              error={errors?.acte_concret}
              hydrated={hydrated}
              onRecorded={onRecorded}
              rows={3}
            />
          ) : (
            <div key={field.key}>
              <label htmlFor={field.key} className="field-label">
                {field.label}
              </label>
              <input
                id={field.key}
                name={field.key}
                maxLength={5000}
                defaultValue={values?.[field.key] ?? ""}
                className="field-input mt-1"
                aria-invalid={errors?.[field.key] ? true : undefined}
                aria-describedby={errors?.[field.key] ? `${field.key}-error` : undefined}
              />
              <FieldError id={`${field.key}-error`} message={errors?.[field.key]} />
            </div>
          ),
        )}
      </section>

      <section className="card" aria-labelledby="bilan-question">
        <h2 id="bilan-question" className="font-serif text-xl text-encre-900">
          {M.questionTitle}
        </h2>
        <div className="mt-3">
          <Answer
            name="question_restante"
            label={M.questionLabel}
            defaultValue={values?.question_restante}
            error={errors?.question_restante}
            hydrated={hydrated}
            onRecorded={onRecorded}
            rows={3}
          />
        </div>
      </section>

      <div className="flex flex-wrap items-center justify-end gap-3">
        <Link to="/practice" className="btn-secondary">
          {M.cancel}
        </Link>
        <button type="submit" className="btn-primary" disabled={busy}>
          {M.save}
        </button>
      </div>
    </form>
  );
}

function Answer({
  name,
  label,
  hint,
  defaultValue,
  error,
  hydrated,
  onRecorded,
  rows = 4,
}: {
  name: VoiceKey;
  label: string;
  hint?: string;
  defaultValue?: string;
  error?: string;
  hydrated: boolean;
  onRecorded: (key: VoiceKey, blob: Blob | null) => void;
  rows?: number;
}) {
  const toast = useToast();
  return (
    <div>
      <label htmlFor={name} className="field-label">
        {label}
      </label>
      {hint ? <p className="mt-1 text-xs text-encre-500">{hint}</p> : null}
      <textarea
        id={name}
        name={name}
        rows={rows}
        maxLength={5000}
        defaultValue={defaultValue ?? ""}
        className="field-input mt-1"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${name}-error` : undefined}
      />
      <FieldError id={`${name}-error`} message={error} />
      <div className="mt-2">
        {hydrated ? (
          <VoiceRecorder
            resetKey={name}
            label={`${M.voice}\u00a0: ${label}`}
            recordLabel={PRACTICE_MESSAGES.answerAloud}
            onRecorded={(blob) => onRecorded(name, blob)}
            onError={() =>
              toast({ title: PRACTICE_MESSAGES.recordingErrorTitle, description: PRACTICE_MESSAGES.recordingError, type: "error" })
            }
          />
        ) : (
          <label className="block text-sm text-encre-700">
            {M.voiceFile}
            <input type="file" name={`audio_${name}`} accept="audio/*" className="mt-1 block w-full text-sm" />
          </label>
        )}
      </div>
    </div>
  );
}

function FieldError({ id, message }: { id: string; message?: string }) {
  return message ? (
    <p id={id} className="field-error">
      {message}
    </p>
  ) : null;
}
