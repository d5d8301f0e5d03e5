import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { BackToDashboard } from "~/components/records/back-link";
import { CatalogueList } from "~/practice/components/catalogue-list";
import type { DescriptionHandle } from "~/utils/page-description";

export const meta: MetaFunction = () => [{ title: "Catalogue des outils · Rendez-vous intérieur" }];

export const handle: DescriptionHandle = {
  description:
    "Le catalogue des pratiques guidées\u00a0: la peur, la critique, le regret, la jalousie… leur durée et le moment où elles aident.",
};

export async function loader({ request }: LoaderFunctionArgs) {
  return json({ query: new URL(request.url).searchParams.get("q") ?? "" });
}

export default function ToolsCatalogue() {
  const { query } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-4xl">
      {/* A visitor has no dashboard: their way back is the home page (issue 17). */}
      <BackToDashboard />
      <h1 className="mt-2 font-serif text-3xl text-encre-900">Catalogue des outils</h1>
      <p className="mt-2 text-encre-700">Les pratiques guidées, leur durée et le moment où elles vous aideront.</p>
      <CatalogueList initialQuery={query} action="/tools" />
    </div>
  );
}
