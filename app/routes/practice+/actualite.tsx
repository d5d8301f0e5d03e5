import type { MetaFunction } from "@remix-run/cloudflare";
import { ComingSoon } from "~/components/coming-soon";

export const meta: MetaFunction = () => [{ title: "Actualité · Rendez-vous intérieur" }];

export default function Screen() {
  return <ComingSoon title="Actualité" description="Une exploration en douze étapes de ce que l'actualité réveille en vous." back="/practice" />;
}
