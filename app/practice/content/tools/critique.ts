import type { ToolContent } from "../types";

export const critique: ToolContent = {
  toolId: "critique",
  name: "La Critique",
  steps: [
    {
      number: 1,
      title: "Entendre la critique",
      description:
        "<p>Une critique vous pèse, sans qu'un moment précis l'explique\u00a0: une critique reçue, qui résonne encore en vous, ou une critique que vous formulez, envers quelqu'un, envers le monde ou envers vous-même.</p>" +
        "<p>Écrivez-la telle qu'elle est, avec ses mots, sans la corriger ni la juger. Ce que vous écrivez ici reste entre vous et vous.</p>" +
        "<p><strong>Quelle est cette critique\u202f? Que dit-elle\u202f?</strong></p>",
      example:
        "Ma mère m'a dit que je tenais mal ma maison, et sa phrase tourne en boucle. Depuis, je critique tout le monde\u00a0: mon compagnon ne fait attention à rien, mes collègues sont d'une lenteur incroyable. Et moi, je ne suis même pas capable de garder mon calme.",
    },
    {
      number: 2,
      title: "Voir ce qu'elle cache",
      description:
        "<p>Derrière une critique, reçue ou formulée, se cache souvent une blessure, une déception, une fatigue ou un besoin qui n'a pas été entendu. Relisez avec douceur ce que vous venez d'écrire.</p>" +
        "<p>Puis posez-vous ces questions\u00a0: qu'est-ce que cette critique réveille en vous\u202f? Et si elle parlait aussi un peu de vous\u202f?</p>" +
        "<p><strong>Quelle blessure, quel besoin se cache derrière cette critique\u202f?</strong></p>",
      example:
        "La phrase de ma mère réveille la peur de ne jamais en faire assez. Derrière tout ça, je suis épuisée et j'ai besoin d'aide. Je critique les autres parce que je n'ose pas demander.",
    },
    {
      number: 3,
      title: "Du reproche à l'acte",
      description:
        "<p>Une critique peut devenir une demande claire, ou un geste envers vous-même. Plutôt que d'attendre que les autres changent, choisissez un acte concret qui réponde à votre besoin.</p>" +
        "<p>Si cet acte vous met face à quelqu'un, ne le posez que si c'est sans danger pour vous.</p>" +
        "<p>Décrivez-le en une ou deux phrases\u00a0: vous préciserez ensuite où, quand et comment vous le poserez.</p>" +
        "<p><strong>Quel acte choisissez-vous de poser\u202f?</strong></p>",
      example: "Demander à mon compagnon de prendre en charge les courses et le repas du mercredi soir.",
    },
  ],
};
