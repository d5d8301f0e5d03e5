import type { ToolContent } from "../types";

export const jalousie: ToolContent = {
  toolId: "jalousie",
  name: "La Jalousie",
  intro: {
    title: "Accueillir la jalousie",
    description:
      "<p>La jalousie est un sentiment douloureux, et souvent difficile à s'avouer. Elle peut surgir sans raison précise et s'installer en arrière-plan de vos journées.</p>" +
      "<p>Ici, il n'y a rien à juger. Votre jalousie a quelque chose à vous apprendre\u00a0: elle pointe souvent vers un désir ou un besoin que vous n'avez pas encore écouté.</p>" +
      "<p>Cette pratique compte quatre étapes. Avancez à votre rythme\u202f; vous pouvez vous arrêter et reprendre plus tard.</p>",
  },
  steps: [
    {
      number: 1,
      title: "Reconnaître la jalousie",
      description:
        "<p>Osez regarder votre jalousie en face, simplement, sans vous la reprocher. La reconnaître est déjà un acte de courage.</p>" +
        "<p>Pensez à la personne qui la réveille, et aux moments où elle se fait sentir.</p>" +
        "<p><strong>Envers qui ressentez-vous de la jalousie\u202f? Dans quelles circonstances se réveille-t-elle\u202f?</strong></p>",
      example:
        "Envers ma collègue Inès, que tout le monde félicite. Ça me serre le cœur chaque fois que notre responsable la cite en exemple en réunion.",
    },
    {
      number: 2,
      title: "Sentir ce qu'il y a dessous",
      description:
        "<p>La jalousie est rarement seule. Sous elle se cachent souvent d'autres émotions\u00a0: tristesse, peur de compter moins, colère, honte, sentiment d'injustice…</p>" +
        "<p>Prenez le temps de les sentir une à une, et remarquez où elles se logent dans votre corps.</p>" +
        "<p><strong>Quelles émotions trouvez-vous sous votre jalousie\u202f?</strong></p>",
      example:
        "De la tristesse, surtout. Et la peur d'être invisible, de travailler dans l'ombre sans que personne ne le remarque. Je la sens dans la poitrine.",
    },
    {
      number: 3,
      title: "Découvrir le désir caché",
      description:
        "<p>Ce que l'autre a, ou semble avoir, vous montre souvent ce que vous désirez pour vous-même. Votre jalousie est comme un doigt qui indique un chemin.</p>" +
        "<p><strong>Qu'est-ce que cette personne vit, que vous aimeriez vivre vous aussi\u202f? Quel désir, quel besoin cela révèle-t-il en vous\u202f?</strong></p>",
      example:
        "J'aimerais être reconnue pour mon travail, moi aussi. Et j'aimerais oser prendre la parole comme elle le fait, sans attendre qu'on me la donne.",
    },
    {
      number: 4,
      title: "Nourrir votre désir par un acte",
      description:
        "<p>Plutôt que de regarder ce qui vous manque, vous pouvez choisir de nourrir vous-même ce désir. Trouvez un acte concret, même modeste, qui vous rapproche de ce qui compte pour vous.</p>" +
        "<p>Si cet acte vous met face à quelqu'un, ne le posez que si c'est sans danger pour vous.</p>" +
        "<p>Décrivez-le en une ou deux phrases\u00a0: vous préciserez ensuite où, quand et comment vous le poserez.</p>" +
        "<p><strong>Quel acte choisissez-vous de poser\u202f?</strong></p>",
      example: "Proposer à ma responsable de présenter moi-même le projet que j'ai mené, lors de la prochaine réunion d'équipe.",
    },
  ],
};
