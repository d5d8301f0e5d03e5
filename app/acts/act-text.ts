/** The act text: the description (a practice's answer), then one line each for where, when and how (spec 3 §5). No zod here: the browser uses it. */
export function composeActText(act: { description: string; where: string; when: string; how: string }): string {
  return `${act.description.trim()}\nOù ? ${act.where.trim()}\nQuand ? ${act.when.trim()}\nComment ? ${act.how.trim()}`;
}
