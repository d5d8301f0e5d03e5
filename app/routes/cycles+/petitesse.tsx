import type { MetaFunction } from "@remix-run/cloudflare";
import { ComingSoon } from "~/components/coming-soon";

export const meta: MetaFunction = () => [{ title: "Cycles de petitesse · Rendez-vous intérieur" }];

export default function Screen() {
  return <ComingSoon title="Cycles de petitesse" description="Choisissez une période de l'enfance, puis dessinez son cycle." back="/cycles" />;
}
