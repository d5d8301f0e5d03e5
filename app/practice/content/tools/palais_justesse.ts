import type { ToolContent } from "../types";

export const palaisJustesse: ToolContent = {
  toolId: "palais_justesse",
  name: "Palais de Justesse",
  steps: [
    {
      number: 1,
      title: "Raconter le moment",
      description:
        "<p>Un moment précis vous a fait mal, mais vous n'arrivez pas à voir ce qui a été touché en vous. C'est normal\u00a0: parfois, la douleur brouille le regard.</p>" +
        "<p>Commencez par raconter ce moment tel qu'il s'est passé, sans chercher à l'analyser.</p>" +
        "<p><strong>Que s'est-il passé\u202f?</strong></p>",
      example:
        "Hier soir, mon amie Sophie a annulé notre dîner au dernier moment, par un simple message. Depuis, je suis triste et irritée, et je ne comprends pas pourquoi cela me touche autant.",
    },
    {
      number: 2,
      title: "Entrer dans le Palais",
      description:
        "<p>Imaginez un palais calme et lumineux. Ici, tout est vu avec justesse\u00a0: rien n'est exagéré, rien n'est minimisé. C'est votre lieu intérieur, vous pouvez y entrer sans crainte.</p>" +
        "<p>Prenez quelques respirations et parcourez-le du regard. Dans chacune de ses salles, vous regarderez votre moment sous une lumière différente.</p>" +
        "<p><strong>Comment vous sentez-vous en entrant dans le Palais\u202f? Qu'est-ce qui, dans ce moment, reste flou pour vous\u202f?</strong></p>",
      example:
        "Je me sens un peu plus calme, comme dans un grand espace silencieux. Ce qui reste flou, c'est pourquoi une simple annulation me met dans un tel état.",
    },
    {
      number: 3,
      title: "La salle des faits",
      description:
        "<p>Dans cette première salle, on sépare ce qui s'est passé de ce que l'on s'est raconté.</p>" +
        "<p>Écrivez d'un côté les faits, ce qu'une caméra aurait pu filmer. De l'autre, les pensées et les interprétations qui sont venues s'y ajouter.</p>" +
        "<p><strong>Quels sont les faits\u202f? Que vous êtes-vous raconté\u202f?</strong></p>",
      example:
        "Les faits\u00a0: Sophie a annulé à 18 h par message, en disant qu'elle était fatiguée. Ce que je me suis raconté\u00a0: elle ne tient pas à moi, elle a sûrement mieux à faire, je passe toujours après les autres.",
    },
    {
      number: 4,
      title: "La salle des émotions",
      description:
        "<p>Dans cette salle, vous accueillez ce que vous ressentez, sans rien justifier. Nommez chaque émotion et notez son intensité, de 1 à 10.</p>" +
        "<p>Observez aussi où elle se loge dans votre corps. Allez à votre rythme.</p>" +
        "<p><strong>Quelles émotions sont présentes, et avec quelle intensité\u202f?</strong></p>",
      example: "Tristesse\u00a0: 7, dans la poitrine. Colère\u00a0: 5, dans les mâchoires. Et une sorte de vide au creux du ventre.",
    },
    {
      number: 5,
      title: "La salle du miroir",
      description:
        "<p>Dans la salle du miroir, le moment présent reflète souvent des moments plus anciens. Regardez avec douceur\u00a0: ce que vous ressentez aujourd'hui, l'avez-vous déjà ressenti autrefois\u202f?</p>" +
        "<p>C'est souvent ici que la misère, invisible au début, commence à apparaître. Si rien ne vient, ce n'est pas grave\u00a0: notez simplement ce que vous voyez.</p>" +
        "<p><strong>Quelle blessure, quelle misère ce moment est-il venu toucher\u202f?</strong></p>",
      example:
        "Je me revois enfant, attendant mon père qui promettait de venir me chercher et qui oubliait souvent. La misère, c'est de me sentir oubliée, de ne pas compter pour ceux que j'aime.",
    },
    {
      number: 6,
      title: "La salle de la justesse",
      description:
        "<p>Vous voici au cœur du Palais. Regardez de nouveau le moment, avec ce que vous savez maintenant\u00a0: les faits, vos émotions, la blessure qui a été touchée.</p>" +
        "<p>Un regard juste n'est ni trop dur ni trop indulgent, ni envers l'autre ni envers vous.</p>" +
        "<p><strong>Quelle parole juste pouvez-vous poser aujourd'hui sur ce moment\u202f?</strong></p>",
      example:
        "Sophie était fatiguée, et son annulation a réveillé une vieille blessure qui n'est pas la sienne. J'ai le droit d'être déçue, et j'ai le droit de lui dire que ces annulations me pèsent.",
    },
    {
      number: 7,
      title: "Poser un acte juste",
      description:
        "<p>Avant de quitter le Palais, choisissez un acte concret qui prolonge ce regard juste dans votre vie\u00a0: une parole, un geste envers l'autre ou envers vous-même.</p>" +
        "<p>Décrivez-le en une ou deux phrases\u00a0: vous préciserez ensuite où, quand et comment vous le poserez.</p>" +
        "<p><strong>Quel acte choisissez-vous de poser\u202f?</strong></p>",
      example: "Appeler Sophie pour lui proposer une nouvelle date, et lui dire simplement que j'avais été déçue.",
    },
  ],
};
