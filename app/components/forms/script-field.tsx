import { useHydrated } from "~/utils/use-hydrated";

/**
 * `js=1` once JavaScript runs: the action then answers with the item instead of a redirect. Its own
 * component, so that the flag re-renders only this field, at once, whatever the page around it defers.
 */
export function ScriptField() {
  return useHydrated() ? <input type="hidden" name="js" value="1" /> : null;
}
