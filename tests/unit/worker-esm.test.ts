// React and its JSX runtime as ES modules for the Worker (worker-esm/, decision 0152): the same React,
// every one of its exports, each read once.
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import * as reactModule from "../../worker-esm/react.mjs";
import * as runtimeModule from "../../worker-esm/react-jsx-runtime.mjs";

const require = createRequire(import.meta.url);
const React = require("react") as Record<string, unknown>;
const runtime = require("react/jsx-runtime") as Record<string, unknown>;

describe("the Worker's React modules", () => {
  it("export every name React exports, bound to React's own values", () => {
    const { default: whole, ...named } = reactModule as Record<string, unknown>;
    expect(whole).toBe(React);
    expect(Object.keys(named).sort()).toEqual(Object.keys(React).sort());
    for (const [name, value] of Object.entries(named)) expect(value, name).toBe(React[name]);
  });

  it("export the JSX runtime's functions, bound to its own", () => {
    const { default: whole, ...named } = runtimeModule as Record<string, unknown>;
    expect(whole).toBe(runtime);
    expect(Object.keys(named).sort()).toEqual(Object.keys(runtime).sort());
    for (const [name, value] of Object.entries(named)) expect(value, name).toBe(runtime[name]);
  });
});
