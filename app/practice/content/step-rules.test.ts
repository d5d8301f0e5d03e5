import { describe, expect, it } from "vitest";
import { STEP_RULES } from "./step-rules";
import { TOOL_CONTENT } from "./tools";

describe("les règles d'étapes correspondent au contenu des outils", () => {
  it("un outil a une intro (étape 0) si et seulement si son contenu en a une", () => {
    for (const [toolId, content] of Object.entries(TOOL_CONTENT)) {
      expect(STEP_RULES[toolId]?.intro === true, toolId).toBe(Boolean(content.intro));
    }
  });
  it("chaque étape nommée par une règle existe dans son outil", () => {
    for (const [toolId, rules] of Object.entries(STEP_RULES)) {
      const content = TOOL_CONTENT[toolId as keyof typeof TOOL_CONTENT];
      expect(content, toolId).toBeDefined();
      const steps = new Set(content.steps.map((s) => s.number));
      const named = [
        ...(rules.optionalSteps ?? []),
        ...(rules.requiredSteps ?? []),
        ...(rules.peaceSteps ?? []),
        rules.actStep,
        rules.actOnFinishStep,
        rules.loveWordStep,
      ];
      for (const step of named) if (step !== undefined) expect(steps.has(step), `${toolId} étape ${step}`).toBe(true);
    }
  });
});
