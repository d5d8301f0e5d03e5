import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import type { ClientActionFunctionArgs } from "@remix-run/react";
import { json, redirect } from "@remix-run/cloudflare";
import {
  Form,
  Link,
  type ShouldRevalidateFunction,
  useActionData,
  useFetcher,
  useLoaderData,
  useNavigate,
  useNavigation,
} from "@remix-run/react";
import { useEffect, useMemo, useRef, useState } from "react";
import { getUser, requireUser, type SessionUser } from "~/auth/session.server";
import {
  type ChatLine,
  deleteMessage,
  lastSentQuery,
  latestMessagesQuery,
  messagesFrom,
  messageToThread,
  sendMessage,
  updateMessage,
} from "~/chat/chat.server";
import { readWithSession } from "~/auth/session-batch.server";
import { MAX_CHAT_PAGES, MESSAGE_MAX } from "~/chat/limits";
import { chatCursorOf, keepArrived, mergeMessages } from "~/chat/merge";
import { CHAT_MESSAGES as M, countdownText } from "~/chat/messages";
import { sendKeepingText } from "~/chat/send-failure";
import { messageSchema, toThreadSchema, waitLeft } from "~/chat/rules";
import { parseWithZod } from "@conform-to/zod";
import type { SubmissionResult } from "@conform-to/react";
import { fieldProps, useSchemaForm } from "~/components/forms/conform";
import { FormAlert } from "~/components/forms/field";
import { useToast } from "~/components/toaster";
import { CONTENT_MAX, TITLE_MAX } from "~/forum/limits";
import { FORUM_MESSAGES } from "~/forum/messages";
import { canManage } from "~/auth/permissions";
import { AuthorLine } from "~/community/author-line";
import { CountedField } from "~/community/counted-field";
import { EditInPlaceForm } from "~/community/edit-in-place-form";
import { parsePage } from "~/community/paging";
import { redirectWithToast } from "~/utils/http.server";
import { useHydrated } from "~/utils/use-hydrated";
import { useLiveReload } from "~/utils/use-live-reload";
import { useRoom } from "~/utils/use-room";
import { LiveStatus } from "~/community/live-status";
import { postedForm } from "~/community/form-data.server";
import { DistressPanel } from "~/care/distress-panel";
import type { loader as olderLoader } from "./entraide_.anciens";
import { CommunityCharter } from "~/moderation/charter";
import { ReportForm } from "~/moderation/report-form";
import { CHAT_DISTRESS_FIELDS } from "~/care/distress-fields";
import { withDistressCheck } from "~/care/distress-response.server";
import type { DescriptionHandle } from "~/utils/page-description";

export const meta: MetaFunction = () => [{ title: "Chat d'entraide · Rendez-vous intérieur" }];

export const handle: DescriptionHandle = {
  description:
    "Le chat d'entraide de Rendez-vous intérieur\u00a0: un espace bienveillant pour échanger en direct avec d'autres personnes en chemin.",
};

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { db } = context;
  const url = new URL(request.url);
  const pages = parsePage(url.searchParams.get("pages"), MAX_CHAT_PAGES);
  // Taken before the read: the page's socket catches up once if the room relayed anything after it.
  const listedAt = new Date().toISOString();
  let user: SessionUser | null = null;
  try {
    // The session, the latest messages and the person's last send: one D1 batch (decision 0145).
    const read = await readWithSession(
      db,
      context.cloudflare.env,
      request,
      (owner) => [latestMessagesQuery(db, pages), lastSentQuery(db, owner)],
      { withoutCookie: "run" },
    );
    user = read.user;
    const [rows, last] = read.results!;
    const { messages, hasMore } = messagesFrom(rows, pages);
    const waitMs = user ? waitLeft(last[0]?.last ?? null, new Date()) : 0;
    return json({
      listedAt,
      // The next message's key (decision 0142): the same form sent twice is stored once.
      sendKey: crypto.randomUUID(),
      messages,
      hasMore: hasMore && pages < MAX_CHAT_PAGES,
      pages,
      loadError: null as string | null,
      viewer: user ? { id: user.id, role: user.role } : null,
      waitMs,
      editing: url.searchParams.get("modifier"),
      toThread: url.searchParams.get("sujet"),
    });
  } catch (error) {
    console.error("listMessages", error);
    // Who is signed in still shows (the root's own lookup, shared): the form stays where it was.
    user = await getUser(db, context.cloudflare.env, request).catch(() => null);
    return json({
      listedAt,
      sendKey: crypto.randomUUID(),
      messages: [],
      hasMore: false,
      pages,
      loadError: M.loadError,
      viewer: user ? { id: user.id, role: user.role } : null,
      waitMs: 0,
      editing: null,
      toThread: null,
    });
  }
}

