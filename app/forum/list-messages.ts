/** The words of the forum's list page alone, so /forum does not ship every forum message (issue 14). */
export const FORUM_LIST_MESSAGES = {
  searchPlaceholder: "Rechercher un sujet…",
  newThread: "Nouveau sujet",
  loadMore: "Charger plus de sujets",
  emptySearch: "Aucun sujet trouvé pour cette recherche.",
  empty: "Aucun sujet pour le moment.",
  createFirst: "Créer le premier sujet",
} as const;
