/**
 * Editing one's own chat message or forum reply where it stands: the text's own schema checks it in
 * the browser and on the server (conform), with the counter and « Enregistrer » / « Annuler ».
 */
import { ScriptField } from "~/components/forms/script-field";
import type { SubmissionResult } from "@conform-to/react";
import { Form, Link } from "@remix-run/react";
import type { z } from "zod";
import { fieldProps, useSchemaForm } from "~/components/forms/conform";
import { CountedField } from "./counted-field";

type Props = {
  schema: z.ZodTypeAny;
  /** The action's intent and the edited item's hidden field, e.g. `edit` + `messageId`. */
  intent: string;
  idName: string;
  idValue: string;
  label: string;
  rows: number;
  max: number;
  current: string;
  result: SubmissionResult<string[]> | null;
  cancelTo: string;
  cancelLabel: string;
  className: string;
  /** Once the page runs, the action answers with the item instead of a redirect (`js=1`). */
  live?: boolean;
};

export function EditInPlaceForm({
  schema,
  intent,
  idName,
  idValue,
  label,
  rows,
  max,
  current,
  result,
  cancelTo,
  cancelLabel,
  className,
  live = false,
}: Props) {
  const { fields, formProps } = useSchemaForm(schema, result);
  const content = fieldProps(fields.content as Parameters<typeof fieldProps>[0]);
  return (
    <Form method="post" {...formProps} className={className} preventScrollReset>
      <input type="hidden" name="intent" value={intent} />
      {live ? <ScriptField /> : null}
      <input type="hidden" name={idName} value={idValue} />
      <CountedField label={label} field={content} rows={rows} max={max} initial={current} />
      <div className="flex gap-2">
        <button type="submit" className="btn-primary">
          Enregistrer
        </button>
        <Link to={cancelTo} preventScrollReset className="btn-secondary">
          {cancelLabel}
        </Link>
      </div>
    </Form>
  );
}
