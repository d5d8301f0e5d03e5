/**
 * One message of the community, as the forum's thread page shows a reply and the help chat a message:
 * its author line (avatar, name, role, time, « (modifié) »), its words or « Message supprimé », the
 * form that edits it in place, and its controls (the page's own first one, « Modifier », « Supprimer »
 * with a confirmation, « Signaler »). Decision 0250.
 */
import { Form, Link } from "@remix-run/react";
import { lazy, Suspense, type ComponentProps, type ReactNode } from "react";
import { FormLoading } from "~/components/forms/form-loading";
import type { ReportItemType } from "~/moderation/report-kinds";
import { MODERATION_MESSAGES } from "~/moderation/messages";
import { ScriptField } from "~/components/forms/script-field";
import { AuthorLine } from "./author-line";
import type { Author } from "./author";
import type { EditInPlaceForm } from "./edit-in-place-form";

// The forms a reader opens later (« Signaler », the edit in place) carry conform and their zod schemas:
// their code comes when they appear, never for a visitor, who sees neither (decision 0430). The server
// renders them whole (entry.server.tsx waits for every part), so they work as plain forms until then.
// Their file unreachable (the network gone before it came), their place stays as it waits, not the error page.
const ReportForm = lazy(() =>
  import("~/moderation/report-form").then(
    (module) => ({ default: module.ReportForm }),
    () => ({ default: ReportWaiting as unknown as typeof import("~/moderation/report-form").ReportForm }),
  ),
);
const EditForm = lazy(() =>
  import("./edit-in-place-form").then(
    (module) => ({ default: module.EditInPlaceForm }),
    () => ({ default: EditWaiting as unknown as typeof EditInPlaceForm }),
  ),
);

const EDITED = "(modifié)";
const DELETED = "Message supprimé";

/** The forum's reply is a card; the chat's message is a line of the list, its words under the name. */
const LOOKS = {
  card: { item: "card scroll-mt-20", words: "mt-3", deleted: "mt-3", edit: "mt-3 space-y-3", controls: "mt-3" },
  line: {
    item: "rounded-xl p-2 hover:bg-sable-50",
    words: "ml-8 mt-1",
    deleted: "ml-8 mt-1",
    edit: "ml-8 mt-2 space-y-2",
    controls: "ml-6 mt-1",
  },
} as const;

export type MessageControls = {
  /** The page's own first control (« Répondre », « Créer un sujet »). */
  lead?: ReactNode;
  /** The author's (or a moderator's) « Modifier » and « Supprimer ». */
  manage?: { editTo: string; intent: string; idName: string; confirm: string; live?: boolean };
  /** « Signaler », for another person's message. */
  report?: ReportItemType;
};

export function MessageItem({
  look,
  anchor,
  testId,
  message,
  context,
  children,
  editing,
  controls,
}: {
  look: keyof typeof LOOKS;
  /** The item's own id in the page (`#reponse-…`, `#message-…`). */
  anchor: string;
  testId: string;
  message: { id: string; author: Author; createdAt: string; editedAt: string | null; deleted: boolean };
  /** What the message answers, above its author line (the forum's « En réponse à »). */
  context?: ReactNode;
  /** Its words, as the page shows them. */
  children: ReactNode;
  /** The edit form's settings while it is edited in place. */
  editing: Omit<ComponentProps<typeof EditInPlaceForm>, "className" | "idValue"> | null;
  /** Null when the reader has none (a visitor, a deleted message, while editing). */
  controls: MessageControls | null;
}) {
  const css = LOOKS[look];
  return (
    <li id={anchor} className={css.item} data-testid={testId}>
      {context}
      <AuthorLine author={message.author} date={message.createdAt} size={24}>
        {message.editedAt && !message.deleted ? <span className="text-encre-500">{EDITED}</span> : null}
      </AuthorLine>
      {message.deleted ? (
        <p className={`${css.deleted} italic text-encre-500`}>{DELETED}</p>
      ) : editing ? (
        <Suspense fallback={<EditWaiting className={css.edit} />}>
          <EditForm {...editing} idValue={message.id} className={css.edit} />
        </Suspense>
      ) : (
        <div className={css.words} data-authored dir="auto">
          {children}
        </div>
      )}
      {controls && !message.deleted && !editing ? (
        <div className={`${css.controls} flex flex-wrap gap-1`}>
          {controls.lead}
          {controls.manage ? (
            <>
              <Link to={controls.manage.editTo} preventScrollReset className="btn-ghost px-2 py-1 text-xs">
                Modifier
              </Link>
              <PostButton
                intent={controls.manage.intent}
                idName={controls.manage.idName}
                id={message.id}
                label="Supprimer"
                confirm={controls.manage.confirm}
                danger
                live={controls.manage.live}
              />
            </>
          ) : null}
          {controls.report ? (
            <Suspense fallback={<ReportWaiting />}>
              <ReportForm itemType={controls.report} itemId={message.id} anchor={`#${anchor}`} />
            </Suspense>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}

/** The edit in place while its form's code arrives. */
function EditWaiting({ className }: { className?: string }) {
  return <FormLoading className={className} />;
}

/** « Signaler » while its form's code arrives: the button in its place, not yet open. */
function ReportWaiting() {
  return (
    <button type="button" className="btn-ghost px-2 py-1 text-xs text-encre-700" disabled aria-busy="true">
      {MODERATION_MESSAGES.report}
    </button>
  );
}

/** A small POST form button (works without JavaScript); with it, a deletion asks first. */
export function PostButton({
  intent,
  label,
  idName,
  id,
  confirm,
  danger,
  live,
}: {
  intent: string;
  label: string;
  idName?: string;
  id?: string;
  confirm?: string;
  danger?: boolean;
  /** Once the page runs, the action answers with the item instead of a redirect (`js=1`). */
  live?: boolean;
}) {
  return (
    <Form
      method="post"
      preventScrollReset
      onSubmit={(event) => {
        if (confirm && !window.confirm(confirm)) event.preventDefault();
      }}
    >
      <input type="hidden" name="intent" value={intent} />
      {idName && id ? <input type="hidden" name={idName} value={id} /> : null}
      {live ? <ScriptField /> : null}
      <button type="submit" className={`btn-ghost px-2 py-1 text-xs ${danger ? "text-red-800" : ""}`}>
        {label}
      </button>
    </Form>
  );
}
