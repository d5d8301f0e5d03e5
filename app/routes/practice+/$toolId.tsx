import type { MetaFunction } from "@remix-run/cloudflare";
import { ComingSoon } from "~/components/coming-soon";

export const meta: MetaFunction = () => [{ title: "Pratique guidée · Rendez-vous intérieur" }];

export default function Screen() {
  return <ComingSoon title="Pratique guidée" description="La pratique pas à pas, avec réponses écrites ou vocales, arrive très bientôt." back="/practice" />;
}
