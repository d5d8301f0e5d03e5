/** The act text: the description, then one line each for where, when and how (spec 3 §5). No zod here: the browser uses it. */
export function composeActText(act: { description: string; where: string; when: string; how: string }): string {
  return `${act.description}\nOù ? ${act.where}\nQuand ? ${act.when}\nComment ? ${act.how}`;
}
