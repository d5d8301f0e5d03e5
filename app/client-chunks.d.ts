/** The browser build's chunks of a module loaded apart, by its source path (vite.config.ts, decision 0430). */
declare module "virtual:client-chunks" {
  export const CLIENT_CHUNKS: Partial<Record<string, string[]>>;
}
