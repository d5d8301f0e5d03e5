import { BackLink } from "~/components/records/back-link";
import type { GenericCycle } from "../generic";
import { GenericFigure } from "./generic-figure";

/**
 * /cycles/generique/moi and /je: the drawing and its explanation. The spec's « Sauvegarder » only
 * claimed « Cycle sauvegardé avec succès » while nothing was saved: a theoretical cycle is the same for
 * everyone and has nothing of the person to keep, so there is no button (decision 0202).
 */
export function GenericScreen({ cycle }: { cycle: GenericCycle }) {
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <BackLink to="/cycles/generique" label="Cycles génériques" />
      <header>
        <h1 className="font-serif text-3xl text-encre-900">{cycle.title}</h1>
        <p className="mt-2 text-encre-700">{cycle.summary}</p>
      </header>
      <GenericFigure cycle={cycle} />
    </div>
  );
}
