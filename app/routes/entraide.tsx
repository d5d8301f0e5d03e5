import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import type { ClientActionFunctionArgs } from "@remix-run/react";
import {
  Link,
  type ShouldRevalidateFunction,
  useActionData,
  useFetcher,
  useLoaderData,
  useNavigate,
  useNavigation,
} from "@remix-run/react";
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from "react";
import type { ChatLine } from "~/chat/chat.server";
import type { ChatAnswer } from "~/chat/chat-answer";
import { chatAction } from "~/chat/chat-action.server";
import { ChatItem } from "~/chat/chat-item";
import { MAX_CHAT_PAGES } from "~/chat/limits";
import { chatCursorOf, keepArrived, mergeMessages } from "~/chat/merge";
import { CHAT_MESSAGES as M } from "~/chat/messages";
import { loadChatPage } from "~/chat/page-loader.server";
import { SEND_FORM_PART, SendFormWaiting } from "~/chat/send-form-part";
import { ToThreadDialog } from "~/chat/to-thread-dialog";
import { useCountdown } from "~/chat/use-countdown";
import { PresenceLine, usePresence } from "~/chat/presence";
import { FormAlert } from "~/components/forms/field";
import { FormLoading } from "~/components/forms/form-loading";
import { sendOrKeep, useWaitingPosts } from "~/community/waiting-posts";
import { WaitingItem } from "~/community/waiting-item";
import { useToast } from "~/components/toaster";
import { useHydratedDisplay } from "~/utils/use-hydrated";
import { useLiveReload } from "~/utils/use-live-reload";
import { useRoom } from "~/utils/use-room";
import { LiveStatus } from "~/community/live-status";
import { DistressPanel } from "~/care/distress-panel";
import type { loader as olderLoader } from "./entraide_.anciens";
import { CommunityCharter } from "~/moderation/charter";
import { CHAT_DISTRESS_FIELDS } from "~/care/distress-fields";
import { withDistressCheck } from "~/care/distress-response.server";
import type { DescriptionHandle } from "~/utils/page-description";
import { neededAtOnce } from "~/utils/needed-at-once";

// The send form (conform, zod, the message's schema, the send's failure handling) is not in the page's
// first load, which a visitor never needs; when the HTML holds it (a signed-in person), the page hydrates
// only once its code is there, so the form is never late for someone who writes at once (decision 0430).
const loadSendForm = () => import("~/chat/send-form");
const SendForm = neededAtOnce(() => loadSendForm().then((module) => module.SendForm), `[data-part="${SEND_FORM_PART}"]`);
// The note for a person alone in the chat appears only then (decision 0476): its code comes then (decision 0430).
const AloneNote = lazy(() => import("~/chat/alone-note").then((module) => ({ default: module.AloneNote })));
// « Créer un sujet » opens a form that appears on demand: its code comes then (decision 0430).
const ToThreadForm = lazy(() => import("~/chat/to-thread").then((module) => ({ default: module.ToThreadForm })));

export const meta: MetaFunction = () => [{ title: "Chat d'entraide · Rendez-vous intérieur" }];

export const handle: DescriptionHandle = {
  description:
    "Le chat d'entraide de Rendez-vous intérieur\u00a0: un espace bienveillant pour échanger en direct avec d'autres personnes en chemin.",
};

export const loader = (args: LoaderFunctionArgs) => loadChatPage(args);

// Whoever writes words of distress here is shown, alone, where to find help; the text is kept as written.
export const action = withDistressCheck(CHAT_DISTRESS_FIELDS, chatAction);

/**
 * With JavaScript: a message written with no network, or whose send got no answer, is kept on the
 * device and sent when the network returns (decision 0341); any other failure keeps its text in the
 * field and says so, rather than the error page.
 */
export const clientAction = async ({ request, serverAction }: ClientActionFunctionArgs) => {
  // With the send form's code: there before any send can happen, so no fetch when the network is gone.
  const { sendKeepingText } = await loadSendForm();
  return sendKeepingText(request, () => sendOrKeep(request, serverAction, "chat", { name: "send", absent: "send" }));
};

/** A sent message is merged from the action's answer, a kept one waits on the device: the list is not read again. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ actionResult, defaultShouldRevalidate }) => {
  const result = actionResult as (ChatAnswer & { waiting?: string }) | undefined;
  if (result && result.intent === "send" && (result.sent || result.waiting)) return false;
  return defaultShouldRevalidate;
};

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
  const actionData = useActionData<typeof action>() as (ChatAnswer & { waiting?: string }) | undefined;
  // A refused or lost send keeps its key (nothing was stored); a stored one hands over the next.
  const [sendKey, setSendKey] = useState<string>(firstKey);
  useEffect(() => {
    if (actionData?.nextKey) setSendKey(actionData.nextKey);
  }, [actionData]);
  const navigation = useNavigation();
  const hydrated = useHydratedDisplay();
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
  // Who is there and whether someone else types (decision 0476): notes of the room, not events.
  const presence = usePresence(Boolean(viewer));
  const { lost } = useRoom(
    "chat-room",
    "chat",
    (event) => {
      if (event.type === "chat:created") {
        presence.written();
        setArrived((current) => mergeMessages(current, [event.message]));
      } else if (event.type === "chat:updated") setChanged((current) => ({ ...current, [event.message.id]: event.message }));
      else reload();
    },
    { onReconnect: reload, listedAt, link: presence.link },
  );
  // A count the page can no longer vouch for (the socket lost) is not shown.
  const here = lost ? null : presence.here;

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

  // Messages written with no network, on this device until sent: shown once, the stored one replacing it.
  const shownIds = new Set(messages.map((message) => message.id));
  const waiting = useWaitingPosts("chat", "/entraide").filter((post) => !shownIds.has(post.key));

  // Newest at the bottom: keep the view there when messages arrive, and when one is kept waiting.
  const lastId = waiting[waiting.length - 1]?.key ?? messages[messages.length - 1]?.id;
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
          {messages.length === 0 && waiting.length === 0 && !loadError ? (
            <li className="p-4 text-center text-encre-700">{M.empty}</li>
          ) : null}
          {messages.map((message) => (
            <ChatItem
              key={message.id}
              message={message}
              viewer={viewer}
              editing={editing === message.id}
              editResult={actionData?.intent === "edit" && actionData.messageId === message.id ? (actionData.result ?? null) : null}
            />
          ))}
          {waiting.map((post) => (
            <WaitingItem key={post.key} post={post} />
          ))}
        </ol>
        <PresenceLine here={here} typing={presence.typing && !lost} />

        <div className="border-t border-sable-200 p-3 sm:p-4">
          {viewer ? (
            <Suspense fallback={<SendFormWaiting />}>
              <SendForm
                key={actionData?.sentId ?? actionData?.waiting ?? "send"}
                sendKey={actionData?.nextKey ?? sendKey}
                result={actionData?.intent === "send" ? actionData.result : null}
                alert={actionData?.intent === "send" && !hydrated ? actionData.alert : null}
                until={until}
                seconds={seconds}
                submitting={navigation.state === "submitting"}
                onTyping={presence.typed}
              />
            </Suspense>
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

      {here === 1 ? (
        <Suspense fallback={null}>
          <AloneNote />
        </Suspense>
      ) : null}

      {convert ? (
        // The dialog opens with its form, as one: opened first, it would have nothing to focus (decision 0430).
        <Suspense fallback={<FormLoading className="card" />}>
          <ToThreadDialog onCancel={() => navigate("/entraide", { preventScrollReset: true })}>
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
        </Suspense>
      ) : null}
    </div>
  );
}
