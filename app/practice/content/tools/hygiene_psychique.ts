import type { ToolContent } from "../types";

export const hygienePsychique: ToolContent = {
  toolId: "hygiene_psychique",
  name: "Exercices d'Hygiène Psychique",
  summary: {
    description:
      "Prendre soin de votre esprit comme de votre corps\u00a0: vider la tête de ce qui l'encombre, déposer ce qui ne dépend pas de vous, puis nourrir ce qui vous fait du bien.",
    duration: "10-15 min",
    category: "Apaisement",
  },
  steps: [
    {
      number: 1,
      title: "Vider la tête",
      description:
        "<p>Comme le corps, l'esprit a besoin de soins réguliers. Commencez par vider votre tête sur la page.</p>" +
        "<p>Écrivez tout ce qui l'encombre en ce moment\u00a0: soucis, tâches en attente, contrariétés, pensées qui tournent en boucle. Sans ordre ni tri, simplement pour les sortir de vous.</p>" +
        "<p><strong>Qu'est-ce qui encombre votre esprit aujourd'hui\u202f?</strong></p>",
      example:
        "Le dossier à rendre vendredi, la facture du garage, la remarque de ma mère au téléphone, le rendez-vous chez le dentiste que je repousse, la fatigue…",
    },
    {
      number: 2,
      title: "Trier et déposer",
      description:
        "<p>Relisez votre liste. Pour chaque élément, demandez-vous\u00a0: est-ce que cela dépend de moi\u202f?</p>" +
        "<p>Ce qui dépend de vous peut attendre son tour, calmement. Ce qui ne dépend pas de vous, vous pouvez le déposer, au moins pour aujourd'hui. À chaque expiration, imaginez que vous le posez à terre.</p>" +
        "<p><strong>Qu'est-ce qui dépend de vous\u202f? Qu'acceptez-vous de déposer pour aujourd'hui\u202f?</strong></p>",
      example:
        "Le dossier, la facture et le dentiste dépendent de moi\u00a0: je les note pour demain matin. La remarque de ma mère ne dépend pas de moi\u202f; je la dépose pour aujourd'hui.",
    },
    {
      number: 3,
      title: "Nourrir ce qui fait du bien",
      description:
        "<p>Un esprit allégé a besoin d'être nourri. Notez trois choses, même minuscules, qui ont été bonnes aujourd'hui ou ces derniers jours.</p>" +
        "<p>Puis choisissez un petit soin que vous pouvez vous offrir avant la fin de la journée.</p>" +
        "<p><strong>Quelles sont vos trois bonnes choses\u202f? Quel soin allez-vous vous offrir\u202f?</strong></p>",
      example:
        "Le soleil sur la terrasse ce matin, le message de mon ami Karim, la soupe de ce midi. Ce soir, je m'offre un bain et une heure de lecture, sans écran.",
    },
  ],
};
