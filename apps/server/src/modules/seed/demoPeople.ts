import { randomUUID } from "node:crypto";
import { buildPersonSchema } from "@quadra/shared";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Executor } from "../../platform/db/database.ts";
import { roles, userRoles, users } from "../../platform/db/schema/index.ts";
import { type Actor, writeAudit } from "../../platform/resources/auditLog.ts";
import { loadSettings } from "../configs/settingsStore.ts";
import { nextRegistrationNumber } from "../people/registrationNumber.ts";
import { insertNewPeople } from "../peopleimports/peopleStatements.ts";
import { IMPORTED_COLUMNS, type PersonColumns } from "../peopleimports/personColumns.ts";
import type { DemoPerson } from "./demoPeopleData.ts";

/** The role the staff of the demo hold (created with every tenant by provisionTenant). */
const STAFF_ROLE = "Secretaria";

/** The ids of the tenant's people with these cpfs, by cpf. */
const peopleByCpf = async (tx: Executor, tenantId: string, cpfs: readonly string[]) => {
  const rows = cpfs.length
    ? await tx
        .select({ id: users.id, cpf: users.cpf })
        .from(users)
        .where(and(eq(users.tenantId, tenantId), inArray(users.cpf, [...cpfs])))
    : [];
  return new Map(rows.map((row) => [row.cpf!, row.id]));
};

/**
 * Registers the demo's people as a people import does (peopleimports/peopleWriter): each row
 * validated by the tenant's own registration schema, the cpfs and e-mails checked against the
 * register, the next matrículas taken under the tenant's lock, everyone inserted with the default
 * roles in one statement, and each creation audited. A person whose cpf is already there is left
 * as is. Answers how many were created and how many existed (nothing is written on a dry run), the
 * ids of those created, and everyone's id by cpf (those there before and those created), which the
 * rest of the seed reads instead of looking people up again.
 */
export const seedDemoPeople = async (
  tx: Executor,
  { actor, people, dryRun }: { actor: Actor; people: readonly DemoPerson[]; dryRun: boolean },
) => {
  const tenantId = actor.tenantId;
  const existing = await peopleByCpf(
    tx,
    tenantId,
    people.map((person) => person.cpf),
  );
  const missing = people.filter((person) => !existing.has(person.cpf));
  const outcome = {
    created: missing.length,
    existing: existing.size,
    createdIds: new Map<string, string>(),
    ids: existing,
  };
  if (dryRun || !missing.length) return outcome;
  const schema = buildPersonSchema((await loadSettings(tx, tenantId)).settings.register);
  const bodies = missing.map((person) => schema.parse(person));
  const [taken] = await tx
    .select({ email: users.email })
    .from(users)
    .where(
      and(
        eq(users.tenantId, tenantId),
        inArray(
          sql`lower(${users.email})`,
          bodies.map((body) => body.email!.toLowerCase()),
        ),
      ),
    )
    .limit(1);
  if (taken) throw new Error(`demo seed: the e-mail ${taken.email} belongs to someone else already`);
  let registrationNumber = await nextRegistrationNumber(tx, tenantId);
  const created = bodies.map((body) => {
    const person: PersonColumns = {};
    for (const [key, column] of Object.entries(IMPORTED_COLUMNS)) {
      const value = body[key as keyof typeof body];
      if (value !== undefined && value !== "") person[column] = value as PersonColumns[typeof column];
    }
    return { id: randomUUID() as string, registrationNumber: registrationNumber++, person };
  });
  await insertNewPeople(tx, { tenantId, people: created });
  await writeAudit(
    tx,
    actor,
    created.map(({ id, registrationNumber, person }) => ({
      action: "create" as const,
      resource: "users",
      recordId: id,
      recordTitle: String(person.name),
      changes: { ...person, registration_number: registrationNumber },
    })),
  );
  for (const [index, { id }] of created.entries()) {
    outcome.createdIds.set(missing[index]!.cpf, id);
    existing.set(missing[index]!.cpf, id);
  }
  return outcome;
};

/**
 * Gives the Secretaria role to the demo's staff created by this run (`userIds`), so someone who
 * took it away later does not see it come back on the next run.
 */
export const grantDemoStaffRole = async (
  tx: Executor,
  { tenantId, userIds }: { tenantId: string; userIds: readonly string[] },
) => {
  if (!userIds.length) return;
  const [role] = await tx
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.tenantId, tenantId), eq(roles.name, STAFF_ROLE)))
    .limit(1);
  if (!role) return;
  await tx
    .insert(userRoles)
    .values(userIds.map((userId) => ({ tenantId, userId, roleId: role.id })))
    .onConflictDoNothing();
};
