import type {
  StatementConfirmResult,
  StatementLineStatus,
  StatementLineView,
  StatementUploadResult,
} from "@quadra/shared";
import { and, desc, eq, gt, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import type { Executor } from "../../../platform/db/database.ts";
import { statementLines, users } from "../../../platform/db/schema/index.ts";
import type { Actor } from "../../../platform/resources/auditLog.ts";
import { resourceTable } from "../../../platform/resources/resourceTable.ts";
import { settleBill } from "../settleBill.ts";
import { proposeMatches } from "./matchStatement.ts";
import type { StatementLine } from "./parseStatement.ts";

const INSERT_BATCH = 1_000;

/**
 * Keeps a statement's lines (a line already uploaded, by its FITID or fingerprint, is kept once)
 * and proposes again, for every credit not yet matched, the open bill it pays.
 */
export const storeStatement = async (
  tx: Executor,
  tenantId: string,
  lines: StatementLine[],
): Promise<StatementUploadResult> => {
  let newLines = 0;
  for (let start = 0; start < lines.length; start += INSERT_BATCH) {
    const batch = lines.slice(start, start + INSERT_BATCH);
    const inserted = await tx
      .insert(statementLines)
      .values(
        batch.map((line) => ({
          tenantId,
          fitid: line.fitid,
          postedOn: line.postedOn,
          description: line.description.slice(0, 500),
          amountCents: line.amountCents,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: statementLines.id });
    newLines += inserted.length;
  }
  const proposals = await proposeAgain(tx, tenantId);
  return {
    lines: lines.length,
    credits: lines.filter((line) => line.amountCents > 0).length,
    new_lines: newLines,
    proposals,
  };
};

const proposeAgain = async (tx: Executor, tenantId: string) => {
  const open = await tx
    .select({
      id: statementLines.id,
      fitid: statementLines.fitid,
      postedOn: statementLines.postedOn,
      description: statementLines.description,
      amountCents: statementLines.amountCents,
    })
    .from(statementLines)
    .where(
      and(
        eq(statementLines.tenantId, tenantId),
        isNull(statementLines.billId),
        gt(statementLines.amountCents, 0),
      ),
    );
  const bills = resourceTable("bills");
  const openBills = await tx
    .select({ id: bills.id, txid: bills.pix_txid, totalCents: bills.total_cents, dueOn: bills.due_date })
    .from(bills)
    .where(and(eq(bills.tenant_id, tenantId), inArray(bills.status, ["open", "expired"])));
  const proposals = proposeMatches(
    open.map((line) => ({ ...line, postedOn: String(line.postedOn) })),
    openBills.map((bill) => ({
      id: bill.id,
      txid: bill.txid ?? null,
      totalCents: bill.totalCents,
      dueOn: String(bill.dueOn),
    })),
  );
  await tx
    .update(statementLines)
    .set({ proposedBillId: null, matchReason: null })
    .where(and(eq(statementLines.tenantId, tenantId), isNull(statementLines.billId)));
  const idOf = new Map(open.map((line) => [line.fitid, line.id]));
  for (const proposal of proposals)
    await tx
      .update(statementLines)
      .set({ proposedBillId: proposal.billId, matchReason: proposal.reason })
      .where(and(eq(statementLines.tenantId, tenantId), eq(statementLines.id, idOf.get(proposal.fitid)!)));
  return proposals.length;
};

export const listStatementLines = async (
  tx: Executor,
  tenantId: string,
  status: StatementLineStatus,
): Promise<StatementLineView[]> => {
  const bills = resourceTable("bills");
  const associations = resourceTable("associations");
  const billColumn = status === "matched" ? statementLines.billId : statementLines.proposedBillId;
  const rows = await tx
    .select({
      id: statementLines.id,
      postedOn: statementLines.postedOn,
      description: statementLines.description,
      amountCents: statementLines.amountCents,
      matchReason: statementLines.matchReason,
      confirmedAt: statementLines.confirmedAt,
      billId: bills.id,
      billDescription: bills.description,
      totalCents: bills.total_cents,
      dueDate: bills.due_date,
      payerName: sql<string | null>`coalesce(${users.name}, ${associations.name})`,
    })
    .from(statementLines)
    .leftJoin(bills, and(eq(bills.tenant_id, statementLines.tenantId), eq(bills.id, billColumn)))
    .leftJoin(users, and(eq(users.tenantId, bills.tenant_id), eq(users.id, bills.user_id)))
    .leftJoin(
      associations,
      and(eq(associations.tenant_id, bills.tenant_id), eq(associations.id, bills.association_id)),
    )
    .where(
      and(
        eq(statementLines.tenantId, tenantId),
        gt(statementLines.amountCents, 0),
        status === "matched"
          ? isNotNull(statementLines.billId)
          : status === "proposed"
            ? and(isNull(statementLines.billId), isNotNull(statementLines.proposedBillId))
            : and(isNull(statementLines.billId), isNull(statementLines.proposedBillId)),
      ),
    )
    .orderBy(desc(statementLines.postedOn), statementLines.id)
    .limit(500);
  return rows.map((row) => ({
    id: row.id,
    posted_on: String(row.postedOn),
    description: row.description,
    amount_cents: row.amountCents,
    match_reason: (row.matchReason as StatementLineView["match_reason"]) ?? null,
    bill: row.billId
      ? {
          id: row.billId,
          description: row.billDescription ?? "",
          total_cents: row.totalCents ?? 0,
          due_date: String(row.dueDate),
          payer_name: row.payerName,
        }
      : null,
    confirmed_at: row.confirmedAt?.toISOString() ?? null,
  }));
};

/**
 * Confirms proposals, in the caller's transaction: each line settles its proposed bill through
 * settleBill (already paid → skipped, so two people confirming at once settle it once) and keeps
 * the bill it paid (unique: a line pays one bill, a bill is paid by one line).
 */
export const confirmStatementLines = async (
  tx: Executor,
  actor: Actor,
  lineIds: string[],
): Promise<StatementConfirmResult> => {
  const rows = await tx
    .select()
    .from(statementLines)
    .where(and(eq(statementLines.tenantId, actor.tenantId), inArray(statementLines.id, lineIds)))
    .orderBy(statementLines.id)
    .for("update");
  const byId = new Map(rows.map((row) => [row.id, row]));
  const skipped: StatementConfirmResult["skipped"] = [];
  let settled = 0;
  for (const lineId of [...new Set(lineIds)]) {
    const line = byId.get(lineId);
    if (!line) skipped.push({ line_id: lineId, reason: "Lançamento não encontrado." });
    else if (line.billId)
      skipped.push({ line_id: lineId, reason: "Este lançamento já baixou uma cobrança." });
    else if (!line.proposedBillId)
      skipped.push({ line_id: lineId, reason: "Este lançamento não tem cobrança proposta." });
    else {
      const outcome = await settleBill(tx, actor, line.proposedBillId, {
        // A statement's line has a day, not a time: noon in São Paulo keeps that day in any zone,
        // and the source says the time is not known (paidOnDayOnly: the screens and the receipt
        // show the date alone).
        paidAt: new Date(`${line.postedOn}T12:00:00-03:00`),
        means: "pix",
        amountCents: line.amountCents,
        source: "statement",
      });
      if (outcome.outcome !== "settled") {
        skipped.push({
          line_id: lineId,
          reason:
            outcome.outcome === "already_paid"
              ? "A cobrança já estava paga."
              : "A cobrança foi cancelada ou não existe mais.",
        });
        continue;
      }
      await tx
        .update(statementLines)
        .set({ billId: line.proposedBillId, confirmedAt: new Date(), confirmedBy: actor.userId })
        .where(and(eq(statementLines.tenantId, actor.tenantId), eq(statementLines.id, lineId)));
      settled += 1;
    }
  }
  return { settled, skipped };
};
