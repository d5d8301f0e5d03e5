import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import { ACTUALITE_MESSAGES as M, QUICK_CHOICE_LABELS } from "~/practice/content/actualite";
import {
  actualiteActText,
  actualiteRows,
  addSubject,
  INITIAL_ACTUALITE,
  moveActualite,
  parseActualiteDraft,
  quickChoices,
  rankSubjects,
  type ActualiteState,
} from "./flow";
import { actualitePostOf, actualiteStepSchema } from "./schema";

const rated = (ratings: number[]): ActualiteState => ({
  ...INITIAL_ACTUALITE,
  subjects: ratings.map((rating, i) => ({ id: `s${i + 1}`, text: `Sujet ${i + 1}`, rating })),
});

function post(entries: Record<string, string>) {
  const form = new FormData();
  for (const [k, v] of Object.entries(entries)) form.set(k, v);
  // As the action reads it: through the step's schema (a refused post still describes its state).
  const submission = parseWithZod(form, { schema: actualiteStepSchema });
  return submission.status === "success" ? submission.value : actualitePostOf(submission.payload);
}

describe("Actualité subjects (step 1)", () => {
  it("adds a subject, ignores blanks and whitespace, refuses duplicates", () => {
    const one = addSubject(INITIAL_ACTUALITE, "  La guerre  en Ukraine ");
    expect(one.state.subjects).toEqual([{ id: "s1", text: "La guerre en Ukraine", rating: null }]);
    expect(addSubject(one.state, "   ").state).toBe(one.state);
    expect(addSubject(one.state, "   ").error).toBeNull();
    const dup = addSubject(one.state, "la guerre en ukraine");
    expect(dup.error?.message).toBe(M.subjectDuplicate);
    expect(dup.state.subjects).toHaveLength(1);
  });

  it("gives new ids after a removal without reusing a live one", () => {
    let s = addSubject(INITIAL_ACTUALITE, "A").state;
    s = addSubject(s, "B").state;
    s = moveActualite(s, { type: "remove", id: "s1" }).state;
    s = addSubject(s, "C").state;
    expect(s.subjects.map((x) => x.id)).toEqual(["s2", "s3"]);
  });

  it("refuses Suivant without a subject with the spec's words", () => {
    const moved = moveActualite(INITIAL_ACTUALITE, { type: "next" });
    expect(moved.error).toEqual({ title: "Attention", message: "Veuillez ajouter au moins un sujet d'actualité." });
    expect(moved.state.step).toBe(1);
  });

  it("adds the subject still in the field when Suivant is pressed", () => {
    const { state, event, typedSubject } = post({ step: "1", subject: "Les élections", intent: "next", draft: "" });
    const moved = moveActualite(state, event, typedSubject);
    expect(moved.error).toBeNull();
    expect(moved.state.step).toBe(2);
    expect(moved.state.subjects[0]?.text).toBe("Les élections");
  });
});

describe("Actualité ratings (step 2)", () => {
  it("refuses until every subject is rated, keeping the ratings given", () => {
    const draft = JSON.stringify({
      ...rated([0, 0]),
      subjects: [
        { id: "s1", text: "A", rating: null },
        { id: "s2", text: "B", rating: null },
      ],
      step: 2,
    });
    const { state, event } = post({ draft, step: "2", rating_s1: "7", intent: "next" });
    const moved = moveActualite(state, event);
    expect(moved.error).toEqual({ title: "Attention", message: "Veuillez noter tous les sujets avant de continuer." });
    expect(moved.state.step).toBe(2);
    expect(moved.state.subjects[0]?.rating).toBe(7);
  });

  it("ignores ratings outside 1 to 10", () => {
    const draft = JSON.stringify({ ...INITIAL_ACTUALITE, subjects: [{ id: "s1", text: "A", rating: null }], step: 2 });
    expect(post({ draft, step: "2", rating_s1: "11" }).state.subjects[0]?.rating).toBeNull();
    expect(post({ draft, step: "2", rating_s1: "0" }).state.subjects[0]?.rating).toBeNull();
    expect(post({ draft, step: "2", rating_s1: "1" }).state.subjects[0]?.rating).toBe(1);
  });
});

