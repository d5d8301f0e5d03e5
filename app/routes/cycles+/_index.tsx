import type { MetaFunction } from "@remix-run/cloudflare";
import { ComingSoon } from "~/components/coming-soon";

export const meta: MetaFunction = () => [{ title: "Mes Cycles · Rendez-vous intérieur" }];

export default function Screen() {
  return <ComingSoon title="Mes Cycles" description="Vos cycles de petitesse, votre table des grandeurs et les cycles génériques." back="/dashboard" />;
}
