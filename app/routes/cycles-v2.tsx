import type { MetaFunction } from "@remix-run/cloudflare";
import { ComingSoon } from "~/components/coming-soon";

export const meta: MetaFunction = () => [{ title: "Se situer dans mon cycle · Rendez-vous intérieur" }];

export default function Screen() {
  return <ComingSoon title="Se situer dans mon cycle" description="Un questionnaire guidé pour situer où vous en êtes dans votre cycle." back="/dashboard" />;
}
