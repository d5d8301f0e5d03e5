import type { ToolContent } from "../types";

export const mantra: ToolContent = {
  toolId: "mantra",
  name: "Rappel / Mantra",
  steps: [
    {
      number: 1,
      title: "Choisir votre rappel",
      description:
        "<p>Vous avez un moment devant vous\u00a0: quelques minutes suffisent pour revenir à vous-même. Choisissez une phrase courte qui vous fait du bien, une phrase que vous avez envie de vous rappeler aujourd'hui.</p>" +
        "<p>Par exemple\u00a0: <em>Je fais de mon mieux, et c'est assez.</em> Ou\u00a0: <em>Je suis là, maintenant.</em> Ou encore\u00a0: <em>J'avance pas à pas.</em></p>" +
        "<p><strong>Quelle phrase choisissez-vous aujourd'hui\u202f?</strong></p>",
      example: "J'ai le droit de prendre mon temps.",
    },
    {
      number: 2,
      title: "Répéter en respirant",
      description:
        "<p>Installez-vous confortablement. Sur l'inspiration, prononcez intérieurement la première moitié de votre phrase\u202f; sur l'expiration, la seconde.</p>" +
        "<p>Répétez-la ainsi une dizaine de fois, ou aussi longtemps que vous le souhaitez. Si votre esprit s'échappe, revenez simplement à la phrase, sans vous le reprocher.</p>" +
        "<p><strong>Qu'avez-vous remarqué pendant la répétition\u202f?</strong></p>",
      example:
        "Au début, mes pensées partaient dans tous les sens. Vers la fin, ma respiration s'est ralentie et j'ai senti mes épaules se détendre.",
    },
    {
      number: 3,
      title: "Emporter votre rappel",
      description:
        "<p>Ce rappel peut vous accompagner tout au long de la journée. Choisissez un moment ou un signal qui vous y fera penser\u00a0: une porte que vous franchissez, un feu rouge, une tasse de thé, une alarme sur votre téléphone.</p>" +
        "<p><strong>À quel moment de votre journée allez-vous vous redire votre phrase\u202f?</strong></p>",
      example: "Chaque fois que je m'assois à mon bureau, avant d'allumer l'ordinateur.",
    },
  ],
};
