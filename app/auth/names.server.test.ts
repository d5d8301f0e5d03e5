import { describe, expect, it } from "vitest";
import { looksLike, nameSkeleton, wearsStaffWord } from "./names.server";

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
});
