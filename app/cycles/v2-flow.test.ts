import { describe, expect, it } from "vitest";
import {
  addSavedCycle,
  back,
  dontKnowYet,
  initialV2State,
  isSummary,
  next,
  readSavedCycles,
  readV2State,
  stepId,
  toSavedCycle,
  totalSteps,
  type StepInput,
  type V2State,
} from "./v2-flow";

function walk(inputs: StepInput[]): { state: V2State; visited: string[] } {
  let state = initialV2State();
  const visited: string[] = [stepId(state)];
  for (const input of inputs) {
    const result = next(state, input);
    expect(result.problem).toBeUndefined();
    state = result.state;
    visited.push(`${state.currentStep}:${stepId(state)}`);
  }
  return { state, visited };
}

describe("cycles-v2: with a bourreau (8 steps)", () => {
  it("goes misery → bourreau → point d'abus → time 2 → time 1 → time 3 → time 4 → summary", () => {
    const { state, visited } = walk([
      { centerText: "La honte" },
      { hasBourreau: "yes" },
      { outsideEvents: "Les cris", nearAbus: "Je me fige" },
      { between1And2: "Je me suis tu", between2AndAbus: "Un enfant sage" },
      { fearEnvieChoice: "peur", between4And1: "Peur d'être rejeté" },
      { between3And4: "Je l'ignore" },
      { crisis: "J'explose" },
    ]);
    expect(visited).toEqual(["misery", "2:bourreau", "3:abus", "4:time2", "5:time1", "6:time3", "7:time4", "8:summary"]);
    expect(totalSteps(state)).toBe(8);
    expect(isSummary(state)).toBe(true);
    expect(state.showBourreauMessage).toBe(true);
    expect(state.circleTexts).toEqual({
      nearAbus: "Je me fige",
      between1And2: "Je me suis tu",
      between2AndAbus: "Un enfant sage",
      between4And1: "Peur d'être rejeté",
      between3And4: "Je l'ignore",
    });
    expect(state.exteriorInputs).toEqual({ outsideEvents: "Les cris", crisis: "J'explose" });
    expect(state.fearEnvieChoice).toBe("peur");
  });
});

describe("cycles-v2: without a bourreau (6 steps)", () => {
  it("trying to please someone: step 3 → step 4 (time 2) → step 5 → summary at step 6", () => {
    const { state, visited } = walk([
      { centerText: "La solitude" },
      { hasBourreau: "no" },
      { pleasing: "yes" },
      { between1And2: "Je rends service" },
      { fearEnvieChoice: "envie" },
    ]);
    expect(visited).toEqual(["misery", "2:bourreau", "3:pleasing", "4:time2", "5:time1", "6:summary"]);
    expect(totalSteps(state)).toBe(6);
    expect(state.showBourreauMessage).toBe(false);
  });

  it("pleasing no one: straight from step 3 to step 5, then the summary", () => {
    const { visited } = walk([{ centerText: "La solitude" }, { hasBourreau: "no" }, { pleasing: "no" }, {}]);
    expect(visited).toEqual(["misery", "2:bourreau", "3:pleasing", "5:time1", "6:summary"]);
  });
});

describe("cycles-v2: answers that must be given", () => {
  it("step 1 needs a name or 'Je ne sais pas encore', which sets a question mark", () => {
    expect(next(initialV2State(), { centerText: "   " }).problem).toBe("nameOrDontKnow");
    const { state } = dontKnowYet(initialV2State());
    expect(state).toMatchObject({ centerText: "?", dontKnowYet: true, currentStep: 2 });
  });

  it("step 2 and the step 3 without bourreau need a yes or a no", () => {
    const atTwo = next(initialV2State(), { centerText: "x" }).state;
    expect(next(atTwo, {}).problem).toBe("chooseYesNo");
    const atThree = next(atTwo, { hasBourreau: "no" }).state;
    expect(next(atThree, {}).problem).toBe("chooseYesNo");
  });
});

describe("cycles-v2: back", () => {
  it("goes to the previous step walked and keeps yes/no answers", () => {
    const { state } = walk([{ centerText: "La peur" }, { hasBourreau: "no" }, { pleasing: "no" }]);
    expect(state.currentStep).toBe(5);
    const atThree = back(state);
    expect(atThree).toMatchObject({ currentStep: 3, pleasing: "no", hasBourreau: "no" });
    const atTwo = back(atThree);
    expect(atTwo).toMatchObject({ currentStep: 2, hasBourreau: "no" });
    expect(back(back(atTwo)).currentStep).toBe(1);
  });

  it("changing the bourreau answer after going back switches the branch", () => {
    const { state } = walk([{ centerText: "La peur" }, { hasBourreau: "no" }]);
    const yes = next(back(state), { hasBourreau: "yes" }).state;
    expect(stepId(yes)).toBe("abus");
  });
});

describe("cycles-v2: saving", () => {
  it("a saved cycle is completed and listed newest first", () => {
    const first = toSavedCycle(initialV2State(), "a", new Date("2026-11-01T00:00:00Z"));
    const second = toSavedCycle({ ...initialV2State(), centerText: "La honte" }, "b");
    const list = addSavedCycle(addSavedCycle([], first), second);
    expect(list.map((c) => c.id)).toEqual(["b", "a"]);
    expect(list[0]!.completed).toBe(true);
    expect(readSavedCycles(JSON.stringify(list))).toEqual(list);
  });

  it("unreadable device data reads as nothing", () => {
    expect(readV2State("{oups")).toBeNull();
    expect(readSavedCycles('[{"id":1}]')).toEqual([]);
  });
});
