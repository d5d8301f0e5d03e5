/**
 * /trois-gestes/bilan (spec 2 §2, §4, §5, §7): the review of the practice, three reflections, a
 * concrete act and a remaining question, each reflection by text or voice. A signed-in person's
 * bilan is saved by the action in one batch; a visitor's stays on the device (JavaScript).
 * A direct visit shows the bilan of the guided practice, or the written draft of this tab
 * (decision 0061).
 */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { Link, useActionData, useLoaderData, useNavigate, useNavigation, useSubmit } from "@remix-run/react";
import { useEffect, useMemo, useRef, useState } from "react";
import { readWithSession, writerFor } from "~/auth/session-batch.server";
import { FormAlert } from "~/components/forms/field";
import { useLocalSchemaForm } from "~/components/forms/conform-local";
import { useToast } from "~/components/toaster";
import { BILAN_MESSAGES as M } from "~/practice/content/trois-gestes";
import { BilanForm, type BilanErrors, type BilanValues } from "~/practice/trois-gestes/bilan-form";
import { saveBilanOnDevice } from "~/practice/trois-gestes/bilan-device";
import { readBilanForm, readWrittenData, VOICE_KEYS, type VoiceKey, type WrittenData } from "~/practice/trois-gestes/bilan";
import { BILAN_TOO_LONG, BILAN_TOO_LONG_TITLE, bilanInputFrom, bilanSchema } from "~/practice/trois-gestes/bilan-schema";
import { readBilanRecordings, saveBilan } from "~/practice/trois-gestes/bilan.server";
import { bilanAsText } from "~/practice/trois-gestes/bilan-not-kept";
import { BilanNotKept } from "~/practice/trois-gestes/bilan-not-kept-box";
import { clearWrittenDraft, readWrittenDraft } from "~/practice/trois-gestes/draft";
import { redirectWithToast } from "~/utils/http.server";
import { useHydrated } from "~/utils/use-hydrated";
import { carryDistressToNextPage, DistressPanel } from "~/care/distress-panel";
import { ProfessionalHelpNote } from "~/care/crisis-resources";
import { z } from "zod";
import { withDistressCheck } from "~/care/distress-response.server";
import { envelopeText, handlerOf, postedForm, readEnvelope } from "~/components/forms/submission.server";
import { BILAN_DISTRESS_FIELDS } from "~/care/distress-fields";
import type { DescriptionHandle } from "~/utils/page-description";

export const meta: MetaFunction = () => [{ title: "Les 3 Gestes — Bilan · Rendez-vous intérieur" }];

export const handle: DescriptionHandle = {
  description: "Le bilan des 3 Gestes\u00a0: ce que la pratique a touché, découvert et enseigné, et un acte concret.",
};

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { user } = await readWithSession(context.db, context.cloudflare.env, request);
  return json({ signedIn: Boolean(user) });
}

type ActionAnswer =
  | { kind: "review"; written: WrittenData }
  | {
      kind: "refused";
      title: string;
      message: string;
      values: BilanValues;
      written: WrittenData;
      practiceType: "guided" | "written";
      /** conform's answer when the schema refused the form (its messages, every answer kept). */
      result?: SubmissionResult<string[]>;
    }
  | {
      /** A visitor without JavaScript: the bilan was valid but nothing could keep it (issue 30). */
      kind: "not-kept";
      values: BilanValues;
      written: WrittenData;
      practiceType: "guided" | "written";
      text: string;
      hadRecordings: boolean;
      /** The person's session ended before the bilan arrived: nothing was written either. */
      sessionEnded: boolean;
    };

// Words of distress in the bilan: its author, and only them, is shown where to find help.
export const action = withDistressCheck(BILAN_DISTRESS_FIELDS, bilanAction);

const envelopeSchema = z.object({ intent: envelopeText() });

async function bilanAction(args: ActionFunctionArgs) {
  const form = postedForm(args.context);
  return handlerOf(INTENTS, readEnvelope(form, envelopeSchema).intent, saveBilanAction)(args, form);
}

const INTENTS = {
  // The written practice's last step posts its answers here: show the bilan with them.
  review: async (_args: ActionFunctionArgs, form: FormData) => json<ActionAnswer>({ kind: "review", written: readWrittenData(form) }),
};

/** No session (the login redirect `writerFor` and its batch throw): the bilan is given back, not lost. */
function givenBack(error: unknown): null {
  if (error instanceof Response) return null;
  throw error;
}

