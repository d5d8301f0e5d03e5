/**
 * A visitor's run without JavaScript (issue 17): nothing can be kept on the device, so every answer
 * travels with the run, as hidden fields carried from post to post, and every form of the screen posts
 * to the address of the run's current state. With JavaScript or an account this is empty.
 */
import { createContext, useContext } from "react";

type VisitorRun = { carried: Record<string, string>; action: string };

const VisitorRunContext = createContext<VisitorRun | null>(null);
export const VisitorRunProvider = VisitorRunContext.Provider;

/** The form's `action` for a visitor without JavaScript (the run's current address), else undefined. */
export function useVisitorAction(): string | undefined {
  return useContext(VisitorRunContext)?.action;
}

/** The answers of the other steps, carried as `carried_{step}` fields. */
export function CarriedAnswers({ except }: { except?: number }) {
  const run = useContext(VisitorRunContext);
  if (!run) return null;
  return (
    <>
      {Object.entries(run.carried)
        .filter(([step]) => Number(step) !== except)
        .map(([step, text]) => (
          <input key={step} type="hidden" name={`carried_${step}`} value={text} />
        ))}
    </>
  );
}

/** Reads the carried answers of a post: at most `stepCount` steps, each as long as an answer may be. */
export function readCarried(fields: Record<string, string>, stepCount: number, maxLength: number): Record<string, string> {
  const carried: Record<string, string> = {};
  for (let step = 1; step <= stepCount; step++) {
    const text = fields[`carried_${step}`];
    if (typeof text === "string" && text.trim()) carried[String(step)] = text.slice(0, maxLength);
  }
  return carried;
}
