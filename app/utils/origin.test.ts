import { describe, expect, it } from "vitest";
import { isForeignMutation } from "./origin.server";

const request = (method: string, headers: Record<string, string>) => new Request("http://localhost:8787/auth/login", { method, headers });

describe("every mutating request from another origin is refused", () => {
  it("lets reads through whatever their origin", () => {
    expect(isForeignMutation(request("GET", { Origin: "https://evil.example" }))).toBe(false);
  });
  it("accepts a POST from the same origin", () => {
    expect(isForeignMutation(request("POST", { Origin: "http://localhost:8787" }))).toBe(false);
  });
  it("refuses a POST from another origin or a null origin", () => {
    expect(isForeignMutation(request("POST", { Origin: "https://evil.example" }))).toBe(true);
    expect(isForeignMutation(request("DELETE", { Origin: "null" }))).toBe(true);
  });
  it("without Origin, refuses what the browser marks cross-site", () => {
    expect(isForeignMutation(request("POST", { "Sec-Fetch-Site": "cross-site" }))).toBe(true);
    expect(isForeignMutation(request("POST", { "Sec-Fetch-Site": "same-origin" }))).toBe(false);
  });
});
