import type { ToolContent } from "../types";

export const ecritureLibre: ToolContent = {
  toolId: "ecriture_libre",
  name: "Le Regret",
  steps: [
    {
      number: 1,
      title: "Laisser venir le regret",
      description:
        "<p>Laissez venir un regret, petit ou grand\u00a0: une parole dite ou jamais prononcée, un choix, un rendez-vous manqué, une personne que vous n'avez pas su retenir.</p>" +
        "<p>Écrivez librement pendant quelques minutes, sans vous corriger ni vous relire. Laissez les mots venir comme ils viennent\u202f; personne d'autre que vous ne lira ces lignes.</p>" +
        "<p><strong>Qu'est-ce que vous regrettez\u202f?</strong></p>",
      example:
        "Je regrette de ne pas être allé voir mon grand-père à l'hôpital pendant son dernier mois. Je me disais que j'avais le temps, que j'irais le week-end suivant. Et puis il n'y a pas eu de week-end suivant.",
    },
    {
      number: 2,
      title: "Écouter ce que dit le regret",
      description:
        "<p>Un regret fait mal parce qu'il touche quelque chose qui compte pour vous. Relisez lentement ce que vous venez d'écrire.</p>" +
        "<p>Puis regardez avec douceur la personne que vous étiez à ce moment-là\u00a0: ce qu'elle savait, ce qu'elle portait, ce qu'elle pouvait faire alors.</p>" +
        "<p><strong>Qu'est-ce que ce regret vous dit de ce qui est important pour vous\u202f? Que voulez-vous dire à celui ou celle que vous étiez\u202f?</strong></p>",
      example:
        "Il me dit que la présence auprès de ceux que j'aime compte plus que tout le reste. À celui que j'étais, je dis\u00a0: tu étais débordé, tu avais peur de le voir diminué. Tu as fait ce que tu pouvais.",
    },
    {
      number: 3,
      title: "Transformer le regret en acte",
      description:
        "<p>Un regret ne se répare pas toujours. Mais ce qu'il vous a appris peut devenir un élan pour aujourd'hui.</p>" +
        "<p>Choisissez un acte concret, simple et à votre portée, qui honore ce qui compte pour vous. Décrivez-le en une ou deux phrases\u00a0: vous préciserez ensuite où, quand et comment vous le poserez.</p>" +
        "<p><strong>Quel acte choisissez-vous de poser\u202f?</strong></p>",
      example: "Appeler ma grand-mère et l'inviter à déjeuner, en laissant mon téléphone dans ma poche.",
    },
  ],
};
