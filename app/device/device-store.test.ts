import fc from "fast-check";
import { afterEach, describe, expect, it, vi } from "vitest";
import { FakeStorage } from "../../tests/support/fake-storage";
import { createUnsavedAnswers } from "./unsaved-answers";
import { createWaitingFinishes } from "~/practice/run/waiting-finish";
import { currentOwner, forgetIn, ownedKey, ownedStorage, OWNED_KINDS, senderOwner, VISITOR } from "./device-store";

const A = "user-a";
const B = "user-b";

describe("the device store: each person's keys, and only theirs", () => {
  it("a person never reads what another kept, nor the visitor's", () => {
    const storage = new FakeStorage();
    createUnsavedAnswers(ownedStorage(storage, A)).keep("s1", 2, "les mots de A");
    createWaitingFinishes(ownedStorage(storage, A)).keep("s1", { userId: A, toolId: "peur", step: 3, text: "fin de A", audioKey: "" });
    expect(createUnsavedAnswers(ownedStorage(storage, B)).of("s1")).toEqual({});
    expect(createWaitingFinishes(ownedStorage(storage, B)).sessions()).toEqual([]);
    expect(createUnsavedAnswers(ownedStorage(storage, VISITOR)).of("s1")).toEqual({});
    expect(createUnsavedAnswers(ownedStorage(storage, A)).of("s1")).toEqual({ 2: "les mots de A" });
    expect([...storage.data.keys()].sort()).toEqual([ownedKey(A, "unsaved_answers"), ownedKey(A, "waiting_finishes")]);
  });

  it("forgetting a person removes all their keys and the ownerless ones, and nothing of anyone else", () => {
    const storage = new FakeStorage();
    for (const kind of Object.values(OWNED_KINDS)) {
      storage.setItem(ownedKey(A, kind.name), "a");
      storage.setItem(ownedKey(B, kind.name), "b");
      storage.setItem(ownedKey(VISITOR, kind.name), "v");
      storage.setItem(kind.name, "sans propriétaire");
    }
    storage.setItem("rvi:visiteur:pays", "BE");
    storage.setItem("local_practices", "[]");
    storage.setItem("rvi:dernier", A);
    forgetIn(storage, A);
    const left = [...storage.data.keys()];
    expect(left.filter((key) => key.startsWith(`rvi:${A}:`))).toEqual([]);
    expect(left.filter((key) => key.startsWith(`rvi:${B}:`))).toHaveLength(Object.keys(OWNED_KINDS).length);
    expect(left.filter((key) => key.startsWith(`rvi:${VISITOR}:`))).toHaveLength(Object.keys(OWNED_KINDS).length + 1);
    expect(left).toContain("rvi:visiteur:pays");
    expect(left).toContain("local_practices");
    expect(left).not.toContain("rvi:dernier");
    for (const kind of Object.values(OWNED_KINDS)) expect(left).not.toContain(kind.name);
  });

  it("forgetting any person leaves every other person's keys unchanged (property)", () => {
    const id = fc.string({ minLength: 1, maxLength: 12 }).filter((value) => value !== VISITOR);
    fc.assert(
      fc.property(id, fc.uniqueArray(id, { maxLength: 5 }), (gone, others) => {
        const storage = new FakeStorage();
        const kept = others.filter((other) => other !== gone);
        for (const owner of [gone, ...kept]) storage.setItem(ownedKey(owner, "unsaved_answers"), owner);
        forgetIn(storage, gone);
        expect(storage.getItem(ownedKey(gone, "unsaved_answers"))).toBeNull();
        for (const owner of kept) expect(storage.getItem(ownedKey(owner, "unsaved_answers"))).toBe(owner);
      }),
    );
  });
});

describe("whose keys a page uses", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("the person the router's root data names, else the visitor", () => {
    expect(currentOwner()).toBe(VISITOR);
    vi.stubGlobal("window", { __remixRouter: { state: { loaderData: { root: { user: { id: A } } } } } });
    expect(currentOwner()).toBe(A);
    vi.stubGlobal("window", { __remixRouter: { state: { loaderData: { root: { user: null } } } } });
    expect(currentOwner()).toBe(VISITOR);
  });

  it("a page naming nobody sends the waiting things of the last person named, until they sign out", () => {
    const storage = new FakeStorage();
    vi.stubGlobal("window", { __remixRouter: { state: { loaderData: { root: { user: null } } } } });
    vi.stubGlobal("localStorage", storage);
    expect(senderOwner()).toBe(VISITOR);
    storage.setItem("rvi:dernier", A);
    expect(senderOwner()).toBe(A);
    forgetIn(storage, A);
    expect(senderOwner()).toBe(VISITOR);
  });
});

describe("the posts waiting for the network (issue 42)", () => {
  it("are one of a person's kinds, under the name the offline features look for", async () => {
    const { WAITING_POSTS_KEY } = await import("~/community/waiting-posts-key");
    expect(OWNED_KINDS.waitingPosts).toEqual({ name: WAITING_POSTS_KEY, area: "local" });
  });
});
