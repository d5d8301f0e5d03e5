import type { ToolContent } from "../types";

export const peur: ToolContent = {
  toolId: "peur",
  name: "La Peur",
  steps: [
    {
      number: 1,
      title: "Nommer la peur",
      description:
        "<p>Une peur est là, diffuse, sans qu'un moment précis l'explique. Plutôt que de la fuir, commencez simplement par la regarder et lui donner un nom.</p>" +
        "<p>Décrivez-la\u00a0: à quoi ressemble-t-elle\u202f? Où la sentez-vous dans votre corps\u202f? Est-elle légère ou forte, ancienne ou récente\u202f?</p>" +
        "<p><strong>De quoi avez-vous peur\u202f?</strong></p>",
      example:
        "J'ai peur de ne pas y arriver, de décevoir tout le monde. Je la sens dans le ventre, comme une boule, surtout le soir quand la maison devient silencieuse.",
    },
    {
      number: 2,
      title: "Aller au bout de la peur",
      description:
        "<p>Avec douceur, suivez cette peur un peu plus loin. Que craignez-vous qu'il arrive\u202f? Et si cela arrivait vraiment, qu'est-ce que cela signifierait pour vous\u202f?</p>" +
        "<p>Une peur cherche souvent à protéger quelque chose de précieux. Allez à votre rythme, et arrêtez-vous dès que vous le souhaitez.</p>" +
        "<p><strong>Qu'est-ce que cette peur cherche à protéger en vous\u202f?</strong></p>",
      example:
        "J'ai peur qu'on découvre que je ne suis pas à la hauteur et qu'on me laisse de côté. Au fond, elle protège mon besoin d'avoir ma place et d'être aimée telle que je suis.",
    },
    {
      number: 3,
      title: "Accueillir et rassurer",
      description:
        "<p>Imaginez que votre peur est un enfant inquiet assis à côté de vous. Vous n'avez pas besoin de la chasser\u00a0: vous pouvez lui parler.</p>" +
        "<p>Dites-lui ce que vous voyez, rappelez-lui les forces et les appuis que vous avez déjà. Puis observez ce qui a changé en vous.</p>" +
        "<p><strong>Que dites-vous à votre peur\u202f? Comment vous sentez-vous maintenant\u202f?</strong></p>",
      example:
        "Je lui dis\u00a0: je te vois, tu as le droit d'être là, mais ce n'est pas toi qui conduis. J'ai déjà traversé des moments difficiles, et je ne suis pas seule. Je me sens un peu plus légère.",
    },
  ],
};
