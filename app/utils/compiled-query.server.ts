/**
 * A Drizzle select built once, at module load, with `sql.placeholder(name)` where its values go: each
 * request then only binds the values to the SQL text and decodes the rows. Building a query costs
 * more than running it in the Worker (the dashboard's ten queries were about a tenth of its CPU in
 * `bench/profile.mjs`); the SQL is still Drizzle's, from the schema. Decision 0148.
 */
import { Column, fillPlaceholders, is, Placeholder, SQL, type DriverValueDecoder } from "drizzle-orm";
import { createDb } from "./db.server";

/**
 * A Drizzle instance with no database behind it, to build the queries compiled at module load with
 * the same functions that build them for a request (it never runs them: `compileQuery` only reads
 * their SQL).
 */
export const queryBuilder = createDb({} as D1Database);

type Select<Row> = {
  toSQL(): { sql: string; params: unknown[] };
  _: { selectedFields: Record<string, unknown>; result: Row[] };
};

export type CompiledQuery<Row> = {
  readonly sql: string;
  /** The statement with `values` in place of the placeholders (a missing value is an error). */
  bind(d1: D1Database, values: Record<string, unknown>): D1PreparedStatement;
  /** The rows of the statement's result, decoded as Drizzle would have. */
  rows(result: D1Result | undefined): Row[];
};

type Decoder = DriverValueDecoder<unknown, unknown>;
/** An SQL expression's decoder (`sql.mapWith`, `count()`…): Drizzle keeps it on the expression, untyped. */
const decoderOfSql = (expression: SQL) => (expression as unknown as { decoder: Decoder }).decoder;

function decoderOf(key: string, field: unknown): Decoder {
  if (is(field, Column)) return field;
  if (is(field, SQL)) return decoderOfSql(field);
  if (is(field, SQL.Aliased)) return decoderOfSql(field.sql);
  throw new Error(`compileQuery: the field "${key}" is not a column or an SQL expression (nested selections are not supported)`);
}

/** Compiles a select whose selection is flat (columns and SQL expressions, no nested objects). */
export function compileQuery<Row>(query: Select<Row>): CompiledQuery<Row> {
  const { sql, params } = query.toSQL();
  const fields = Object.entries(query._.selectedFields).map(([key, field]) => [key, decoderOf(key, field)] as const);
  const names = params.flatMap((p) => (is(p, Placeholder) ? [p.name] : []));
  return {
    sql,
    bind(d1, values) {
      for (const name of names) if (!(name in values)) throw new Error(`compileQuery: no value for the placeholder "${name}"`);
      return d1.prepare(sql).bind(...fillPlaceholders(params, values));
    },
    rows(result) {
      return (result?.results ?? []).map((row) => {
        // D1 gives each row as an object in the order of the select list, as Drizzle reads it.
        const values = Object.values(row as Record<string, unknown>);
        if (values.length !== fields.length) throw new Error(`compileQuery: ${values.length} columns for ${fields.length} fields (two with the same name?)`);
        const out: Record<string, unknown> = {};
        fields.forEach(([key, decoder], i) => {
          const value = values[i];
          out[key] = value === null ? null : decoder.mapFromDriverValue(value);
        });
        return out as Row;
      });
    },
  };
}
