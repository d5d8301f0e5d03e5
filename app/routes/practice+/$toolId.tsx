import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { PracticeRun, type Kept } from "~/practice/components/practice-run";
import { PRACTICE_MESSAGES as M } from "~/practice/messages";
import { postedForm } from "~/components/forms/submission.server";
import { loadRun, runAction } from "~/practice/run.server";
import { DistressPanel } from "~/care/distress-panel";
import { PRACTICE_DISTRESS_FIELDS } from "~/care/distress-fields";
import { withDistressCheck } from "~/care/distress-response.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data && !data.notFound ? data.name : M.toolNotFound} · Rendez-vous intérieur` },
];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  return loadRun(context.db, context.cloudflare.env, request, params.toolId ?? "");
}

// The author of an answer, question or love word that signals distress is shown where to find help.
export const action = withDistressCheck(PRACTICE_DISTRESS_FIELDS, async ({ request, context, params }: ActionFunctionArgs) =>
  runAction(context.db, context.cloudflare.env, request, postedForm(context), params.toolId ?? ""),
);

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
  return (
    <>
      <PracticeRun key={`${data.toolId}:${data.sessionId ?? data.localSessionId ?? "new"}`} run={data} kept={kept} />
      <DistressPanel />
    </>
  );
}
