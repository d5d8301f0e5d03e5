/** The act text: the description (a practice's answer), then one line each for where, when and how (spec 3 §5). No zod here: the browser uses it. */
export function composeActText(act: { description: string; where: string; when: string; how: string }): string {
  return `${act.description.trim()}\nOù\u202f? ${act.where.trim()}\nQuand\u202f? ${act.when.trim()}\nComment\u202f? ${act.how.trim()}`;
}
