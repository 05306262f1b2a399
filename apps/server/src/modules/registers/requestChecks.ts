import type { RequestSource } from "@quadra/shared";
import { and, eq, gte, inArray, isNull, ne, or, sql } from "drizzle-orm";
import type { Executor } from "../../platform/db/database.ts";
import type { Refusal } from "../../platform/resources/resourceRules.ts";
import { resourceTable } from "../../platform/resources/resourceTable.ts";
import { addDays } from "../bills/recurrenceSchedule.ts";
import { TODAY_SP } from "../parqs/parqRules.ts";
import { ENTRY_WORDING, entryTable, IN_FORCE } from "./entryOverlap.ts";
import { REMINDER_DAYS } from "./expirySweep.ts";
import { brDate } from "./registerLabels.ts";

/**
 * The checks a new request of either queue makes (registers.rules.ts runs them in beforeCreate, so
 * they hold on every path: the open page, the person, an association, staff's desk). Each answers
 * the refusal or null; the caller throws it named after its resource's fields.
 */
type Row = Record<string, unknown>;
export type RequestResource = "registerrequests" | "registermembershiprequests";

/**
 * The register type a request is made to, locked (FOR UPDATE) so two requests of the same person
 * cannot both pass the "no pending request" check: it must exist, be active and accept this
 * requester (`requesters`: person, association or both; staff always may; the open page only
 * when the type is public).
 */
export const typeForRequest = async (
  tx: Executor,
  tenantId: string,
  values: Row,
  source: RequestSource,
): Promise<{ type: Row | null; refusal: Refusal | null }> => {
  const t = resourceTable("registertypes");
  const [type] = await tx
    .select()
    .from(t)
    .where(and(eq(t.tenant_id, tenantId), eq(t.id, String(values.registertype_id)), isNull(t.deleted_at)))
    .for("update");
  const refusal = (status: 400 | 409, field: string, message: string) => ({
    type: type ?? null,
    refusal: { status, field, message },
  });
  if (!type) return refusal(400, "registertype_id", "Tipo de registro não encontrado.");
  if (!type.active) return refusal(409, "registertype_id", "Este tipo de registro não aceita pedidos agora.");
  if (source === "association") {
    if (!values.association_id) return refusal(400, "association_id", "Informe a entidade que faz o pedido.");
    if (type.requesters === "person")
      return refusal(
        409,
        "registertype_id",
        "Este tipo de registro só aceita pedidos feitos pela própria pessoa.",
      );
  }
  if ((source === "person" || source === "public") && type.requesters === "association")
    return refusal(
      409,
      "registertype_id",
      "Este tipo de registro só aceita pedidos feitos pela entidade do atleta.",
    );
  if (source === "public" && !type.public)
    return refusal(409, "registertype_id", "Este tipo de registro não aceita pedidos pela página aberta.");
  return { type, refusal: null };
};

/** With PAR-Q required, the person must have one signed and still valid (pending review counts). */
export const parqRefusal = async (
  tx: Executor,
  tenantId: string,
  userId: string,
): Promise<Refusal | null> => {
  const p = resourceTable("parqs");
  const [parq] = await tx
    .select({ id: p.id })
    .from(p)
    .where(
      and(
        eq(p.tenant_id, tenantId),
        eq(p.user_id, userId),
        sql`${p.status} <> 'rejected'`,
        sql`${p.valid_until} >= ${TODAY_SP}`,
      ),
    )
    .limit(1);
  return parq
    ? null
    : {
        status: 409,
        field: "user_id",
        message: "Este tipo de registro exige o PAR-Q: responda o questionário antes de fazer o pedido.",
      };
};

const PENDING_MESSAGE: Record<RequestResource, string> = {
  registerrequests: "Esta pessoa já tem um pedido deste tipo de registro aguardando análise.",
  registermembershiprequests: "Esta pessoa já tem um pedido de associação deste tipo aguardando análise.",
};

