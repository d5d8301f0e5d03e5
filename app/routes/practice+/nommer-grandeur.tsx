import type { MetaFunction } from "@remix-run/cloudflare";
import { ComingSoon } from "~/components/coming-soon";

export const meta: MetaFunction = () => [{ title: "Nommer sa Grandeur · Rendez-vous intérieur" }];

export default function Screen() {
  return <ComingSoon title="Nommer sa Grandeur" description="Un court chemin en trois étapes pour nommer une grandeur et la savourer." back="/practice" />;
}
