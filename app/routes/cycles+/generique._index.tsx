import type { MetaFunction } from "@remix-run/cloudflare";
import { Link } from "@remix-run/react";
import { BackLink } from "~/components/records/back-link";
import { GENERIC_CYCLES } from "~/cycles/generic";

export const meta: MetaFunction = () => [{ title: "Cycles génériques · Rendez-vous intérieur" }];

export default function GeneriqueHub() {
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <BackLink to="/cycles" label="Mes cycles" />
      <header>
        <h1 className="font-serif text-3xl text-encre-900">Cycles génériques</h1>
        <p className="mt-2 text-encre-700">
          Le cycle théorique, sous ses deux visages&nbsp;: celui du moi blessé, et celui du je qui a trouvé sa grandeur.
        </p>
      </header>
      <nav aria-label="Cycles génériques" className="grid gap-4 sm:grid-cols-2">
        {Object.values(GENERIC_CYCLES).map((c) => (
          <Link key={c.slug} to={`/cycles/generique/${c.slug}`} className="card block hover:border-sauge-500">
            <span className="font-serif text-xl text-encre-900">{c.title}</span>
            <span className="mt-2 block text-encre-700">{c.summary}</span>
          </Link>
        ))}
      </nav>
    </div>
  );
}
