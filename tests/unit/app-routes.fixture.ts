// A route tree shaped like the app's, for the tests of the Worker's router patches (decisions 0150, 0152).
export type Route = { id: string; path?: string; index?: boolean; caseSensitive?: boolean; children?: Route[] };

/** A tree shaped like the app's: a root layout, index routes, params, a splat, a pathless layout, an optional segment. */
export function appRoutes(): Route[] {
  return [
    {
      id: "root",
      path: "",
      children: [
        { id: "index", index: true },
        {
          id: "forum",
          path: "forum",
          children: [
            { id: "forum-index", index: true },
            { id: "forum-new", path: "nouveau" },
            { id: "forum-thread", path: ":slug" },
          ],
        },
        { id: "history", path: "history", children: [{ id: "history-index", index: true }, { id: "history-session", path: ":sessionId" }] },
        { id: "practice", path: "practice", children: [{ id: "practice-index", index: true }, { id: "practice-tool", path: ":tool" }, { id: "practice-bonbon", path: "bonbon" }] },
        { id: "layout", children: [{ id: "dashboard", path: "dashboard" }, { id: "assistant", path: "dashboard/assistant" }] },
        { id: "lang", path: ":lang?/aide" },
        { id: "Case", path: "Cycles/Document", caseSensitive: true },
        { id: "audio", path: "audio/*" },
        { id: "catch-all", path: "*" },
      ],
    },
  ];
}
