import type { MetaFunction } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { NotFound } from "~/components/not-found";

export const meta: MetaFunction = () => [{ title: "Page introuvable · Rendez-vous intérieur" }];

export async function loader() {
  return json(null, { status: 404 });
}

export default function NotFoundRoute() {
  return <NotFound />;
}
