import type { ToolContent } from "../types";

export const nommerGrandeur: ToolContent = {
  toolId: "nommer_grandeur",
  name: "Nommer sa Grandeur",
  steps: [
    {
      number: 1,
      title: "Nommer votre grandeur",
      description:
        "<p>Aujourd'hui, ça va bien\u00a0: c'est un beau moment pour regarder ce qui est grand en vous. Une grandeur, c'est une force, une qualité, une beauté qui vous est propre\u00a0: le courage, la tendresse, la fidélité, la persévérance…</p>" +
        "<p>Nommez-la en un ou deux mots, puis décrivez en quelques phrases comment elle se manifeste dans votre vie.</p>" +
        "<p><strong>Quelle est votre grandeur\u202f?</strong></p>",
      example: "Ma fidélité. Je reste là pour ceux que j'aime, même quand c'est difficile, même quand les autres s'en vont.",
    },
    {
      number: 2,
      title: "Relier à la misère",
      description:
        "<p>Souvent, une grandeur est née d'une épreuve, ou lui répond. Là où il y a eu une misère, une blessure, un manque, une force a parfois grandi en réponse.</p>" +
        "<p>Regardez avec douceur quelle misère correspond à votre grandeur. Vous n'avez pas besoin de vous y attarder\u00a0: il s'agit de voir le lien, pas de revivre la douleur.</p>" +
        "<p><strong>À quelle misère votre grandeur correspond-elle\u202f?</strong></p>",
      example:
        "Enfant, je me suis souvent senti abandonné pendant la séparation de mes parents. Je sais ce que c'est d'être laissé de côté, et c'est peut-être pour cela que je ne laisse jamais tomber les autres.",
    },
    {
      number: 3,
      title: "Savourer et agir",
      description:
        "<p>Prenez un moment pour savourer cette grandeur. Sentez-la en vous, remerciez-la, et remerciez aussi le chemin qui l'a fait naître.</p>" +
        "<p>Puis choisissez un acte concret qui lui permettra de rayonner dans les jours qui viennent, et précisez où, quand et comment vous le poserez.</p>" +
        "<p><strong>Quel acte allez-vous poser pour faire vivre votre grandeur\u202f?</strong></p>",
      example:
        "Rendre visite à mon ami Paul, qui traverse une période difficile, et passer l'après-midi avec lui. Où\u00a0: chez lui. Quand\u00a0: samedi. Comment\u00a0: en apportant de quoi cuisiner ensemble.",
    },
  ],
};
