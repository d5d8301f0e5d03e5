import { useState } from "react";
import { AUDIO_MESSAGES, checkAudio } from "~/audio/validation";
import { useToast } from "~/components/toaster";
import { uploadRecording, VoiceRecorder } from "~/audio/voice-recorder";
import { PRACTICE_MESSAGES } from "~/practice/messages";
import { useHydrated } from "~/utils/use-hydrated";

/**
 * Audio for a question or an answer: a file picker (plain form field, works without JavaScript)
 * and, with JavaScript, the recorder, whose upload fills a hidden `audioKey` field.
 */
export function AudioInput({ id, onChange }: { id: string; onChange?: (hasAudio: boolean) => void }) {
  const hydrated = useHydrated();
  const toast = useToast();
  const [key, setKey] = useState("");
  const [progress, setProgress] = useState<number | null>(null);
  const [fileName, setFileName] = useState<string | null>(null);

  async function uploaded(blob: Blob) {
    setProgress(0);
    try {
      const result = await uploadRecording(blob, { sessionId: "", step: 0, scope: "question" }, setProgress);
      setKey(result.key);
      onChange?.(true);
    } catch (error) {
      toast({
        title: "Erreur",
        description: error instanceof Error && error.message !== "upload" ? error.message : AUDIO_MESSAGES.uploadFailed,
        type: "error",
      });
    } finally {
      setProgress(null);
    }
  }

  function fileChosen(event: React.ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    const refusal = file ? checkAudio(file.type, file.size) : null;
    if (refusal) {
      toast({ title: refusal.title, description: refusal.message, type: "error" });
      event.target.value = "";
      setFileName(null);
      onChange?.(Boolean(key));
      return;
    }
    setFileName(file?.name ?? null);
    onChange?.(Boolean(file) || Boolean(key));
  }

  return (
    <div className="space-y-3">
      <input type="hidden" name="audioKey" value={key} />
      {hydrated ? (
        <VoiceRecorder
          resetKey={id}
          onRecorded={uploaded}
          onError={() =>
            toast({ title: PRACTICE_MESSAGES.recordingErrorTitle, description: PRACTICE_MESSAGES.recordingError, type: "error" })
          }
          progress={progress}
          label="Message vocal"
        />
      ) : null}
      <div>
        <label htmlFor={`${id}-file`} className="field-label">
          {hydrated ? "Ou choisir un fichier audio" : "Fichier audio (facultatif)"}
        </label>
        {/*
          The browser's own file button speaks the browser's language, not always French. Once
          hydrated it is visually hidden (still focusable) behind a French button and file name;
          without JavaScript the native control stays, as it is the only way to show the choice.
        */}
        <div className={hydrated ? "flex flex-wrap items-center gap-3" : undefined}>
          <input
            id={`${id}-file`}
            type="file"
            name="audioFile"
            accept="audio/*"
            onChange={fileChosen}
            className={
              hydrated
                ? "peer sr-only"
                : "block w-full text-sm text-encre-700 file:mr-3 file:rounded-lg file:border-0 file:bg-sable-200 file:px-3 file:py-2 file:text-encre-900"
            }
          />
          {hydrated ? (
            <>
              <label
                htmlFor={`${id}-file`}
                aria-hidden="true"
                className="btn-secondary cursor-pointer peer-focus-visible:ring-2 peer-focus-visible:ring-terre-500"
              >
                Choisir un fichier
              </label>
              <span className="min-w-0 break-all text-sm text-encre-700" data-testid="chosen-file">
                {fileName ?? "Aucun fichier choisi"}
              </span>
            </>
          ) : null}
        </div>
        <p className="mt-1 text-xs text-encre-700">50 Mo au maximum.</p>
      </div>
    </div>
  );
}
