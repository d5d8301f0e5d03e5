import type { MetaFunction } from "@remix-run/cloudflare";
import { ComingSoon } from "~/components/coming-soon";

export const meta: MetaFunction = () => [{ title: "Pratique du jour · Rendez-vous intérieur" }];

export default function Screen() {
  return <ComingSoon title="Pratique du jour" description="Choisissez un outil selon ce que vous ressentez, ou parcourez le catalogue des pratiques." back="/" />;
}
