/**
 * Forms declared once (issue 8): one zod schema per form gives the server's parsing
 * (`parseWithZod(formData, { schema })` in the action), the browser's validation and the inputs'
 * constraints (`useSchemaForm`). A refused post comes back as conform's `reply()`, which keeps what
 * was typed and puts each French message beside its field, with or without JavaScript.
 */
import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import type { z } from "zod";

type Constraints = ReturnType<typeof getZodConstraint>;

/** Each schema's input constraints, worked out once (a form renders on every request and every keystroke). */
const constraints = new WeakMap<z.ZodTypeAny, Constraints>();
export function constraintOf(schema: z.ZodTypeAny): Constraints {
  let constraint = constraints.get(schema);
  if (!constraint) constraints.set(schema, (constraint = getZodConstraint(schema)));
  return constraint;
}

/** What the app reads of a field: its name, what was typed or kept, its messages and its constraints. */
export type SchemaField = {
  name: string;
  initialValue: unknown;
  errors: string[] | undefined;
  required?: boolean;
  minLength?: number;
  maxLength?: number;
};

/**
 * The form's fields as the app reads them, each worked out once per render. Every property read on
 * one of conform's fields builds its whole metadata anew (a Proxy of some twenty getters), and
 * `fieldProps` wants six of them: here conform is asked only for what changes with the form's state
 * (the kept value and the messages, which also subscribe the component to them, as conform intends),
 * and the constraints come from the schema's memo above (decision 0151).
 */
export function schemaFields<Fields extends object>(fields: Fields, constraint: Constraints): { [Name in keyof Fields]: SchemaField } {
  const read = new Map<string, SchemaField>();
  return new Proxy({} as { [Name in keyof Fields]: SchemaField }, {
    get(_, name) {
      if (typeof name !== "string") return undefined;
      let field = read.get(name);
      if (!field) {
        const metadata = (fields as Record<string, { initialValue: unknown; errors: string[] | undefined }>)[name]!;
        const own = constraint[name];
        field = {
          name,
          initialValue: metadata.initialValue,
          errors: metadata.errors,
          required: own?.required,
          minLength: own?.minLength,
          maxLength: own?.maxLength,
        };
        read.set(name, field);
      }
      return field;
    },
  });
}

export function useSchemaForm<Schema extends z.ZodTypeAny>(schema: Schema, lastResult: SubmissionResult<string[]> | null | undefined) {
  const constraint = constraintOf(schema);
  const [form, fields] = useForm({
    lastResult,
    constraint,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  return { form, fields: schemaFields(fields, constraint), formProps: getFormProps(form) };
}

/**
 * `fieldProps` for a field that shows a saved value: what was typed and refused comes back first, the
 * saved value otherwise (a refusal never puts the old value back over the typing).
 */
export function fieldPropsOr(field: SchemaField, saved: string) {
  const props = fieldProps(field);
  return { ...props, defaultValue: props.defaultValue ?? saved };
}

/** What our `Field` needs from a field: its name, typed value, first error and constraints. */
export function fieldProps(field: SchemaField) {
  return {
    name: field.name,
    defaultValue: typeof field.initialValue === "string" ? field.initialValue : undefined,
    error: field.errors?.[0],
    required: field.required,
    minLength: field.minLength,
    maxLength: field.maxLength,
  };
}
