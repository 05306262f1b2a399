import type { DebtStatus } from "@quadra/shared";
import { and, eq, inArray } from "drizzle-orm";
import { defineResourceRules, type Refusal, refusalError } from "../../platform/resources/resourceRules.ts";
import { resourceTable } from "../../platform/resources/resourceTable.ts";
import { DEBT_LABELS, debtTransitionRefusal, recordDebtChanges } from "./debtStatus.ts";
import { financeStaffOnly } from "./financeVisibility.ts";
import { payerRefusal } from "./payer.ts";

type Row = Record<string, unknown>;

const refuse = (refusal: Refusal | null) => {
  if (refusal) throw refusalError(refusal, DEBT_LABELS);
};

/** A discount larger than the debt would make it negative. */
const discountRefusal = (row: Row): Refusal | null =>
  typeof row.discount_cents === "number" &&
  typeof row.amount_cents === "number" &&
  row.discount_cents > row.amount_cents
    ? {
        status: 400,
        field: "discount_cents",
        message: "O desconto não pode ser maior que o valor do débito.",
      }
    : null;

/** Fields a bill froze: while the debt is in a bill or paid they stay as billed. */
const BILLED_FIELDS = [
  "user_id",
  "association_id",
  "amount_cents",
  "due_date",
  "fine_percent",
  "interest_percent_month",
  "discount_cents",
  "discount_until",
];

/**
 * The rules of `debts` on every path that writes one (staff CRUD, a spreadsheet import, the
 * recurrences' runs and the bills' operations call the same functions): exactly one payer (a
 * person or an association), a discount not above the amount, a new debt starts open, the status
 * moves only as debtTransitionRefusal allows (a paid debt never changes, a debt in a bill changes
 * only through its bill), and every status change is written to the debt's history with who and why.
 */
export const debtRules = defineResourceRules({
  resource: "debts",
  visibleTo: financeStaffOnly,
  beforeCreate: async (_tx, { values }) => {
    refuse(payerRefusal(values));
    refuse(discountRefusal(values));
    if (values.status !== undefined && values.status !== "open")
      refuse({ status: 400, field: "status", message: "Um débito novo começa em aberto." });
    return { status: "open", paid_at: null, bill_id: null };
  },
  beforeUpdate: async (tx, { actor, current, values }) => {
    const from = current.status as DebtStatus;
    const to = (values.status ?? from) as DebtStatus;
    if (from === "paid" || from === "billed") {
      const frozen = BILLED_FIELDS.find(
        (key) => values[key] !== undefined && JSON.stringify(values[key]) !== JSON.stringify(current[key]),
      );
      if (frozen || to !== from) refuse(debtTransitionRefusal(from, to === from ? "open" : to, "staff"));
    }
    refuse(debtTransitionRefusal(from, to, "staff"));
    const next = { ...current, ...values };
    refuse(payerRefusal(next));
    refuse(discountRefusal(next));
    if (to !== from) {
      const reason = typeof values.status_reason === "string" ? values.status_reason : null;
      if ((to === "cancelled" || to === "written_off") && !reason?.trim())
        refuse({
          status: 400,
          field: "status_reason",
          message: "Diga por que o débito é cancelado ou baixado: fica no histórico.",
        });
      await recordDebtChanges(tx, actor, [
        { debt_id: String(current.id), from_status: from, to_status: to, reason },
      ]);
    }
    return undefined;
  },
  beforeDelete: async (tx, { actor, rows }) => {
    const kept = rows.find((row) => row.status === "billed" || row.status === "paid");
    if (kept)
      refuse({
        status: 409,
        field: "status",
        message:
          kept.status === "paid"
            ? "Um débito pago não pode ser excluído."
            : "Este débito está numa cobrança aberta: cancele a cobrança antes de excluí-lo.",
      });
    // A debt that was ever in a bill is part of that bill's record: cancel it instead.
    const links = resourceTable("billdebts");
    const [billed] = await tx
      .select({ id: links.id })
      .from(links)
      .where(
        and(
          eq(links.tenant_id, actor.tenantId),
          inArray(
            links.debt_id,
            rows.map((row) => String(row.id)),
          ),
        ),
      )
      .limit(1);
    if (billed)
      refuse({
        status: 409,
        field: "status",
        message: "Este débito já fez parte de uma cobrança: cancele-o em vez de excluí-lo.",
      });
  },
});
