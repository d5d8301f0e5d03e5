/**
 * The loader's resume rules (spec 2, §4 "Resume", §8): a session that cannot be read sends the user
 * back to /practice/{toolId} with 'Impossible de reprendre la session'; a missing one with
 * 'Session introuvable'. The storage layer is replaced so a failing read can be staged.
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import { readToast } from "~/utils/toast.server";

const sessions = vi.hoisted(() => ({
  getOwnedSession: vi.fn(),
  listResponses: vi.fn(),
}));

vi.mock("~/auth/session.server", () => ({
  getUser: vi.fn(async () => ({ id: "user-1", email: "a@b.test", username: "a", displayName: null, avatarUrl: null, role: "user", sessionId: "s" })),
}));
vi.mock("~/dashboard/live.server", () => ({ notifyRecordsChanged: vi.fn() }));
vi.mock("./sessions.server", () => ({
  ...sessions,
  completeSession: vi.fn(),
  createAct: vi.fn(),
  createLoveWord: vi.fn(),
  createPracticeSession: vi.fn(),
  createQuestion: vi.fn(),
  saveStepResponse: vi.fn(),
}));

const { loadRun } = await import("./run.server");

const env = { APP_ENV: "development", SESSION_SECRET: "un-secret-de-test" } as unknown as Env;
const db = {} as never;
const ownSession = { id: "abc", userId: "user-1", toolId: "peur", toolName: "La Peur", status: "in_progress", currentStep: 2 };

async function toastOf(response: Response) {
  const cookie = response.headers.get("Set-Cookie")?.split(";")[0] ?? "";
  return (await readToast(env, new Request("http://x/", { headers: { Cookie: cookie } }))).toast;
}

describe("resuming a server session", () => {
  beforeEach(() => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    sessions.getOwnedSession.mockReset();
    sessions.listResponses.mockReset();
  });

  it("a failed read of the session redirects to the tool with 'Impossible de reprendre la session'", async () => {
    sessions.getOwnedSession.mockRejectedValue(new Error("D1_ERROR: database is locked"));
    const response = (await loadRun(db, env, new Request("http://x/practice/peur?sessionId=abc"), "peur")) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/practice/peur");
    expect(await toastOf(response)).toMatchObject({ title: "Impossible de reprendre la session", type: "error" });
  });

  it("a failed read of its answers does the same", async () => {
    sessions.getOwnedSession.mockResolvedValue(ownSession);
    sessions.listResponses.mockRejectedValue(new Error("D1_ERROR"));
    const response = (await loadRun(db, env, new Request("http://x/practice/peur?sessionId=abc"), "peur")) as Response;
    expect(response.headers.get("Location")).toBe("/practice/peur");
    expect(await toastOf(response)).toMatchObject({ title: "Impossible de reprendre la session" });
  });

  it("a session that is not the user's (or not this tool's) is 'Session introuvable'", async () => {
    sessions.getOwnedSession.mockResolvedValue(undefined);
    const missing = (await loadRun(db, env, new Request("http://x/practice/peur?sessionId=abc"), "peur")) as Response;
    expect(await toastOf(missing)).toMatchObject({ title: "Session introuvable" });
    sessions.getOwnedSession.mockResolvedValue({ ...ownSession, toolId: "critique" });
    const otherTool = (await loadRun(db, env, new Request("http://x/practice/peur?sessionId=abc"), "peur")) as Response;
    expect(otherTool.headers.get("Location")).toBe("/practice/peur");
    expect(await toastOf(otherTool)).toMatchObject({ title: "Session introuvable" });
    expect(sessions.listResponses).not.toHaveBeenCalled();
  });

  it("a readable session resumes at its step with its answers", async () => {
    sessions.getOwnedSession.mockResolvedValue(ownSession);
    sessions.listResponses.mockResolvedValue([{ stepNumber: 1, responseText: "J'ai peur", audioUrl: null }]);
    const response = (await loadRun(db, env, new Request("http://x/practice/peur?sessionId=abc"), "peur")) as Response;
    expect(response.status).toBe(200);
    const data = (await response.json()) as { step: number; resumed: boolean; responses: unknown[] };
    expect(data).toMatchObject({ step: 2, resumed: true, responses: [{ stepNumber: 1, text: "J'ai peur", audioUrl: null }] });
  });

  it("a local id is left to the device, signed in or not", async () => {
    const response = (await loadRun(db, env, new Request("http://x/practice/peur?sessionId=local-123"), "peur")) as Response;
    const data = (await response.json()) as { localSessionId: string | null; sessionId: string | null };
    expect(data).toMatchObject({ localSessionId: "local-123", sessionId: null });
    expect(sessions.getOwnedSession).not.toHaveBeenCalled();
  });
});
