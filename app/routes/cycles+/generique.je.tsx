import type { MetaFunction } from "@remix-run/cloudflare";
import { ComingSoon } from "~/components/coming-soon";

export const meta: MetaFunction = () => [{ title: "Cycle générique — Je · Rendez-vous intérieur" }];

export default function Screen() {
  return <ComingSoon title="Cycle générique — Je" description="Le cycle théorique du « je »." back="/cycles/generique" />;
}
