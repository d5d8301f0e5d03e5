import { describe, expect, it } from "vitest";
import { FakeStorage } from "../../tests/support/fake-storage";
import { createLocalStore, keepProgress, LOCAL_KEYS, type LocalPractice } from "./local-store";

const base: LocalPractice = {
  id: "local-1",
  tool_id: "peur",
  tool_name: "La Peur",
  status: "in_progress",
  created_at: "2026-11-27T10:00:00.000Z",
  updated_at: "2026-11-27T10:00:00.000Z",
  completed_at: null,
  current_step: 1,
  responses: [],
};
const completed: LocalPractice = {
  ...base,
  status: "completed",
  completed_at: "2026-11-27T10:05:00.000Z",
  updated_at: "2026-11-27T10:05:00.000Z",
  current_step: 3,
};

describe("keepProgress: a practice never moves backwards (issue 30)", () => {
  it("a completed practice written again as in progress stays completed, with its first completion date", () => {
    const late = { ...base, status: "in_progress" as const, updated_at: "2026-11-27T10:06:00.000Z", current_step: 2 };
    const kept = keepProgress(completed, late);
    expect(kept.status).toBe("completed");
    expect(kept.completed_at).toBe("2026-11-27T10:05:00.000Z");
    expect(kept.current_step).toBe(3);
    expect(kept.created_at).toBe(base.created_at);
  });

  it("keeps the closing mood added after the end", () => {
    const kept = keepProgress({ ...completed, mood_after: "bien" }, { ...base, updated_at: "2026-11-27T10:06:00.000Z" });
    expect(kept.mood_after).toBe("bien");
    expect(kept.status).toBe("completed");
  });

  it("an in-progress practice still moves forward to completed", () => {
    const kept = keepProgress(base, { ...completed });
    expect(kept.status).toBe("completed");
    expect(kept.completed_at).toBe("2026-11-27T10:05:00.000Z");
  });

  it("a first save is taken as it is", () => {
    expect(keepProgress(undefined, base)).toEqual(base);
  });
});

describe("the device store applies it", () => {
  it("finish, mood, then a late autosave: still completed, mood kept", () => {
    const storage = new FakeStorage();
    const store = createLocalStore(storage, { now: () => new Date("2026-11-27T10:10:00.000Z") });
    store.savePractice(completed);
    expect(store.annotatePractice("local-1", { mood_after: "va" })).toBe(true);
    store.savePractice({ ...base, current_step: 3 });
    const [saved] = JSON.parse(storage.getItem(LOCAL_KEYS.practices)!) as LocalPractice[];
    expect(saved).toMatchObject({ status: "completed", completed_at: "2026-11-27T10:05:00.000Z", mood_after: "va" });
  });
});
