/**
 * The dashboard's assistant (spec 3 §2 'Dashboard'): a floating panel, collapsed by default, opened by
 * its header (a real button with aria-expanded). On a phone its header sits at the end of the page and
 * opens a bottom sheet; on a desktop it floats below the site's header (issue 30, item 6). Without
 * JavaScript the header is a link to the full page /dashboard/assistant, where the same body is a plain form.
 */
import { Form, Link, useActionData, useFetcher } from "@remix-run/react";
import { Fragment, useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { CrisisResources } from "~/care/crisis-resources";
import { useHydrated } from "~/utils/use-hydrated";
import { ASSISTANT_MESSAGES as M, assistantErrorToast } from "./messages";
import { z } from "zod";
import { readTyped, typedText } from "~/components/forms/envelope";

/** The message being sent, as typed, shown before the answer comes. */
const PENDING = z.object({ intent: typedText(), message: typedText() });

type PanelMessage = { id: string; type: "user" | "ai"; content: string; timestamp: string; images: string[]; distress?: boolean };
export type PanelData = { signedIn: boolean; conversation: PanelMessage[]; messagesRemaining: number; offline: boolean };
type Answer = { response?: string; images?: string[]; messagesRemaining?: number | null; error?: string; cleared?: boolean };

const ASSISTANT_ACTION = "/dashboard/assistant";

/** Text with the app's own links ([Nom](/chemin)) as links; anything else stays plain text. */
function RichText({ text }: { text: string }) {
  const parts = text.split(/(\[[^\]\n]{1,80}\]\(\/[a-z0-9\-_/?=&]*\))/gi);
  return (
    <>
      {parts.map((part, i) => {
        const link = /^\[([^\]]+)\]\((\/[^)]*)\)$/.exec(part);
        return link ? (
          <Link key={i} to={link[2]!} className="link">
            {link[1]}
          </Link>
        ) : (
          <Fragment key={i}>{part}</Fragment>
        );
      })}
    </>
  );
}

function Conversation({ messages, pending }: { messages: PanelMessage[]; pending: string | null }) {
  const end = useRef<HTMLLIElement>(null);
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: "nearest" });
  }, [messages.length, pending]);
  return (
    <ol className="space-y-3" aria-live="polite" aria-label="Conversation" data-testid="assistant-conversation">
      {messages.length === 0 && !pending ? <li className="rounded-xl bg-sable-50 p-3 text-sm text-encre-900">{M.greeting}</li> : null}
      {messages.map((m) => (
        <li
          key={m.id}
          className={m.type === "user" ? "ml-6 rounded-xl bg-sable-100 p-3 text-sm" : "mr-6 rounded-xl bg-sable-50 p-3 text-sm"}
          data-testid={`assistant-${m.type}`}
        >
          <span className="sr-only">{m.type === "user" ? M.you : M.assistant}&nbsp;: </span>
          <p className="whitespace-pre-line text-encre-900">
            <RichText text={m.content} />
          </p>
          {m.images.map((src) => (
            <img
              key={src}
              src={src}
              alt={M.imageAlt(messages[messages.indexOf(m) - 1]?.content ?? "")}
              className="mt-2 w-full max-w-[14rem] rounded-lg"
              width={512}
              height={512}
              loading="lazy"
            />
          ))}
          {m.distress ? (
            <div className="mt-2">
              <CrisisResources roles={["suicide", "urgence"]} headingLevel="h3" />
            </div>
          ) : null}
        </li>
      ))}
      {pending ? (
        <>
          <li className="ml-6 rounded-xl bg-sable-100 p-3 text-sm" data-testid="assistant-user">
            <span className="sr-only">{M.you}&nbsp;: </span>
            <p className="whitespace-pre-line text-encre-900">{pending}</p>
          </li>
          <li className="mr-6 rounded-xl bg-sable-50 p-3 text-sm italic text-encre-700" role="status">
            {M.sending}
          </li>
        </>
      ) : null}
      <li ref={end} aria-hidden="true" />
    </ol>
  );
}

/**
 * The conversation and the form. `plain` is the full page: a Remix <Form> (a plain POST without
 * JavaScript); otherwise a fetcher whose answer the dashboard's revalidated loader shows.
 */
