/**
 * « J'ai mal » at the end of a practice (issue 42, fault 7): instead of a bare thank-you, the lines of
 * the person's own country, the forum and the chat, gently, and nothing else competing on the screen.
 * Rendered by the server from the mood the person gave, so it is the same with and without JavaScript.
 */
import { Link } from "@remix-run/react";
import { CrisisResources } from "./crisis-resources";
import { HELP_PATH } from "./help-path";
import { HELP_LINK_LABEL } from "./help-words";
import { withFrenchTypography } from "~/utils/typography";

const AFTER_PRACTICE_CARE = withFrenchTypography({
  title: "Vous n'avez pas à rester seul·e avec ça",
  text: "Ce que vous ressentez compte. Si c'est trop lourd en ce moment, quelqu'un peut vous écouter, maintenant, au téléphone.",
  linesTitle: "Parler à quelqu'un maintenant",
  othersTitle: "Écrire à d'autres personnes",
  othersText: "D'autres personnes passent par là aussi et se soutiennent\u00a0:",
  forum: "le forum d'entraide",
  chat: "le chat d'entraide",
  allLines: HELP_LINK_LABEL,
} as const);

export function AfterPracticeCare() {
  const M = AFTER_PRACTICE_CARE;
  return (
    <section
      className="mt-6 rounded-xl border border-terre-200 bg-sable-50 p-4"
      aria-labelledby="after-practice-care-title"
      data-testid="after-practice-care"
    >
      <h2 id="after-practice-care-title" className="font-serif text-lg text-encre-900">
        {M.title}
      </h2>
      <p className="mt-1 text-sm text-encre-700">{M.text}</p>
      <div className="mt-3">
        <CrisisResources roles={["suicide", "urgence", "ecoute"]} headingLevel="h3" title={M.linesTitle} />
      </div>
      <h3 className="mt-4 font-serif text-base text-encre-900">{M.othersTitle}</h3>
      <p className="mt-1 text-sm text-encre-700">
        {M.othersText}{" "}
        <Link to="/forum" className="link">
          {M.forum}
        </Link>
        {" ou "}
        <Link to="/entraide" className="link">
          {M.chat}
        </Link>
        .
      </p>
      <p className="mt-3 text-sm">
        <Link to={HELP_PATH} className="link">
          {M.allLines}
        </Link>
      </p>
    </section>
  );
}
