import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { PracticeRun, type Kept } from "~/practice/components/practice-run";
import { PRACTICE_MESSAGES as M } from "~/practice/messages";
import { loadRun, runAction } from "~/practice/run.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data && !data.notFound ? data.name : M.toolNotFound} · Rendez-vous intérieur` },
];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  return loadRun(context.db, context.cloudflare.env, request, params.toolId ?? "");
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  return runAction(context.db, context.cloudflare.env, request, params.toolId ?? "");
}

export default function PracticeScreen() {
  const data = useLoaderData<typeof loader>();
  const kept = useActionData<Kept>();
  if (data.notFound) {
    return (
      <div className="mx-auto max-w-xl">
        <div className="card text-center">
          <h1 className="font-serif text-2xl text-encre-900">{M.toolNotFound}</h1>
          <Link to="/practice" className="btn-secondary mt-6">
            {M.back}
          </Link>
        </div>
      </div>
    );
  }
  return <PracticeRun key={`${data.toolId}:${data.sessionId ?? data.localSessionId ?? "new"}`} run={data} kept={kept} />;
}
