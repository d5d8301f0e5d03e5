import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { requireUser } from "~/auth/session.server";
import { ComingSoon } from "~/components/coming-soon";

export const meta: MetaFunction = () => [{ title: "Test des actes · Rendez-vous intérieur" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(context.db, context.cloudflare.env, request);
  return null;
}

export default function Screen() {
  return <ComingSoon title="Test des actes" description="Un bouton pour créer un acte d'exemple." back="/acts" />;
}