/** The bilan itself, the page's default intent. */
async function saveBilanAction({ request, context }: ActionFunctionArgs, form: FormData) {
  const { db } = context;
  const { env } = context.cloudflare;
  // What was typed, to give it back with any refusal.
  const typed = readBilanForm(form);
  const refuse = (title: string, message: string, status: number, result?: SubmissionResult<string[]>) =>
    json<ActionAnswer>(
      { kind: "refused", title, message, values: typed.answers, written: typed.written, practiceType: typed.practiceType, result },
      { status },
    );

  // The session's cookie only (no round trip): the session itself is checked in the bilan's batch.
  const writer = await writerFor(db, env, request).catch(givenBack);
  // The schema the browser checked: a reflection counts as spoken when its file came with the form.
  const recordings = readBilanRecordings(form);
  const submission = parseWithZod(form, { schema: bilanSchema(new Set(Object.keys(recordings) as VoiceKey[])) });
  if (submission.status !== "success") {
    const incomplete = submission.error?.[""]?.includes(M.incomplete);
    return refuse(
      incomplete ? M.incompleteTitle : BILAN_TOO_LONG_TITLE,
      incomplete ? M.incomplete : BILAN_TOO_LONG,
      400,
      submission.reply(),
    );
  }
  // Without JavaScript a visitor's valid bilan cannot reach the device: say so truthfully, every answer kept.
  // So too for a session that has ended (signed out elsewhere, expired): nothing was written.
  const notKept = (sessionEnded = false) =>
    json<ActionAnswer>({
      kind: "not-kept",
      values: typed.answers,
      written: typed.written,
      practiceType: typed.practiceType,
      text: bilanAsText(typed),
      hadRecordings: Object.keys(recordings).length > 0,
      sessionEnded,
    });
  if (!writer) return notKept();
  const input = bilanInputFrom(submission.value, readWrittenData(form));
  try {
    // saveBilan checks the same rule again with the recordings actually stored.
    const saved = await saveBilan(db, env, writer, input, recordings);
    if (!saved.ok) return refuse(saved.refusal.title, saved.refusal.message, 400);
    return redirectWithToast(env, "/history", {
      title: M.savedTitle,
      description: saved.audioFailed ? `${M.saved}. ${M.audioWarning}` : M.saved,
      type: "success",
    });
  } catch (error) {
    // The session ended before the batch: nothing was written, the bilan is given back.
    if (error instanceof Response) return notKept(true);
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

  // The reflections spoken on this page: a live set the schema reads at each check.
  const spoken = useRef(new Set<VoiceKey>()).current;
  const schema = useMemo(() => bilanSchema(spoken), [spoken]);
  const refused = answer?.kind === "refused" ? answer : null;
  const notKept = answer?.kind === "not-kept" ? answer : null;
  const [refusals, setRefusals] = useState(0);
  const { form, fields, formProps } = useLocalSchemaForm(schema, refused?.result, {
    // Nothing is sent nor kept while the schema refuses: conform shows why, and the page scrolls to it.
    onValid: (_value, event) => save(new FormData(event.currentTarget)),
    onInvalid: () => setRefusals((n) => n + 1),
  });

  // A refusal is shown inline only (issue 17): the browser's own check before sending, or the server's.
  const alertRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (refusals) alertRef.current?.scrollIntoView({ block: "center" });
  }, [refusals]);
  const tooLong = Object.values(fields).some((field) => field.errors?.length);
  const checked = form.errors?.includes(M.incomplete)
    ? { title: M.incompleteTitle, message: M.incomplete }
    : tooLong
      ? { title: BILAN_TOO_LONG_TITLE, message: BILAN_TOO_LONG }
      : null;
  const alert = checked ?? refused;
  const fieldErrors = Object.fromEntries(
    Object.entries(fields).flatMap(([name, field]) => (field.errors?.[0] ? [[name, field.errors[0]]] : [])),
  ) as BilanErrors;

  async function save(data: FormData) {
    if (!signedIn) {
      setBusy(true);
      try {
        const toasts = await saveBilanOnDevice(data, recordings.current);
        toasts.forEach((t) => toast(t));
        clearWrittenDraft();
        // Kept on the device, never sent: the browser's own detector decides whether help is shown.
        const { answers } = readBilanForm(data);
        const typed = BILAN_DISTRESS_FIELDS.map((field) => answers[field]);
        carryDistressToNextPage(...typed);
        navigate("/history");
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

  const given = refused ?? notKept;
  const practiceType = given?.practiceType ?? (written ? "written" : "guided");
  return (
    <div className="mx-auto max-w-2xl">
      {hydrated ? (
        <button type="button" onClick={() => navigate(-1)} className="link text-sm">
          ← {M.back}
        </button>
      ) : (
        <Link to="/practice/trois-gestes" className="link text-sm">
          ← {M.back}
        </Link>
      )}
      <h1 className="mt-2 font-serif text-3xl text-encre-900">{M.title}</h1>
      <p className="mt-2 text-encre-700">{M.intro}</p>
      <ProfessionalHelpNote className="mt-2" />
      <DistressPanel />
      {alert ? (
        <div className="mt-4" ref={alertRef}>
          <FormAlert title={alert.title} message={alert.message} />
        </div>
      ) : notKept ? (
        <BilanNotKept text={notKept.text} hadRecordings={notKept.hadRecordings} sessionEnded={notKept.sessionEnded} />
      ) : null}
      <BilanForm
        practiceType={practiceType}
        written={written ?? given?.written ?? null}
        values={given?.values ?? null}
        hydrated={hydrated}
        busy={busy || navigation.state !== "idle"}
        formId={formProps.id}
        onSubmit={hydrated ? formProps.onSubmit : undefined}
        errors={fieldErrors}
        onRecorded={(key, blob) => {
          if (blob) {
            recordings.current[key] = blob;
            spoken.add(key);
          } else {
            delete recordings.current[key];
            spoken.delete(key);
          }
        }}
      />
    </div>
  );
}
