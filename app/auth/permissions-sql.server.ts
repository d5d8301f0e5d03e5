/**
 * The role rules of ./permissions.ts inside a write's statement, for a write that decides in one round trip
 * (decision 0443): `owner` is the person as SQL (the session's user, session-batch.server.ts). The roles that
 * moderate come from `canModerate` itself, so the SQL and the pages never disagree
 * (tests/integration/permissions-sql.test.ts).
 */
import { sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { profiles } from "#db/schema";
import { canModerate } from "./permissions";
import { ROLES } from "./roles";

const MODERATING_ROLES = ROLES.filter((role) => canModerate({ id: "", role }));

/** True in SQL when the person moderates. */
export function canModerateSql(owner: SQL): SQL {
  return sql`(SELECT ${profiles.role} FROM ${profiles} WHERE ${profiles.id} = ${owner}) IN (${sql.join(
    MODERATING_ROLES.map((role) => sql`${role}`),
    sql`, `,
  )})`;
}

/** True in SQL when the person may edit or delete what `authorId` wrote: its author or a moderator. */
export function canManageSql(owner: SQL, authorId: SQLWrapper): SQL {
  return sql`(${authorId} = ${owner} OR ${canModerateSql(owner)})`;
}
