import { type RegisterRequestReview, resourceOf } from "@quadra/shared";
import { and, eq, sql } from "drizzle-orm";
import type { Executor } from "../../platform/db/database.ts";
import { users } from "../../platform/db/schema/index.ts";
import { conflict } from "../../platform/http/errors.ts";
import { type Actor, diffRecords, writeAudit } from "../../platform/resources/auditLog.ts";
import { toRecord } from "../../platform/resources/recordValues.ts";
import { createRecord } from "../../platform/resources/resourceStore.ts";
import { resourceTable } from "../../platform/resources/resourceTable.ts";
import { createBill } from "../bills/createBill.ts";
import { addDays } from "../bills/recurrenceSchedule.ts";
import { ageOn, monthsEndOf, validityEndOf } from "./entryTerms.ts";
import { entriesInForce, heldOf, renewalStartFrom } from "./requestChecks.ts";
import {
  blockedMessage,
  blockersOf,
  chargeOf,
  documentChecksOf,
  ENTRY_RESOURCE,
  entryTableOf,
  parqCheckOf,
  REQUEST_RESOURCE,
  type RequestKind,
  requestRowOf,
  requestUpdateTableOf,
  reviewOf,
  typeRowOf,
} from "./requestReview.ts";

/** Days a registration's debt (and its bill) gives the payer before it is due. */
export const REGISTRATION_DUE_DAYS = 10;

const WORD = {
  register: { noun: "pedido de registro", entry: "Registro" },
  membership: { noun: "pedido de associação", entry: "Associação" },
} as const;

type Decision = { approved: boolean; reason: string | null; reviewer: string; today: string };

/**
 * The entry an approval makes (registers or registermemberships), written through createRecord so
 * the resource's rules hold (same-type refs, the person linked to the association, the number).
 * With something to charge it waits for payment with its debt (origin "registration") and a bill of
 * that debt, so the payer can pay at once; with nothing to charge it is active at once.
 */
const makeEntry = async (
  tx: Executor,
  actor: Actor,
  kind: RequestKind,
  request: Record<string, any>,
  today: string,
  { type, startsOn }: { type: Awaited<ReturnType<typeof typeRowOf>>; startsOn: string },
) => {
  const tenantId = actor.tenantId;
  const [person] = await tx
    .select({ birthdate: users.birthdate })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.id, String(request.user_id))));
  const age = ageOn(person?.birthdate ? String(person.birthdate) : null, today);
  const charge = await chargeOf(tx, tenantId, kind, request, age, today);
  let endsOn: string | null;
  let body: Record<string, unknown>;
  if (kind === "register") {
    endsOn = validityEndOf(
      { validity: String(type.validity), season_ends_on: (type.season_ends_on as string | null) ?? null },
      startsOn,
    );
    body = {
      registerrole_id: request.registerrole_id,
      registerstyle_id: request.registerstyle_id ?? null,
      registergraduation_id: request.registergraduation_id ?? null,
    };
  } else {
    const plans = resourceTable("registermembershipplans");
    const [plan] = await tx
      .select({ months: plans.months })
      .from(plans)
      .where(and(eq(plans.tenant_id, tenantId), eq(plans.id, String(request.registermembershipplan_id))));
    endsOn = monthsEndOf(startsOn, Number(plan?.months ?? 12));
    body = {
      registermembershipplan_id: request.registermembershipplan_id,
      registermembershipstyle_id: request.registermembershipstyle_id ?? null,
    };
  }
  const charged = charge.total_cents > 0;
  const entry = await createRecord(tx, {
    def: resourceOf(ENTRY_RESOURCE[kind]),
    actor,
    parentId: String(type.id),
    body: {
      ...body,
      user_id: request.user_id,
      association_id: request.association_id ?? null,
      starts_on: startsOn,
      ends_on: endsOn,
      status: charged ? "pending_payment" : "active",
    },
  });
  if (!charged) return entry;
  const debt = await createRecord(tx, {
    def: resourceOf("debts"),
    actor,
    body: {
      ...(charge.payer.kind === "person"
        ? { user_id: charge.payer.id }
        : { association_id: charge.payer.id }),
      description: `${WORD[kind].entry} ${entry.number ?? ""} — ${type.name}`
        .replace(/\s+/g, " ")
        .slice(0, 200),
      amount_cents: charge.total_cents,
      due_date: addDays(today, REGISTRATION_DUE_DAYS),
      origin: "registration",
    },
  });
  const t = entryTableOf(kind);
  await tx
    .update(t)
    .set({ debt_id: String(debt.id) })
    .where(and(eq(t.tenant_id, tenantId), eq(t.id, String(entry.id))));
  await createBill(tx, actor, {
    payer:
      charge.payer.kind === "person"
        ? { kind: "person", userId: charge.payer.id }
        : { kind: "association", associationId: charge.payer.id },
    debtIds: [String(debt.id)],
  });
  return entry;
};

