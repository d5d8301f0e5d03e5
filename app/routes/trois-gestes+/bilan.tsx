import type { MetaFunction } from "@remix-run/cloudflare";
import { ComingSoon } from "~/components/coming-soon";

export const meta: MetaFunction = () => [{ title: "Les 3 Gestes — Bilan · Rendez-vous intérieur" }];

export default function Screen() {
  return <ComingSoon title="Les 3 Gestes — Bilan" description="Le bilan de votre pratique des 3 Gestes." back="/practice" />;
}
