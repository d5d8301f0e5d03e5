/**
 * The current step's draft on the device (issue 30 item 9), for both wizards, visitor or signed in:
 * every change in the step's form is written to localStorage under the step's scope (session and
 * step); a reload puts it back into the form; once the step is sent and accepted, it is removed.
 * A refused step or a step the server could not save keeps it. Nothing happens without JavaScript.
 */
import { useNavigation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { clearStepDraft, readStepDraft, saveStepDraft, type StepDraftKey } from "~/device/wizard-draft";

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

function draftFields(form: HTMLFormElement): Field[] {
  const fields: Field[] = [];
  for (const el of Array.from(form.elements)) {
    if (!(el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement)) continue;
    if (el.name && !["hidden", "submit", "button", "file", "reset", "image"].includes(el.type)) fields.push(el);
  }
  return fields;
}

function collect(form: HTMLFormElement): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const el of draftFields(form)) {
    if (el instanceof HTMLInputElement && (el.type === "radio" || el.type === "checkbox")) {
      if (el.checked) fields[el.name] = el.value;
    } else fields[el.name] = el.value;
  }
  return fields;
}

function restore(form: HTMLFormElement, fields: Record<string, string>) {
  for (const el of draftFields(form)) {
    if (!(el.name in fields)) continue;
    if (el instanceof HTMLInputElement && (el.type === "radio" || el.type === "checkbox")) el.checked = fields[el.name] === el.value;
    else el.value = fields[el.name]!;
  }
}

export function useStepDraft({
  storageKey,
  scope,
  hydrated,
  accepted,
}: {
  storageKey: StepDraftKey;
  scope: string;
  hydrated: boolean;
  accepted: boolean;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const sent = useRef<string | null>(null);
  const navigation = useNavigation();

  // On arrival and whenever another step is shown: its draft, if this device kept one.
  useEffect(() => {
    if (!hydrated || !formRef.current) return;
    const fields = readStepDraft(storageKey, scope);
    if (fields) restore(formRef.current, fields);
  }, [storageKey, scope, hydrated]);

  // The step was sent: once the server accepted it, its draft is no longer needed.
  useEffect(() => {
    if (navigation.state !== "idle" || sent.current === null) return;
    if (accepted) clearStepDraft(storageKey, sent.current);
    sent.current = null;
  }, [navigation.state, accepted, storageKey]);

  return {
    ref: formRef,
    onChange: (event: React.FormEvent<HTMLFormElement>) => saveStepDraft(storageKey, { scope, fields: collect(event.currentTarget) }),
    onSubmit: () => {
      sent.current = scope;
    },
  };
}
