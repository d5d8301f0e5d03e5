/**
 * A form checked by its zod schema like `useSchemaForm`, whose valid values are handled on the page
 * (kept on the device, or sent by the screen's own fetch) instead of navigating. Without JavaScript
 * the form still posts to its `action` and the server answers with the same schema's messages.
 */
import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import type { z } from "zod";
import { constraintOf, schemaFields } from "./conform";

type Handlers<Schema extends z.ZodTypeAny> = {
  /** Called with the parsed values when the form is valid; the browser's own post is prevented. */
  onValid: (value: z.output<Schema>, event: React.FormEvent<HTMLFormElement>) => void | Promise<void>;
  /** Called with every message when the form is refused in the browser (they also show beside the fields). */
  onInvalid?: (messages: string[]) => void;
  /** A submit button whose value skips the check and reaches `onSkip` (e.g. "Passer"). */
  skip?: { value: string; onSkip: () => void };
};

/** Optional: the form's own id (for fields outside it, `form="…"`) and when to check (on blur by default). */
type Options = { id?: string; shouldValidate?: "onSubmit" | "onBlur" | "onInput" };

export function useLocalSchemaForm<Schema extends z.ZodTypeAny>(
  schema: Schema,
  lastResult: SubmissionResult<string[]> | null | undefined,
  handlers: Handlers<Schema>,
  options: Options = {},
) {
  const constraint = constraintOf(schema);
  const [form, fields] = useForm({
    id: options.id,
    lastResult,
    constraint,
    shouldValidate: options.shouldValidate ?? "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    onSubmit(event, { submission }) {
      event.preventDefault();
      if (submission?.status === "success") void handlers.onValid(submission.value as z.output<Schema>, event);
    },
  });
  const props = getFormProps(form);
  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    if (handlers.skip && submitter?.value === handlers.skip.value) {
      event.preventDefault();
      handlers.skip.onSkip();
      return;
    }
    props.onSubmit(event);
    if (!event.defaultPrevented) return;
    const checked = parseWithZod(new FormData(event.currentTarget), { schema });
    if (checked.status === "error") handlers.onInvalid?.(Object.values(checked.error ?? {}).flatMap((messages) => messages ?? []));
  };
  return { form, fields: schemaFields(fields, constraint), formProps: { ...props, onSubmit } };
}
