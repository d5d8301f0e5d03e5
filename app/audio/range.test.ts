import { describe, expect, it } from "vitest";
import { contentRange, resolveByteRange } from "./range";

describe("resolveByteRange", () => {
  it("serves the whole file without a usable header", () => {
    expect(resolveByteRange(null, 100)).toBeNull();
    expect(resolveByteRange("bytes=0-1,5-9", 100)).toBeNull();
    expect(resolveByteRange("items=0-1", 100)).toBeNull();
    expect(resolveByteRange("bytes=-", 100)).toBeNull();
    expect(resolveByteRange("bytes=9-2", 100)).toBeNull();
  });

  it("reads start-end, open ends and suffixes", () => {
    expect(resolveByteRange("bytes=0-", 100)).toEqual({ offset: 0, length: 100 });
    expect(resolveByteRange("bytes=10-19", 100)).toEqual({ offset: 10, length: 10 });
    expect(resolveByteRange("bytes=90-500", 100)).toEqual({ offset: 90, length: 10 });
    expect(resolveByteRange("bytes=-30", 100)).toEqual({ offset: 70, length: 30 });
    expect(resolveByteRange("bytes=-300", 100)).toEqual({ offset: 0, length: 100 });
  });

  it("says when a range lies beyond the file", () => {
    expect(resolveByteRange("bytes=100-", 100)).toBe("unsatisfiable");
    expect(resolveByteRange("bytes=-0", 100)).toBe("unsatisfiable");
  });

  it("writes Content-Range with an inclusive end", () => {
    expect(contentRange({ offset: 10, length: 10 }, 100)).toBe("bytes 10-19/100");
  });
});
