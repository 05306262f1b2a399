import { and, eq, inArray, ne, sql } from "drizzle-orm";
import type { Executor } from "../../platform/db/database.ts";
import type { Refusal } from "../../platform/resources/resourceRules.ts";
import { resourceTable } from "../../platform/resources/resourceTable.ts";
import { brDate, isoDate } from "./registerLabels.ts";

type Row = Record<string, unknown>;

/** A contract as its overlap check reads it. */
export type ContractSpan = {
  id: string | null;
  number: string | null;
  registertype_id: string;
  user_id: string;
  association_id: string;
  lending_association_id: string | null;
  kind: string;
  starts_on: string;
  ends_on: string | null;
};

/**
 * A contract's own fields: a loan names a lending association other than the contracting one (and
 * only a loan names one: the field is cleared otherwise); a terminated contract says when, within
 * its term (and only a terminated one: cleared otherwise). Answers the values to merge.
 */
export const contractShape = (row: Row): { refusal: Refusal | null; values: Row } => {
  const values: Row = {};
  if (row.kind === "loan") {
    if (typeof row.lending_association_id !== "string")
      return {
        refusal: {
          status: 400,
          field: "lending_association_id",
          message: "Num empréstimo, informe a entidade cedente (a que empresta o atleta).",
        },
        values,
      };
    if (row.lending_association_id === row.association_id)
      return {
        refusal: {
          status: 400,
          field: "lending_association_id",
          message: "A entidade cedente deve ser outra que a contratante.",
        },
        values,
      };
  } else if (row.lending_association_id) values.lending_association_id = null;
  if (row.status === "terminated") {
    const terminated = isoDate(row.terminated_on);
    if (!terminated)
      return {
        refusal: { status: 400, field: "terminated_on", message: "Informe a data da rescisão." },
        values,
      };
    const ends = isoDate(row.ends_on);
    if (ends && terminated > ends)
      return {
        refusal: {
          status: 400,
          field: "terminated_on",
          message: `A rescisão deve ser até o término do contrato (${brDate(ends)}).`,
        },
        values,
      };
  } else if (row.terminated_on) values.terminated_on = null;
  return { refusal: null, values };
};

/** A contract in force (status active) as its span, or null for one that does not count. */
export const spanOf = (row: Row): ContractSpan | null => {
  const starts = isoDate(row.starts_on);
  if (row.status !== "active" || !starts || typeof row.user_id !== "string") return null;
  return {
    id: typeof row.id === "string" ? row.id : null,
    number: typeof row.number === "string" ? row.number : null,
    registertype_id: String(row.registertype_id),
    user_id: row.user_id,
    association_id: String(row.association_id),
    lending_association_id:
      typeof row.lending_association_id === "string" ? row.lending_association_id : null,
    kind: String(row.kind),
    starts_on: starts,
    ends_on: isoDate(row.ends_on),
  };
};

const overlaps = (a: ContractSpan, b: ContractSpan) =>
  a.starts_on <= (b.ends_on ?? "9999-12-31") && b.starts_on <= (a.ends_on ?? "9999-12-31");

/**
 * BID's rule: a loan runs over the contract the athlete has with the club that lends them, so a
 * loan may overlap a (non-loan) contract of its lending association; nothing else overlaps.
 */
const loanOver = (a: ContractSpan, b: ContractSpan) =>
  (a.kind === "loan" && b.kind !== "loan" && a.lending_association_id === b.association_id) ||
  (b.kind === "loan" && a.kind !== "loan" && b.lending_association_id === a.association_id);

/**
 * The contract in force of the same athlete and register type that `span` would overlap in dates
 * (null: none): no two contracts at once, except a loan over the lending club's contract.
 */
export const overlapRefusal = (span: ContractSpan, others: readonly ContractSpan[]): Refusal | null => {
  const other = others.find(
    (candidate) =>
      (span.id === null || candidate.id !== span.id) &&
      candidate.user_id === span.user_id &&
      candidate.registertype_id === span.registertype_id &&
      overlaps(span, candidate) &&
      !loanOver(span, candidate),
  );
  if (!other) return null;
  const until = other.ends_on ? `a ${brDate(other.ends_on)}` : "sem término";
  const named = other.number ? `o contrato ${other.number}` : "outro contrato desta planilha";
  return {
    status: 409,
    field: "starts_on",
    message: `Este atleta já tem ${named} vigente de ${brDate(other.starts_on)} ${until} neste tipo de registro; só um empréstimo se sobrepõe ao contrato da entidade cedente.`,
  };
};

/** The contracts in force of these athletes in these register types, in one query. */
export const loadSpans = async (
  tx: Executor,
  { tenantId, rows, except }: { tenantId: string; rows: Row[]; except?: string },
): Promise<ContractSpan[]> => {
  const users = [
    ...new Set(rows.map((row) => row.user_id).filter((id): id is string => typeof id === "string")),
  ];
  const types = [
    ...new Set(rows.map((row) => row.registertype_id).filter((id): id is string => typeof id === "string")),
  ];
  if (!users.length || !types.length) return [];
  const c = resourceTable("registercontracts");
  const found = await tx
    .select()
    .from(c)
    .where(
      and(
        eq(c.tenant_id, tenantId),
        inArray(c.user_id, users),
        inArray(c.registertype_id, types),
        eq(c.status, "active"),
        except ? ne(c.id, except) : undefined,
      ),
    );
  return found.map((row) => spanOf(row as Row)).filter((span): span is ContractSpan => span !== null);
};

/**
 * Locks the contracts of these register types (an advisory lock per type, in id order, until the
 * commit), so two writes cannot both pass the overlap check; one statement per type, not per row.
 */
export const lockContractTypes = async (tx: Executor, tenantId: string, rows: Row[]) => {
  const types = [
    ...new Set(rows.map((row) => row.registertype_id).filter((id): id is string => typeof id === "string")),
  ].sort();
  for (const type of types)
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`registercontracts:${tenantId}:${type}`}))`);
};
