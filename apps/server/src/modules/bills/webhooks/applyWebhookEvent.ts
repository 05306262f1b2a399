import { and, eq } from "drizzle-orm";
import type { Executor } from "../../../platform/db/database.ts";
import { paymentWebhookEvents } from "../../../platform/db/schema/index.ts";
import type { Actor } from "../../../platform/resources/auditLog.ts";
import type { GatewayName, WebhookEvent } from "../gateways/gatewayTypes.ts";
import { settleBill } from "../settleBill.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Applies one checked gateway event in the caller's transaction, once: the event's row (primary
 * key tenant + gateway + event id) is inserted first, so a redelivery (or a concurrent copy, which
 * waits on that key) finds it and does nothing. A payment settles its bill through settleBill, which
 * never turns a paid bill back; any other state (created, overdue, an earlier event delivered late)
 * is recorded and changes nothing.
 */
export const applyWebhookEvent = async (
  tx: Executor,
  actor: Actor,
  gateway: GatewayName,
  event: WebhookEvent,
): Promise<string> => {
  const inserted = await tx
    .insert(paymentWebhookEvents)
    .values({
      tenantId: actor.tenantId,
      gateway,
      eventId: event.eventId.slice(0, 200),
      type: event.type.slice(0, 100),
      chargeId: event.chargeId.slice(0, 200),
      outcome: "received",
    })
    .onConflictDoNothing()
    .returning({ eventId: paymentWebhookEvents.eventId });
  if (!inserted.length) return "duplicate";

  const reading = event.reading;
  const billId = reading?.billId && UUID.test(reading.billId) ? reading.billId : null;
  let outcome: string;
  if (reading?.state !== "paid") outcome = "ignored";
  else if (!billId) outcome = "unknown_bill";
  else {
    const settled = await settleBill(tx, actor, billId, {
      paidAt: reading.paidAt ?? new Date(),
      means: reading.means ?? "pix",
      amountCents: reading.paidCents ?? 0,
      source: `webhook:${gateway}`,
    });
    outcome =
      settled.outcome === "settled" && settled.underpaidCents > 0 ? "settled_underpaid" : settled.outcome;
  }
  await tx
    .update(paymentWebhookEvents)
    .set({ outcome, billId })
    .where(
      and(
        eq(paymentWebhookEvents.tenantId, actor.tenantId),
        eq(paymentWebhookEvents.gateway, gateway),
        eq(paymentWebhookEvents.eventId, event.eventId.slice(0, 200)),
      ),
    );
  return outcome;
};
