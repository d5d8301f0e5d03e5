import type { MetaFunction } from "@remix-run/cloudflare";
import { ComingSoon } from "~/components/coming-soon";

export const meta: MetaFunction = () => [{ title: "Cycles génériques · Rendez-vous intérieur" }];

export default function Screen() {
  return <ComingSoon title="Cycles génériques" description="Le cycle générique, côté « moi » et côté « je »." back="/cycles" />;
}
