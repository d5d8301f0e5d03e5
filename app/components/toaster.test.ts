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
