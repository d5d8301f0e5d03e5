import { postedForm } from "~/components/forms/submission.server";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data, redirect } from "@remix-run/cloudflare";
import type { ClientActionFunctionArgs, ShouldRevalidateFunction } from "@remix-run/react";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { parseWithZod } from "@conform-to/zod";
import { countriesFirst } from "~/care/countries";
import { COUNTRY_CODES, isCountryCode } from "~/care/country-codes";
import { useHelpCountry } from "~/care/use-help-country";
import { rememberCountry } from "~/offline/remembered-country";
import { countryCookie, countryOf } from "~/care/country.server";
import { countryChoiceSchema } from "~/care/country-form";
import { CrisisResources } from "~/care/crisis-resources";
import { OtherCountries } from "~/care/other-countries";
import type { DescriptionHandle } from "~/utils/page-description";

export const meta: MetaFunction = () => [{ title: "Trouver de l'aide · Rendez-vous intérieur" }];

export const handle: DescriptionHandle = {
  description:
    "Numéros d'urgence et d'écoute, gratuits et joignables à toute heure pour la plupart\u00a0: France, Belgique, Suisse, Canada et Luxembourg.",
};

export async function loader({ request }: LoaderFunctionArgs) {
  // Every country's lines, the person's own first (the lines reach the page as data, decision 0190).
  return data({ countries: countriesFirst(countryOf(request)) }, { headers: { "Cache-Control": "private, no-cache" } });
}

/** The person's choice of country: a cookie, then back to /aide (a plain POST works without JavaScript). */
export async function action({ context }: ActionFunctionArgs) {
  const submission = parseWithZod(postedForm(context), { schema: countryChoiceSchema });
  if (submission.status !== "success") return data({ error: "Choisissez un pays dans la liste." }, { status: 400 });
  return redirect("/aide", { headers: { "Set-Cookie": countryCookie(submission.value.pays, context.cloudflare.env) } });
}

/**
 * With JavaScript the choice is kept on the device first (decision 0340): with no network it is shown
 * at once and told to the server later (offline-features.tsx); with the network, the server's cookie too.
 */
export async function clientAction({ request, serverAction }: ClientActionFunctionArgs) {
  // The list itself, not the form's zod schema: the crisis page stays the lightest page (issue 58 item 8).
  const { pays: code } = Object.fromEntries(await request.clone().formData());
  if (!isCountryCode(code)) return serverAction<typeof action>();
  if (!navigator.onLine) {
    rememberCountry(code, { unsent: true });
    return { chosen: code };
  }
  try {
    const result = await serverAction<typeof action>();
    rememberCountry(code);
    return result;
  } catch (error) {
    // No answer (the network went away): the device keeps the choice until it can be sent.
    if (!(error instanceof TypeError)) throw error;
    rememberCountry(code, { unsent: true });
    return { chosen: code };
  }
}

/** A choice kept on the device alone reads nothing: with no network the page's data cannot be fetched. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ actionResult, defaultShouldRevalidate }) =>
  (actionResult as { chosen?: string } | undefined)?.chosen || (typeof navigator !== "undefined" && !navigator.onLine)
    ? false
    : defaultShouldRevalidate;

export default function HelpPage() {
  const { countries: served } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof clientAction>() as { error?: string } | undefined;
  const navigation = useNavigation();
  // A copy served from the cache puts France first: the country chosen on this device comes first instead.
  const shownCode = useHelpCountry()?.code;
  const chosen = served.find((c) => c.code === shownCode);
  const countries = chosen ? [chosen, ...served.filter((c) => c !== chosen)] : served;
  const [own, ...others] = countries;
  const names = [...countries].sort((a, b) => COUNTRY_CODES.indexOf(a.code) - COUNTRY_CODES.indexOf(b.code));
  return (
    <div className="mx-auto max-w-2xl">
      <h1 className="font-serif text-3xl text-encre-900">Trouver de l'aide</h1>
      <div className="mt-3 space-y-3 text-encre-700">
        <p>
          Si c'est un jour très lourd, vous n'avez pas à le traverser seul·e. Des personnes formées répondent au téléphone, à toute heure
          pour la plupart, et vous écoutent sans vous juger.
        </p>
        <p className="font-medium text-encre-900" data-testid="help-now">
          {own!.now.vous}
        </p>
      </div>

      <section className="mt-6" aria-labelledby="own-country" data-testid="help-country" data-country={own!.code}>
        <h2 id="own-country" className="font-serif text-xl text-encre-900">
          Numéros d'aide {own!.where}
        </h2>
        <CrisisResources country={own} />
        {own!.note ? <p className="mt-2 text-sm text-encre-700">{own!.note}</p> : null}
      </section>

      <Form method="post" className="mt-6 rounded-xl border border-sable-200 bg-sable-50 p-4" data-testid="country-choice">
        <label htmlFor="pays" className="block text-sm font-medium text-encre-900">
          {"Vous êtes dans un autre pays\u202f? Choisissez-le, nous nous en souviendrons sur cet appareil."}
        </label>
        <div className="mt-2 flex flex-wrap items-center gap-2">
          <select id="pays" name="pays" defaultValue={own!.code} key={own!.code} className="field-input w-auto min-w-[12rem]">
            {names.map((c) => (
              <option key={c.code} value={c.code}>
                {c.name}
              </option>
            ))}
          </select>
          <button type="submit" className="btn-secondary" disabled={navigation.state === "submitting"}>
            Afficher ses numéros
          </button>
        </div>
        {answer?.error ? (
          <p role="alert" className="mt-2 text-sm text-red-800">
            {answer.error}
          </p>
        ) : null}
      </Form>

      <OtherCountries countries={others} />

      <p className="mt-6 text-sm text-encre-500">
        Les pratiques de Rendez-vous intérieur ne remplacent pas l'accompagnement d'un professionnel&nbsp;: un médecin, un psychologue ou un
        psychiatre peut vous aider à long terme. Votre médecin traitant peut vous orienter.
      </p>
    </div>
  );
}