type ChatAnswer = {
  intent: string;
  messageId?: string;
  sentId?: string;
  /** The message just sent, as the list shows it: the sender merges it without reloading the list. */
  sent?: ChatLine;
  /** After a message is stored, the key of the next one (the page's form keeps it). */
  nextKey?: string;
  alert: { title: string; description?: string } | null;
  /** Conform's reply to a refused form: what was typed and each field's French message. */
  result?: SubmissionResult<string[]>;
  waitMs?: number;
};
const replyOf = (
  parsed: { reply: (options?: { fieldErrors?: Record<string, string[]> }) => unknown },
  fieldErrors?: Record<string, string[]>,
) => parsed.reply(fieldErrors ? { fieldErrors } : undefined) as SubmissionResult<string[]>;
const answer = (data: ChatAnswer, status = 200) => json(data, { status });

// Whoever writes words of distress here is shown, alone, where to find help; the text is kept as written.
export const action = withDistressCheck(CHAT_DISTRESS_FIELDS, writeAction);

async function writeAction({ request, context }: ActionFunctionArgs) {
  const { db } = context;
  const { env } = context.cloudflare;
  const user = await requireUser(db, env, request);
  const formData = await postedForm(request);
  const intent = String(formData.get("intent") ?? "send");
  // A refused message goes back to its form: never more than one character past the limit (issue 31).
  // Trimmed first, as the schema does: a message within the limit once trimmed is kept whole.
  const content = formData.get("content");
  if ((intent === "send" || intent === "edit") && typeof content === "string" && content.length > MESSAGE_MAX) {
    formData.set("content", content.trim().slice(0, MESSAGE_MAX + 1));
  }
  const messageId = String(formData.get("messageId") ?? "");
  const changeAnswer = (result: "ok" | "not-found" | "forbidden", title: string) => {
    if (result === "forbidden") return answer({ intent, messageId, alert: { title: M.forbidden } }, 403);
    if (result === "not-found") return answer({ intent, messageId, alert: { title: M.notFound } }, 404);
    return redirectWithToast(env, "/entraide", { title, type: "success" });
  };

  switch (intent) {
    case "send": {
      const parsed = parseWithZod(formData, { schema: messageSchema });
      if (parsed.status !== "success") return answer({ intent, alert: null, result: replyOf(parsed) }, 400);
      try {
        const result = await sendMessage(db, env, user, parsed.value.content, parsed.value.cle, (relay) =>
          context.cloudflare.ctx.waitUntil(relay),
        );
        if (!result.ok) {
          return answer(
            { intent, alert: { title: M.tooFastTitle, description: M.tooFastText }, result: replyOf(parsed), waitMs: result.waitMs },
            429,
          );
        }
        // Without JavaScript, the page reloads and lands on the message just sent.
        if (formData.get("js") !== "1") return redirect(`/entraide#message-${result.id}`, 303);
        return answer({ intent, sentId: result.id, sent: result.line, nextKey: crypto.randomUUID(), alert: null, waitMs: 3000 });
      } catch (error) {
        console.error("sendMessage", error);
        return answer({ intent, alert: { title: M.sendError }, result: replyOf(parsed) }, 500);
      }
    }
    case "edit": {
      const parsed = parseWithZod(formData, { schema: messageSchema });
      if (parsed.status !== "success") return answer({ intent, messageId, alert: null, result: replyOf(parsed) }, 400);
      return changeAnswer(await updateMessage(db, env, user, messageId, parsed.value.content), M.updated);
    }
    case "delete":
      return changeAnswer(await deleteMessage(db, env, user, messageId), M.removed);
    case "to-thread": {
      const parsed = parseWithZod(formData, { schema: toThreadSchema });
      if (parsed.status !== "success") return answer({ intent, messageId, alert: null, result: replyOf(parsed) }, 400);
      try {
        const result = await messageToThread(db, env, user, parsed.value, context.changedPages);
        if (!result.ok) {
          const message =
            result.reason === "duplicate"
              ? FORUM_MESSAGES.duplicateSlug
              : result.reason === "empty-slug"
                ? FORUM_MESSAGES.titleWithoutLetters
                : M.notFound;
          return answer(
            { intent, messageId, alert: { title: M.threadError, description: message }, result: replyOf(parsed, { title: [message] }) },
            400,
          );
        }
        return redirectWithToast(env, "/entraide", { title: M.turnedIntoThread, type: "success" });
      } catch (error) {
        console.error("messageToThread", error);
        return answer({ intent, messageId, alert: { title: M.threadError }, result: replyOf(parsed) }, 500);
      }
    }
    default:
      return answer({ intent, alert: { title: M.forbidden } }, 400);
  }
}

