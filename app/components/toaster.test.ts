import { describe, expect, it } from "vitest";
import { keptWith } from "./toaster";

describe("toasts: a success clears the earlier errors (issue 17)", () => {
  const shown = [
    { id: 1, title: "Erreur lors de la sauvegarde", type: "error" as const },
    { id: 2, title: "Nouveau mot ajouté", type: "success" as const },
    { id: 3, title: "Données chargées", type: "info" as const },
  ];
  it("removes the error toasts when a success arrives, and keeps the others", () => {
    expect(keptWith(shown, { title: "Cycles sauvegardés", type: "success" }).map((t) => t.id)).toEqual([2, 3]);
  });
  it("keeps everything when an error or an information arrives", () => {
    expect(keptWith(shown, { title: "Erreur", type: "error" })).toHaveLength(3);
    expect(keptWith(shown, { title: "Info", type: "info" })).toHaveLength(3);
  });
});

describe("toasts: the same message is never shown twice", () => {
  it("replaces a toast with the same title and text, and keeps a different text", () => {
    const shown = [
      { id: 1, title: "Trop rapide !", description: "Veuillez attendre 3 secondes entre chaque message.", type: "error" as const },
      { id: 2, title: "Trop rapide !", description: "Autre texte", type: "error" as const },
    ];
    const kept = keptWith(shown, {
      title: "Trop rapide !",
      description: "Veuillez attendre 3 secondes entre chaque message.",
      type: "error",
    });
    expect(kept.map((t) => t.id)).toEqual([2]);
  });
});
