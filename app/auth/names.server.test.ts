import { describe, expect, it } from "vitest";
import { carriesHelpNumber, casedSkeleton, looksLike, nameSkeleton, nameSkeletons, wearsStaffWord } from "./names.server";

/** The SQL of migration 0010 for ASCII pseudos, in JavaScript: both must agree. */
const sqlSkeleton = (pseudo: string) => pseudo.toLowerCase().replaceAll("m", "rn").replaceAll("0", "o").replaceAll("1", "l");

describe("nameSkeleton", () => {
  it("gives a pseudo and its Cyrillic look-alike one skeleton", () => {
    expect(nameSkeleton("c\u0430mille")).toBe(nameSkeleton("camille"));
    expect(nameSkeleton("CAMILLE")).toBe(nameSkeleton("camille"));
    expect(nameSkeleton("ｃａｍｉｌｌｅ")).toBe(nameSkeleton("camille")); // full-width, folded by NFKC
    expect(nameSkeleton("carnille")).toBe(nameSkeleton("camille")); // rn and m
    expect(nameSkeleton("c0ralie")).toBe(nameSkeleton("coralie"));
  });

  it("keeps different names apart", () => {
    expect(nameSkeleton("camille")).not.toBe(nameSkeleton("camilla"));
    expect(nameSkeleton("camille")).not.toBe(nameSkeleton("camillé"));
  });

  it("agrees with the migration's SQL on every ASCII character a pseudo may hold", () => {
    const chars = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_.-";
    for (const char of chars) expect(nameSkeleton(`x${char}y`)).toBe(sqlSkeleton(`x${char}y`));
    expect(nameSkeleton("Moderateur_01")).toBe(sqlSkeleton("Moderateur_01"));
  });

  it("agrees with migration 0015's SQL for the second skeleton (a capital I read as an l first)", () => {
    const sqlCased = (pseudo: string) => sqlSkeleton(pseudo.replaceAll("I", "l"));
    const chars = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_.-";
    for (const char of chars) expect(casedSkeleton(`x${char}y`), char).toBe(sqlCased(`x${char}y`));
    expect(casedSkeleton("CamiIle_01")).toBe(sqlCased("CamiIle_01"));
    expect(casedSkeleton("camiIle")).toBe(nameSkeleton("camille"));
  });
});

describe("wearsStaffWord", () => {
  it("refuses the team's words, whatever their accents, case, look-alikes or separators", () => {
    for (const name of [
      "moderateur",
      "Modérateur",
      "MODÉRATRICE",
      "m0derateur",
      "admin",
      "Admin 2",
      "L'équipe",
      "equipe",
      "m.o.d.e.r.a.t.e.u.r",
      "Paul (modération)",
    ]) {
      expect(wearsStaffWord(name), name).toBe(true);
    }
  });

  it("lets ordinary names through", () => {
    for (const name of ["Camille", "Jean-Marc", "Badminton", "Équipée sauvage", "Amélie"]) expect(wearsStaffWord(name), name).toBe(false);
  });
});

describe("looksLike", () => {
  it("compares names by their look, spaces and accents aside", () => {
    expect(looksLike("Ca mille", "camille")).toBe(true);
    expect(looksLike("Zoé", "zoe")).toBe(true);
    expect(looksLike("Zoé", "Chloé")).toBe(false);
  });

  it("reads a capital i as an l too: a display name « camiIle » looks like the pseudo camille", () => {
    expect(looksLike("camiIle", "camille")).toBe(true);
    expect(looksLike("HéIène", "Hélène")).toBe(true);
    expect(looksLike("Ilona", "Ivona")).toBe(false);
  });
});

describe("a capital i read as an l (« camiIle »)", () => {
  it("gives a name with capitals the skeleton read before case is folded too", () => {
    expect(nameSkeletons("camiIle")).toContain(nameSkeleton("camille"));
    expect(nameSkeletons("CamiIle")).toContain(nameSkeleton("camille"));
    expect(nameSkeletons("camille")).toEqual([nameSkeleton("camille")]);
    // Folded first, a capital i is an i: both readings are kept.
    expect(nameSkeletons("Iris")).toContain(nameSkeleton("iris"));
  });
});

describe("a help line's number as a word of a name", () => {
  it("is refused: nobody passes for a help line", () => {
    for (const name of ["3114", "SOS 3114", "ligne-112", "Écoute.988", "Aide 454545", "3919 violences"])
      expect(carriesHelpNumber(name), name).toBe(true);
  });

  it("lets numbers that are not a line's, or that belong to a word, through", () => {
    for (const name of ["Léa", "Léa 2", "lea3114", "Marc 1984", "15", "Jo 17"]) expect(carriesHelpNumber(name), name).toBe(false);
  });
});
