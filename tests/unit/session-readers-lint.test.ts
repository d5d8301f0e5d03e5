/**
 * One way to read a session (issue 55 item 3): outside app/auth, loaders and actions import only
 * `readWithSession` and `writerFor`; the former readers, the cookie's id and the lookup are refused by
 * ESLint's `no-restricted-imports` (eslint.config.js), and the rooms' reader stays in party/. The project's
 * own configuration lints fixtures given as text, under the paths they would have.
 */
import { ESLint } from "eslint";
import { fileURLToPath } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";

const cwd = fileURLToPath(new URL("../..", import.meta.url));
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd });
});

/** The messages of the import rule for `code` linted as the file `filePath` (relative to the repository). */
async function importRefusals(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  expect(result?.filePath).toContain(filePath); // linted, not ignored
  return (result?.messages ?? []).filter((message) => message.ruleId === "no-restricted-imports").map((message) => message.message);
}

const use = (names: string) => `\nexport const used = [${names}];\n`;

describe("the session readers' import rule", () => {
  it("refuses getUser from ~/auth/session.server in a route", async () => {
    const refusals = await importRefusals(
      `import { getUser } from "~/auth/session.server";${use("getUser")}`,
      "app/routes/some-fixture.tsx",
    );
    expect(refusals).toHaveLength(1);
    expect(refusals[0]).toContain("getUser");
    expect(refusals[0]).toContain("readWithSession");
  });

  it("refuses every former reader and internal, whatever the path or form of the import", async () => {
    const cases: Array<[string, string]> = [
      [`import { requireUser } from "~/auth/session.server";`, "app/forum/some-fixture.server.ts"],
      [`import { sessionIdOf } from "~/auth/session.server";`, "app/routes/some-fixture.tsx"],
      [
        `import { requireModerator, requireUserWithRole, requireAnonymous } from "~/auth/permissions.server";`,
        "app/routes/some-fixture.tsx",
      ],
      [`import { getUser as who } from "../auth/session.server";`, "app/chat/some-fixture.server.ts"],
      [`import * as session from "~/auth/session.server";`, "app/routes/some-fixture.tsx"],
      [`export { getUser } from "~/auth/session.server";`, "app/utils/some-fixture.server.ts"],
      [`import { lookUpSession } from "~/auth/session-lookup.server";`, "app/routes/some-fixture.tsx"],
      [`import { isRead } from "~/auth/session-lookup.server";`, "server.ts"],
      [`import { getUser } from "./app/auth/session.server";`, "server.ts"],
      [`import { roomSessionUser } from "~/auth/room-session.server";`, "app/routes/some-fixture.tsx"],
      [`import { getUser } from "../app/auth/session.server";`, "party/some-fixture.server.ts"],
      [`import { lookUpSession } from "../app/auth/session-lookup.server";`, "party/some-fixture.server.ts"],
    ];
    for (const [code, filePath] of cases) {
      expect(await importRefusals(`${code}\nexport const fixture = 1;\n`, filePath), `${code} in ${filePath}`).not.toEqual([]);
    }
  });

  it("lets app/auth itself use them", async () => {
    const code = `import { getUser } from "./session.server";\nimport { sessionIdOf } from "~/auth/session.server";${use("getUser, sessionIdOf")}`;
    expect(await importRefusals(code, "app/auth/some-fixture.server.ts")).toEqual([]);
    // Only the readers themselves look a session up.
    expect(
      await importRefusals(
        `import { lookUpSession } from "./session-lookup.server";${use("lookUpSession")}`,
        "app/auth/session-batch.server.ts",
      ),
    ).toEqual([]);
    expect(
      await importRefusals(
        `import { lookUpSession } from "./session-lookup.server";${use("lookUpSession")}`,
        "app/auth/some-fixture.server.ts",
      ),
    ).not.toEqual([]);
  });

  it("allows readWithSession and writerFor, and the session module's other exports, from anywhere", async () => {
    const code = [
      `import { readWithSession, writerFor, type Writer } from "~/auth/session-batch.server";`,
      `import { createSession, loginRedirect, type SessionUser } from "~/auth/session.server";`,
      `import { assertRole, forbidden } from "~/auth/permissions.server";`,
      `export const used = [readWithSession, writerFor, createSession, loginRedirect, assertRole, forbidden];`,
      `export type Used = [Writer, SessionUser];`,
    ].join("\n");
    expect(await importRefusals(code, "app/routes/some-fixture.tsx")).toEqual([]);
    expect(await importRefusals(code, "server.ts")).toEqual([]);
  });

  it("lets the rooms keep their own reader", async () => {
    const code = `import { roomSessionId, roomSessionUser } from "../app/auth/room-session.server";${use("roomSessionId, roomSessionUser")}`;
    expect(await importRefusals(code, "party/auth.server.ts")).toEqual([]);
  });
});
