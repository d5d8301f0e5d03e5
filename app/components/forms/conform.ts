/**
 * Forms declared once (issue 8): one zod schema per form gives the server's parsing
 * (`parseWithZod(formData, { schema })` in the action), the browser's validation and the inputs'
 * constraints (`useSchemaForm`). A refused post comes back as conform's `reply()`, which keeps what
 * was typed and puts each French message beside its field, with or without JavaScript.
 */
import { getFormProps, useForm, type FieldMetadata, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import type { z } from "zod";

/** Each schema's input constraints, worked out once (a form renders on every request and every keystroke). */
const constraints = new WeakMap<z.ZodTypeAny, ReturnType<typeof getZodConstraint>>();
function constraintOf(schema: z.ZodTypeAny) {
  let constraint = constraints.get(schema);
  if (!constraint) constraints.set(schema, (constraint = getZodConstraint(schema)));
  return constraint;
}

export function useSchemaForm<Schema extends z.ZodTypeAny>(schema: Schema, lastResult: SubmissionResult<string[]> | null | undefined) {
  const [form, fields] = useForm({
    lastResult,
    constraint: constraintOf(schema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  return { form, fields, formProps: getFormProps(form) };
}

/** What our `Field` needs from a conform field: its name, typed value, first error and constraints. */
export function fieldProps(field: FieldMetadata<unknown>) {
  return {
    name: field.name,
    defaultValue: typeof field.initialValue === "string" ? field.initialValue : undefined,
    error: field.errors?.[0],
    required: field.required,
    minLength: field.minLength,
    maxLength: field.maxLength,
  };
}
