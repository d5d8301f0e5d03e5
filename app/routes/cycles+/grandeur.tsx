import type { MetaFunction } from "@remix-run/cloudflare";
import { ComingSoon } from "~/components/coming-soon";

export const meta: MetaFunction = () => [{ title: "Cycles de grandeur · Rendez-vous intérieur" }];

export default function Screen() {
  return <ComingSoon title="Cycles de grandeur" description="Les cycles transformés de vos périodes de vie." back="/cycles" />;
}