/** With JavaScript: a send that got no answer keeps its text and says so, rather than the error page. */
export const clientAction = ({ request, serverAction }: ClientActionFunctionArgs) => sendKeepingText(request, serverAction);

/** A sent message is merged from the action's answer: the list is not read again. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ actionResult, defaultShouldRevalidate }) => {
  const result = actionResult as ChatAnswer | undefined;
  if (result && result.intent === "send" && result.sent) return false;
  return defaultShouldRevalidate;
};

/** Seconds left before the next send, ticking down from `until` (ms since epoch). */
function useCountdown(until: number) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until <= Date.now()) return;
    setNow(Date.now());
    const timer = setInterval(() => {
      setNow(Date.now());
      if (Date.now() >= until) clearInterval(timer);
    }, 250);
    return () => clearInterval(timer);
  }, [until]);
  return Math.max(0, Math.ceil((until - now) / 1000));
}

export default function HelpChat() {
  const {
    messages: pageMessages,
    listedAt,
    sendKey: firstKey,
    hasMore,
    pages,
    loadError,
    viewer,
    waitMs,
    editing,
    toThread,
  } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as ChatAnswer | undefined;
  // A refused or lost send keeps its key (nothing was stored); a stored one hands over the next.
  const [sendKey, setSendKey] = useState<string>(firstKey);
  useEffect(() => {
    if (actionData?.nextKey) setSendKey(actionData.nextKey);
  }, [actionData]);
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const toast = useToast();
  const navigate = useNavigate();
  const listRef = useRef<HTMLOListElement>(null);
  const [until, setUntil] = useState(0);
  const seconds = useCountdown(until);

  const reload = useLiveReload();
  // Room events carry the message: a new one is merged, an edited or deleted one replaces its line,
  // with no HTTP request. Only a gap in the room's sequence or a reconnect reloads the page's list.
  const [arrived, setArrived] = useState<ChatLine[]>([]);
  const [changed, setChanged] = useState<Record<string, ChatLine>>({});
  // « Charger plus » with JavaScript: only the messages before the first line shown, kept here; the
  // address follows (?pages=N) so that a reload or a return shows as much.
  const olderFetcher = useFetcher<typeof olderLoader>();
  const [older, setOlder] = useState<{ lines: ChatLine[]; pages: number; hasMore: boolean } | null>(null);
  const added = useRef<unknown>(null);
  useEffect(() => {
    const data = olderFetcher.data;
    if (!data || added.current === data) return;
    added.current = data;
    if (data.error) {
      toast({ title: data.error, type: "error" });
      return;
    }
    setOlder((current) => ({
      lines: [...data.messages, ...(current?.lines ?? [])],
      pages: (current?.pages ?? pages) + 1,
      hasMore: data.hasMore,
    }));
  }, [olderFetcher.data, pages, toast]);
  const shownPages = older && older.pages > pages ? older.pages : pages;
  const moreBefore = older && older.pages > pages ? older.hasMore : hasMore;
  useEffect(() => {
    if (!older || older.pages <= pages) return;
    window.history.replaceState(window.history.state, "", `${window.location.pathname}?pages=${older.pages}`);
  }, [older, pages]);
  const messages = useMemo(() => {
    const withOlder = older && older.pages > pages ? mergeMessages(pageMessages, older.lines) : pageMessages;
    const merged = mergeMessages(withOlder, arrived);
    return Object.keys(changed).length ? merged.map((message) => changed[message.id] ?? message) : merged;
  }, [pageMessages, older, pages, arrived, changed]);
  // Once the page's list is reloaded it holds every change and most of what arrived; what arrived and
  // is not in it (written after the list was read, even with an earlier time) is kept.
  useEffect(() => {
    setArrived((current) => (current.length ? keepArrived(pageMessages, current) : current));
    setChanged((current) => (Object.keys(current).length ? {} : current));
  }, [pageMessages]);
  useEffect(() => {
    const sent = actionData?.sent;
    if (sent) setArrived((current) => mergeMessages(current, [sent]));
  }, [actionData]);
  const { lost } = useRoom(
    "chat-room",
    "chat",
    (event) => {
      if (event.type === "chat:created") setArrived((current) => mergeMessages(current, [event.message]));
      else if (event.type === "chat:updated") setChanged((current) => ({ ...current, [event.message.id]: event.message }));
      else reload();
    },
    { onReconnect: reload, listedAt },
  );

  // The lock starts from the server's view of this user's last message, then from each send.
  useEffect(() => {
    if (waitMs > 0) setUntil((current) => Math.max(current, Date.now() + waitMs));
  }, [waitMs]);
  useEffect(() => {
    if (actionData?.waitMs) setUntil(Date.now() + actionData.waitMs);
    if (actionData?.alert) toast({ title: actionData.alert.title, description: actionData.alert.description, type: "error" });
  }, [actionData, toast]);
  useEffect(() => {
    if (loadError) toast({ title: loadError, type: "error" });
  }, [loadError, toast]);

  // Newest at the bottom: keep the view there when messages arrive.
  const lastId = messages[messages.length - 1]?.id;
  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [lastId]);

  const convert = toThread && viewer ? messages.find((m) => m.id === toThread && !m.deleted) : undefined;
  const convertAnswer = actionData?.intent === "to-thread" ? actionData : null;

  return (
    <div className="mx-auto max-w-3xl space-y-4">
      <DistressPanel />
      <h1 className="font-serif text-3xl text-encre-900">{M.title}</h1>
      <CommunityCharter />

      {loadError ? <FormAlert message={loadError} /> : null}

      <div className="card p-0 sm:p-0">
        {moreBefore && shownPages < MAX_CHAT_PAGES ? (
          <div className="border-b border-sable-200 p-3 text-center">
            <Link
              to={`?pages=${shownPages + 1}`}
              preventScrollReset
              replace
              className="btn-secondary"
              aria-disabled={olderFetcher.state !== "idle" || undefined}
              onClick={(event) => {
                const first = messages[0];
                if (!first || event.metaKey || event.ctrlKey || event.shiftKey) return;
                event.preventDefault();
                if (olderFetcher.state === "idle") olderFetcher.load(`/entraide/anciens?avant=${encodeURIComponent(chatCursorOf(first))}`);
              }}
            >
              {M.loadMore}
            </Link>
          </div>
        ) : null}
        <LiveStatus lost={lost} />
        <ol
          ref={listRef}
          className="max-h-[60vh] space-y-1 overflow-y-auto p-3 sm:p-4"
          aria-label="Messages du chat"
          aria-live="polite"
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling list must be reachable by keyboard (axe: scrollable-region-focusable)
          tabIndex={0}
        >
          {messages.length === 0 && !loadError ? <li className="p-4 text-center text-encre-700">{M.empty}</li> : null}
          {messages.map((message) => {
            const manage = !message.deleted && canManage(viewer, message.author.id);
            const isEditing = editing === message.id && manage;
            const editAnswer = actionData?.intent === "edit" && actionData.messageId === message.id ? actionData : null;
            return (
              <li key={message.id} id={`message-${message.id}`} className="rounded-xl p-2 hover:bg-sable-50" data-testid="chat-message">
                <AuthorLine author={message.author} date={message.createdAt} size={24}>
                  {message.editedAt && !message.deleted ? <span className="text-encre-500">{M.edited}</span> : null}
                </AuthorLine>
                {message.deleted ? (
                  <p className="ml-8 mt-1 italic text-encre-500">{M.deleted}</p>
                ) : isEditing ? (
                  <EditInPlaceForm
                    schema={messageSchema}
                    intent="edit"
                    idName="messageId"
                    idValue={message.id}
                    label="Modifier le message"
                    rows={2}
                    max={MESSAGE_MAX}
                    current={message.content}
                    result={editAnswer?.result ?? null}
                    cancelTo="/entraide"
                    cancelLabel={FORUM_MESSAGES.cancel}
                    className="ml-8 mt-2 space-y-2"
                  />
                ) : (
                  <p className="ml-8 mt-1 whitespace-pre-wrap break-words text-encre-900" data-testid="chat-content">
                    {message.content}
                  </p>
                )}
                {viewer && !message.deleted && !isEditing ? (
                  <div className="ml-6 mt-1 flex flex-wrap gap-1">
                    <Link to={`?sujet=${message.id}`} preventScrollReset className="btn-ghost px-2 py-1 text-xs">
                      {M.toThread}
                    </Link>
                    {viewer.id !== message.author.id ? (
                      <ReportForm itemType="chat" itemId={message.id} anchor={`#message-${message.id}`} />
                    ) : null}
                    {manage ? (
                      <>
                        <Link to={`?modifier=${message.id}`} preventScrollReset className="btn-ghost px-2 py-1 text-xs">
                          Modifier
                        </Link>
                        <Form
                          method="post"
                          preventScrollReset
                          onSubmit={(event) => {
                            if (!window.confirm("Supprimer ce message\u202f?")) event.preventDefault();
                          }}
                        >
                          <input type="hidden" name="intent" value="delete" />
                          <input type="hidden" name="messageId" value={message.id} />
                          <button type="submit" className="btn-ghost px-2 py-1 text-xs text-red-800">
                            Supprimer
                          </button>
                        </Form>
                      </>
                    ) : null}
                  </div>
                ) : null}
              </li>
            );
          })}
        </ol>

        <div className="border-t border-sable-200 p-3 sm:p-4">
          {viewer ? (
            <SendForm
              key={actionData?.sentId ?? "send"}
              sendKey={actionData?.nextKey ?? sendKey}
              result={actionData?.intent === "send" ? actionData.result : null}
              alert={actionData?.intent === "send" && !hydrated ? actionData.alert : null}
              hydrated={hydrated}
              until={until}
              seconds={seconds}
              submitting={navigation.state === "submitting"}
            />
          ) : (
            <div className="space-y-2">
              <label htmlFor="chat-visitor" className="field-label">
                Votre message
              </label>
              <textarea id="chat-visitor" className="field-input" rows={2} disabled placeholder={M.loginPrompt} />
              <p className="text-sm text-encre-700">
                {M.loginPrompt}{" "}
                <Link to="/auth/login?redirectTo=%2Fentraide" className="btn-primary ml-2">
                  Connexion
                </Link>
              </p>
            </div>
          )}
        </div>
      </div>

      {convert ? (
        <ToThreadDialog hydrated={hydrated} onCancel={() => navigate("/entraide", { preventScrollReset: true })}>
          <h2 id="to-thread-title" className="text-lg font-semibold text-encre-900">
            {M.toThreadTitle}
          </h2>
          <ToThreadForm
            messageId={convert.id}
            content={convert.content}
            alert={convertAnswer?.alert ?? null}
            result={convertAnswer?.result ?? null}
          />
        </ToThreadDialog>
      ) : null}
    </div>
  );
}

