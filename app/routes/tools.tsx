import type { MetaFunction } from "@remix-run/cloudflare";
import { ComingSoon } from "~/components/coming-soon";

export const meta: MetaFunction = () => [{ title: "Catalogue des outils · Rendez-vous intérieur" }];

export default function Screen() {
  return <ComingSoon title="Catalogue des outils" description="Les quatorze outils de pratique, avec leur durée et leur niveau." back="/dashboard" />;
}
