import { describe, expect, it } from "vitest";
import { createUnsavedAnswers } from "~/device/unsaved-answers";
import { createWaitingFinishes, sendWaitingFinish } from "./waiting-finish";

function memory() {
  const data = new Map<string, string>();
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
    data,
  };
}

function server(failFrom = Infinity) {
  const sent: Record<string, string | number | null | undefined>[] = [];
  const post = (toolId: string) => async (fields: Record<string, string | number | null | undefined>) => {
    if (sent.length >= failFrom) return { ok: false, offline: true };
    sent.push({ toolId, ...fields });
    return { ok: true };
  };
  return { sent, post };
}

describe("the end of a practice finished with no network", () => {
  it("is kept per session, with the feeling chosen meanwhile, and survives a corrupt storage", () => {
    const storage = memory();
    const waiting = createWaitingFinishes(storage, () => new Date("2026-11-27T10:00:00Z"));
    expect(waiting.setFeeling("s1", "va")).toBe(false);
    waiting.keep("s1", { toolId: "peur", step: 3, text: "Fin", audioKey: "" });
    expect(waiting.setFeeling("s1", "bien")).toBe(true);
    expect(waiting.of("s1")).toEqual({
      toolId: "peur",
      step: 3,
      text: "Fin",
      audioKey: "",
      feeling: "bien",
      at: "2026-11-27T10:00:00.000Z",
    });
    expect(waiting.sessions()).toEqual(["s1"]);
    waiting.clear("s1");
    expect(storage.data.size).toBe(0);
    storage.setItem("waiting_finishes", "{oops");
    expect(waiting.of("s1")).toBeNull();
    expect(waiting.sessions()).toEqual([]);
  });

  it("is sent after the waiting answers, in the order of the steps, then the feeling, once", async () => {
    const storage = memory();
    const waiting = createWaitingFinishes(storage);
    const unsaved = createUnsavedAnswers(storage);
    unsaved.keep("s1", 2, "Deux");
    unsaved.keep("s1", 1, "Un");
    unsaved.keep("s1", 3, "Trois");
    waiting.keep("s1", { toolId: "peur", step: 3, text: "Trois", audioKey: "" });
    waiting.setFeeling("s1", "va");
    const { sent, post } = server();
    expect(await sendWaitingFinish("s1", { waiting, unsaved, post, withAnswers: true })).toBe(true);
    expect(sent.map((f) => `${f.intent}:${f.step ?? ""}:${f.text ?? f.feeling}`)).toEqual([
      "autosave:1:Un",
      "autosave:2:Deux",
      "complete:3:Trois",
      "feeling::va",
    ]);
    expect(sent.every((f) => f.toolId === "peur" && f.sessionId === "s1")).toBe(true);
    expect(storage.data.size).toBe(0);
    // A second sender (another tab, the practice screen) finds nothing left to send.
    expect(await sendWaitingFinish("s1", { waiting, unsaved, post, withAnswers: true })).toBe(true);
    expect(sent).toHaveLength(4);
  });

  it("keeps everything not taken when the network fails again, and sends an act's commitment", async () => {
    const storage = memory();
    const waiting = createWaitingFinishes(storage);
    const unsaved = createUnsavedAnswers(storage);
    unsaved.keep("s2", 1, "Un");
    unsaved.keep("s2", 2, "Deux");
    waiting.keep("s2", {
      toolId: "homme_apocalypse",
      step: 2,
      text: "Deux",
      audioKey: "",
      commitment: { where: "Ici", when: "Demain", how: "Doucement" },
    });
    const failing = server(1);
    expect(await sendWaitingFinish("s2", { waiting, unsaved, post: failing.post, withAnswers: true })).toBe(false);
    expect(failing.sent.map((f) => f.intent)).toEqual(["autosave"]);
    expect(waiting.of("s2")).not.toBeNull();
    const { sent, post } = server();
    expect(await sendWaitingFinish("s2", { waiting, unsaved, post, withAnswers: true })).toBe(true);
    expect(sent).toEqual([
      expect.objectContaining({ intent: "act", step: 2, text: "Deux", where: "Ici", when: "Demain", how: "Doucement" }),
    ]);
    expect(unsaved.of("s2")).toEqual({});
  });
});

describe("waiting ends on a shared device", () => {
  it("are listed only for their owner (and those kept before ends named one)", () => {
    const waiting = createWaitingFinishes(memory());
    waiting.keep("a1", { userId: "alice", toolId: "peur", step: 3, text: "Fin d'Alice", audioKey: "" });
    waiting.keep("b1", { userId: "basile", toolId: "critique", step: 2, text: "Fin de Basile", audioKey: "" });
    waiting.keep("old", { toolId: "peur", step: 1, text: "Avant", audioKey: "" });
    expect(waiting.sessions("basile").sort()).toEqual(["b1", "old"]);
    expect(waiting.sessions("alice").sort()).toEqual(["a1", "old"]);
    expect(waiting.sessions().sort()).toEqual(["a1", "b1", "old"]);
  });
});
