import type { MetaFunction } from "@remix-run/cloudflare";
import { ComingSoon } from "~/components/coming-soon";

export const meta: MetaFunction = () => [{ title: "Forum d'entraide · Rendez-vous intérieur" }];

export default function Screen() {
  return <ComingSoon title="Forum d'entraide" description="Les sujets de la communauté, la recherche et les réponses." back="/" />;
}
