import { randomUUID } from "node:crypto";
import { resourceOf } from "@quadra/shared";
import { and, eq, sql } from "drizzle-orm";
import type { Tx } from "../../platform/db/database.ts";
import { roles, userRoles, users } from "../../platform/db/schema/index.ts";
import { type Actor, type AuditEntry, writeAudit } from "../../platform/resources/auditLog.ts";
import { bulkInsert } from "../../platform/resources/bulkInsert.ts";
import type { CheckedRow } from "../imports/checkRows.ts";
import type { ImportWriter, OutcomeCounts } from "../imports/importers.ts";
import { describeOutcomes } from "../imports/importSteps.ts";
import { nextRegistrationNumber } from "../people/registrationNumber.ts";
import type { PersonRowPlan } from "./peopleRowCheck.ts";
import { todayInSaoPaulo } from "./personColumns.ts";

/** People per INSERT: about 15 columns each, far below PostgreSQL's 65,535 parameters. */
const PEOPLE_PER_INSERT = 1_000;
const affiliationsDef = resourceOf("associationusers");

const chunks = <T>(items: T[], size: number) =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, index) =>
    items.slice(index * size, (index + 1) * size),
  );

/**
 * Writes the checked rows of a people import in the job's transaction: new people in multi-row
 * INSERTs with the next matrículas (people/registrationNumber: one sequence per tenant, under its
 * lock) and the tenant's default role, as a self-registration gets; a registered person's differing
 * values in one UPDATE each, audited as an `update` with before and after; affiliations through the
 * framework's bulk insert of `associationusers` (active, from today). Rows that change nothing
 * write nothing. New people have no password: they set one through "Esqueci minha senha".
 */
export const peopleWriter = (tx: Tx, { actor }: { actor: Actor }): ImportWriter => {
  const { tenantId } = actor;
  const outcomes: Required<OutcomeCounts> = { create: 0, update: 0, unchanged: 0 };
  let defaultRoles: string[] | undefined;

  const write = async (rows: CheckedRow[]) => {
    const plans = rows.map((row) => row.body as unknown as PersonRowPlan);
    const ids = plans.map((plan) => plan.existing?.id ?? (randomUUID() as string));
    const created = plans.flatMap((plan, index) => (plan.existing ? [] : [{ plan, id: ids[index]! }]));
    if (created.length) {
      let number = await nextRegistrationNumber(tx, tenantId);
      for (const chunk of chunks(created, PEOPLE_PER_INSERT))
        await tx.insert(users).values(
          chunk.map(({ plan, id }) => ({
            ...(plan.person as Record<string, any>),
            name: String(plan.person.name),
            tenantId,
            id,
            registrationNumber: number++,
          })),
        );
      defaultRoles ??= (await tx.select({ id: roles.id }).from(roles).where(eq(roles.isDefault, true))).map(
        (role) => role.id,
      );
      const grants = created.flatMap(({ id }) =>
        defaultRoles!.map((roleId) => ({ tenantId, userId: id, roleId })),
      );
      for (const chunk of chunks(grants, PEOPLE_PER_INSERT)) await tx.insert(userRoles).values(chunk);
    }
    const audit: AuditEntry[] = [];
    for (const [index, plan] of plans.entries()) {
      const changes = plan.existing?.changes ?? {};
      if (!plan.existing || !Object.keys(changes).length) continue;
      await tx
        .update(users)
        .set({
          ...(changes as Record<string, any>),
          version: sql`${users.version} + 1`,
          updatedAt: new Date(),
        })
        .where(and(eq(users.tenantId, tenantId), eq(users.id, ids[index]!)));
      audit.push({
        action: "update",
        resource: "users",
        recordId: ids[index]!,
        recordTitle: String(plan.person.name ?? ""),
        changes: { before: plan.existing.before, after: changes, import: true },
      });
    }
    await writeAudit(tx, actor, audit);
    const since = todayInSaoPaulo();
    const affiliations = plans.flatMap((plan, index) =>
      plan.affiliateTo
        ? [{ parentId: plan.affiliateTo, body: { user_id: ids[index]!, status: "active", since } }]
        : [],
    );
    if (affiliations.length) await bulkInsert(tx, { def: affiliationsDef, actor, rows: affiliations });
    for (const row of rows) outcomes[row.outcome ?? "create"] += 1;
    return ids;
  };

  return {
    write,
    summary: () => {
      const done = outcomes.create + outcomes.update + outcomes.unchanged;
      const people = done === 1 ? "1 pessoa" : `${done} pessoas`;
      return { message: `${people} na planilha: ${describeOutcomes(outcomes) || "nenhuma"}.`, outcomes };
    },
  };
};
