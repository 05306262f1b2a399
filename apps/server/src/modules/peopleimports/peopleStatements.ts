import { sql } from "drizzle-orm";
import type { Executor } from "../../platform/db/database.ts";
import { roles, tenants, userRoles, users } from "../../platform/db/schema/index.ts";
import {
  canSkipRowTriggers,
  ROW_TRIGGERS_OFF,
  ROW_TRIGGERS_ON,
} from "../../platform/db/setWiseForeignKeys.ts";
import { IMPORTED_COLUMNS, type PersonColumns } from "./personColumns.ts";

/**
 * The set-wise statements of a people import's commit. Each batch of people travels as ONE json
 * parameter read back by `json_to_recordset` (as COPY reads a stream, the database parses the
 * values by their column types): one statement per batch whatever its size, no per-row SQL built in
 * JavaScript, and no limit of 65,535 parameters. Column names and types come from the `users`
 * table, so a column renamed there is renamed here.
 */

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;
const PERSON_COLUMNS = Object.values(IMPORTED_COLUMNS).map((key) => ({
  key,
  /** The column's name as the json of a batch keys it. */
  column: users[key].name,
  name: quoted(users[key].name),
  type: users[key].getSQLType(),
}));
const PERSON_NAMES = PERSON_COLUMNS.map((column) => column.name).join(", ");
/** The record's columns as json_to_recordset declares them: `"name" text, "birthdate" date, …`. */
const PERSON_RECORD = PERSON_COLUMNS.map((column) => `${column.name} ${column.type}`).join(", ");

/**
 * A person's imported values keyed by column name, for the json of a batch. Every column is written,
 * null when the row has no value (json_to_recordset reads a null and a missing key alike: SQL NULL),
 * always in the same order after the same leading keys: the records of a batch then share one shape,
 * which JSON.stringify serializes about five times faster than records built key by key as values
 * exist (50,000 people: about 0.3 s of CPU less per import).
 */
const recordOf = (person: PersonColumns, leading: Record<string, unknown>) => {
  // `leading` is the caller's fresh literal ({ id, … }), filled in place rather than copied.
  for (const { key, column } of PERSON_COLUMNS) leading[column] = person[key] ?? null;
  return leading;
};

export type NewPerson = { id: string; registrationNumber: number; person: PersonColumns };

/**
 * Inserts new people and grants each the tenant's default roles, in one statement: the people as a
 * data-modifying CTE, the grants from what it returns. Its foreign keys are checked set-wise where
 * the connection may (setWiseForeignKeys.ts, docs/decisions.md): the statement locks the only parents
 * it does not make itself, the tenant and its default roles, `FOR KEY SHARE` as the keys' triggers
 * would (a tenant not there leaves `tenant_id` null, which its column refuses), and runs with the row
 * triggers off; the grants point at the people the same statement inserts. Otherwise the triggers
 * check each row as before.
 */
export const insertNewPeople = async (
  tx: Executor,
  { tenantId, people }: { tenantId: string; people: NewPerson[] },
) => {
  if (!people.length) return;
  const json = JSON.stringify(
    people.map(({ id, registrationNumber, person }) =>
      recordOf(person, { id, registration_number: registrationNumber }),
    ),
  );
  const setWise = await canSkipRowTriggers(tx);
  if (setWise) await tx.execute(ROW_TRIGGERS_OFF);
  await tx.execute(sql`
    with tenant as materialized (
      select id from ${tenants} where id = ${tenantId}::uuid for key share
    ), default_role as materialized (
      select id from ${roles} where tenant_id = ${tenantId}::uuid and is_default for key share
    ), created as (
      insert into ${users} (tenant_id, id, registration_number, ${sql.raw(PERSON_NAMES)})
      select (select id from tenant), p.id, p.registration_number, ${sql.raw(PERSON_COLUMNS.map((column) => `p.${column.name}`).join(", "))}
      from json_to_recordset(${json}::json) as p(id uuid, registration_number integer, ${sql.raw(PERSON_RECORD)})
      returning id
    )
    insert into ${userRoles} (tenant_id, user_id, role_id)
    select ${tenantId}::uuid, created.id, default_role.id
    from created cross join default_role`);
  if (setWise) await tx.execute(ROW_TRIGGERS_ON);
};

export type PersonChanges = { id: string; changes: PersonColumns };

/**
 * Writes each registered person's differing values, in one UPDATE: a column changes only for the
 * people whose `changed` list names it (an empty cell never erases, and each person keeps the values
 * the row did not change); the version goes up as any update's.
 */
export const updateRegisteredPeople = async (
  tx: Executor,
  { tenantId, people }: { tenantId: string; people: PersonChanges[] },
) => {
  if (!people.length) return;
  const json = JSON.stringify(
    people.map(({ id, changes }) =>
      recordOf(changes, {
        id,
        changed: Object.keys(changes).map((key) => users[key as keyof PersonColumns].name),
      }),
    ),
  );
  const assignments = PERSON_COLUMNS.map(
    ({ key, name }) =>
      `${name} = case when '${users[key].name}' = any(p.changed) then p.${name} else u.${name} end`,
  ).join(", ");
  await tx.execute(sql`
    update ${users} as u set ${sql.raw(assignments)}, version = u.version + 1, updated_at = now()
    from json_to_recordset(${json}::json) as p(id uuid, changed text[], ${sql.raw(PERSON_RECORD)})
    where u.tenant_id = ${tenantId}::uuid and u.id = p.id`);
};
