// Exact replacements in a library's file, for the Worker's build-time patches (decisions 0149, 0150):
// each text must appear exactly as often as expected, or the build stops and names the decision, so a
// new version of the library is checked by hand, never shipped with a patch that no longer fits.

/**
 * @param {string} code the library's file
 * @param {[string, string, number][]} replacements [what the file has, what it becomes, how many times]
 * @param {{ plugin: string, library: string, decision: string }} about for the message when one does not fit
 */
export function applyExactReplacements(code, replacements, { plugin, library, decision }) {
  let out = code;
  for (const [from, to, times] of replacements) {
    const found = out.split(from).length - 1;
    if (found !== times) {
      const shown = from.trim().split("\n")[0].slice(0, 40);
      throw new Error(`${plugin}: ${library} has ${found} × « ${shown}… » where ${times} was expected; check the patch against this version (decision ${decision}).`);
    }
    out = out.split(from).join(to);
  }
  return out;
}
