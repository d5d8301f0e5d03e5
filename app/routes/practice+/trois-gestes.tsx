/** /practice/trois-gestes: choose the guided or the written practice (spec 2 §2 'Les 3 Gestes'). */
import type { MetaFunction } from "@remix-run/cloudflare";
import { Link } from "@remix-run/react";
import { CHOOSER_CARDS, TROIS_GESTES_NAME } from "~/practice/content/trois-gestes";
import type { DescriptionHandle } from "~/utils/page-description";

export const meta: MetaFunction = () => [{ title: "Les 3 Gestes · Rendez-vous intérieur" }];

export const handle: DescriptionHandle = {
  description: "Les 3 Gestes\u00a0: une pratique guidée à l'écoute ou une pratique écrite, pour traverser une douleur.",
};

export default function TroisGestesChooser() {
  return (
    <div className="mx-auto max-w-3xl">
      <Link to="/practice" className="link text-sm">
        ← Retour aux pratiques
      </Link>
      <h1 className="mt-2 font-serif text-3xl text-encre-900">{TROIS_GESTES_NAME}</h1>
      <p className="mt-2 text-encre-700">Choisissez la manière qui vous convient aujourd'hui. Les deux se terminent par un bilan.</p>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2">
        {CHOOSER_CARDS.map((card) => (
          <li key={card.type}>
            <Link to={card.href} className="card block h-full transition hover:border-terre-400 focus-visible:border-terre-500">
              <h2 className="font-serif text-xl text-encre-900">{card.title}</h2>
              <p className="mt-1 text-sm font-medium text-sauge-700">{card.duration}</p>
              <p className="mt-3 text-encre-700">{card.description}</p>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