/**
 * The "turn into a thread" dialog. Rendered open by the server (a plain form without JavaScript);
 * once hydrated it becomes a modal `<dialog>`: focus stays inside, Escape means "Annuler".
 */
function ToThreadDialog({ hydrated, onCancel, children }: { hydrated: boolean; onCancel: () => void; children: React.ReactNode }) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (!hydrated || !element || element.matches(":modal")) return;
    if (element.open) element.close();
    element.showModal();
  }, [hydrated]);
  return (
    <dialog
      ref={dialog}
      open={!hydrated}
      aria-labelledby="to-thread-title"
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
      className="card fixed inset-0 z-40 m-auto h-fit max-h-[90vh] w-[min(92vw,32rem)] overflow-y-auto shadow-xl backdrop:bg-encre-900/40"
    >
      {children}
    </dialog>
  );
}

/** The message form: `messageSchema` refuses in the browser and on the server; the 3-second rule is checked first. */
function SendForm({
  sendKey,
  result,
  alert,
  hydrated,
  until,
  seconds,
  submitting,
}: {
  sendKey: string;
  result: SubmissionResult<string[]> | null | undefined;
  alert: { title: string; description?: string } | null;
  hydrated: boolean;
  until: number;
  seconds: number;
  submitting: boolean;
}) {
  const toast = useToast();
  const { fields, formProps } = useSchemaForm(messageSchema, result);
  const content = fieldProps(fields.content);
  return (
    <Form
      method="post"
      preventScrollReset
      {...formProps}
      className="space-y-2"
      onSubmit={(event) => {
        // The same 3-second rule as the server, checked before sending (spec 1 §5).
        if (Date.now() < until) {
          event.preventDefault();
          toast({ title: M.tooFastTitle, description: M.tooFastText, type: "error" });
          return;
        }
        formProps.onSubmit(event);
      }}
    >
      <input type="hidden" name="intent" value="send" />
      <input type="hidden" name="cle" value={sendKey} />
      {hydrated ? <input type="hidden" name="js" value="1" /> : null}
      <CountedField
        label="Votre message"
        name={content.name}
        rows={2}
        max={content.maxLength ?? MESSAGE_MAX}
        required={content.required}
        placeholder={M.placeholder}
        defaultValue={content.defaultValue ?? ""}
        error={content.error}
        onKeyDown={(event) => {
          if (event.key === "Enter" && !event.shiftKey) {
            event.preventDefault();
            event.currentTarget.form?.requestSubmit();
          }
        }}
      />
      {alert ? <FormAlert title={alert.title} message={alert.description ?? ""} /> : null}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-encre-700" aria-live="polite" data-testid="countdown">
          {countdownText(seconds)}
        </p>
        <button type="submit" className="btn-primary" disabled={submitting}>
          {M.send}
        </button>
      </div>
    </Form>
  );
}

