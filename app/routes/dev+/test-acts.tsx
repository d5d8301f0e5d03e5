import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useNavigation } from "@remix-run/react";
import { readWithSession } from "~/auth/session-batch.server";
import { createAct } from "~/acts/acts.server";
import { ACTS_MESSAGES } from "~/acts/messages";
import { FormAlert } from "~/components/forms/field";
import { useActionToast } from "~/components/action-toast";
import { isDevelopment } from "~/utils/env.server";
import { redirectWithToast } from "~/utils/http.server";

/**
 * Local development and tests only: the spec's acts test screen, one button that writes a sample act into
 * « Mes Actes » (the browser tests create an act with and without JavaScript here). 404 outside local
 * development; absent from production builds, like every dev+ route (decision 0472).
 */
const TEST_ACT_TEXT = "Acte test\u00a0: prendre cinq minutes pour respirer en pleine conscience.";
const TEST_FAILED = "Impossible de créer l'acte test";

function refuseOutsideDevelopment(env: Env): void {
  if (!isDevelopment(env)) throw new Response("Not Found", { status: 404 });
}

export const meta: MetaFunction = () => [{ title: "Test des actes · Rendez-vous intérieur" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  refuseOutsideDevelopment(context.cloudflare.env);
  await readWithSession(context.db, context.cloudflare.env, request, { require: true });
  return null;
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { env } = context.cloudflare;
  refuseOutsideDevelopment(env);
  const { user } = await readWithSession(context.db, env, request, { require: true });
  try {
    await createAct(context.db, env, user.id, { actText: TEST_ACT_TEXT });
  } catch (error) {
    console.error("test act failed", error);
    return json({ toast: { title: TEST_FAILED, type: "error" as const } }, { status: 500 });
  }
  return redirectWithToast(env, "/acts", { title: ACTS_MESSAGES.saved, type: "success" });
}

export default function TestActsScreen() {
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  useActionToast(actionData?.toast);
  return (
    <div className="mx-auto max-w-xl">
      <div className="card text-center">
        <h1 className="font-serif text-2xl text-encre-900">Test des actes</h1>
        <p className="mt-2 text-encre-700">Un bouton pour créer un acte d'exemple dans Mes actes.</p>
        {actionData?.toast ? (
          <div className="mt-4">
            <FormAlert message={actionData.toast.title} />
          </div>
        ) : null}
        <Form method="post" className="mt-6">
          <button type="submit" className="btn-primary" disabled={navigation.state !== "idle"}>
            Créer un acte test
          </button>
        </Form>
        <Link to="/acts" className="link mt-4 inline-block">
          Voir Mes actes
        </Link>
      </div>
    </div>
  );
}
