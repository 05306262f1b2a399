import { REGISTER_STATUSES, type RegisterStatus } from "@quadra/shared";
import { and, eq } from "drizzle-orm";
import type { Executor } from "../../platform/db/database.ts";
import type { Refusal } from "../../platform/resources/resourceRules.ts";
import { resourceTable } from "../../platform/resources/resourceTable.ts";
import { brazilDay } from "../../platform/time.ts";
import { brDate, isoDate } from "./registerLabels.ts";

type Row = Record<string, unknown>;

/**
 * Where an affiliation or membership may go from each status when staff edit it. "Awaiting
 * payment" is where an entry starts; "cancelled" is final (a new request makes a new entry);
 * suspension is of an active entry and is lifted back to active; an expired entry is renewed by
 * extending its validity back to active. Moving to active also asks for the debt paid (activeRefusal).
 */
const MOVES: Record<RegisterStatus, readonly RegisterStatus[]> = {
  pending_payment: ["active", "expired", "cancelled"],
  active: ["suspended", "expired", "cancelled"],
  suspended: ["active", "expired", "cancelled"],
  expired: ["active", "cancelled"],
  cancelled: [],
};

const labelOf = (status: unknown) =>
  REGISTER_STATUSES.find((option) => option.value === status)?.label["pt-BR"] ?? String(status);

export const statusMoveRefusal = (from: RegisterStatus, to: RegisterStatus): Refusal | null => {
  if (from === to || MOVES[from]?.includes(to)) return null;
  return {
    status: 409,
    field: "status",
    message:
      from === "cancelled"
        ? "Um registro cancelado não volta a valer; faça um novo pedido."
        : `A situação não passa de “${labelOf(from)}” para “${labelOf(to)}”.`,
  };
};

const DEBT_LABEL: Record<string, string> = { open: "em aberto", billed: "em cobrança" };

/** The debt an entry waits on, if any: its status. */
export const debtStatusOf = async (tx: Executor, tenantId: string, debtId: unknown) => {
  if (typeof debtId !== "string") return null;
  const d = resourceTable("debts");
  const [debt] = await tx
    .select({ status: d.status })
    .from(d)
    .where(and(eq(d.tenant_id, tenantId), eq(d.id, debtId)));
  return (debt?.status as string | undefined) ?? null;
};

/**
 * An entry turns active only with its debt settled (paid, or written off by staff: nothing is owed)
 * and its validity not over. An entry without a debt (made by staff, imported) may be active.
 */
export const activeRefusal = (row: Row, debtStatus: string | null): Refusal | null => {
  if (debtStatus && DEBT_LABEL[debtStatus])
    return {
      status: 409,
      field: "status",
      message: `O débito deste registro está ${DEBT_LABEL[debtStatus]}; ele fica ativo quando o débito for pago.`,
    };
  const ends = isoDate(row.ends_on);
  if (ends && ends < brazilDay())
    return {
      status: 409,
      field: "ends_on",
      message: `A validade terminou em ${brDate(ends)}; estenda o fim da validade para deixá-lo ativo.`,
    };
  return null;
};
