import type { MetaFunction } from "@remix-run/cloudflare";
import { ComingSoon } from "~/components/coming-soon";

export const meta: MetaFunction = () => [{ title: "Nouveau sujet · Rendez-vous intérieur" }];

export default function Screen() {
  return <ComingSoon title="Nouveau sujet" description="Le formulaire de création de sujet." back="/forum" />;
}
