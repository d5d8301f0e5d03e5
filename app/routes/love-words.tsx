import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { requireUser } from "~/auth/session.server";
import { ComingSoon } from "~/components/coming-soon";

export const meta: MetaFunction = () => [{ title: "Ma Boîte aux Lettres · Rendez-vous intérieur" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(context.db, context.cloudflare.env, request);
  return null;
}

export default function Screen() {
  return <ComingSoon title="Ma Boîte aux Lettres" description="Vos mots d'amour à l'enfant et à l'adolescent que vous avez été." back="/dashboard" />;
}
