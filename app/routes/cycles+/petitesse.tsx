import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { PeriodWorkspace } from "~/cycles/components/period-workspace";
import { CYCLE_INTROS } from "~/cycles/content";
import { EDITORS } from "~/cycles/periods";
import { loadPeriodEditor } from "~/cycles/route-loader.server";

export const meta: MetaFunction = () => [{ title: "Cycles de petitesse · Rendez-vous intérieur" }];

export const loader = (args: LoaderFunctionArgs) => loadPeriodEditor(args, EDITORS.petitesse);

export default function PetitesseScreen() {
  const data = useLoaderData<typeof loader>();
  return <PeriodWorkspace config={EDITORS.petitesse} basePath="/cycles/petitesse" intro={CYCLE_INTROS.petitesse} mode="each-change" {...data} />;
}
