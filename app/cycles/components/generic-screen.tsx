import { Form } from "@remix-run/react";
import { BackLink } from "~/components/records/back-link";
import type { GenericCycle } from "../generic";
import { GenericFigure } from "./generic-figure";

/** /cycles/generique/moi and /je: the drawing, its explanation, and a save that only confirms (spec 3 §2). */
export function GenericScreen({ cycle }: { cycle: GenericCycle }) {
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <BackLink to="/cycles/generique" label="Cycles génériques" />
      <header>
        <h1 className="font-serif text-3xl text-encre-900">{cycle.title}</h1>
        <p className="mt-2 text-encre-700">{cycle.summary}</p>
      </header>
      <GenericFigure cycle={cycle} />
      <Form method="post">
        <button type="submit" className="btn-primary">
          Sauvegarder
        </button>
      </Form>
    </div>
  );
}
