import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { PeriodWorkspace } from "~/cycles/components/period-workspace";
import { CYCLE_INTROS } from "~/cycles/content";
import { EDITORS } from "~/cycles/periods";
import { periodEditorAction } from "~/cycles/editor-action.server";
import { loadPeriodEditor } from "~/cycles/route-loader.server";

export const meta: MetaFunction = () => [{ title: "Cycles de grandeur · Rendez-vous intérieur" }];

export const loader = (args: LoaderFunctionArgs) => loadPeriodEditor(args, EDITORS.grandeur);

/** Without JavaScript: one change per form post, for a signed-in person (decision 0074). */
export const action = (args: ActionFunctionArgs) => periodEditorAction(args, EDITORS.grandeur, "/cycles/grandeur");

export default function GrandeurCycleScreen() {
  const data = useLoaderData<typeof loader>();
  return <PeriodWorkspace config={EDITORS.grandeur} basePath="/cycles/grandeur" intro={CYCLE_INTROS.grandeur} mode="interval" {...data} />;
}
