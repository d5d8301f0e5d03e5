import type { MetaFunction } from "@remix-run/cloudflare";
import { ComingSoon } from "~/components/coming-soon";

export const meta: MetaFunction = () => [{ title: "Les 3 Gestes — Introduction · Rendez-vous intérieur" }];

export default function Screen() {
  return <ComingSoon title="Les 3 Gestes — Introduction" description="Une introduction aux 3 Gestes avant de commencer." back="/tools" />;
}
