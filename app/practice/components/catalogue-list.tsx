/** The tool catalogue with its search (works without JavaScript through ?q=). */
import { Form, Link } from "@remix-run/react";
import { useState } from "react";
import { searchCatalogue, startPath } from "../catalogue";
import { CATALOGUE, type Difficulty } from "../content/catalogue";
import { PRACTICE_MESSAGES as M } from "../messages";
import { formatNumber } from "~/utils/numbers";

const DIFFICULTY_STYLE: Record<Difficulty, string> = {
  "J'ai mal": "bg-terre-400/20 text-terre-700",
  "Ça va": "bg-sable-200 text-encre-700",
  "Ça va bien": "bg-sauge-100 text-sauge-700",
};

export function countLabel(count: number) {
  if (count === 0) return "Aucun outil disponible";
  return count === 1 ? "1 outil disponible" : `${formatNumber(count)} outils disponibles`;
}

export function CatalogueList({ initialQuery, action }: { initialQuery: string; action: string }) {
  const [query, setQuery] = useState(initialQuery);
  const results = searchCatalogue(query, CATALOGUE);
  return (
    <section id="catalogue" aria-labelledby="catalogue-title" className="mt-10">
      <h2 id="catalogue-title" className="font-serif text-2xl text-encre-900">
        Tous les outils
      </h2>
      <Form method="get" action={action} role="search" className="mt-4 flex flex-col gap-2 sm:flex-row" preventScrollReset>
        <label htmlFor="catalogue-search" className="sr-only">
          Rechercher un outil
        </label>
        <input
          id="catalogue-search"
          type="search"
          name="q"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          placeholder="Rechercher un outil (peur, paix, élévation…)"
          className="field-input sm:flex-1"
        />
        <button type="submit" className="btn-secondary">
          Rechercher
        </button>
      </Form>
      <p className="mt-3 text-sm text-encre-700" role="status" data-testid="tool-count">
        {countLabel(results.length)}
      </p>
      {results.length === 0 ? (
        <div className="card mt-4 text-center">
          <p className="font-semibold text-encre-900">{M.noToolFound}</p>
          <Link to={action} className="btn-secondary mt-4" onClick={() => setQuery("")} preventScrollReset>
            {M.seeAllTools}
          </Link>
        </div>
      ) : (
        <ul className="mt-4 grid gap-4 sm:grid-cols-2">
          {results.map((entry) => (
            <li key={entry.id} className="card flex flex-col" data-testid="tool-card">
              <div className="flex flex-wrap items-center gap-2">
                <span className={`badge ${DIFFICULTY_STYLE[entry.difficulty]}`}>{entry.difficulty}</span>
                <span className="badge bg-sable-100 text-encre-700">{entry.category}</span>
                <span className="text-xs text-encre-500">{entry.duration}</span>
              </div>
              <h3 className="mt-3 font-serif text-lg text-encre-900">{entry.name}</h3>
              <p className="mt-2 flex-1 text-sm text-encre-700">{entry.description}</p>
              <p className="mt-3 flex flex-wrap gap-1 text-xs text-encre-500">
                {entry.tags.map((tag) => (
                  <span key={tag} className="rounded bg-sable-50 px-1.5 py-0.5">
                    #{tag}
                  </span>
                ))}
              </p>
              <Link to={startPath(entry.toolId)} className="btn-primary mt-4" aria-label={`${M.discover}\u00a0: ${entry.name}`}>
                {M.discover}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
