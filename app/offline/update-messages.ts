/** The new-version notice (no mark that needs a non-breaking space, so no typography pass: its chunk stays small). */
export const UPDATE_MESSAGES = {
  updateReady: "Une nouvelle version est prête.",
  updateReload: "Recharger",
  updateLater: "Plus tard",
} as const;
