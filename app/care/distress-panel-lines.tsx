import { CrisisResources } from "./crisis-resources";
import { useHelpCountry } from "./use-help-country";

/** What the distress panel offers: the person's country's first words and lines (issue 30, item 4). */
export function DistressPanelLines() {
  const country = useHelpCountry();
  if (!country) return null;
  return (
    <>
      <p className="mt-2 text-sm font-medium text-encre-900">{country.now.vous}</p>
      <div className="mt-3">
        <CrisisResources
          roles={["suicide", "urgence", "ecoute"]}
          country={country}
          title={`Numéros d'aide ${country.where}`}
          headingLevel="h3"
        />
      </div>
    </>
  );
}
