import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { PeriodWorkspace } from "~/cycles/components/period-workspace";
import { CYCLE_INTROS } from "~/cycles/content";
import { EDITORS } from "~/cycles/periods";
import { periodEditorAction } from "~/cycles/editor-action.server";
import { loadPeriodEditor } from "~/cycles/route-loader.server";

export const meta: MetaFunction = () => [{ title: "Cycles de petitesse · Rendez-vous intérieur" }];

export const loader = (args: LoaderFunctionArgs) => loadPeriodEditor(args, EDITORS.petitesse);

/** Without JavaScript: one change per form post, for a signed-in person (decision 0074). */
export const action = (args: ActionFunctionArgs) => periodEditorAction(args, EDITORS.petitesse, "/cycles/petitesse");

export default function PetitesseScreen() {
  const data = useLoaderData<typeof loader>();
  return (
    <PeriodWorkspace config={EDITORS.petitesse} basePath="/cycles/petitesse" intro={CYCLE_INTROS.petitesse} mode="each-change" {...data} />
  );
}
