import { type RequestSource, registermembershiprequests, registerrequests, resourceOf } from "@quadra/shared";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Executor } from "../../platform/db/database.ts";
import type { Actor } from "../../platform/resources/auditLog.ts";
import { type Refusal, refusalError } from "../../platform/resources/resourceRules.ts";
import { createRecord } from "../../platform/resources/resourceStore.ts";
import { resourceTable } from "../../platform/resources/resourceTable.ts";
import { TODAY_SP } from "../parqs/parqRules.ts";

/** The pt-BR names of a request's fields, as its refusals name them (from the definitions). */
export const REQUEST_LABELS: Record<string, string> = Object.fromEntries(
  [...Object.entries(registerrequests.fields), ...Object.entries(registermembershiprequests.fields)].map(
    ([key, field]) => [key, field.label["pt-BR"]],
  ),
);

const refuse = (refusal: Refusal): never => {
  throw refusalError(refusal, REQUEST_LABELS);
};

type Common = {
  registertype_id: string;
  user_id: string;
  /** The association the request is made through (required when `source` is "association"). */
  association_id?: string | null;
  source: RequestSource;
  notes?: string | null;
};
export type RegisterRequestInput = Common & {
  registerrole_id: string;
  registerstyle_id?: string | null;
  registergraduation_id?: string | null;
};
export type MembershipRequestInput = Common & {
  registermembershipplan_id: string;
  registermembershipstyle_id?: string | null;
};

/**
 * The register type a request is made to, locked (FOR UPDATE) so two requests of the same person
 * cannot both pass the "no pending request" check: it must exist, be active and accept this
 * requester (`requesters`: person, association or both; staff always may; the open page only
 * when the type is public).
 */
const typeForRequest = async (tx: Executor, actor: Actor, input: Common) => {
  const t = resourceTable("registertypes");
  const [type] = await tx
    .select()
    .from(t)
    .where(and(eq(t.tenant_id, actor.tenantId), eq(t.id, input.registertype_id), isNull(t.deleted_at)))
    .for("update");
  if (!type)
    return refuse({ status: 400, field: "registertype_id", message: "Tipo de registro não encontrado." });
  if (!type.active)
    refuse({
      status: 409,
      field: "registertype_id",
      message: "Este tipo de registro não aceita pedidos agora.",
    });
  if (input.source === "association") {
    if (!input.association_id)
      refuse({ status: 400, field: "association_id", message: "Informe a entidade que faz o pedido." });
    if (type.requesters === "person")
      refuse({
        status: 409,
        field: "registertype_id",
        message: "Este tipo de registro só aceita pedidos feitos pela própria pessoa.",
      });
  }
  if ((input.source === "person" || input.source === "public") && type.requesters === "association")
    refuse({
      status: 409,
      field: "registertype_id",
      message: "Este tipo de registro só aceita pedidos feitos pela entidade do atleta.",
    });
  if (input.source === "public" && !type.public)
    refuse({
      status: 409,
      field: "registertype_id",
      message: "Este tipo de registro não aceita pedidos pela página aberta.",
    });
  return type;
};

/** With PAR-Q required, the person must have one signed and still valid (pending review counts). */
const requireParq = async (tx: Executor, actor: Actor, userId: string) => {
  const p = resourceTable("parqs");
  const [parq] = await tx
    .select({ id: p.id })
    .from(p)
    .where(
      and(
        eq(p.tenant_id, actor.tenantId),
        eq(p.user_id, userId),
        sql`${p.status} <> 'rejected'`,
        sql`${p.valid_until} >= ${TODAY_SP}`,
      ),
    )
    .limit(1);
  if (!parq)
    refuse({
      status: 409,
      field: "user_id",
      message: "Este tipo de registro exige o PAR-Q: responda o questionário antes de fazer o pedido.",
    });
};

/**
 * Makes a pending affiliation request (`registerrequests`) on any path (the person's page, an
 * association's bulk request, staff): the type must accept it (typeForRequest), the person may have
 * only one pending request per type, and a PAR-Q when the type requires it. The record is written
 * through createRecord, so the resource's rules (refs of the same type) hold too. Call inside the
 * caller's transaction; a refusal is thrown as a 400/409 naming the field.
 */
export const createRegisterRequest = async (tx: Executor, actor: Actor, input: RegisterRequestInput) => {
  const type = await typeForRequest(tx, actor, input);
  const r = resourceTable("registerrequests");
  const [pending] = await tx
    .select({ id: r.id })
    .from(r)
    .where(
      and(
        eq(r.tenant_id, actor.tenantId),
        eq(r.registertype_id, input.registertype_id),
        eq(r.user_id, input.user_id),
        eq(r.status, "pending"),
      ),
    )
    .limit(1);
  if (pending)
    refuse({
      status: 409,
      field: "user_id",
      message: "Esta pessoa já tem um pedido deste tipo de registro aguardando análise.",
    });
  if (type.parq_required) await requireParq(tx, actor, input.user_id);
  return createRecord(tx, {
    def: resourceOf("registerrequests"),
    actor,
    parentId: input.registertype_id,
    body: {
      user_id: input.user_id,
      association_id: input.association_id ?? null,
      registerrole_id: input.registerrole_id,
      registerstyle_id: input.registerstyle_id ?? null,
      registergraduation_id: input.registergraduation_id ?? null,
      source: input.source,
      notes: input.notes ?? null,
    },
    set: { status: "pending", review_reason: null, reviewed_by: null, reviewed_at: null, register_id: null },
  });
};

/**
 * Makes a pending membership request (`registermembershiprequests`), as createRegisterRequest does;
 * from the open page the plan must be public too.
 */
export const createMembershipRequest = async (tx: Executor, actor: Actor, input: MembershipRequestInput) => {
  const type = await typeForRequest(tx, actor, input);
  const plans = resourceTable("registermembershipplans");
  const [plan] = await tx
    .select({ active: plans.active, public: plans.public, type: plans.registertype_id })
    .from(plans)
    .where(and(eq(plans.tenant_id, actor.tenantId), eq(plans.id, input.registermembershipplan_id)));
  if (!plan || plan.type !== input.registertype_id)
    refuse({
      status: 400,
      field: "registermembershipplan_id",
      message: "Escolha um plano deste tipo de registro.",
    });
  if (!plan!.active || (input.source === "public" && !plan!.public))
    refuse({
      status: 409,
      field: "registermembershipplan_id",
      message: "Este plano não está disponível para pedidos.",
    });
  const r = resourceTable("registermembershiprequests");
  const [pending] = await tx
    .select({ id: r.id })
    .from(r)
    .where(
      and(
        eq(r.tenant_id, actor.tenantId),
        eq(r.registertype_id, input.registertype_id),
        eq(r.user_id, input.user_id),
        eq(r.status, "pending"),
      ),
    )
    .limit(1);
  if (pending)
    refuse({
      status: 409,
      field: "user_id",
      message: "Esta pessoa já tem um pedido de associação deste tipo aguardando análise.",
    });
  if (type.parq_required) await requireParq(tx, actor, input.user_id);
  return createRecord(tx, {
    def: resourceOf("registermembershiprequests"),
    actor,
    parentId: input.registertype_id,
    body: {
      user_id: input.user_id,
      association_id: input.association_id ?? null,
      registermembershipplan_id: input.registermembershipplan_id,
      registermembershipstyle_id: input.registermembershipstyle_id ?? null,
      source: input.source,
      notes: input.notes ?? null,
    },
    set: {
      status: "pending",
      review_reason: null,
      reviewed_by: null,
      reviewed_at: null,
      registermembership_id: null,
    },
  });
};
