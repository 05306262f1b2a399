import { resourceOf } from "@quadra/shared";
import type { Tx } from "../../platform/db/database.ts";
import { type Actor, type AuditEntry, writeAudit } from "../../platform/resources/auditLog.ts";
import { bulkInsert } from "../../platform/resources/bulkInsert.ts";
import { brazilDay } from "../../platform/time.ts";
import type { CheckedRow } from "../imports/checkRows.ts";
import type { ImportWriter, OutcomeCounts } from "../imports/importers.ts";
import { describeOutcomes } from "../imports/importSteps.ts";
import { nextRegistrationNumber } from "../people/registrationNumber.ts";
import type { PersonRowPlan } from "./peopleRowCheck.ts";
import {
  insertNewPeople,
  type NewPerson,
  type PersonChanges,
  updateRegisteredPeople,
} from "./peopleStatements.ts";

const affiliationsDef = resourceOf("associationusers");

/**
 * Writes the checked rows of a people import in the job's transaction, set-wise (peopleStatements:
 * one statement per batch, not per person): new people with the next matrículas (people/
 * registrationNumber: one sequence per tenant, under its lock, taken once and held to the commit)
 * and the tenant's default role, as a self-registration gets; registered people's differing values
 * in one UPDATE, each audited as an `update` with before and after; affiliations through the
 * framework's bulk insert of `associationusers` (active, from today). Rows that change nothing
 * write nothing. New people have no password: they set one through "Esqueci minha senha".
 */
export const peopleWriter = (tx: Tx, { actor }: { actor: Actor }): ImportWriter => {
  const { tenantId } = actor;
  const outcomes: Required<OutcomeCounts> = { create: 0, update: 0, unchanged: 0 };
  /** The next matrícula: read once under the tenant's lock, which the job's transaction then holds. */
  let nextNumber: number | undefined;

  const write = async (rows: CheckedRow[]) => {
    const plans = rows.map((row) => row.body as unknown as PersonRowPlan);
    // A new person takes the id of their row (a random UUID too): the rows' outcome is then
    // written without an id per row (imports/importStore.markRowsImported).
    const ids = plans.map((plan, index) => plan.existing?.id ?? rows[index]!.id);
    const created: NewPerson[] = [];
    const changed: PersonChanges[] = [];
    const audit: AuditEntry[] = [];
    for (const [index, plan] of plans.entries()) {
      const id = ids[index]!;
      if (!plan.existing) {
        nextNumber ??= await nextRegistrationNumber(tx, tenantId);
        created.push({ id, registrationNumber: nextNumber++, person: plan.person });
        continue;
      }
      const { changes, before } = plan.existing;
      if (!Object.keys(changes).length) continue;
      changed.push({ id, changes });
      audit.push({
        action: "update",
        resource: "users",
        recordId: id,
        recordTitle: String(plan.person.name ?? ""),
        changes: { before, after: changes, import: true },
      });
    }
    await insertNewPeople(tx, { tenantId, people: created });
    await updateRegisteredPeople(tx, { tenantId, people: changed });
    await writeAudit(tx, actor, audit);
    const since = brazilDay();
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
