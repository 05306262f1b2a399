import type {
  RegisterCharge,
  RegisterDocumentCheck,
  RegisterEntryPayment,
  RegisterParqCheck,
  RegisterRequestReview,
  RegisterStatus,
  ReviewStatus,
} from "@quadra/shared";
import { and, desc, eq, inArray } from "drizzle-orm";
import type { Executor } from "../../platform/db/database.ts";
import { users } from "../../platform/db/schema/index.ts";
import { notFound } from "../../platform/http/errors.ts";
import { type AnyResourceTable, resourceTable } from "../../platform/resources/resourceTable.ts";
import { entryTable } from "./entryOverlap.ts";
import { ageOn, type PriceBand, priceBandOf } from "./entryTerms.ts";

export type RequestKind = "register" | "membership";
type Row = Record<string, any>;

const REQUEST_TABLE = { register: "registerrequests", membership: "registermembershiprequests" } as const;
const ENTRY_TABLE = { register: "registers", membership: "registermemberships" } as const;
// Either track's table, its columns by name (both tracks' tables share the columns read here).
export const requestTableOf = (kind: RequestKind): AnyResourceTable =>
  resourceTable(REQUEST_TABLE[kind] as string);
/**
 * Either track's request table, typed as registerrequests: for an update (the review fields are the
 * same on both) or a read of the columns both have (the approval queues).
 */
export const requestUpdateTableOf = (kind: RequestKind) =>
  (kind === "register"
    ? resourceTable("registerrequests")
    : resourceTable("registermembershiprequests")) as ReturnType<typeof resourceTable<"registerrequests">>;
// Both entry tables have the entry fields (number, status, validity, debt_id…); typed as registers.
export const entryTableOf = (kind: RequestKind) => entryTable(ENTRY_TABLE[kind]);
export const REQUEST_RESOURCE = REQUEST_TABLE;
export const ENTRY_RESOURCE = ENTRY_TABLE;

const NOT_FOUND = {
  register: "Pedido de registro não encontrado.",
  membership: "Pedido de associação não encontrado.",
};

/** The request row (locked FOR UPDATE when deciding), or a 404. */
export const requestRowOf = async (
  tx: Executor,
  tenantId: string,
  kind: RequestKind,
  id: string,
  lock = false,
): Promise<Row> => {
  const t = requestTableOf(kind);
  const query = tx
    .select()
    .from(t)
    .where(and(eq(t.tenant_id!, tenantId), eq(t.id!, id)));
  const [row] = lock ? await query.for("update") : await query;
  if (!row) throw notFound(NOT_FOUND[kind]);
  return row as Row;
};

export const typeRowOf = async (tx: Executor, tenantId: string, id: string): Promise<Row> => {
  const t = resourceTable("registertypes");
  const [row] = await tx
    .select()
    .from(t)
    .where(and(eq(t.tenant_id, tenantId), eq(t.id, id)));
  if (!row) throw notFound("Tipo de registro não encontrado.");
  return row;
};

/** The name of a catalog record (role, style, plan…), or null. */
const nameOf = async (tx: Executor, tenantId: string, resource: string, id: unknown) => {
  if (typeof id !== "string" || !id) return null;
  const t = resourceTable(resource);
  const [row] = await tx
    .select({ name: t.name! })
    .from(t)
    .where(and(eq(t.tenant_id!, tenantId), eq(t.id!, id)));
  return row ? String(row.name) : null;
};

const personOf = async (tx: Executor, tenantId: string, userId: string, today: string) => {
  const [person] = await tx
    .select({
      id: users.id,
      name: users.name,
      socialName: users.socialName,
      email: users.email,
      birthdate: users.birthdate,
    })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)));
  if (!person) throw notFound("Pessoa não encontrada.");
  const birthdate = person.birthdate ? String(person.birthdate).slice(0, 10) : null;
  return {
    id: person.id,
    name: person.socialName || person.name,
    email: person.email,
    birthdate,
    age: ageOn(birthdate, today),
  };
};

