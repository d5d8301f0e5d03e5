import { describe, expect, it } from "vitest";
import { hashParameters, hashPassword, PBKDF2_ITERATIONS, UNMATCHABLE_HASH, verifyPassword } from "./password.server";

describe("password hashing: PBKDF2-SHA256 at 100,000 iterations with a per-user salt", () => {
  it("verifies the right password and refuses a wrong one", async () => {
    const stored = await hashPassword("un-long-secret");
    expect(await verifyPassword("un-long-secret", stored)).toBe(true);
    expect(await verifyPassword("un-long-secreT", stored)).toBe(false);
  });
  it("records the Workers-compatible iteration count", async () => {
    const stored = await hashPassword("un-long-secret");
    expect(stored.split("$")[0]).toBe("pbkdf2-sha256");
    expect(Number(stored.split("$")[1])).toBe(PBKDF2_ITERATIONS);
    expect(PBKDF2_ITERATIONS).toBeLessThanOrEqual(100_000);
  });
  it("salts each hash differently", async () => {
    expect(await hashPassword("même-secret")).not.toBe(await hashPassword("même-secret"));
  });
  it("refuses malformed or over-the-cap hashes", async () => {
    expect(await verifyPassword("x", "md5$abc")).toBe(false);
    const stored = await hashPassword("un-long-secret");
    expect(await verifyPassword("un-long-secret", stored.replace("$100000$", "$200000$"))).toBe(false);
  });
  it("an unknown account's try does a real check's work: its hash asks what a fresh one asks (decision 0162)", async () => {
    const fresh = hashParameters(await hashPassword("un-long-secret"))!;
    const unmatchable = hashParameters(UNMATCHABLE_HASH);
    expect(unmatchable).not.toBeNull();
    expect(unmatchable!.iterations).toBe(PBKDF2_ITERATIONS);
    expect(unmatchable!.salt.length).toBe(fresh.salt.length);
    expect(unmatchable!.hash.length).toBe(fresh.hash.length);
    expect(await verifyPassword("", UNMATCHABLE_HASH)).toBe(false);
  });
});
