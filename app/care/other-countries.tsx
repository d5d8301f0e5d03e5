import type { HelpCountry } from "~/care/countries";
import { CrisisResources } from "~/care/crisis-resources";

/** The lines of the other French-speaking countries, each folded under its name (/aide, the offline page). */
export function OtherCountries({ countries }: { countries: readonly HelpCountry[] }) {
  return (
    <section className="mt-6" aria-labelledby="other-countries">
      <h2 id="other-countries" className="font-serif text-xl text-encre-900">
        Dans les autres pays
      </h2>
      <div className="mt-2 space-y-2">
        {countries.map((c) => (
          <details
            key={c.code}
            className="rounded-xl border border-sable-200 bg-white px-4 py-3"
            data-testid="help-country"
            data-country={c.code}
          >
            <summary className="cursor-pointer font-medium text-encre-900">Numéros d'aide {c.where}</summary>
            <p className="mt-2 text-sm text-encre-700">{c.now.vous}</p>
            <CrisisResources country={c} />
            {c.note ? <p className="mt-2 text-sm text-encre-700">{c.note}</p> : null}
          </details>
        ))}
      </div>
    </section>
  );
}
