import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { z } from "zod";
import { readWithSession, writerFor, type Writer } from "~/auth/session-batch.server";
import { DistressPanel } from "~/care/distress-panel";
import { useActionToast } from "~/components/action-toast";
import { FormAlert } from "~/components/forms/field";
import { envelopeText, handlerOf, postedForm, readEnvelope } from "~/components/forms/submission.server";
import { LoadFailed } from "~/components/load-failed";
import { BackLink } from "~/components/records/back-link";
import { EnvelopeIcon } from "~/letters/envelope-icon";
import { deleteLetter, letterQuery, openLetter } from "~/letters/letters.server";
import { LETTERS_MESSAGES as M } from "~/letters/messages";
import { dayIn, formatDay, letterState } from "~/letters/opening-day";
import { LETTERS_PATH, letterPath } from "~/letters/paths";
import { redirectWithToast } from "~/utils/http.server";

export const meta: MetaFunction = () => [{ title: `Ma lettre · ${M.title} · Rendez-vous intérieur` }];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const now = new Date();
  const id = params.id ?? "";
  let read;
  try {
    read = await readWithSession(
      context.db,
      context.cloudflare.env,
      request,
      (owner) => [letterQuery(context.db, owner, id, now)] as const,
      {
        require: true,
      },
    );
  } catch (error) {
    if (error instanceof Response) throw error;
    console.error("sealed letter load failed", error);
    return json({ failed: true as const }, { status: 500 });
  }
  const [[row]] = read.results;
  // Another person's letter and no letter at all answer the same.
  if (!row) throw new Response(M.notFound, { status: 404 });
  const state = letterState(row, now);
  return json({
    failed: false as const,
    letter: {
      id: row.id,
      opensOn: row.opensOn,
      // The days as the person lives them: in the zone the letter was written in.
      writtenOn: dayIn(row.timeZone, new Date(row.createdAt)),
      openedOn: row.openedAt ? dayIn(row.timeZone, new Date(row.openedAt)) : null,
      state,
      // The query reads the words only once the letter has opened; this says so a second time.
      content: state === "opened" ? row.content : null,
    },
  });
}

const envelopeSchema = z.object({ intent: envelopeText() });

export async function action({ request, context, params }: ActionFunctionArgs) {
  // The session is read in each write's own batch: one round trip (decision 0361).
  const writer = await writerFor(context.db, context.cloudflare.env, request);
  const { intent } = readEnvelope(postedForm(context), envelopeSchema);
  return handlerOf(INTENTS, intent, refused)({ context, writer, id: params.id ?? "" });
}

type IntentArgs = { context: ActionFunctionArgs["context"]; writer: Writer; id: string };

const refused = async () => json({ toast: { title: M.openFailed, type: "error" as const } }, { status: 400 });

const INTENTS = {
  async open({ context, writer, id }: IntentArgs) {
    let opened;
    try {
      opened = await openLetter(context.db, writer, id, new Date());
    } catch (error) {
      if (error instanceof Response) throw error; // a session gone since its cookie: the login redirect
      console.error("sealed letter open failed", error);
      return json({ toast: { title: M.openFailed, type: "error" as const } }, { status: 500 });
    }
    if (opened === null) throw new Response(M.notFound, { status: 404 });
    if (opened === "sealed") return json({ toast: { title: M.stillSealed, type: "error" as const } }, { status: 409 });
    return redirectWithToast(context.cloudflare.env, letterPath(id), { title: M.openedToast, type: "success" });
  },
  async delete({ context, writer, id }: IntentArgs) {
    let deleted;
    try {
      deleted = await deleteLetter(context.db, writer, id);
    } catch (error) {
      if (error instanceof Response) throw error;
      console.error("sealed letter delete failed", error);
      return json({ toast: { title: M.deleteFailed, type: "error" as const } }, { status: 500 });
    }
    if (!deleted) throw new Response(M.notFound, { status: 404 });
    return redirectWithToast(context.cloudflare.env, LETTERS_PATH, { title: M.deleted, type: "success" });
  },
};

export default function SealedLetterScreen() {
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  useActionToast(actionData && "toast" in actionData ? actionData.toast : null);
  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <DistressPanel />
      <BackLink to={LETTERS_PATH} label={M.all} />
      {actionData && "toast" in actionData && actionData.toast ? <FormAlert message={actionData.toast.title} /> : null}
      {data.failed ? (
        <LoadFailed message={M.loadFailed} />
      ) : (
        <article className="card" aria-labelledby="lettre-titre" data-testid="sealed-letter" data-state={data.letter.state}>
          {data.letter.state === "sealed" ? (
            <>
              <EnvelopeIcon className="h-12 w-12" />
              <h1 id="lettre-titre" className="mt-2 font-serif text-2xl text-encre-900">
                {M.sealedUntil(formatDay(data.letter.opensOn))}
              </h1>
              <p className="mt-2 text-encre-700">{M.sealedNote}</p>
              <p className="mt-4 text-sm text-encre-700">{M.writtenOn(formatDay(data.letter.writtenOn))}</p>
            </>
          ) : data.letter.state === "waiting" ? (
            <>
              <EnvelopeIcon open className="h-12 w-12" />
              <h1 id="lettre-titre" className="mt-2 font-serif text-2xl text-encre-900">
                {M.waiting}
              </h1>
              <p className="mt-2 text-encre-700">{M.waitingNote}</p>
              <p className="mt-4 text-sm text-encre-700">{M.writtenOn(formatDay(data.letter.writtenOn))}</p>
              <Form method="post" className="mt-6">
                <input type="hidden" name="intent" value="open" />
                <button type="submit" className="btn-primary" disabled={navigation.state !== "idle"}>
                  {M.open}
                </button>
              </Form>
            </>
          ) : (
            <>
              <h1 id="lettre-titre" className="font-serif text-2xl text-encre-900">
                {M.openedTitle}
              </h1>
              <p className="mt-1 text-sm text-encre-700">
                {M.writtenOn(formatDay(data.letter.writtenOn))}
                {data.letter.openedOn ? ` · ${M.openedOn(formatDay(data.letter.openedOn))}` : ""}
              </p>
              <div className="mt-4 whitespace-pre-line break-words leading-relaxed text-encre-900" data-testid="sealed-letter-words">
                {data.letter.content}
              </div>
            </>
          )}
        </article>
      )}
      {data.failed ? null : (
        // The confirmation is the second button inside: it works the same without JavaScript.
        <details className="card" data-testid="delete-letter">
          <summary className="cursor-pointer text-sm font-medium text-encre-700">{M.deleteSummary}</summary>
          <p className="mt-2 text-sm text-encre-700">{M.deleteNote}</p>
          <Form method="post" className="mt-3">
            <input type="hidden" name="intent" value="delete" />
            <button type="submit" className="btn-danger" disabled={navigation.state !== "idle"}>
              {M.deleteConfirm}
            </button>
          </Form>
        </details>
      )}
      <p>
        <Link to={LETTERS_PATH} className="link text-sm">
          {M.write}
        </Link>
      </p>
    </div>
  );
}
