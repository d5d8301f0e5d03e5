import type { MetaFunction } from "@remix-run/cloudflare";
import { ComingSoon } from "~/components/coming-soon";

export const meta: MetaFunction = () => [{ title: "Sujet du forum · Rendez-vous intérieur" }];

export default function Screen() {
  return <ComingSoon title="Sujet du forum" description="Le sujet et ses réponses." back="/forum" />;
}