/** One pending request per person and type (the type row is locked by typeForRequest first). */
export const pendingRefusal = async (
  tx: Executor,
  tenantId: string,
  resource: RequestResource,
  values: Row,
  exceptId?: string,
): Promise<Refusal | null> => {
  const r =
    resource === "registerrequests"
      ? resourceTable("registerrequests")
      : (resourceTable("registermembershiprequests") as unknown as ReturnType<
          typeof resourceTable<"registerrequests">
        >);
  const [pending] = await tx
    .select({ id: r.id })
    .from(r)
    .where(
      and(
        eq(r.tenant_id, tenantId),
        eq(r.registertype_id, String(values.registertype_id)),
        eq(r.user_id, String(values.user_id)),
        eq(r.status, "pending"),
        exceptId ? ne(r.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return pending ? { status: 409, field: "user_id", message: PENDING_MESSAGE[resource] } : null;
};

/** A membership request's plan: of the request's type, active, and public when asked from the open page. */
export const planRefusal = async (
  tx: Executor,
  tenantId: string,
  values: Row,
  source: RequestSource,
): Promise<Refusal | null> => {
  const plans = resourceTable("registermembershipplans");
  const [plan] = await tx
    .select({ active: plans.active, public: plans.public, type: plans.registertype_id })
    .from(plans)
    .where(and(eq(plans.tenant_id, tenantId), eq(plans.id, String(values.registermembershipplan_id))));
  if (!plan || plan.type !== values.registertype_id)
    return {
      status: 400,
      field: "registermembershipplan_id",
      message: "Escolha um plano deste tipo de registro.",
    };
  if (!plan.active || (source === "public" && !plan.public))
    return {
      status: 409,
      field: "registermembershipplan_id",
      message: "Este plano não está disponível para pedidos.",
    };
  return null;
};

/**
 * Days before an entry's validity ends from which its person may ask for the type again: the first
 * renewal reminder's (expirySweep.ts), which invites them to.
 */
export const RENEWAL_OPENS_DAYS = REMINDER_DAYS[0];

const ENTRY_OF = {
  registerrequests: "registers",
  registermembershiprequests: "registermemberships",
} as const;

/** Plain code-point order (dates as ISO text, numbers as PREFIX-YEAR-SEQUENCE). */
const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
/** Sorts after every date: an open-ended entry ends last. */
const OPEN_ENDED = "9999-12-31~";
/** Sorts after every number: an entry without one comes last on a tie. */
const NO_NUMBER = "\uffff";

/** An entry of the person's in force, as the renewal checks read it. */
export type EntryInForce = { number: string | null; ends_on: string | null };

/**
 * The person's entries of the request's type in force that have not ended by `today` (open-ended
 * ones included): what both a new request's check (heldOf) and an approval's start
 * (renewalStartFrom) look at, read once.
 */
export const entriesInForce = async (
  tx: Executor,
  tenantId: string,
  resource: RequestResource,
  values: Row,
  today: string,
): Promise<EntryInForce[]> => {
  const e = entryTable(ENTRY_OF[resource]);
  const found = await tx
    .select({ number: e.number, ends_on: e.ends_on })
    .from(e)
    .where(
      and(
        eq(e.tenant_id, tenantId),
        eq(e.registertype_id, String(values.registertype_id)),
        eq(e.user_id, String(values.user_id)),
        inArray(e.status, IN_FORCE),
        or(isNull(e.ends_on), gte(e.ends_on, today)),
      ),
    );
  return found.map((entry) => ({
    number: entry.number ? String(entry.number) : null,
    ends_on: entry.ends_on ? String(entry.ends_on).slice(0, 10) : null,
  }));
};

/**
 * Of the person's entries in force, the one beyond the renewal window, refused, if any: the one a
 * new request would duplicate (an open-ended one first, else the one ending last, the lowest number
 * on a tie). An entry ending within RENEWAL_OPENS_DAYS of `today` does not count: asking again then
 * is its renewal, and the approval starts the new entry the day after it ends (renewalStartFrom).
 */
export const heldOf = (entries: EntryInForce[], resource: RequestResource, today: string): Refusal | null => {
  const windowEnd = addDays(today, RENEWAL_OPENS_DAYS);
  const held = entries
    .filter((entry) => entry.ends_on === null || entry.ends_on > windowEnd)
    .sort(
      (a, b) =>
        compare(b.ends_on ?? OPEN_ENDED, a.ends_on ?? OPEN_ENDED) ||
        compare(a.number ?? NO_NUMBER, b.number ?? NO_NUMBER),
    )[0];
  if (!held) return null;
  const number = held.number ? `nº ${held.number}, ` : "";
  const { entry, valid } = ENTRY_WORDING[ENTRY_OF[resource]];
  return {
    status: 409,
    field: "user_id",
    message: held.ends_on
      ? `Esta pessoa já tem ${entry} (${number}${valid} até ${brDate(held.ends_on)}). ` +
        `Um novo pedido, para renovar, pode ser feito a partir de ${brDate(addDays(held.ends_on, -RENEWAL_OPENS_DAYS))}.`
      : `Esta pessoa já tem ${entry} (${number}sem data de fim): não há o que renovar.`,
  };
};

/** heldOf of the person's entries in force, read for a new request. */
export const heldRefusal = async (
  tx: Executor,
  tenantId: string,
  resource: RequestResource,
  values: Row,
  today: string,
): Promise<Refusal | null> =>
  heldOf(await entriesInForce(tx, tenantId, resource, values, today), resource, today);

/**
 * Where a new entry of a request starts: the day after the person's entry of the type in force ends
 * (a renewal asked within the window, so the two validities follow each other), else `today`.
 */
export const renewalStartFrom = (entries: EntryInForce[], today: string): string => {
  const ends = entries.flatMap((entry) => (entry.ends_on ? [entry.ends_on] : [])).sort();
  const last = ends.at(-1);
  return last ? addDays(last, 1) : today;
};