describe("Actualité ranking and choice (steps 3 and 4)", () => {
  it("ranks heaviest first and keeps the added order on ties", () => {
    expect(rankSubjects(rated([3, 8, 3, 10]).subjects).map((s) => s.id)).toEqual(["s4", "s2", "s1", "s3"]);
  });

  it("offers the heaviest, the middle and the easiest", () => {
    const choices = quickChoices(rated([3, 8, 5, 10, 1]).subjects);
    expect(choices.map((c) => [c.label, c.subject.id])).toEqual([
      [QUICK_CHOICE_LABELS.heaviest, "s4"],
      [QUICK_CHOICE_LABELS.middle, "s3"],
      [QUICK_CHOICE_LABELS.easiest, "s5"],
    ]);
    expect(quickChoices(rated([4]).subjects).map((c) => c.label)).toEqual([QUICK_CHOICE_LABELS.heaviest]);
    expect(quickChoices(rated([4, 9]).subjects).map((c) => c.subject.id)).toEqual(["s2", "s1"]);
  });

  it("jumps to step 5 when a subject is chosen, from step 3 or 4", () => {
    for (const step of [3, 4]) {
      const moved = moveActualite({ ...rated([2, 6]), step }, { type: "choose", id: "s2" });
      expect(moved.state).toMatchObject({ step: 5, chosenId: "s2" });
    }
    expect(moveActualite({ ...rated([2]), step: 4 }, { type: "choose", id: "nope" }).error?.message).toBe(M.needChoice);
  });

  it("does not leave step 4 without a choice", () => {
    expect(moveActualite({ ...rated([2]), step: 4 }, { type: "next" }).error?.message).toBe(M.needChoice);
  });
});

describe("Actualité free steps and end", () => {
  const ready: ActualiteState = {
    ...rated([2, 9]),
    chosenId: "s2",
    step: 12,
    answers: { "5": "Des images", "11": "Appeler ma sœur", "12": "Chez moi, dimanche, en l'écoutant" },
  };

  it("needs no answer on steps 5 to 12 and finishes only on the last step", () => {
    expect(moveActualite({ ...ready, step: 6, answers: {} }, { type: "next" }).state.step).toBe(7);
    expect(moveActualite({ ...ready, step: 6 }, { type: "finish" })).toMatchObject({ finished: false, state: { step: 7 } });
    expect(moveActualite(ready, { type: "finish" })).toMatchObject({ finished: true, error: null });
  });

  it("sends a tampered end back to the missing piece", () => {
    const moved = moveActualite({ ...ready, chosenId: null }, { type: "finish" });
    expect(moved.finished).toBe(false);
    expect(moved.state.step).toBe(4);
  });

  it("composes the act from the subject, the act and its where / when / how", () => {
    expect(actualiteActText(ready)).toBe("Actualité\u00a0: Sujet 2\nAppeler ma sœur\nChez moi, dimanche, en l'écoutant");
    expect(actualiteActText({ ...ready, answers: {} })).toBe("Actualité\u00a0: Sujet 2");
  });

  it("keeps the answers as history rows with distinct step numbers", () => {
    const rows = actualiteRows(ready);
    expect(rows.map((r) => r.stepNumber)).toEqual([2, 4, 5, 11, 12]);
    expect(rows[0]?.text).toBe("Sujet 2\u00a0: 9/10\nSujet 1\u00a0: 2/10");
  });

  it("restart resets everything", () => {
    expect(moveActualite(ready, { type: "restart" }).state).toEqual(INITIAL_ACTUALITE);
  });

  it("an unreadable draft is a fresh start, a chosen id that does not exist is dropped", () => {
    expect(parseActualiteDraft("{not json")).toEqual(INITIAL_ACTUALITE);
    expect(parseActualiteDraft({ step: 99 })).toMatchObject({ step: 1 });
    expect(parseActualiteDraft({ ...ready, chosenId: "s9" }).chosenId).toBeNull();
  });

  it("the answer of the visible step replaces the draft's, an emptied answer is removed", () => {
    const draft = JSON.stringify(ready);
    expect(post({ draft, step: "11", answer: "Écrire une lettre" }).state.answers["11"]).toBe("Écrire une lettre");
    expect(post({ draft, step: "11", answer: "  " }).state.answers["11"]).toBeUndefined();
  });
});