/** "Transformer en sujet": a title (the forum's rule) and an optional content, `toThreadSchema`. */
function ToThreadForm({
  messageId,
  content: message,
  alert,
  result,
}: {
  messageId: string;
  content: string;
  alert: { title: string; description?: string } | null;
  result: SubmissionResult<string[]> | null;
}) {
  const { fields, formProps } = useSchemaForm(toThreadSchema, result);
  const title = fieldProps(fields.title);
  const content = fieldProps(fields.content);
  return (
    <Form method="post" {...formProps} className="mt-4 space-y-4">
      {alert ? <FormAlert title={alert.title} message={alert.description ?? ""} /> : null}
      <input type="hidden" name="intent" value="to-thread" />
      <input type="hidden" name="messageId" value={messageId} />
      <CountedField
        label="Titre"
        name={title.name}
        rows={1}
        max={title.maxLength ?? TITLE_MAX}
        required={title.required}
        // eslint-disable-next-line jsx-a11y/no-autofocus -- the form opens on the person's own click, to type the title
        autoFocus
        defaultValue={title.defaultValue ?? ""}
        error={title.error}
      />
      <CountedField
        label="Contenu (facultatif)"
        name={content.name}
        rows={5}
        max={content.maxLength ?? CONTENT_MAX}
        defaultValue={content.defaultValue ?? message}
        error={content.error}
        hint="Par défaut, le texte du message."
      />
      <div className="flex flex-wrap gap-2">
        <button type="submit" className="btn-primary">
          {M.toThread}
        </button>
        <Link to="/entraide" preventScrollReset className="btn-secondary">
          {FORUM_MESSAGES.cancel}
        </Link>
      </div>
    </Form>
  );
}
