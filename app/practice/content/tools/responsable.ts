import type { ToolContent } from "../types";

export const responsable: ToolContent = {
  toolId: "responsable",
  name: "100\u202f% Responsable",
  steps: [
    {
      number: 1,
      title: "Choisir le moment",
      description:
        "<p>Pensez à un moment précis qui vous a fait mal\u00a0: une parole, un geste, une situation. Choisissez un seul moment, même s'il en rappelle d'autres.</p>" +
        "<p>Décrivez-le simplement, comme si vous racontiez une scène\u00a0: où vous étiez, qui était là, ce qui a été dit ou fait.</p>" +
        "<p><strong>Quel est ce moment\u202f?</strong></p>",
      example:
        "Dimanche, au repas de famille. Mon frère a dit en riant que je n'avais jamais rien terminé de ma vie. Tout le monde a ri, et je n'ai rien répondu.",
    },
    {
      number: 2,
      title: "Ce que vous avez ressenti",
      description:
        "<p>Revenez à ce moment et observez ce qui s'est passé en vous\u00a0: les émotions, les pensées, les sensations dans le corps.</p>" +
        "<p>Il n'y a pas de bonne ou de mauvaise réponse. Allez à votre rythme.</p>" +
        "<p><strong>Qu'avez-vous ressenti à cet instant\u202f?</strong></p>",
      example: "De la honte, puis de la colère. J'ai senti mon visage chauffer et ma gorge se serrer. J'avais envie de disparaître.",
    },
    {
      number: 3,
      title: "Être 100\u202f% responsable",
      description:
        "<p>Être 100\u202f% responsable ne veut pas dire être coupable. Cela veut dire reconnaître que ce que vous ressentez vous appartient, et que vous avez le pouvoir d'y répondre.</p>" +
        "<p>Plutôt que «\u00a0il m'a fait mal\u00a0», essayez «\u00a0j'ai eu mal quand…\u00a0». Ce simple déplacement vous rend votre liberté.</p>" +
        "<p><strong>Réécrivez ce moment à la première personne, en partant de ce que vous avez ressenti.</strong></p>",
      example:
        "J'ai ressenti de la honte et de la colère quand mon frère a parlé de moi ainsi devant tout le monde. Et je n'ai pas osé dire que cela me blessait.",
    },
    {
      number: 4,
      title: "Ce qui a été touché",
      description:
        "<p>Si ce moment a fait si mal, c'est souvent qu'il a touché une blessure plus ancienne\u00a0: une misère que vous portez depuis longtemps.</p>" +
        "<p>Laissez remonter, sans forcer, d'autres moments où vous avez ressenti la même chose, peut-être dans l'enfance ou à l'adolescence.</p>" +
        "<p><strong>Quelle blessure ce moment est-il venu toucher\u202f? Quand l'avez-vous ressentie pour la première fois\u202f?</strong></p>",
      example:
        "La peur de ne pas être à la hauteur. À dix ans déjà, mon père comparait mes notes à celles de mon frère, et je me sentais toujours en dessous.",
    },
    {
      number: 5,
      title: "Voir la douleur",
      description:
        "<p>Restez un moment avec cette douleur, sans chercher à la réparer ni à l'expliquer. Regardez-la simplement, comme on regarde avec tendresse quelqu'un qui pleure.</p>" +
        "<p>Parfois, voir pleinement une douleur suffit à l'apaiser. Parfois, elle demande davantage. En passant à la suite, vous pourrez dire comment vous vous sentez maintenant.</p>" +
        "<p><strong>Décrivez votre douleur telle que vous la voyez\u00a0: sa place dans le corps, son poids, son âge.</strong></p>",
      example:
        "Ma douleur est un poids sur la poitrine, lourd et ancien. Elle a l'âge du petit garçon qui rapportait son carnet de notes en tremblant.",
    },
    {
      number: 6,
      title: "Pardon",
      description:
        "<p>Le pardon ne signifie pas que ce qui s'est passé était acceptable. C'est une manière de déposer le poids de la blessure.</p>" +
        "<p>À qui avez-vous besoin de pardonner\u00a0: à l'autre, à la vie, à vous-même\u202f? Vous pouvez aussi demander pardon à la part de vous qui a souffert, pour ne pas l'avoir écoutée plus tôt. Pardonner se fait en vous\u00a0: cela ne demande ni de revoir la personne, ni de le lui dire.</p>" +
        "<p><strong>Quels mots de pardon pouvez-vous écrire aujourd'hui\u202f?</strong> Si le pardon ne vient pas encore, écrivez simplement où vous en êtes\u00a0: c'est déjà un pas.</p>",
      example:
        "Je pardonne à mon frère, qui ne mesure pas le poids de ses mots. Je pardonne à mon père, qui reproduisait ce qu'il avait connu. Et je me demande pardon d'avoir cru si longtemps que je valais moins que les autres.",
    },
    {
      number: 7,
      title: "Retrouver la part blessée",
      description:
        "<p>Fermez les yeux un instant et laissez venir l'enfant ou l'adolescent que vous étiez lorsque cette blessure est née.</p>" +
        "<p>Regardez-le avec douceur\u00a0: quel âge a-t-il\u202f? Où est-il\u202f? Que fait-il, que ressent-il\u202f?</p>" +
        "<p><strong>Décrivez cet enfant ou cet adolescent tel que vous le voyez.</strong></p>",
      example:
        "J'ai dix ans, je suis assis à mon bureau, la tête baissée sur mon cahier. Je fais semblant de ne pas avoir mal, mais j'ai envie de pleurer.",
    },
    {
      number: 8,
      title: "Ce qui lui a manqué",
      description:
        "<p>Cet enfant avait besoin de quelque chose qu'il n'a pas reçu à ce moment-là\u00a0: une parole, un regard, une main sur l'épaule, une protection.</p>" +
        "<p>Prenez le temps de le reconnaître. Ce manque n'était pas de sa faute.</p>" +
        "<p><strong>De quoi avait-il besoin\u202f? Qu'aurait-il aimé entendre\u202f?</strong></p>",
      example:
        "Il avait besoin qu'on le regarde pour lui-même, sans le comparer. Il aurait aimé entendre\u00a0: je suis fier de toi, même quand tu te trompes.",
    },
    {
      number: 9,
      title: "Mot d'amour",
      description:
        "<p>Écrivez maintenant à l'enfant ou à l'adolescent que vous étiez. Dites-lui les mots dont il avait besoin, avec toute la tendresse dont vous êtes capable aujourd'hui.</p>" +
        "<p>Ce mot d'amour est pour lui, et pour vous. Vous pourrez ensuite, si vous le souhaitez, le garder parmi vos mots d'amour, en choisissant son âge\u00a0: petit enfant, enfant ou adolescent.</p>" +
        "<p><strong>Que voulez-vous lui écrire\u202f?</strong></p>",
      example:
        "Mon petit, je te vois. Tu fais de ton mieux, et tu n'as pas besoin d'être le meilleur pour être aimé. Tu as le droit de te tromper et de recommencer. Je suis là maintenant, je ne te laisse plus seul.",
    },
    {
      number: 10,
      title: "Faire le point",
      description:
        "<p>Relisez doucement votre mot d'amour. Prenez quelques respirations et observez ce qui a changé en vous, même légèrement.</p>" +
        "<p>Si la paix est là, vous pourrez terminer votre pratique. Si la douleur est encore présente, ce n'est pas un échec\u00a0: l'étape suivante vous propose d'agir.</p>" +
        "<p><strong>Que ressentez-vous maintenant\u202f?</strong></p>",
      example: "Je me sens plus doux avec moi-même. Le poids sur la poitrine est moins lourd, même s'il reste un peu de tristesse.",
    },
    {
      number: 11,
      title: "Agir",
      description:
        "<p>Certaines blessures ont besoin d'un acte pour s'apaiser. Choisissez un acte concret et à votre portée\u00a0: prendre soin de la part blessée, poser une limite, dire enfin ce qui n'a jamais été dit…</p>" +
        "<p>Si cet acte vous met face à quelqu'un, ne le posez que si c'est sans danger pour vous. Sinon, choisissez un acte qui ne dépend que de vous.</p>" +
        "<p>Décrivez-le en une ou deux phrases\u00a0: vous préciserez ensuite où, quand et comment vous le poserez.</p>" +
        "<p><strong>Quel acte choisissez-vous de poser\u202f?</strong></p>",
      example: "Dire calmement à mon frère que ses plaisanteries sur moi me blessent, et lui demander d'arrêter.",
    },
  ],
};
