import type { ToolContent } from "../types";

export const dialogue: ToolContent = {
  toolId: "dialogue",
  name: "Le Dialogue",
  intro: {
    title: "Bienvenue dans Le Dialogue",
    description:
      "<p>Le Dialogue vous invite à un échange intérieur entre deux parts de vous-même\u00a0: celle qui cherche, avec ses questions, et celle qui sait, plus calme et plus profonde, que l'on peut appeler le Maître Intérieur.</p>" +
      "<p>Certaines étapes vous invitent à écrire\u202f; d'autres se vivent simplement\u00a0: lire, respirer, écouter. Pour celles-ci, aucune réponse n'est nécessaire.</p>" +
      "<p>Choisissez un moment et un lieu tranquilles, et accordez-vous le temps qu'il faudra.</p>",
  },
  steps: [
    {
      number: 1,
      title: "Lire et se préparer",
      description:
        "<p>Installez-vous confortablement et lisez lentement ces quelques lignes, deux fois si vous le souhaitez\u00a0:</p>" +
        "<p><em>Il y a en moi un lieu calme que le bruit du jour n'atteint pas. Ce lieu ne juge pas, ne presse pas. Il écoute. Aujourd'hui, je viens m'y asseoir avec mes questions, sans savoir encore ce que j'y trouverai.</em></p>" +
        "<p>Rien n'est à écrire à cette étape. Quand vous le souhaitez, passez à la suite.</p>",
    },
    {
      number: 2,
      title: "Poser votre question",
      description:
        "<p>Quelle question portez-vous aujourd'hui\u202f? Elle peut être grande ou toute simple, et concerner une relation, un choix, une douleur ou le sens de votre vie.</p>" +
        "<p>Écrivez-la telle qu'elle vient, comme si vous l'adressiez à quelqu'un qui vous connaît et vous aime profondément.</p>" +
        "<p><strong>Quelle question adressez-vous à votre Maître Intérieur\u202f?</strong></p>",
      example: "Pourquoi est-ce que je m'épuise à vouloir plaire à tout le monde\u202f?",
    },
    {
      number: 3,
      title: "Écrire le dialogue",
      description:
        "<p>Laissez maintenant le dialogue se dérouler sur la page. Écrivez une phrase de votre part, puis la réponse de votre Maître Intérieur, puis de nouveau la vôtre, et ainsi de suite.</p>" +
        "<p>N'essayez pas de bien écrire\u00a0: laissez la main aller plus vite que la pensée. Les réponses peuvent vous surprendre.</p>" +
        "<p><strong>Écrivez votre dialogue.</strong></p>",
      example:
        "Moi\u00a0: Pourquoi est-ce que je cherche toujours à plaire\u202f?<br>" +
        "Maître Intérieur\u00a0: Parce qu'un jour, tu as eu peur de ne pas être aimé tel que tu es.<br>" +
        "Moi\u00a0: Et comment sortir de cette peur\u202f?<br>" +
        "Maître Intérieur\u00a0: En commençant par t'écouter toi-même. Que voudrais-tu, toi\u202f?",
    },
    {
      number: 4,
      title: "Respirer avec la réponse",
      description:
        "<p>Relisez lentement votre dialogue. Repérez la phrase qui vous touche le plus, celle qui résonne en vous.</p>" +
        "<p>Puis fermez les yeux et respirez avec elle\u00a0: à chaque inspiration, laissez-la entrer\u202f; à chaque expiration, laissez-la se déposer un peu plus profondément.</p>" +
        "<p>Aucune réponse n'est nécessaire à cette étape.</p>",
    },
    {
      number: 5,
      title: "Écouter le silence",
      description:
        "<p>Restez quelques minutes en silence, les yeux fermés ou le regard posé sur un point fixe. N'attendez rien de particulier.</p>" +
        "<p>Parfois, ce qui vient dans le silence, une image, une sensation, un apaisement, en dit plus long que les mots. Accueillez ce qui se présente, sans le retenir.</p>" +
        "<p>Aucune réponse n'est nécessaire\u202f; vous pouvez toutefois noter ce qui est venu, si vous le souhaitez.</p>",
    },
    {
      number: 6,
      title: "Clore le dialogue",
      description:
        "<p>Remerciez votre Maître Intérieur pour cet échange, et remerciez-vous d'avoir pris ce temps.</p>" +
        "<p>Revenez doucement\u00a0: sentez le poids de votre corps, bougez les mains, ouvrez les yeux. Vous pourrez revenir à ce dialogue chaque fois que vous en aurez besoin.</p>" +
        "<p>Aucune réponse n'est nécessaire. Terminez la session quand vous le souhaitez.</p>",
    },
  ],
};
