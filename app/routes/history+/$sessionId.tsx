import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { requireUser } from "~/auth/session.server";
import { ComingSoon } from "~/components/coming-soon";

export const meta: MetaFunction = () => [{ title: "Détail de la pratique · Rendez-vous intérieur" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(context.db, context.cloudflare.env, request);
  return null;
}

export default function Screen() {
  return <ComingSoon title="Détail de la pratique" description="Vos réponses écrites et vocales, étape par étape." back="/history" />;
}