/**
 * Decides a request in one transaction: the request row is locked and must still be pending (a
 * second approval of an approved request answers it as it is, so a retried click makes nothing
 * twice; a decision against the other one is refused), an approval checks the required documents
 * and the PAR-Q and makes the entry, its debt and bill; one conditional UPDATE records the decision
 * (only a pending request changes), audited.
 */
export const decideRequest = async (
  tx: Executor,
  actor: Actor,
  kind: RequestKind,
  id: string,
  { approved, reason, reviewer, today }: Decision,
): Promise<{ review: RegisterRequestReview; changed: boolean }> => {
  const tenantId = actor.tenantId;
  const before = await requestRowOf(tx, tenantId, kind, id, true);
  if (before.status !== "pending") {
    if (before.status === (approved ? "approved" : "rejected"))
      return { review: await reviewOf(tx, tenantId, kind, before, today), changed: false };
    throw conflict(
      before.status === "approved"
        ? `Este ${WORD[kind].noun} já foi aprovado.`
        : `Este ${WORD[kind].noun} já foi recusado.`,
    );
  }
  let entryId: string | null = null;
  if (approved) {
    const type = await typeRowOf(tx, tenantId, String(before.registertype_id));
    const documents = await documentChecksOf(tx, tenantId, String(type.id), String(before.user_id), today);
    const parq = type.parq_required ? await parqCheckOf(tx, tenantId, String(before.user_id), today) : null;
    const blockers = blockersOf(documents, parq);
    if (blockers.length) throw conflict(blockedMessage(blockers));
    const entries = await entriesInForce(tx, tenantId, REQUEST_RESOURCE[kind], before, today);
    // An entry of the type made for the person since the request was asked (staff's desk, an import).
    const held = heldOf(entries, REQUEST_RESOURCE[kind], today);
    if (held) throw conflict(held.message);
    // A renewal (asked within the window before the entry in force ends) follows that entry.
    const startsOn = renewalStartFrom(entries, today);
    entryId = String((await makeEntry(tx, actor, kind, before, today, { type, startsOn })).id);
  }
  const t = requestUpdateTableOf(kind);
  const [row] = await tx
    .update(t)
    .set({
      status: approved ? "approved" : "rejected",
      review_reason: reason,
      reviewed_by: reviewer,
      reviewed_at: new Date().toISOString(),
      ...(entryId ? { [kind === "register" ? "register_id" : "registermembership_id"]: entryId } : {}),
      version: sql`${t.version} + 1`,
      updated_at: new Date(),
      updated_by: actor.userId,
    })
    .where(and(eq(t.tenant_id, tenantId), eq(t.id, id), eq(t.status, "pending")))
    .returning();
  if (!row) throw conflict("Outra pessoa decidiu este pedido agora há pouco. Recarregue a página.");
  const def = resourceOf(REQUEST_RESOURCE[kind]);
  await writeAudit(tx, actor, [
    {
      action: "update",
      resource: def.name,
      recordId: id,
      recordTitle: null,
      changes: diffRecords(toRecord(def, before), toRecord(def, row)),
    },
  ]);
  return { review: await reviewOf(tx, tenantId, kind, row, today), changed: true };
};
