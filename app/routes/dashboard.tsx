import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { requireUser } from "~/auth/session.server";
import { ComingSoon } from "~/components/coming-soon";

export const meta: MetaFunction = () => [{ title: "Tableau de bord · Rendez-vous intérieur" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(context.db, context.cloudflare.env, request);
  return null;
}

export default function Screen() {
  return <ComingSoon title="Tableau de bord" description="Vos chiffres clés, vos récompenses de la semaine et l'accès à tous vos espaces personnels." back="/" />;
}
