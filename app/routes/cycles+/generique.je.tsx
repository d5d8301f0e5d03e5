import type { ActionFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { GenericScreen } from "~/cycles/components/generic-screen";
import { GENERIC_CYCLES } from "~/cycles/generic";
import { CYCLE_MESSAGES as M } from "~/cycles/messages";
import { redirectWithToast } from "~/utils/http.server";

export const meta: MetaFunction = () => [{ title: `${GENERIC_CYCLES.je.title} · Rendez-vous intérieur` }];

/** The spec's save only shows a confirmation: nothing is stored. */
export const action = ({ context }: ActionFunctionArgs) =>
  redirectWithToast(context.cloudflare.env, "/cycles/generique/je", { title: M.cycleSaved, type: "success" });

export default function Screen() {
  return <GenericScreen cycle={GENERIC_CYCLES.je} />;
}