/** The type's required documents and the person's latest document of each. */
export const documentChecksOf = async (
  tx: Executor,
  tenantId: string,
  typeId: string,
  userId: string,
  today: string,
): Promise<RegisterDocumentCheck[]> => {
  const rd = resourceTable("registerdocuments");
  const dt = resourceTable("documenttypes");
  const required = await tx
    .select({ documenttype_id: rd.documenttype_id, blocks_approval: rd.blocks_approval, name: dt.name })
    .from(rd)
    .innerJoin(dt, and(eq(dt.tenant_id, rd.tenant_id), eq(dt.id, rd.documenttype_id)))
    .where(and(eq(rd.tenant_id, tenantId), eq(rd.registertype_id, typeId)))
    .orderBy(dt.name);
  if (!required.length) return [];
  const ud = resourceTable("userdocuments");
  const docs = await tx
    .select({ documenttype_id: ud.documenttype_id, status: ud.status, expires_on: ud.expires_on })
    .from(ud)
    .where(
      and(
        eq(ud.tenant_id, tenantId),
        eq(ud.user_id, userId),
        inArray(
          ud.documenttype_id,
          required.map((r) => r.documenttype_id),
        ),
      ),
    )
    .orderBy(desc(ud.created_at));
  return required.map((r) => {
    const mine = docs.filter((doc) => doc.documenttype_id === r.documenttype_id);
    // An approved one in force counts even when a newer one waits for review.
    const inForce = mine.find(
      (doc) => doc.status === "approved" && (!doc.expires_on || doc.expires_on >= today),
    );
    const latest = mine[0];
    const status: RegisterDocumentCheck["status"] = inForce
      ? "approved"
      : !latest
        ? "missing"
        : latest.status === "approved"
          ? "expired"
          : (latest.status as "pending" | "rejected");
    return {
      documenttype_id: r.documenttype_id,
      name: r.name,
      blocks_approval: Boolean(r.blocks_approval),
      status,
    };
  });
};

/** The person's PAR-Q: approved and valid, waiting for review, or none in force. */
export const parqCheckOf = async (tx: Executor, tenantId: string, userId: string, today: string) => {
  const p = resourceTable("parqs");
  const rows = await tx
    .select({ status: p.status, valid_until: p.valid_until })
    .from(p)
    .where(and(eq(p.tenant_id, tenantId), eq(p.user_id, userId)))
    .orderBy(desc(p.signed_at));
  const valid = rows.filter((row) => row.valid_until && row.valid_until >= today);
  const approved = valid.find((row) => row.status === "approved");
  if (approved) return { status: "approved" as const, valid_until: approved.valid_until };
  const pending = valid.find((row) => row.status === "pending");
  if (pending) return { status: "pending" as const, valid_until: pending.valid_until };
  return { status: "missing" as const, valid_until: null };
};

const DOC_STATUS: Record<RegisterDocumentCheck["status"], string> = {
  approved: "aprovado",
  pending: "aguardando análise",
  rejected: "recusado",
  expired: "vencido",
  missing: "não enviado",
};

/** What stops an approval now, in pt-BR (documents that block it, the PAR-Q when required). */
export const blockersOf = (documents: RegisterDocumentCheck[], parq: RegisterParqCheck): string[] => [
  ...documents
    .filter((doc) => doc.blocks_approval && doc.status !== "approved")
    .map((doc) => `Documento "${doc.name}" ${DOC_STATUS[doc.status]}`),
  ...(parq && parq.status !== "approved"
    ? [parq.status === "pending" ? "PAR-Q aguardando análise" : "PAR-Q respondido e aprovado"]
    : []),
];

/** The sentence of a refused approval naming what is missing. */
export const blockedMessage = (blockers: string[]) =>
  `Não é possível aprovar: falta${blockers.length > 1 ? "m" : ""} ${blockers.join("; ")}.`;

/**
 * What approving charges: the plan's amount (memberships) plus the style's price band that fits the
 * person's age today. The payer is the association when the association asked (it registers its
 * athletes and pays their fees, as clubs do with federations), the person otherwise.
 */
export const chargeOf = async (
  tx: Executor,
  tenantId: string,
  kind: RequestKind,
  request: Row,
  age: number | null,
  today: string,
): Promise<RegisterCharge & { band: PriceBand | null }> => {
  let planCents = 0;
  if (kind === "membership") {
    const plans = resourceTable("registermembershipplans");
    const [plan] = await tx
      .select({ amount_cents: plans.amount_cents })
      .from(plans)
      .where(and(eq(plans.tenant_id, tenantId), eq(plans.id, request.registermembershipplan_id)));
    planCents = Number(plan?.amount_cents ?? 0);
  }
  const styleId = kind === "register" ? request.registerstyle_id : request.registermembershipstyle_id;
  const band = await priceBandOf(tx, tenantId, kind, styleId, age, today);
  const byAssociation = request.source === "association" && request.association_id;
  const payer = byAssociation
    ? {
        kind: "association" as const,
        id: String(request.association_id),
        name: (await nameOf(tx, tenantId, "associations", request.association_id)) ?? "",
      }
    : {
        kind: "person" as const,
        id: String(request.user_id),
        name: (await personOf(tx, tenantId, String(request.user_id), today)).name,
      };
  return { plan_cents: planCents, band, total_cents: planCents + (band?.amount_cents ?? 0), payer };
};

