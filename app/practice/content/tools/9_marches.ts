import { guideAudioUrl } from "~/audio/guide-audio";
import type { ToolContent } from "../types";

export const neufMarches: ToolContent = {
  toolId: "9_marches",
  name: "Les 9 Marches du Pareil de Lumière",
  guide: { audioSrc: guideAudioUrl("guide-9-marches.mp3"), invitation: "Installez-vous confortablement et laissez-vous guider." },
  steps: [
    {
      number: 1,
      title: "Au pied de l'escalier",
      description:
        "<p>Installez-vous dans un endroit calme, le dos droit, les épaules relâchées. Fermez les yeux si vous le souhaitez, prenez une grande inspiration, puis expirez lentement.</p>" +
        "<p>Imaginez devant vous un escalier de neuf marches. Au sommet vous attend votre Pareil de Lumière\u00a0: un être qui vous ressemble, fait de ce qu'il y a de plus beau en vous.</p>" +
        "<p>Vous allez monter à votre rythme, une marche après l'autre. Il n'y a rien à réussir. À chaque marche, lisez le texte, puis restez-y aussi longtemps que vous le souhaitez. Rien n'est à écrire avant la dernière étape.</p>",
    },
    {
      number: 2,
      title: "Première marche\u00a0: être là",
      description:
        "<p>Posez le pied sur la première marche. Sentez le sol qui vous porte\u00a0: le poids de votre corps, l'appui de vos pieds, le contact de votre dos.</p>" +
        "<p>Vous n'avez rien d'autre à faire qu'être là, simplement.</p>",
    },
    {
      number: 3,
      title: "Deuxième marche\u00a0: le souffle",
      description:
        "<p>Montez sur la deuxième marche. Accueillez votre souffle\u00a0: l'air qui entre, frais\u202f; l'air qui sort, plus tiède.</p>" +
        "<p>Ne cherchez pas à le modifier. Laissez-le aller et venir sans effort, et vous accompagner comme un ami qui marche à vos côtés.</p>",
    },
    {
      number: 4,
      title: "Troisième marche\u00a0: ce qui pèse",
      description:
        "<p>Sur la troisième marche, laissez venir ce qui pèse aujourd'hui\u00a0: un souci, une fatigue, une émotion, une douleur.</p>" +
        "<p>Ne le repoussez pas. Dites-lui simplement bonjour, comme à un visiteur que l'on reconnaît sur le pas de sa porte.</p>",
    },
    {
      number: 5,
      title: "Quatrième marche\u00a0: déposer",
      description:
        "<p>Sur la quatrième marche, déposez ce poids au bord de l'escalier, doucement, comme on pose un sac après une longue marche.</p>" +
        "<p>Vous pourrez le reprendre plus tard, si vous le souhaitez. Pour l'instant, votre pas s'allège.</p>",
    },
    {
      number: 6,
      title: "Cinquième marche\u00a0: aimer",
      description:
        "<p>Montez sur la cinquième marche. Souvenez-vous d'un moment où vous avez aimé sans compter\u00a0: une personne, un lieu, un instant.</p>" +
        "<p>Laissez cette chaleur remplir votre poitrine, doucement, et se diffuser dans tout votre corps.</p>",
    },
    {
      number: 7,
      title: "Sixième marche\u00a0: remercier",
      description:
        "<p>Sur la sixième marche, tournez-vous vers la personne que vous étiez, hier et il y a longtemps. Remerciez-la pour tout le chemin parcouru.</p>" +
        "<p>Faites-le avec douceur, sans rien lui reprocher. Elle a fait ce qu'elle pouvait, et c'est grâce à elle que vous êtes ici.</p>",
    },
    {
      number: 8,
      title: "Septième marche\u00a0: la lumière",
      description:
        "<p>Sur la septième marche, une lumière douce apparaît au-dessus de vous. Elle éclaire vos mains, votre visage, votre cœur.</p>" +
        "<p>Laissez-la vous envelopper et éclairer doucement les zones d'ombre, sans rien brusquer.</p>",
    },
    {
      number: 9,
      title: "Huitième marche\u00a0: la présence",
      description:
        "<p>Sur la huitième marche, vous sentez une présence tout près. Elle a vos traits, votre regard, mais tout en elle est paisible.</p>" +
        "<p>C'est votre Pareil de Lumière. Prenez le temps de sentir sa présence avant de faire le dernier pas.</p>",
    },
    {
      number: 10,
      title: "Neuvième marche\u00a0: la rencontre",
      description:
        "<p>Vous voici au sommet. Laissez votre Pareil de Lumière s'approcher. Regardez-le\u00a0: il vous connaît, il vous aime comme vous êtes.</p>" +
        "<p>Écoutez ce qu'il a à vous dire\u00a0: un mot, une image, un simple ressenti. Accueillez ce qui vient, sans chercher à comprendre.</p>" +
        "<p>Restez là un moment, ensemble, dans le silence, aussi longtemps que vous le souhaitez.</p>",
    },
    {
      number: 11,
      title: "Redescendre et recueillir",
      description:
        "<p>Remerciez votre Pareil de Lumière\u00a0: il ne vous quitte pas, il demeure en vous. Puis redescendez doucement les marches, une à une, en reprenant au passage ce que vous aviez déposé, si vous le souhaitez. Sentez de nouveau votre corps, bougez les doigts, ouvrez les yeux.</p>" +
        "<p>Prenez maintenant le temps d'écrire une synthèse de cette montée\u00a0: ce que vous avez vécu, ce que vous avez reçu au sommet, ce que vous emportez avec vous.</p>" +
        "<p><strong>Que retenez-vous de cette rencontre\u202f?</strong></p>",
      example:
        "La quatrième marche a été la plus difficile\u00a0: j'avais du mal à déposer mes soucis. Au sommet, mon Pareil de Lumière m'a souri et m'a dit\u00a0: «\u00a0Tu n'as pas à tout porter.\u00a0» J'emporte ce calme, et cette phrase pour les jours difficiles.",
    },
  ],
};
