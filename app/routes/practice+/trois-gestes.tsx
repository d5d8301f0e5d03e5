import type { MetaFunction } from "@remix-run/cloudflare";
import { ComingSoon } from "~/components/coming-soon";

export const meta: MetaFunction = () => [{ title: "Les 3 Gestes · Rendez-vous intérieur" }];

export default function Screen() {
  return <ComingSoon title="Les 3 Gestes" description="Choisissez entre la pratique guidée et la pratique écrite." back="/practice" />;
}
