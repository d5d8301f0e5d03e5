/**
 * Who is in the chat (issue 57 item 3, decision 0476): « N personnes ici », « Quelqu'un écrit… », and,
 * when nobody else is there, where to find help now. The room says a number and that someone types,
 * never who. All of it comes over the page's socket: without JavaScript there is none of it, and the
 * line keeps its height from the server's HTML on, so nothing moves when it fills (decision 0451).
 */
import { Link } from "@remix-run/react";
import { useCallback, useEffect, useRef, useState } from "react";
import { CrisisResources } from "~/care/crisis-resources";
import { HELP_PATH } from "~/care/help-path";
import { HELP_LINK_LABEL } from "~/care/help-words";
import { useHelpCountry } from "~/care/use-help-country";
import type { RoomNote } from "../../party/wire";
import { CHAT_MESSAGES as M, hereText } from "./messages";

/** « Quelqu'un écrit… » stays this long after the last note (the typing page sends one every 3 s). */
const TYPING_SHOWN_MS = 6000;

/** The room's notes as the page shows them: the count of people (null until the room said it) and whether someone else types. */
export function usePresence() {
  const [here, setHere] = useState<number | null>(null);
  const [typing, setTyping] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  useEffect(() => () => clearTimeout(timer.current), []);
  const onNote = useCallback((note: RoomNote) => {
    if ("here" in note) {
      setHere(note.here);
      return;
    }
    setTyping(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setTyping(false), TYPING_SHOWN_MS);
  }, []);
  /** A message arrived: whoever was typing has written. */
  const written = useCallback(() => {
    clearTimeout(timer.current);
    setTyping(false);
  }, []);
  return { here, typing, onNote, written };
}

/** The line under the messages: the count on one side, someone typing on the other; empty (but there) before the room speaks. */
export function PresenceLine({ here, typing }: { here: number | null; typing: boolean }) {
  return (
    <div className="flex h-8 items-center justify-between gap-3 px-3 text-sm text-encre-700 sm:px-4" data-testid="chat-presence">
      <p data-testid="chat-here">{here === null ? "" : hereText(here)}</p>
      <p className="italic" data-testid="chat-typing">
        {typing ? M.typing : ""}
      </p>
    </div>
  );
}

/** Nobody else is here: the lines of the person's country, and the forum, where a veilleur on duty is told of a topic left unanswered. */
export function AloneNote() {
  const country = useHelpCountry();
  return (
    <section className="card space-y-3" aria-labelledby="chat-alone-title" data-testid="chat-alone">
      <h2 id="chat-alone-title" className="font-serif text-lg text-encre-900">
        {M.aloneTitle}
      </h2>
      <p className="text-encre-700">{M.aloneLines}</p>
      {country ? (
        <CrisisResources
          roles={["suicide", "urgence", "ecoute"]}
          country={country}
          title={`Numéros d'aide ${country.where}`}
          headingLevel="h3"
        />
      ) : (
        <Link to={HELP_PATH} className="link">
          {HELP_LINK_LABEL}
        </Link>
      )}
      <p className="text-encre-700">
        {M.aloneForum}{" "}
        <Link to="/forum/nouveau" className="link">
          {M.aloneForumLink}
        </Link>
      </p>
    </section>
  );
}
