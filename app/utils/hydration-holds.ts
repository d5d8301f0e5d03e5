/**
 * What the page's hydration waits for (entry.client.tsx): the code of a part its HTML holds and that a
 * person may use at once, loaded apart from the page (`neededAtOnce`, decision 0430). Each promise
 * settles, never rejects. Nothing else goes here: every page loads this file.
 */
export const hydrationHolds: Promise<unknown>[] = [];
