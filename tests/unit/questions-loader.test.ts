/**
 * Mes Questions' loader when the database fails (spec 3 §8): the page keeps working and says
 * « Erreur: Impossible de charger vos questions. » instead of falling to the root error page.
 * A SELECT cannot be made to fail for one user in the integration database, hence this test.
 */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { describe, expect, it, vi } from "vitest";

vi.mock("~/auth/session.server", () => ({
  getUser: async () => ({ id: "user-1" }),
  requireUser: async () => ({ id: "user-1" }),
}));
vi.mock("~/questions/questions.server", async (original) => ({
  ...(await original<typeof import("~/questions/questions.server")>()),
  listQuestions: async () => {
    throw new Error("D1_ERROR: échec voulu");
  },
}));

const { loader } = await import("~/routes/questions");

describe("Mes Questions: a failed load", () => {
  it("answers 503 with an inline failure state, not a thrown error", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const args = {
      request: new Request("http://localhost/questions"),
      params: {},
      context: { db: {}, cloudflare: { env: { SESSION_SECRET: "s" } } },
    } as unknown as LoaderFunctionArgs;
    const response = await loader(args);
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ signedIn: true, loadFailed: true, questions: [] });
    expect(errors).toHaveBeenCalled();
    errors.mockRestore();
  });
});