export function AssistantBody({ data, error: pageError, plain = false }: { data: PanelData; error?: string | null; plain?: boolean }) {
  const fetcher = useFetcher<Answer>({ key: "assistant" });
  const hydrated = useHydrated();
  const textId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [draft, setDraft] = useState("");
  const busy = fetcher.state !== "idle";
  const pending = fetcher.formData ? readTyped(fetcher.formData, PENDING) : null;
  const sending = busy && pending?.intent !== "clear" ? (pending?.message ?? "").trim() : null;
  // The full page posts a plain form: its answer is the route's action data, the panel's the fetcher's.
  const pageAnswer = useActionData<Answer>();
  const answer = plain ? pageAnswer : fetcher.state === "idle" ? fetcher.data : undefined;
  const remaining = typeof answer?.messagesRemaining === "number" ? answer.messagesRemaining : data.messagesRemaining;
  const failure = answer?.error ? assistantErrorToast(answer.error) : pageError ? assistantErrorToast(pageError) : null;
  const FormTag = plain ? Form : fetcher.Form;

  useEffect(() => {
    if (answer && !answer.error) {
      setDraft("");
      const image = formRef.current?.elements.namedItem("requestImageGeneration");
      if (image instanceof HTMLInputElement) image.checked = false;
    }
  }, [answer]);

  function submit() {
    if (!formRef.current || busy || draft.trim() === "") return;
    fetcher.submit(formRef.current);
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      if (plain && !hydrated) return;
      if (plain) formRef.current?.requestSubmit();
      else submit();
    }
  }

  if (!data.signedIn) {
    return (
      <div className="space-y-3 text-sm">
        <div role="status" className="rounded-xl border border-sable-200 bg-sable-50 p-3">
          <p className="font-semibold text-encre-900">{M.signInTitle}</p>
          <p className="mt-1 text-encre-700">{M.signIn}</p>
        </div>
        <label htmlFor={textId} className="block font-medium text-encre-900">
          {M.label}
        </label>
        <textarea id={textId} rows={3} disabled className="field-input" placeholder={M.placeholder} />
        <p>
          <Link to="/auth/login" className="link">
            Se connecter
          </Link>
        </p>
      </div>
    );
  }

  return (
    <div className="space-y-3">
      <p className="text-xs text-encre-700">{M.privacy}</p>
      <div className={plain ? "" : "max-h-[40vh] overflow-y-auto pr-1 sm:max-h-[35vh]"}>
        <Conversation messages={data.conversation} pending={plain ? null : sending} />
      </div>
      {failure ? (
        <div role="alert" className="rounded-xl border border-red-300 bg-red-50 p-3 text-sm text-red-900" data-testid="assistant-error">
          <p className="font-semibold">{failure.title}</p>
          <p className="mt-1">{failure.description}</p>
        </div>
      ) : null}
      <FormTag
        ref={formRef}
        method="post"
        action={ASSISTANT_ACTION}
        className="space-y-2"
        onSubmit={(event) => {
          if (draft.trim() === "" && hydrated) event.preventDefault();
          if (!plain && busy) event.preventDefault();
        }}
      >
        {plain ? null : <input type="hidden" name="mode" value="fetch" />}
        <input type="hidden" name="intent" value="send" />
        <label htmlFor={textId} className="block text-sm font-medium text-encre-900">
          {M.label}
        </label>
        <textarea
          id={textId}
          name="message"
          rows={3}
          required
          maxLength={2000}
          className="field-input"
          placeholder={M.placeholder}
          value={hydrated ? draft : undefined}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={onKeyDown}
          data-testid="assistant-input"
        />
        <div className="flex flex-wrap items-center justify-between gap-2">
          <label className="flex items-center gap-2 text-sm text-encre-900">
            <input type="checkbox" name="requestImageGeneration" value="1" className="h-4 w-4" />
            {M.askImage}
            <span className="text-xs text-encre-700">({M.askImageHint})</span>
          </label>
          <button type="submit" className="btn-primary" disabled={hydrated && (busy || draft.trim() === "")}>
            {busy && sending ? M.sending : M.send}
          </button>
        </div>
        <p className="text-sm text-encre-700" data-testid="assistant-remaining">
          {M.remaining(remaining)}
        </p>
      </FormTag>
      <div className="flex flex-wrap items-center justify-between gap-2 border-t border-sable-200 pt-2">
        <p className="text-xs text-encre-700">{data.offline ? M.footerOffline : M.footer}</p>
        {data.conversation.length > 0 ? (
          <FormTag method="post" action={ASSISTANT_ACTION}>
            {plain ? null : <input type="hidden" name="mode" value="fetch" />}
            <input type="hidden" name="intent" value="clear" />
            <button type="submit" className="link text-xs">
              {M.clear}
            </button>
          </FormTag>
        ) : null}
      </div>
    </div>
  );
}

