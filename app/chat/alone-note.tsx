/**
 * When nobody else is in the chat (decision 0476): a calm note, the lines of the person's country
 * (their chosen help country, read from the one table through the root's data) and the forum, where the
 * veilleurs on duty are told of a topic nobody has answered. True words: a veilleur is told, not bound
 * to answer. Loaded only when the person is alone (decision 0430): its words are here, with it.
 */
import { Link } from "@remix-run/react";
import { CrisisResources } from "~/care/crisis-resources";
import { HELP_PATH } from "~/care/help-path";
import { HELP_LINK_LABEL } from "~/care/help-words";
import { useHelpCountry } from "~/care/use-help-country";
import { withFrenchTypography } from "~/utils/typography";

const ALONE = withFrenchTypography({
  title: "Personne d'autre n'est là pour le moment",
  lines: "Si vous avez besoin de parler maintenant, ces lignes répondent\u00a0:",
  forum:
    "Vous pouvez aussi écrire sur le forum\u00a0: si personne ne vous répond, les veilleurs et veilleuses de garde en seront prévenus.",
  forumLink: "Écrire sur le forum",
} as const);

export function AloneNote() {
  const country = useHelpCountry();
  return (
    <section className="card space-y-3" aria-labelledby="chat-alone-title" data-testid="chat-alone">
      <h2 id="chat-alone-title" className="font-serif text-lg text-encre-900">
        {ALONE.title}
      </h2>
      <p className="text-encre-700">{ALONE.lines}</p>
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
        {ALONE.forum}{" "}
        <Link to="/forum/nouveau" className="link">
          {ALONE.forumLink}
        </Link>
      </p>
    </section>
  );
}
