import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { BackToDashboard } from "~/components/records/back-link";
import { SavedCyclesList } from "~/cycles/components/saved-cycles-list";
import { cycleDocumentFrom, cycleDocumentQuery } from "~/cycles/cycles.server";
import { readWithSession } from "~/auth/session-batch.server";
import { readSavedCycles, type SavedV2Cycle } from "~/cycles/v2-flow";
import type { DescriptionHandle } from "~/utils/page-description";

export const meta: MetaFunction = () => [{ title: "Mes cycles · Rendez-vous intérieur" }];

export const handle: DescriptionHandle = {
  description: "Mes cycles\u00a0: dessiner ses cycles de petitesse et de grandeur, et se situer dans son cycle pas à pas.",
};

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { env } = context.cloudflare;
  let signedIn = false;
  let saved: SavedV2Cycle[] = [];
  try {
    // The session and the saved cycles: one D1 batch (decision 0145).
    const read = await readWithSession(context.db, env, request, (owner) => [cycleDocumentQuery(context.db, owner, "saved-cycles")]);
    signedIn = Boolean(read.user);
    if (read.user && read.results) saved = readSavedCycles(JSON.stringify(cycleDocumentFrom(read.results[0])));
  } catch (error) {
    console.error("saved cycles load failed", error);
    signedIn = Boolean(
      await readWithSession(context.db, env, request).then(
        ({ user }) => user,
        () => null,
      ),
    );
  }
  return json({ signedIn, saved }, { headers: { "Cache-Control": "no-store" } });
}

const ENTRIES = [
  { to: "/cycles/petitesse", title: "Cycles de petitesse", text: "Dessinez le cycle de chaque période de votre enfance." },
  { to: "/cycles/grandeur-table", title: "Table des grandeurs", text: "Nommez vos grandeurs et le cycle qui leur correspond." },
  { to: "/cycles/generique", title: "Cycles génériques", text: "Le cycle théorique, côté moi et côté je." },
  { to: "/cycles/grandeur", title: "Cycles de grandeur", text: "Le cycle transformé de chaque période." },
  { to: "/cycles-v2", title: "Se situer dans mon cycle", text: "Un questionnaire guidé, pas à pas, pour voir où vous en êtes." },
] as const;

export default function CyclesHub() {
  const { signedIn, saved } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-4xl space-y-8">
      <BackToDashboard />
      <header>
        <h1 className="font-serif text-3xl text-encre-900">Mes cycles</h1>
        <p className="mt-2 text-encre-700">
          Vos cycles de petitesse, votre table des grandeurs, les cycles génériques, et le chemin pour vous situer dans votre cycle.
        </p>
      </header>
      <nav aria-label="Espaces des cycles" className="grid gap-4 sm:grid-cols-2">
        {ENTRIES.map((e) => (
          <Link key={e.to} to={e.to} className="card block hover:border-sauge-500">
            <span className="font-serif text-xl text-encre-900">{e.title}</span>
            <span className="mt-2 block text-encre-700">{e.text}</span>
          </Link>
        ))}
      </nav>
      <SavedCyclesList signedIn={signedIn} saved={saved as SavedV2Cycle[]} />
    </div>
  );
}
