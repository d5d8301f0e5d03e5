import type { ToolContent } from "../types";

export const respiration: ToolContent = {
  toolId: "respiration",
  name: "Les 3 Gestes",
  steps: [
    {
      number: 1,
      title: "Respirer et se poser",
      description:
        "<p>Installez-vous confortablement, les pieds bien posés au sol. Fermez les yeux si vous le souhaitez.</p>" +
        "<p>Inspirez doucement par le nez en comptant jusqu'à quatre, puis expirez lentement par la bouche en comptant jusqu'à six. Recommencez cinq ou six fois, sans forcer, en laissant les épaules descendre à chaque expiration.</p>" +
        "<p><strong>Comment vous sentez-vous, là, maintenant\u202f?</strong></p>",
      example:
        "J'avais les mâchoires serrées en arrivant. Après quelques respirations, mon ventre se relâche un peu, même si je sens encore de l'agitation.",
    },
    {
      number: 2,
      title: "Saluer le Chercheur",
      description:
        "<p>Une part de vous a choisi d'être ici aujourd'hui, malgré la fatigue ou la douleur\u00a0: c'est le Chercheur, celui qui, en vous, cherche à comprendre et à grandir.</p>" +
        "<p>Prenez un instant pour le saluer, comme on salue quelqu'un qui a fait un long chemin pour venir.</p>" +
        "<p><strong>Qu'est-ce qui vous amène ici aujourd'hui\u202f? Quel salut adressez-vous au Chercheur en vous\u202f?</strong></p>",
      example:
        "Je salue celle qui, malgré sa journée, a pris ce temps pour elle. Je suis venue parce que je tourne en rond depuis la réunion d'hier.",
    },
    {
      number: 3,
      title: "Laisser venir une douleur",
      description:
        "<p>Laissez venir une douleur, sans aller chercher la plus lourde. Souvent, c'est une situation récente qui se présente d'elle-même\u00a0: une parole, un regard, une scène qui vous a fait mal.</p>" +
        "<p>Allez à votre rythme. Si cela devient trop fort, revenez simplement à votre souffle.</p>" +
        "<p><strong>Quelle douleur se présente\u202f? Qui est concerné, et dans quelle situation\u202f?</strong></p>",
      example: "La réunion d'hier. J'ai présenté mon projet, et mon chef a levé les yeux au ciel devant toute l'équipe, sans rien dire.",
    },
    {
      number: 4,
      title: "Entrer dans le geste traumatique",
      description:
        "<p>Derrière beaucoup de nos douleurs se cache l'un de ces trois gestes, que l'on peut avoir subi ou posé soi-même\u00a0:</p>" +
        "<ul><li><strong>le conflit</strong>\u00a0: s'opposer, attaquer, s'affronter\u202f;</li><li><strong>le rejet</strong>\u00a0: écarter, exclure, abandonner\u202f;</li><li><strong>le mépris</strong>\u00a0: regarder de haut, rabaisser.</li></ul>" +
        "<p>Entrez doucement dans ce geste, juste assez pour le reconnaître, et observez où il se loge dans votre corps. Vous n'avez pas besoin d'y rester longtemps.</p>" +
        "<p><strong>Quel geste reconnaissez-vous dans votre douleur\u202f? Où le sentez-vous dans votre corps\u202f?</strong></p>",
      example:
        "C'est le mépris. Ce regard au ciel m'a rabaissée devant tout le monde. Je le sens comme une brûlure dans la gorge et une chaleur sur les joues.",
    },
    {
      number: 5,
      title: "Passer dans le geste transformé",
      description:
        "<p>Chaque geste qui blesse a son geste transformé\u00a0:</p>" +
        "<ul><li>le conflit devient <strong>paix</strong>\u202f;</li><li>le rejet devient <strong>miséricorde</strong>\u00a0: accueillir et aimer ce qui a été rejeté\u202f;</li><li>le mépris devient <strong>reconnaissance</strong>\u00a0: voir la beauté et le bon, chez l'autre comme en vous.</li></ul>" +
        "<p>Revenez à la même scène et imaginez-la traversée par ce geste transformé. Prenez le temps de sentir ce qui change en vous.</p>" +
        "<p><strong>À quoi ressemble le geste transformé dans votre situation\u202f? Que se passe-t-il en vous lorsque vous l'imaginez\u202f?</strong></p>",
      example:
        "La reconnaissance\u00a0: je reconnais le travail sérieux que j'ai fourni, et je vois aussi que mon chef est sous pression en ce moment. Ma gorge se desserre un peu.",
    },
    {
      number: 6,
      title: "Rencontrer son Maître Intérieur",
      description:
        "<p>En vous vit une présence sage et bienveillante, qui vous connaît mieux que quiconque\u00a0: votre Maître Intérieur. Il ne juge pas\u202f; il éclaire.</p>" +
        "<p>Imaginez-le à vos côtés. Confiez-lui votre douleur et écoutez ce qu'il vous répond, même si ce n'est qu'un mot ou une image.</p>" +
        "<p><strong>Que vous dit votre Maître Intérieur\u202f?</strong></p>",
      example: "Il me dit\u00a0: ta valeur ne dépend pas d'un regard. Tu peux parler à ton chef calmement, sans te justifier.",
    },
    {
      number: 7,
      title: "Poser un Acte",
      description:
        "<p>Un geste transformé prend racine lorsqu'il devient un acte. Choisissez un acte simple, concret et réalisable, qui fasse vivre la paix, la miséricorde ou la reconnaissance dans votre vie.</p>" +
        "<p><strong>Quel acte allez-vous poser\u202f? Précisez, si vous le pouvez, où, quand et comment.</strong></p>",
      example:
        "Demain à 10 h, au bureau, je demande à mon chef un quart d'heure pour reprendre mon projet avec lui, et je commence par ce qui a bien fonctionné.",
    },
    {
      number: 8,
      title: "Saluer et faire le Bilan",
      description:
        "<p>Saluez de nouveau le Chercheur en vous, pour le chemin parcouru aujourd'hui, si petit soit-il.</p>" +
        "<p>Puis faites le bilan de cette pratique en trois temps\u00a0:</p>" +
        "<ul><li><strong>la misère</strong>\u00a0: la douleur que vous avez rencontrée\u202f;</li><li><strong>la beauté</strong>\u00a0: ce qui a été beau ou apaisant\u202f;</li><li><strong>l'enseignement</strong>\u00a0: ce que vous en retenez.</li></ul>" +
        "<p><strong>Quel est votre bilan\u202f?</strong></p>",
      example:
        "Misère\u00a0: je me suis sentie méprisée. Beauté\u00a0: j'ai pu reconnaître la valeur de mon travail. Enseignement\u00a0: un regard ne décide pas de ce que je vaux.",
    },
  ],
};
