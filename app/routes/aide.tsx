import type { MetaFunction } from "@remix-run/cloudflare";
import { CrisisResources } from "~/care/crisis-resources";
import type { DescriptionHandle } from "~/utils/page-description";

export const meta: MetaFunction = () => [{ title: "Trouver de l'aide · Rendez-vous intérieur" }];

export const handle: DescriptionHandle = {
  description: "Numéros d'urgence et d'écoute, gratuits et joignables à toute heure\u00a0: 3114, 15, 112, et d'autres lignes pour ne pas rester seul.",
};

export default function HelpPage() {
  return (
    <div className="mx-auto max-w-2xl">
      <h1 className="font-serif text-3xl text-encre-900">Trouver de l'aide</h1>
      <div className="mt-3 space-y-3 text-encre-700">
        <p>
          Si c'est un jour très lourd, vous n'avez pas à le traverser seul ou seule. Des personnes formées
          répondent au téléphone, à toute heure pour la plupart, et vous écoutent sans vous juger.
        </p>
        <p>
          Si votre vie ou celle de quelqu'un est en danger en ce moment, appelez le <strong>15</strong> ou
          le <strong>112</strong>. Si vous pensez au suicide, le <strong>3114</strong> répond jour et nuit.
        </p>
      </div>
      <div className="mt-6">
        <CrisisResources title="Numéros d'aide en France" headingLevel="h2" />
      </div>
      <p className="mt-6 text-sm text-encre-500">
        Les pratiques de Rendez-vous intérieur ne remplacent pas l'accompagnement d'un professionnel&nbsp;:
        un médecin, un psychologue ou un psychiatre peut vous aider à long terme. Votre médecin traitant
        peut vous orienter.
      </p>
    </div>
  );
}
