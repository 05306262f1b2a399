import { type DebtStatus, debts } from "@quadra/shared";
import type { Executor } from "../../platform/db/database.ts";
import type { Actor } from "../../platform/resources/auditLog.ts";
import type { Refusal } from "../../platform/resources/resourceRules.ts";
import { resourceTable } from "../../platform/resources/resourceTable.ts";

/** The pt-BR names of a debt's fields, as its refusals name them (from the definition). */
export const DEBT_LABELS: Record<string, string> = Object.fromEntries(
  Object.entries(debts.fields).map(([key, field]) => [key, field.label["pt-BR"]]),
);

/**
 * Who may move a debt from one status to another. Staff, by editing the debt, may cancel or write
 * off an open debt and reopen it; only a bill puts a debt in a bill (and gives it back when the bill
 * is cancelled or expires), and only a payment of that bill makes it paid. A paid debt never moves.
 */
const BY_STAFF: Record<DebtStatus, readonly DebtStatus[]> = {
  open: ["cancelled", "written_off"],
  cancelled: ["open"],
  written_off: ["open"],
  billed: [],
  paid: [],
};
const BY_BILL: Record<DebtStatus, readonly DebtStatus[]> = {
  open: ["billed"],
  billed: ["open", "paid"],
  cancelled: [],
  written_off: [],
  paid: [],
};

export type DebtChangePath = "staff" | "bill";

/** Why a debt may not go from `from` to `to` on this path (null: it may). */
export const debtTransitionRefusal = (
  from: DebtStatus,
  to: DebtStatus,
  path: DebtChangePath,
): Refusal | null => {
  if (from === to) return null;
  if (from === "paid")
    return { status: 409, field: "status", message: "Este débito já foi pago e não muda mais." };
  if (path === "staff" && from === "billed")
    return {
      status: 409,
      field: "status",
      message: "Este débito está numa cobrança aberta: cancele a cobrança antes de mudá-lo.",
    };
  const allowed = (path === "staff" ? BY_STAFF : BY_BILL)[from] ?? [];
  if (allowed.includes(to)) return null;
  return path === "staff" && (to === "billed" || to === "paid")
    ? {
        status: 400,
        field: "status",
        message:
          to === "billed"
            ? "Um débito entra em cobrança só quando uma cobrança é gerada com ele."
            : "Um débito fica pago só quando a sua cobrança é paga.",
      }
    : { status: 409, field: "status", message: "Esta mudança de situação não é permitida para o débito." };
};

export type DebtChange = {
  debt_id: string;
  from_status: DebtStatus | null;
  to_status: DebtStatus;
  reason?: string | null;
  bill_id?: string | null;
};

/**
 * Something another module does when debts change status (registers: an entry whose debt turns
 * paid turns active), inside the same transaction as the change, so both hold or neither does.
 */
export type DebtChangeListener = (
  tx: Executor,
  actor: Actor,
  changes: readonly DebtChange[],
) => Promise<void>;
const listeners: DebtChangeListener[] = [];

/** Adds a listener (a module's register function calls this; adding the same one twice does nothing). */
export const addDebtChangeListener = (listener: DebtChangeListener) => {
  if (!listeners.includes(listener)) listeners.push(listener);
};

/**
 * Writes the history of debts' status changes (who is the actor), in the caller's transaction. It
 * is the one place every status change of a debt passes (staff edits, bills, payments, expiries),
 * so the listeners hear every one of them.
 */
export const recordDebtChanges = async (tx: Executor, actor: Actor, changes: readonly DebtChange[]) => {
  if (changes.length === 0) return;
  await tx.insert(resourceTable("debthistory")).values(
    changes.map((change) => ({
      tenant_id: actor.tenantId,
      debt_id: change.debt_id,
      from_status: change.from_status,
      to_status: change.to_status,
      reason: change.reason ?? null,
      bill_id: change.bill_id ?? null,
      user_id: actor.userId,
      created_by: actor.userId,
      updated_by: actor.userId,
    })),
  );
  for (const listener of listeners) await listener(tx, actor, changes);
};
