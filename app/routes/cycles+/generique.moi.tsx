import type { MetaFunction } from "@remix-run/cloudflare";
import { ComingSoon } from "~/components/coming-soon";

export const meta: MetaFunction = () => [{ title: "Cycle générique — Moi · Rendez-vous intérieur" }];

export default function Screen() {
  return <ComingSoon title="Cycle générique — Moi" description="Le cycle théorique du « moi »." back="/cycles/generique" />;
}
