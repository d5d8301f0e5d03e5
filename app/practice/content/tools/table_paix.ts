import type { ToolContent } from "../types";

// « {{ligne:police}} »: the person's country's lines of that kind, put in by the screen (app/care/line-kinds.ts).

export const tablePaix: ToolContent = {
  toolId: "table_paix",
  name: "Table de Paix",
  intro: {
    title: "Bienvenue à la Table de Paix",
    description:
      "<p>Quelqu'un sur votre chemin vous fait souffrir en ce moment\u00a0: un proche, un collègue, un voisin, une personne que vous avez aimée… Cette pratique vous invite à vous asseoir en pensée à une même table avec cette personne.</p>" +
      "<p>Il ne s'agit pas de lui donner raison, ni de tout excuser. Il s'agit de retrouver en vous un peu de paix face à elle.</p>" +
      "<p><strong>Si cette personne vous a fait violence, vous n'avez pas à vous mettre à sa place.</strong> Vous pouvez rester sur votre chaise à chaque étape, ou choisir une autre pratique. Si vous êtes en danger, appelez {{ligne:police}}. Pour parler des violences à quelqu'un de formé\u00a0: {{ligne:violence}}. Si un enfant est en danger\u00a0: {{ligne:enfance}}.</p>" +
      "<p>Rien de ce que vous écrirez ne lui sera transmis. Prenez votre temps\u00a0: vous pouvez faire une pause à chaque étape et revenir plus tard.</p>",
  },
  steps: [
    {
      number: 1,
      title: "Inviter la personne",
      description:
        "<p>Imaginez une table simple, dans un lieu calme. Vous vous y installez, et une chaise vide vous fait face.</p>" +
        "<p>Invitez la personne avec qui vous aimeriez faire la paix à venir s'y asseoir. Regardez-la quelques instants, sans rien dire.</p>" +
        "<p><strong>Qui prend place en face de vous\u202f? Quel lien vous unit à cette personne\u202f?</strong></p>",
      example:
        "Ma sœur Claire. Nous étions très proches, mais depuis la vente de la maison de nos parents, nous ne nous parlons presque plus.",
    },
    {
      number: 2,
      title: "Déposer ce qui fait mal",
      description:
        "<p>Posez sur la table ce qui vous blesse dans cette relation\u00a0: ce qui s'est passé, les paroles, les gestes, les silences.</p>" +
        "<p>Puis écrivez ce que vous ressentez, avec vos mots, sans vous censurer. Ici, tout peut être dit.</p>" +
        "<p><strong>Qu'est-ce qui vous fait mal\u202f? Que ressentez-vous quand vous pensez à cette personne\u202f?</strong></p>",
      example:
        "Elle a décidé seule de vendre la maison, et je l'ai appris par le notaire. Je me suis sentie trahie, mise de côté, comme si mon avis ne comptait pas. Je ressens de la colère, et beaucoup de tristesse.",
    },
    {
      number: 3,
      title: "Changer de chaise",
      description:
        "<p>Levez-vous en pensée et allez vous asseoir sur la chaise de l'autre. Regardez la situation depuis sa place.</p>" +
        "<p>Cela ne veut pas dire lui donner raison. C'est simplement essayer de comprendre ce qu'elle vivait, ce qu'elle craignait, ce dont elle manquait peut-être.</p>" +
        "<p><em>Si cette personne vous a fait violence, vous n'avez pas à vous mettre à sa place\u00a0: restez sur votre chaise et écrivez plutôt ce dont vous avez besoin pour être en sécurité.</em></p>" +
        "<p><strong>Depuis sa chaise, que voyez-vous\u202f? Que vivait peut-être cette personne\u202f?</strong></p>",
      example:
        "Claire payait seule les frais de la maison depuis des années. Elle était sans doute épuisée, et elle a peut-être eu peur que je refuse. Depuis toute petite, elle évite les disputes.",
    },
    {
      number: 4,
      title: "Reconnaître votre part",
      description:
        "<p>Revenez à votre propre chaise. Dans cette histoire, y a-t-il une part qui vous revient\u00a0: une parole, un silence, une attente jamais exprimée\u202f?</p>" +
        "<p>Il ne s'agit pas de vous accuser. Reconnaître votre part, c'est reprendre ce qui vous appartient, et c'est souvent là que vous retrouvez votre liberté d'agir.</p>" +
        "<p><strong>Quelle est votre part dans ce qui s'est passé\u202f?</strong></p>",
      example:
        "Je n'ai jamais dit clairement que je tenais à cette maison. J'ai laissé Claire tout gérer, puis je lui ai reproché d'avoir décidé sans moi.",
    },
    {
      number: 5,
      title: "Poser la paix",
      description:
        "<p>Vous voici de nouveau face à face, à la même table. Qu'aimeriez-vous dire à cette personne pour poser la paix entre vous\u202f?</p>" +
        "<p>Écrivez quelques phrases, même si vous ne les lui direz jamais. La paix n'efface pas la blessure\u202f; elle vous permet de ne plus la porter de la même façon.</p>" +
        "<p><strong>Quels mots de paix lui adressez-vous\u202f? Et comment vous sentez-vous maintenant\u202f?</strong></p>",
      example:
        "Claire, j'ai été blessée, et je t'aime toujours. Je comprends que tu étais fatiguée. Je ne veux plus que cette maison prenne la place de notre lien. Je me sens plus calme, un peu triste aussi.",
    },
  ],
};
