// The fields as the app reads them (decision 0151): the same name, kept value, messages and constraints
// as conform's own fields, with conform asked once per field and render.
import { useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { constraintOf, fieldProps, useSchemaForm } from "./conform";

const schema = z.object({
  title: z.string({ required_error: "Le titre est requis." }).trim().min(3, "Au moins 3 caractères.").max(12, "12 caractères au plus."),
  note: z.string().max(40).optional(),
});
const NAMES = ["title", "note"] as const;

/** Renders a form with `useSchemaForm` and returns what each field gave, as the page would see it. */
function ours(lastResult: SubmissionResult<string[]> | null) {
  let seen: unknown;
  function Form() {
    const { fields } = useSchemaForm(schema, lastResult);
    seen = {
      props: Object.fromEntries(NAMES.map((name) => [name, fieldProps(fields[name])])),
      sameObject: fields.title === fields.title,
      errors: fields.title.errors,
    };
    return null;
  }
  renderToString(createElement(Form));
  return seen as { props: Record<string, ReturnType<typeof fieldProps>>; sameObject: boolean; errors: string[] | undefined };
}

/** The same form read straight from conform's fields, as the app did before. */
function conforms(lastResult: SubmissionResult<string[]> | null) {
  let seen: unknown;
  function Form() {
    const [, fields] = useForm({ lastResult, constraint: getZodConstraint(schema) });
    seen = Object.fromEntries(
      NAMES.map((name) => {
        const field = fields[name];
        const initial = field.initialValue;
        return [
          name,
          {
            name: field.name,
            defaultValue: typeof initial === "string" ? initial : undefined,
            error: field.errors?.[0],
            required: field.required,
            minLength: field.minLength,
            maxLength: field.maxLength,
          },
        ];
      }),
    );
    return null;
  }
  renderToString(createElement(Form));
  return seen;
}

function refused(title: string) {
  const formData = new FormData();
  formData.set("title", title);
  formData.set("note", "une note");
  return parseWithZod(formData, { schema }).reply();
}

describe("the fields as the app reads them (decision 0151)", () => {
  it("give a fresh form's names and constraints, as conform's own fields do", () => {
    const { props } = ours(null);
    expect(props.title).toEqual({ name: "title", defaultValue: undefined, error: undefined, required: true, minLength: 3, maxLength: 12 });
    expect(props.note).toMatchObject({ name: "note", required: false, maxLength: 40 });
    expect(props).toEqual(conforms(null));
  });

  it("keep what was typed and put the French message beside the field after a refused post", () => {
    for (const typed of ["un titre beaucoup trop long", "ab", ""]) {
      const result = refused(typed);
      const { props, errors } = ours(result);
      expect(props).toEqual(conforms(result));
      expect(props.note?.defaultValue).toBe("une note");
      expect(props.title?.error).toBeTruthy();
      expect(errors?.[0]).toBe(props.title?.error);
    }
    expect(ours(refused("un titre beaucoup trop long")).props.title).toMatchObject({
      defaultValue: "un titre beaucoup trop long",
      error: "12 caractères au plus.",
    });
    expect(ours(refused("ab")).props.title?.error).toBe("Au moins 3 caractères.");
  });

  it("work each field out once per render, and each schema's constraints once", () => {
    expect(ours(null).sameObject).toBe(true);
    expect(constraintOf(schema)).toBe(constraintOf(schema));
  });
});
