import { describe, expect, it } from "vitest";
import { addRow, commitField, createEntrySchema, editRow, fieldSchema, isTemporary, markSaved, removeRow, type GrandeurRow } from "./rows";

const saved: GrandeurRow = { id: "e1", grandeurName: "Courage", correspondingTrauma: "Abandon" };

describe("ligne temporaire → ligne enregistrée", () => {
  it("« Ajouter une ligne » crée une ligne vide dont l'id commence par temp-", () => {
    const rows = addRow([saved]);
    expect(rows).toHaveLength(2);
    expect(isTemporary(rows[1]!.id)).toBe(true);
    expect(rows[1]).toMatchObject({ grandeurName: "", correspondingTrauma: "" });
  });

  it("les modifications d'une ligne temporaire restent locales", () => {
    const rows = addRow([], "temp-1");
    const { rows: next, write } = editRow(rows, "temp-1", "grandeurName", "Douceur");
    expect(write).toBeNull();
    expect(next[0]!.grandeurName).toBe("Douceur");
  });

  it("après l'insertion, la ligne temporaire est remplacée sur place par la ligne enregistrée", () => {
    const rows = addRow([saved], "temp-1");
    const next = markSaved(rows, "temp-1", { id: "e2", grandeurName: "Douceur", correspondingTrauma: "" });
    expect(next.map((r) => r.id)).toEqual(["e1", "e2"]);
    expect(next.some((r) => isTemporary(r.id))).toBe(false);
  });

  it("supprimer une ligne temporaire est local ; une ligne enregistrée demande le serveur", () => {
    const rows = addRow([saved], "temp-1");
    expect(removeRow(rows, "temp-1")).toEqual({ rows: [saved], deleteOnServer: false });
    expect(removeRow(rows, "e1").deleteOnServer).toBe(true);
    expect(removeRow(rows, "inconnu").deleteOnServer).toBe(false);
  });
});

describe("une ligne enregistrée s'écrit champ par champ", () => {
  it("une modification donne une écriture du seul champ touché", () => {
    expect(editRow([saved], "e1", "correspondingTrauma", "Rejet").write).toEqual({
      id: "e1",
      field: "correspondingTrauma",
      value: "Rejet",
    });
    expect(commitField(saved, "correspondingTrauma", "Rejet")).toEqual({
      kind: "write",
      write: { id: "e1", field: "correspondingTrauma", value: "Rejet" },
    });
  });

  it("rien n'est écrit quand la valeur n'a pas changé", () => {
    expect(commitField(saved, "grandeurName", "Courage")).toEqual({ kind: "unchanged" });
  });

  it("un nom vidé est refusé : « Attention » / « Le nom de la grandeur ne peut pas être vide »", () => {
    expect(commitField(saved, "grandeurName", "   ")).toEqual({
      kind: "refused",
      problem: { title: "Attention", description: "Le nom de la grandeur ne peut pas être vide" },
    });
    // The matching trauma may be empty.
    expect(commitField(saved, "correspondingTrauma", "").kind).toBe("write");
  });
});

describe("schémas partagés par le serveur et le formulaire", () => {
  it("refusent un nom vide et un champ inconnu", () => {
    expect(createEntrySchema.safeParse({ grandeurName: " ", correspondingTrauma: "" }).success).toBe(false);
    expect(createEntrySchema.safeParse({ grandeurName: "Joie" }).success).toBe(true);
    expect(fieldSchema.safeParse({ id: "e1", field: "grandeurName", value: "" }).success).toBe(false);
    expect(fieldSchema.safeParse({ id: "e1", field: "userId", value: "x" }).success).toBe(false);
    expect(fieldSchema.safeParse({ id: "e1", field: "correspondingTrauma", value: "" }).success).toBe(true);
  });
});
