import { and, eq, sql } from "drizzle-orm";
import type { Executor } from "../../platform/db/database.ts";
import { conflict, notFound } from "../../platform/http/errors.ts";
import { type Actor, writeAudit } from "../../platform/resources/auditLog.ts";
import { resourceTable } from "../../platform/resources/resourceTable.ts";
import { BILL_NOT_FOUND } from "./billDetail.ts";
import { payerOf } from "./payer.ts";
import { hasPaymentMeans, paymentMeansOf } from "./paymentMeans.ts";

export const NO_MEANS_CONFIGURED =
  "Ainda não há chave PIX nem intermediador configurados: cadastre-os em Finanças › Recebimentos, ou dê baixa pelo pagamento no balcão.";

export const MEANS_MADE =
  "Meios de pagamento gerados: a cobrança já pode ser paga pelo PIX ou pelos meios indicados.";

/**
 * Gives an open bill the payment means it lacks: a bill made while the tenant had neither a PIX key
 * nor a gateway was left to be paid at the desk, and once one is set its payer can pay it by PIX
 * like any new bill. The bill is locked, so two clicks make one charge; a bill that has means
 * already is answered as it is (a retried request changes nothing). Answers whether means were
 * attached now.
 */
export const attachMissingMeans = async (tx: Executor, actor: Actor, billId: string): Promise<boolean> => {
  const bills = resourceTable("bills");
  const [bill] = await tx
    .select()
    .from(bills)
    .where(and(eq(bills.tenant_id, actor.tenantId), eq(bills.id, billId)))
    .for("update");
  if (!bill) throw notFound(BILL_NOT_FOUND);
  if (bill.status === "paid") throw conflict("Esta cobrança já foi paga.");
  if (bill.status !== "open")
    throw conflict("Esta cobrança não está mais em aberto: gere uma nova com os débitos dela.");
  if (hasPaymentMeans(bill)) return false;
  const means = await paymentMeansOf(
    tx,
    {
      id: bill.id,
      tenantId: actor.tenantId,
      payer: payerOf(bill),
      description: bill.description,
      dueDate: bill.due_date,
      totalCents: Number(bill.total_cents),
    },
    actor,
  );
  if (Object.keys(means).length === 0) throw conflict(NO_MEANS_CONFIGURED);
  await tx
    .update(bills)
    .set({ ...means, version: sql`${bills.version} + 1`, updated_at: new Date(), updated_by: actor.userId })
    .where(and(eq(bills.tenant_id, actor.tenantId), eq(bills.id, billId)));
  await writeAudit(tx, actor, [
    {
      action: "update",
      resource: "bills",
      recordId: billId,
      recordTitle: bill.description,
      changes: { after: means },
    },
  ]);
  return true;
};
