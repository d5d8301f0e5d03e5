import type { ToolContent } from "../types";

export const hommeApocalypse: ToolContent = {
  toolId: "homme_apocalypse",
  name: "Homme de l'Apocalypse",
  steps: [
    {
      number: 1,
      title: "Le sens du mot",
      description:
        "<p>Le mot «\u00a0apocalypse\u00a0» vient du grec et signifie «\u00a0révélation\u00a0»\u00a0: le moment où un voile se lève et où ce qui était caché apparaît. Ce n'est pas la fin du monde, mais la fin d'un monde, et le début d'un regard neuf.</p>" +
        "<p>L'Homme de l'Apocalypse, homme ou femme, est l'être nouveau qui se révèle en vous\u00a0: celui qui reste debout quand tout vacille, et qui laisse apparaître l'essentiel.</p>" +
        "<p><strong>Dans votre vie en ce moment, qu'est-ce qui vacille ou se transforme\u202f?</strong></p>",
      example:
        "Mon travail, d'abord\u00a0: l'entreprise se réorganise et je ne sais pas ce que je vais devenir. Et plus profondément, l'image que j'avais de moi, celle de quelqu'un qui maîtrise tout.",
    },
    {
      number: 2,
      title: "Ce qui tombe",
      description:
        "<p>Tout changement profond fait tomber quelque chose\u00a0: des habitudes, des certitudes, une image de soi, parfois une relation.</p>" +
        "<p>Regardez sans hâte ce qui est en train de tomber, ou qui est déjà tombé. Vous n'avez rien à retenir ni à pousser.</p>" +
        "<p><strong>Qu'est-ce qui tombe dans votre vie\u202f?</strong></p>",
      example:
        "La certitude que mon travail me définit. L'habitude de tout contrôler. Peut-être aussi l'idée que je dois toujours être fort pour les autres.",
    },
    {
      number: 3,
      title: "Ce qui fait peur",
      description:
        "<p>Voir tomber ce qui nous tenait fait souvent peur. C'est naturel\u00a0: cette peur dit combien vous teniez à ces appuis.</p>" +
        "<p>Accueillez-la avec douceur, sans vous y perdre. Allez à votre rythme, et revenez à votre souffle si c'est nécessaire.</p>" +
        "<p><strong>Qu'est-ce qui vous fait peur dans ce qui tombe\u202f?</strong></p>",
      example: "J'ai peur de ne plus savoir qui je suis sans mon poste. Peur aussi du regard des autres, et de manquer d'argent.",
    },
    {
      number: 4,
      title: "Ce qui demeure",
      description:
        "<p>Quand tout vacille, certaines choses demeurent. Elles ne dépendent ni des circonstances ni du regard des autres\u00a0: des liens, des valeurs, une présence, une foi, une force intérieure.</p>" +
        "<p>Prenez le temps de les reconnaître une à une, comme des piliers encore debout.</p>" +
        "<p><strong>Qu'est-ce qui demeure en vous, quoi qu'il arrive\u202f?</strong></p>",
      example: "L'amour de ma femme et de mes enfants. Mon goût d'apprendre. Ma droiture\u00a0: je ne me suis jamais trahi.",
    },
    {
      number: 5,
      title: "Ce qui se révèle",
      description:
        "<p>Maintenant que le voile se lève, regardez ce qui apparaît\u00a0: une vérité sur vous, un désir longtemps gardé secret, une direction qui se dessine…</p>" +
        "<p>Ne cherchez pas une réponse parfaite. Laissez venir ce qui se montre, même si c'est encore fragile.</p>" +
        "<p><strong>Qu'est-ce que ce moment vous révèle\u202f?</strong></p>",
      example:
        "Que j'ai passé des années à faire ce qu'on attendait de moi. Et que ce qui me rend vivant, c'est transmettre, accompagner les plus jeunes.",
    },
    {
      number: 6,
      title: "Se tenir debout",
      description:
        "<p>Imaginez maintenant l'Homme de l'Apocalypse qui vit en vous\u00a0: debout au milieu de la tempête, calme, le regard clair. Il ne nie pas ce qui tombe, mais il ne s'effondre pas pour autant.</p>" +
        "<p>Prenez sa posture, physiquement si vous le pouvez\u00a0: les pieds ancrés, le dos droit, la respiration ample.</p>" +
        "<p><strong>Comment le voyez-vous\u202f? Que ressentez-vous en prenant sa place\u202f?</strong></p>",
      example:
        "Je le vois droit, les épaules relâchées, les mains ouvertes. En prenant sa posture, je sens une force tranquille monter du ventre, comme si j'avais enfin le droit d'être là.",
    },
    {
      number: 7,
      title: "Écouter sa parole",
      description:
        "<p>Cet être debout a quelque chose à vous dire, et peut-être aussi au monde qui vous entoure. Laissez venir ses mots sans les chercher.</p>" +
        "<p>Écrivez-les tels qu'ils viennent, même s'ils vous surprennent.</p>" +
        "<p><strong>Que vous dit l'Homme de l'Apocalypse\u202f?</strong></p>",
      example:
        "Il me dit\u00a0: ce qui tombe n'était pas toi. Ne crains pas le vide, c'est là que tu vas pouvoir construire. Tu n'as pas à être fort, seulement vrai.",
    },
    {
      number: 8,
      title: "Ce que vous voulez bâtir",
      description:
        "<p>Après la révélation vient le temps de construire. À partir de ce qui demeure et de ce qui s'est révélé, qu'avez-vous envie de faire grandir dans votre vie\u202f?</p>" +
        "<p>Autorisez-vous à voir grand, puis ramenez ce rêve à quelques pas possibles.</p>" +
        "<p><strong>Que voulez-vous bâtir\u202f? Au service de quoi, ou de qui\u202f?</strong></p>",
      example:
        "Je veux me tourner vers la formation et accompagner les jeunes qui entrent dans le métier. Au service de leur confiance, et de la mienne aussi.",
    },
    {
      number: 9,
      title: "Votre engagement",
      description:
        "<p>Terminez par un engagement concret\u00a0: un premier pas réel vers ce que vous voulez bâtir. Il peut être modeste\u202f; l'essentiel est qu'il soit précis et qu'il vous appartienne.</p>" +
        "<p>Cet engagement sera enregistré dans Mes actes. Indiquez ce que vous ferez, et si possible où et quand.</p>" +
        "<p><strong>À quoi vous engagez-vous\u202f?</strong></p>",
      example:
        "Jeudi soir, chez moi, je me renseigne sur les formations de formateur proposées dans ma région, et j'écris à mon ancien tuteur pour lui demander conseil.",
    },
  ],
};
