import type { MetaFunction } from "@remix-run/cloudflare";
import { ComingSoon } from "~/components/coming-soon";

export const meta: MetaFunction = () => [{ title: "Chat d'entraide · Rendez-vous intérieur" }];

export default function Screen() {
  return <ComingSoon title="Chat d'entraide" description="Le chat d'entraide en direct." back="/" />;
}
