import type { ToolContent } from "../types";

export const tableMeilleurHomme: ToolContent = {
  toolId: "table_meilleur_homme",
  name: "Table du Meilleur de l'Homme",
  summary: {
    description:
      "Inviter à une table imaginaire celles et ceux qui incarnent pour vous le meilleur de l'être humain, contempler leurs qualités et reconnaître en vous ce qui peut grandir à leur image.",
    duration: "15-20 min",
    category: "Élévation",
  },
  steps: [
    {
      number: 1,
      title: "Inviter vos convives",
      description:
        "<p>Imaginez une grande table, dressée avec soin. Vous allez y inviter des personnes qui, pour vous, incarnent le meilleur de l'être humain.</p>" +
        "<p>Ce peuvent être des proches, des figures connues ou des inconnus croisés un jour, d'hier ou d'aujourd'hui. Ce qui compte, c'est ce qu'elles vous ont montré de beau.</p>" +
        "<p><strong>Qui invitez-vous à votre table\u202f?</strong></p>",
      example:
        "Ma grand-mère Lucie. Le médecin de garde qui a soigné mon fils une nuit d'hiver. Un inconnu qui m'a aidée à porter ma valise dans le métro, sans rien attendre en retour.",
    },
    {
      number: 2,
      title: "Contempler leurs qualités",
      description:
        "<p>Regardez chacun de vos convives, l'un après l'autre. Quelle qualité porte-t-il\u202f? Souvenez-vous d'un geste ou d'une scène où vous l'avez vue à l'œuvre.</p>" +
        "<p>Prenez le temps de savourer\u00a0: contempler le meilleur de l'Homme élève aussi le regard que vous portez sur le monde.</p>" +
        "<p><strong>Quelles qualités vos convives incarnent-ils\u202f? Dans quelles scènes les avez-vous vues\u202f?</strong></p>",
      example:
        "Lucie, c'est la patience\u00a0: elle m'écoutait des heures sans jamais me presser. Le médecin, c'est le dévouement\u00a0: il était épuisé et pourtant si doux avec mon fils. L'inconnu du métro, c'est la bonté gratuite.",
    },
    {
      number: 3,
      title: "Reconnaître ce meilleur en vous",
      description:
        "<p>Si ces qualités vous touchent, c'est qu'elles résonnent avec quelque chose qui vit déjà en vous, peut-être encore discrètement.</p>" +
        "<p>Regardez où elles se trouvent dans votre vie, et comment vous pourriez les laisser grandir aujourd'hui.</p>" +
        "<p><strong>Laquelle de ces qualités reconnaissez-vous en vous\u202f? Comment pouvez-vous la faire vivre aujourd'hui\u202f?</strong></p>",
      example:
        "Je reconnais en moi la patience de Lucie, quand j'aide mon fils à faire ses devoirs. Aujourd'hui, je peux l'offrir à ma nouvelle collègue, en prenant le temps de répondre à ses questions.",
    },
  ],
};
