import type { MetaFunction } from "@remix-run/cloudflare";
import { ComingSoon } from "~/components/coming-soon";

export const meta: MetaFunction = () => [{ title: "Les 3 Gestes — Pratique Écrite · Rendez-vous intérieur" }];

export default function Screen() {
  return <ComingSoon title="Les 3 Gestes — Pratique Écrite" description="La pratique écrite des 3 Gestes, en quatre étapes." back="/practice/trois-gestes" />;
}
