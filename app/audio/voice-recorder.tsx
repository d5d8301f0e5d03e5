/**
 * Reusable voice recorder: « Enregistrer ma voix » (or « Répondre à voix haute »), Arrêter, Écouter, Pause.
 * MediaRecorder in audio/webm. Its playback goes through the players' one hook (`usePlayback`): one
 * voice at a time, and a recording that starts silences whatever plays.
 * While recording it shows the elapsed time and a level meter (an AnalyserNode), so the person sees
 * that the microphone hears them.
 * Changing `resetKey` (e.g. the step) clears it. Renders nothing useful without JavaScript.
 */
import { useEffect, useRef, useState } from "react";
import { PRACTICE_MESSAGES as M } from "~/practice/messages";
import { clock } from "./clock";
import { silence } from "./one-voice";
import { usePlayback } from "./use-playback";

type Props = {
  resetKey: string;
  /** A recording already kept for this step (signed URL, object URL or data URL). */
  existingUrl?: string | null;
  onRecorded: (blob: Blob) => void;
  onError: () => void;
  /** Upload progress in percent, when an upload runs. */
  progress?: number | null;
  label?: string;
  /** The start button's words (« Enregistrer ma voix » by default; never a bare « Enregistrer »). */
  recordLabel?: string;
};

export function VoiceRecorder({
  resetKey,
  existingUrl,
  onRecorded,
  onError,
  progress,
  label = "Réponse vocale",
  recordLabel = M.record,
}: Props) {
  const [state, setState] = useState<"idle" | "recording" | "recorded">("idle");
  const [localUrl, setLocalUrl] = useState<string | null>(null);
  const recorder = useRef<MediaRecorder | null>(null);
  const chunks = useRef<Blob[]>([]);
  const [elapsed, setElapsed] = useState(0);
  const [level, setLevel] = useState(0);
  const meter = useRef<{ context: AudioContext; frame: number; timer: ReturnType<typeof setInterval> } | null>(null);

  function stopMeter() {
    const m = meter.current;
    if (!m) return;
    cancelAnimationFrame(m.frame);
    clearInterval(m.timer);
    void m.context.close().catch(() => undefined);
    meter.current = null;
    setLevel(0);
  }

  /** Elapsed seconds and the input's loudness (0–1), while recording. */
  function startMeter(stream: MediaStream) {
    const began = Date.now();
    setElapsed(0);
    const timer = setInterval(() => setElapsed((Date.now() - began) / 1000), 250);
    try {
      const context = new AudioContext();
      const analyser = context.createAnalyser();
      analyser.fftSize = 512;
      context.createMediaStreamSource(stream).connect(analyser);
      const samples = new Uint8Array(analyser.fftSize);
      const tick = () => {
        analyser.getByteTimeDomainData(samples);
        let sum = 0;
        for (const s of samples) sum += ((s - 128) / 128) ** 2;
        setLevel(Math.min(1, Math.sqrt(sum / samples.length) * 4));
        if (meter.current) meter.current.frame = requestAnimationFrame(tick);
      };
      meter.current = { context, timer, frame: requestAnimationFrame(tick) };
    } catch {
      // No Web Audio: the elapsed time alone still shows that it records.
      meter.current = { context: { close: async () => undefined } as unknown as AudioContext, timer, frame: 0 };
    }
  }

  // A new step (or question) starts from a clean recorder.
  useEffect(() => {
    setState("idle");
    setLocalUrl(null);
    return () => {
      stopMeter();
      const current = recorder.current;
      if (current && current.state !== "inactive") current.stop();
      current?.stream.getTracks().forEach((track) => track.stop());
      recorder.current = null;
    };
  }, [resetKey]);

  useEffect(() => () => void (localUrl && URL.revokeObjectURL(localUrl)), [localUrl]);

  const source = localUrl ?? existingUrl ?? null;
  const playback = usePlayback({ src: source, onPlayError: (error) => console.warn("lecture audio impossible", error) });

  async function start() {
    // The microphone must not hear a guide or a recording that plays.
    silence();
    try {
      const stream = await navigator.mediaDevices.getUserMedia({ audio: true });
      const mimeType = MediaRecorder.isTypeSupported("audio/webm") ? "audio/webm" : "";
      const media = new MediaRecorder(stream, mimeType ? { mimeType } : undefined);
      chunks.current = [];
      media.ondataavailable = (event) => {
        if (event.data.size > 0) chunks.current.push(event.data);
      };
      media.onstop = () => {
        stopMeter();
        stream.getTracks().forEach((track) => track.stop());
        const blob = new Blob(chunks.current, { type: "audio/webm" });
        if (blob.size === 0) return setState("idle");
        setLocalUrl(URL.createObjectURL(blob));
        setState("recorded");
        onRecorded(blob);
      };
      recorder.current = media;
      media.start(250);
      startMeter(stream);
      setState("recording");
    } catch {
      setState("idle");
      onError();
    }
  }

  function stop() {
    const media = recorder.current;
    if (media && media.state !== "inactive") media.stop();
    recorder.current = null;
  }

  return (
    <div className="rounded-xl border border-sable-200 bg-sable-50 p-3" role="group" aria-label={label}>
      <div className="flex flex-wrap items-center gap-2">
        {state === "recording" ? (
          <button type="button" className="btn-danger" onClick={stop}>
            <span aria-hidden="true">■</span> {M.stop}
          </button>
        ) : (
          <button type="button" className="btn-secondary" onClick={start}>
            <span aria-hidden="true">●</span> {recordLabel}
          </button>
        )}
        {source && state !== "recording" ? (
          playback.playing ? (
            <button type="button" className="btn-secondary" onClick={playback.pause}>
              {M.pause}
            </button>
          ) : (
            <button type="button" className="btn-secondary" onClick={playback.play}>
              {M.listen}
            </button>
          )
        ) : null}
        {state === "recording" ? (
          <>
            <span className="text-sm text-red-700" role="status">
              Enregistrement en cours…
            </span>
            <span
              className="font-mono text-sm tabular-nums text-encre-700"
              data-testid="recording-elapsed"
              aria-label={`Durée\u00a0: ${clock(elapsed)}`}
            >
              {clock(elapsed)}
            </span>
            <span className="h-2 w-20 overflow-hidden rounded-full bg-sable-200" aria-hidden="true" data-testid="recording-level">
              <span
                className="block h-full rounded-full bg-sauge-500 transition-[width] duration-75"
                style={{ width: `${Math.round(level * 100)}%` }}
              />
            </span>
          </>
        ) : null}
        {source && state !== "recording" ? (
          <span className="text-sm text-encre-500" data-testid="recording-ready">
            Message vocal prêt
          </span>
        ) : null}
      </div>
      {typeof progress === "number" ? (
        <div className="mt-2">
          <p className="text-xs text-encre-500">{M.uploading}</p>
          <div
            className="mt-1 h-1.5 w-full overflow-hidden rounded bg-sable-200"
            role="progressbar"
            aria-label={M.uploading}
            aria-valuenow={progress}
            aria-valuemin={0}
            aria-valuemax={100}
          >
            <div className="h-full bg-sauge-500 transition-all" style={{ width: `${progress}%` }} />
          </div>
        </div>
      ) : null}
      {source ? (
        // eslint-disable-next-line jsx-a11y/media-has-caption -- the person's own recording of what they just wrote on the page
        <audio
          {...playback.bind}
          src={source}
          preload="metadata"
          data-testid="voice-playback"
          onError={() => console.warn("enregistrement illisible")}
        />
      ) : null}
    </div>
  );
}

/** Uploads a recording with progress (XMLHttpRequest reports upload progress, fetch does not). */
export function uploadRecording(
  blob: Blob,
  params: { sessionId: string; step: number; scope?: "step" | "question" },
  onProgress: (percent: number) => void,
): Promise<{ key: string; url: string }> {
  return new Promise((resolve, reject) => {
    const query = new URLSearchParams({ sessionId: params.sessionId, step: String(params.step) });
    if (params.scope === "question") query.set("scope", "question");
    const xhr = new XMLHttpRequest();
    xhr.open("POST", `/audio/upload?${query}`);
    xhr.setRequestHeader("Content-Type", blob.type || "audio/webm");
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      try {
        const body = JSON.parse(xhr.responseText) as { key?: string; url?: string; error?: string };
        if (xhr.status < 300 && body.key && body.url) resolve({ key: body.key, url: body.url });
        else reject(new Error(body.error ?? "upload"));
      } catch {
        reject(new Error("upload"));
      }
    };
    xhr.onerror = () => reject(new Error("upload"));
    xhr.send(blob);
  });
}

export function blobToBase64(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).split(",")[1] ?? "");
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(blob);
  });
}
