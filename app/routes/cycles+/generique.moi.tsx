import type { MetaFunction } from "@remix-run/cloudflare";
import { GenericScreen } from "~/cycles/components/generic-screen";
import { GENERIC_CYCLES } from "~/cycles/generic";

export const meta: MetaFunction = () => [{ title: `${GENERIC_CYCLES.moi.title} · Rendez-vous intérieur` }];

export default function Screen() {
  return <GenericScreen cycle={GENERIC_CYCLES.moi} />;
}
