/**
 * /trois-gestes/bilan (spec 2 §2, §4, §5, §7): the review of the practice, three reflections, a
 * concrete act and a remaining question, each reflection by text or voice. A signed-in person's
 * bilan is saved by the action in one batch; a visitor's stays on the device (JavaScript).
 * A direct visit shows the bilan of the guided practice, or the written draft of this tab
 * (decision 0061).
 */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData, useNavigate, useNavigation, useSubmit } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { getUser } from "~/auth/session.server";
import { FormAlert } from "~/components/forms/field";
import { useToast } from "~/components/toaster";
import { BILAN_MESSAGES as M } from "~/practice/content/trois-gestes";
import { BilanForm, type BilanValues } from "~/practice/trois-gestes/bilan-form";
import { saveBilanOnDevice } from "~/practice/trois-gestes/bilan-device";
import { readBilanForm, readWrittenData, validateBilan, VOICE_KEYS, type VoiceKey, type WrittenData } from "~/practice/trois-gestes/bilan";
import { readBilanRecordings, saveBilan } from "~/practice/trois-gestes/bilan.server";
import { clearWrittenDraft, readWrittenDraft } from "~/practice/trois-gestes/draft";
import { redirectWithToast } from "~/utils/http.server";
import { useHydrated } from "~/utils/use-hydrated";
import { anyDistress } from "~/care/distress";
import { DistressPanel } from "~/care/distress-panel";
import { ProfessionalHelpNote } from "~/care/crisis-resources";
import { withDistressCheck } from "~/care/distress-response.server";
import { BILAN_DISTRESS_FIELDS } from "~/care/distress-fields";

export const meta: MetaFunction = () => [
  { title: "Les 3 Gestes — Bilan · Rendez-vous intérieur" },
  { name: "description", content: "Le bilan des 3 Gestes : ce que la pratique a touché, découvert et enseigné, et un acte concret." },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await getUser(context.db, context.cloudflare.env, request);
  return json({ signedIn: Boolean(user) });
}

type ActionAnswer =
  | { kind: "review"; written: WrittenData }
  | { kind: "refused"; title: string; message: string; values: BilanValues; written: WrittenData; practiceType: "guided" | "written" };

// Words of distress in the bilan: its author, and only them, is shown where to find help.
export const action = withDistressCheck(BILAN_DISTRESS_FIELDS, bilanAction);

async function bilanAction({ request, context }: ActionFunctionArgs) {
  const { db } = context;
  const { env } = context.cloudflare;
  const form = await request.formData();
  // The written practice's last step posts its answers here: show the bilan with them.
  if (form.get("intent") === "review") {
    return json<ActionAnswer>({ kind: "review", written: readWrittenData(form) });
  }
  const input = readBilanForm(form);
  const refuse = (title: string, message: string, status: number) =>
    json<ActionAnswer>({ kind: "refused", title, message, values: input.answers, written: input.written, practiceType: input.practiceType }, { status });

  const user = await getUser(db, env, request);
  // Without JavaScript a visitor's bilan cannot reach the device: say so and keep every answer.
  if (!user) return refuse(M.savedTitle, M.noScriptVisitor, 401);
  try {
    const saved = await saveBilan(db, env, user.id, input, readBilanRecordings(form));
    if (!saved.ok) return refuse(saved.refusal.title, saved.refusal.message, 400);
    return redirectWithToast(env, "/history", {
      title: M.savedTitle,
      description: saved.audioFailed ? `${M.saved}. ${M.audioWarning}` : M.saved,
      type: "success",
    });
  } catch (error) {
    console.error("bilan save failed", error);
    return refuse("Erreur", M.saveFailed, 500);
  }
}

export default function TroisGestesBilan() {
  const { signedIn } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as ActionAnswer | undefined;
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const submit = useSubmit();
  const toast = useToast();
  const recordings = useRef<Partial<Record<VoiceKey, Blob>>>({});
  const [busy, setBusy] = useState(false);

  const [written, setWritten] = useState<WrittenData | null>(answer?.written?.selectedGesture ? answer.written : null);
  useEffect(() => {
    if (answer?.written?.selectedGesture) setWritten(answer.written);
  }, [answer]);
  // A refresh with JavaScript finds the written practice in this tab's draft.
  useEffect(() => {
    if (!answer) {
      const draft = readWrittenDraft();
      if (draft?.selectedGesture && draft.step === 4) setWritten({ selectedGesture: draft.selectedGesture, answers: draft.answers });
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // A refusal is shown inline only (issue 17): the server's, or the browser's own check before sending.
  const [checked, setChecked] = useState<{ title: string; message: string } | null>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (checked) alertRef.current?.scrollIntoView({ block: "center" });
  }, [checked]);
  const refused = answer?.kind === "refused" ? answer : null;
  const alert = checked ?? refused;

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const spoken = new Set(VOICE_KEYS.filter((key) => recordings.current[key]));
    const refusal = validateBilan(readBilanForm(data), spoken);
    if (refusal) {
      setChecked({ title: refusal.title, message: refusal.message });
      return;
    }
    setChecked(null);
    if (!signedIn) {
      setBusy(true);
      try {
        const toasts = await saveBilanOnDevice(data, recordings.current);
        toasts.forEach((t) => toast(t));
        clearWrittenDraft();
        // Kept on the device, never sent: the browser's own detector decides whether help is shown.
        const typed = BILAN_DISTRESS_FIELDS.map((field) => String(data.get(field) ?? ""));
        navigate(anyDistress(...typed) ? "/history?soutien=1" : "/history");
      } catch (error) {
        console.error(error);
        toast({ title: "Erreur", description: M.saveFailed, type: "error" });
      } finally {
        setBusy(false);
      }
      return;
    }
    for (const key of VOICE_KEYS) {
      const blob = recordings.current[key];
      if (blob) data.set(`audio_${key}`, new File([blob], `${key}.webm`, { type: blob.type || "audio/webm" }));
    }
    clearWrittenDraft();
    submit(data, { method: "post", encType: "multipart/form-data" });
  }

  const practiceType = refused?.practiceType ?? (written ? "written" : "guided");
  return (
    <div className="mx-auto max-w-2xl">
      {hydrated ? (
        <button type="button" onClick={() => navigate(-1)} className="link text-sm">
          ← {M.back}
        </button>
      ) : (
        <Link to="/practice/trois-gestes" className="link text-sm">← {M.back}</Link>
      )}
      <h1 className="mt-2 font-serif text-3xl text-encre-900">{M.title}</h1>
      <p className="mt-2 text-encre-700">{M.intro}</p>
      <ProfessionalHelpNote className="mt-2" />
      <DistressPanel />
      {alert ? (
        <div className="mt-4" ref={alertRef}>
          <FormAlert title={alert.title} message={alert.message} />
          {alert.message === M.noScriptVisitor ? (
            <p className="mt-2 text-sm">
              <Link to="/auth/signup" className="link">Créer un compte</Link> ·{" "}
              <Link to="/auth/login?redirectTo=%2Ftrois-gestes%2Fbilan" className="link">Se connecter</Link>
            </p>
          ) : null}
        </div>
      ) : null}
      <BilanForm
        practiceType={practiceType}
        written={written ?? refused?.written ?? null}
        values={refused?.values ?? null}
        hydrated={hydrated}
        busy={busy || navigation.state !== "idle"}
        onSubmit={hydrated ? onSubmit : undefined}
        onRecorded={(key, blob) => {
          if (blob) recordings.current[key] = blob;
          else delete recordings.current[key];
        }}
      />
    </div>
  );
}