/** An entry (registers or registermemberships) with its debt and that debt's bill. */
export const entryPaymentOf = async (
  tx: Executor,
  tenantId: string,
  kind: RequestKind,
  entryId: string,
): Promise<RegisterEntryPayment> => {
  const t = entryTableOf(kind);
  const [entry] = await tx
    .select()
    .from(t)
    .where(and(eq(t.tenant_id!, tenantId), eq(t.id!, entryId)));
  if (!entry) throw notFound(kind === "register" ? "Registro não encontrado." : "Associação não encontrada.");
  let debt: RegisterEntryPayment["debt"] = null;
  if (entry.debt_id) {
    const d = resourceTable("debts");
    const b = resourceTable("bills");
    const [row] = await tx
      .select({
        id: d.id,
        status: d.status,
        amount_cents: d.amount_cents,
        due_date: d.due_date,
        bill_id: d.bill_id,
      })
      .from(d)
      .where(and(eq(d.tenant_id, tenantId), eq(d.id, String(entry.debt_id))));
    if (row) {
      const [bill] = row.bill_id
        ? await tx
            .select({ status: b.status })
            .from(b)
            .where(and(eq(b.tenant_id, tenantId), eq(b.id, row.bill_id)))
        : [];
      debt = {
        id: row.id,
        status: row.status,
        amount_cents: Number(row.amount_cents),
        due_date: row.due_date,
        bill_id: row.bill_id ?? null,
        bill_status: bill?.status ?? null,
      };
    }
  }
  return {
    entry_id: String(entry.id),
    number: (entry.number as string | null) ?? null,
    status: entry.status as RegisterStatus,
    starts_on: (entry.starts_on as string | null) ?? null,
    ends_on: (entry.ends_on as string | null) ?? null,
    debt,
  };
};

const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : value ? String(value) : null);

/** The whole review of a request, as the staff's show screen reads it. */
export const reviewOf = async (
  tx: Executor,
  tenantId: string,
  kind: RequestKind,
  request: Row,
  today: string,
): Promise<RegisterRequestReview> => {
  const type = await typeRowOf(tx, tenantId, String(request.registertype_id));
  const person = await personOf(tx, tenantId, String(request.user_id), today);
  const association = request.association_id
    ? {
        id: String(request.association_id),
        name: (await nameOf(tx, tenantId, "associations", request.association_id)) ?? "",
      }
    : null;
  const pairs: [string, string, unknown][] =
    kind === "register"
      ? [
          ["Função", "registerroles", request.registerrole_id],
          ["Modalidade", "registerstyles", request.registerstyle_id],
          ["Graduação declarada", "registergraduations", request.registergraduation_id],
        ]
      : [
          ["Plano", "registermembershipplans", request.registermembershipplan_id],
          ["Modalidade", "registermembershipstyles", request.registermembershipstyle_id],
        ];
  const choices: RegisterRequestReview["choices"] = [];
  for (const [label, resource, id] of pairs) {
    const value = await nameOf(tx, tenantId, resource, id);
    if (value) choices.push({ label, value });
  }
  const documents = await documentChecksOf(tx, tenantId, String(type.id), person.id, today);
  const parq = type.parq_required ? await parqCheckOf(tx, tenantId, person.id, today) : null;
  const pending = request.status === "pending";
  const charge = pending ? await chargeOf(tx, tenantId, kind, request, person.age, today) : null;
  const entryId = kind === "register" ? request.register_id : request.registermembership_id;
  return {
    kind,
    id: String(request.id),
    registertype_id: String(type.id),
    type_name: String(type.name),
    status: request.status as ReviewStatus,
    source: String(request.source),
    notes: request.notes ?? null,
    review_reason: request.review_reason ?? null,
    reviewed_by: request.reviewed_by ?? null,
    reviewed_at: iso(request.reviewed_at),
    created_at: iso(request.created_at) ?? "",
    person,
    association,
    choices,
    documents,
    parq,
    charge,
    blockers: pending ? blockersOf(documents, parq) : [],
    entry: entryId ? await entryPaymentOf(tx, tenantId, kind, String(entryId)) : null,
  };
};