const PHONE = "(max-width: 639px)";

/**
 * The assistant at the end of the dashboard. On a desktop it floats bottom right and, open, stays
 * below the header so the person's name and « Déconnexion » remain in sight. On a phone its header
 * sits at the end of the page and the open body is a bottom sheet over the page, with its own close
 * button: focus moves into the sheet and comes back to the header's button when it closes.
 */
export function AssistantPanel({ data }: { data: PanelData }) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const bodyId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);

  useEffect(() => {
    if (open && window.matchMedia?.(PHONE).matches) closeRef.current?.focus();
    if (!open && wasOpen.current) toggleRef.current?.focus();
    wasOpen.current = open;
  }, [open]);

  const header = (
    <>
      <span aria-hidden="true" className="h-2.5 w-2.5 rounded-full bg-sauge-500" />
      <span className="font-semibold">{M.title}</span>
      <span className="ml-auto text-xs font-normal text-encre-700">{open ? M.close : M.open}</span>
    </>
  );
  const headerClass = "flex w-full items-center gap-2 rounded-t-2xl px-4 py-3 text-left text-encre-900 hover:bg-sable-50";
  return (
    <section
      aria-label={M.title}
      data-testid="assistant-panel"
      className="card p-0 sm:fixed sm:bottom-4 sm:right-4 sm:z-40 sm:flex sm:max-h-[calc(100dvh-7rem)] sm:w-[24rem] sm:max-w-[calc(100vw-2rem)] sm:flex-col sm:shadow-xl"
    >
      <h2 className="m-0 shrink-0 text-base">
        {hydrated ? (
          <button
            ref={toggleRef}
            type="button"
            className={headerClass}
            aria-expanded={open}
            aria-controls={bodyId}
            onClick={() => setOpen((o) => !o)}
            onKeyDown={(e) => {
              if (e.key === "Escape") setOpen(false);
            }}
          >
            {header}
          </button>
        ) : (
          <a href={ASSISTANT_ACTION} className={headerClass}>
            {header}
          </a>
        )}
      </h2>
      {open ? <div aria-hidden="true" className="fixed inset-0 z-40 bg-encre-900/30 sm:hidden" onClick={() => setOpen(false)} /> : null}
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions -- Escape from any control inside closes the sheet; the controls themselves are native */}
      <div
        id={bodyId}
        hidden={!open}
        data-testid="assistant-sheet"
        onKeyDown={(e) => {
          if (e.key === "Escape") setOpen(false);
        }}
        className="fixed inset-x-0 bottom-0 z-50 max-h-[85dvh] overflow-y-auto rounded-t-2xl border-t border-sable-200 bg-white p-4 pb-[max(1rem,env(safe-area-inset-bottom))] shadow-2xl sm:static sm:z-auto sm:max-h-none sm:min-h-0 sm:flex-1 sm:rounded-none sm:pb-4 sm:shadow-none"
      >
        <div className="mb-3 flex items-center gap-2 sm:hidden">
          <span aria-hidden="true" className="h-2.5 w-2.5 rounded-full bg-sauge-500" />
          <span className="font-semibold text-encre-900">{M.title}</span>
          <button ref={closeRef} type="button" className="btn-secondary ml-auto px-3 py-1.5" onClick={() => setOpen(false)}>
            {M.closeSheet}
          </button>
        </div>
        {open ? <AssistantBody data={data} /> : null}
      </div>
    </section>
  );
}
