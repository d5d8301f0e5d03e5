import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import type { SubmissionResult } from "@conform-to/react";
import { useCallback, useState } from "react";
import { readWithSession, writerFor } from "~/auth/session-batch.server";
import { DistressPanel } from "~/care/distress-panel";
import { SEALED_LETTER_DISTRESS_FIELDS } from "~/care/distress-fields";
import { withDistressCheck } from "~/care/distress-response.server";
import { useActionToast } from "~/components/action-toast";
import { fieldProps, useSchemaForm } from "~/components/forms/conform";
import { Field, FormAlert } from "~/components/forms/field";
import { readSubmission } from "~/components/forms/submission.server";
import { TextAreaField } from "~/components/forms/text-area-field";
import { LoadFailed } from "~/components/load-failed";
import { BackLink } from "~/components/records/back-link";
import { LetterCard } from "~/letters/letter-card";
import { createSealedLetter, lettersListQuery } from "~/letters/letters.server";
import { LETTERS_MESSAGES as M } from "~/letters/messages";
import { DEFAULT_TIME_ZONE, letterState, openingRange } from "~/letters/opening-day";
import { letterPath } from "~/letters/paths";
import { TimeZoneField } from "~/letters/time-zone-field";
import { MAX_LETTER, sealedLetterSchema } from "~/letters/validation";
import { LOVE_WORDS_MESSAGES } from "~/love-words/messages";
import { redirectWithToast } from "~/utils/http.server";

export const meta: MetaFunction = () => [{ title: `${M.title} · Rendez-vous intérieur` }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const now = new Date();
  let read;
  try {
    read = await readWithSession(context.db, context.cloudflare.env, request, (owner) => [lettersListQuery(context.db, owner)] as const, {
      require: true,
    });
  } catch (error) {
    if (error instanceof Response) throw error;
    console.error("sealed letters load failed", error);
    return json({ failed: true as const, letters: [], range: openingRange(DEFAULT_TIME_ZONE, now) }, { status: 500 });
  }
  const [rows] = read.results;
  // Only days and states leave the server: the list's query does not even read the words.
  const letters = rows.map((row) => ({ id: row.id, opensOn: row.opensOn, state: letterState(row, now) }));
  return json({ failed: false as const, letters, range: openingRange(DEFAULT_TIME_ZONE, now) });
}

// Whoever writes words of distress here is shown, alone, where to find help; the letter is sealed as written.
export const action = withDistressCheck(SEALED_LETTER_DISTRESS_FIELDS, sealAction);

async function sealAction({ request, context }: ActionFunctionArgs) {
  const { env } = context.cloudflare;
  // The session is read in the write's own batch: one round trip (decision 0361).
  const writer = await writerFor(context.db, env, request);
  const submission = readSubmission(context, sealedLetterSchema);
  if (submission.status !== "success") return json({ result: submission.reply() as SubmissionResult<string[]> }, { status: 400 });
  try {
    const letter = await createSealedLetter(context.db, writer, submission.value);
    return redirectWithToast(env, letterPath(letter.id), { title: M.sealed, type: "success" });
  } catch (error) {
    if (error instanceof Response) throw error; // a session gone since its cookie: the login redirect
    console.error("sealed letter save failed", error);
    return json(
      { toast: { title: M.saveFailed, type: "error" as const }, result: submission.reply() as SubmissionResult<string[]> },
      { status: 500 },
    );
  }
}

/** What the action answers when it does not redirect: a refusal's messages and what was typed, or a failure. */
type SealAnswer = { toast?: { title: string; type: "error" }; result?: SubmissionResult<string[]> } | undefined;

export default function SealedLettersScreen() {
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<SealAnswer>();
  useActionToast(actionData?.toast);
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <DistressPanel />
      <BackLink to="/love-words" label={LOVE_WORDS_MESSAGES.title} />
      <header>
        <h1 className="font-serif text-3xl text-encre-900">{M.title}</h1>
        <p className="mt-2 text-encre-700">{M.intro}</p>
      </header>
      {actionData?.toast ? <FormAlert message={actionData.toast.title} /> : null}
      {data.failed ? (
        <LoadFailed message={M.loadFailed} />
      ) : data.letters.length === 0 ? (
        <p className="text-encre-700" data-testid="sealed-letters-empty">
          {M.empty}
        </p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2" aria-label={M.title}>
          {data.letters.map((letter) => (
            <li key={letter.id}>
              <LetterCard letter={letter} />
            </li>
          ))}
        </ul>
      )}
      <SealForm range={data.range} />
    </div>
  );
}

function SealForm({ range }: { range: { first: string; last: string } }) {
  const actionData = useActionData<SealAnswer>();
  const navigation = useNavigation();
  const result = actionData?.result ?? null;
  const { fields, formProps } = useSchemaForm(sealedLetterSchema, result);
  // The days offered follow the browser's zone once it is known (the server's range is Paris's).
  const [days, setDays] = useState(range);
  const followZone = useCallback((zone: string) => setDays(openingRange(zone, new Date())), []);
  const content = fieldProps(fields.content);
  const opensOn = fieldProps(fields.opensOn);
  const refused = Boolean(content.error || opensOn.error);
  return (
    <section className="card" aria-labelledby="sceller-titre">
      <h2 id="sceller-titre" className="font-serif text-xl text-encre-900">
        {M.write}
      </h2>
      <Form method="post" {...formProps} className="mt-4 space-y-4">
        {refused ? <FormAlert message={M.refused} /> : null}
        <TextAreaField
          id="lettre-contenu"
          label={M.contentLabel}
          name={content.name}
          error={content.error}
          required={content.required}
          maxLength={MAX_LETTER}
          className="min-h-40"
          rows={8}
          defaultValue={content.defaultValue ?? ""}
        />
        <Field
          id="lettre-jour"
          label={M.dayLabel}
          type="date"
          min={days.first}
          max={days.last}
          hint={M.dayHint}
          {...opensOn}
          defaultValue={opensOn.defaultValue ?? ""}
        />
        <TimeZoneField name={fields.timeZone.name} onZone={followZone} />
        <button type="submit" className="btn-primary" disabled={navigation.state === "submitting"}>
          {M.seal}
        </button>
      </Form>
    </section>
  );
}
