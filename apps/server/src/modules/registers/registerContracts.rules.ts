import { defineResourceRules, type ManyOutcome } from "../../platform/resources/resourceRules.ts";
import {
  type ContractSpan,
  contractShape,
  loadSpans,
  lockContractTypes,
  overlapRefusal,
  spanOf,
} from "./contractRules.ts";
import { assignEntryNumbers } from "./entryNumbers.ts";
import { refuseFor, rowErrors } from "./registerLabels.ts";
import { newVerificationCode } from "./verificationCode.ts";

const refuse = refuseFor("registercontracts");

/** Fields whose change asks the overlap check again. */
const SPAN_FIELDS = [
  "user_id",
  "association_id",
  "lending_association_id",
  "kind",
  "starts_on",
  "ends_on",
  "status",
];

/**
 * The rules of `registercontracts` on every path (staff CRUD, the contracts import, an
 * association's request): the server gives each new contract its number (PREFIX-YEAR-SEQUENCE,
 * shared with the type's entries) and its public verification code (verificationCode.ts); a loan
 * names another lending association; a terminated contract says when, within its term; and no two
 * contracts in force of the same athlete and register type overlap in dates, except a loan over the
 * lending club's own contract (BID). docs/registers.md holds the decisions.
 */
export const contractRecordRules = defineResourceRules({
  resource: "registercontracts",
  beforeCreate: async (tx, { actor, values }) => {
    const shape = contractShape(values);
    refuse(shape.refusal);
    const row = { ...values, ...shape.values };
    const span = spanOf(row);
    if (span) {
      await lockContractTypes(tx, actor.tenantId, [row]);
      refuse(overlapRefusal(span, await loadSpans(tx, { tenantId: actor.tenantId, rows: [row] })));
    }
    const [number] = await assignEntryNumbers(tx, { tenantId: actor.tenantId, rows: [row] });
    return { ...shape.values, number, verification_code: newVerificationCode() };
  },
  beforeUpdate: async (tx, { actor, current, values }) => {
    const next = { ...current, ...values };
    const shape = contractShape(next);
    refuse(shape.refusal);
    const span = spanOf({ ...next, ...shape.values });
    if (span && SPAN_FIELDS.some((key) => values[key] !== undefined)) {
      await lockContractTypes(tx, actor.tenantId, [next]);
      refuse(
        overlapRefusal(
          span,
          await loadSpans(tx, { tenantId: actor.tenantId, rows: [next], except: String(current.id) }),
        ),
      );
    }
    return shape.values;
  },
  // An import's batch: the athletes' contracts in force in one query, each row judged against them
  // and the rows before it (of this batch and, at a preview, of the earlier ones); the numbers and
  // codes given at the write only.
  beforeCreateMany: async (tx, { actor, rows, memory, checkOnly }) => {
    const tenantId = actor.tenantId;
    if (!checkOnly) await lockContractTypes(tx, tenantId, rows);
    const stored = await loadSpans(tx, { tenantId, rows });
    const earlier = (memory.get("spans") as ContractSpan[] | undefined) ?? [];
    memory.set("spans", earlier);
    const outcomes = rows.map((row): ManyOutcome => {
      const shape = contractShape(row);
      if (shape.refusal) return rowErrors(shape.refusal);
      const span = spanOf({ ...row, ...shape.values });
      if (span) {
        const refusal = overlapRefusal(span, [...stored, ...earlier]);
        if (refusal) return rowErrors(refusal);
        earlier.push(span);
      }
      return { values: shape.values };
    });
    if (checkOnly || outcomes.some((outcome) => outcome.errors)) return outcomes;
    const numbers = await assignEntryNumbers(tx, { tenantId, rows });
    return outcomes.map((outcome, index) => ({
      values: { ...outcome.values, number: numbers[index], verification_code: newVerificationCode() },
    }));
  },
});
