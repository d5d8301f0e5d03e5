import type { MetaFunction } from "@remix-run/cloudflare";
import { ComingSoon } from "~/components/coming-soon";

export const meta: MetaFunction = () => [{ title: "Les 3 Gestes — Pratique Guidée · Rendez-vous intérieur" }];

export default function Screen() {
  return <ComingSoon title="Les 3 Gestes — Pratique Guidée" description="La pratique guidée des 3 Gestes, en sept étapes audio." back="/practice/trois-gestes" />;
}
