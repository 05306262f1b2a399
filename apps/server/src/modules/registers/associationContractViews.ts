import type {
  AssociationContract,
  AssociationContractDetail,
  ZAssociationContractsQuery,
} from "@quadra/shared/contracts/associationRegisters";
import { and, count, desc, eq, or, type SQL } from "drizzle-orm";
import type { z } from "zod";
import type { Executor } from "../../platform/db/database.ts";
import { users } from "../../platform/db/schema/index.ts";
import { notFound } from "../../platform/http/errors.ts";
import {
  named,
  pageOf,
  personJoin,
  personNameSql,
  registerTables,
  searchConditions,
} from "./associationRegisterTables.ts";

type Scope = { tenantId: string; associationId: string };
type Query = z.output<typeof ZAssociationContractsQuery>;

/**
 * The association's contracts: those it holds, and the loans of athletes it lent (a loan names the
 * lending association, which follows its athlete's contract elsewhere too).
 */
const ofAssociation = (associationId: string) => {
  const { contracts: c } = registerTables();
  return or(eq(c.association_id, associationId), eq(c.lending_association_id, associationId));
};

const contractRows = (tx: Executor, { tenantId, associationId }: Scope, where: (SQL | undefined)[]) => {
  const { contracts: c, types: t, associations: a, lenders } = registerTables();
  return tx
    .select({
      row: c,
      type_name: t.name,
      person_name: personNameSql,
      association_name: a.name,
      lender_name: lenders.name,
    })
    .from(c)
    .innerJoin(t, and(eq(t.tenant_id, c.tenant_id), eq(t.id, c.registertype_id)))
    .innerJoin(users, personJoin(c))
    .innerJoin(a, and(eq(a.tenant_id, c.tenant_id), eq(a.id, c.association_id)))
    .leftJoin(lenders, and(eq(lenders.tenant_id, c.tenant_id), eq(lenders.id, c.lending_association_id)))
    .where(and(eq(c.tenant_id, tenantId), ofAssociation(associationId), ...where));
};

type ContractRow = Awaited<ReturnType<typeof contractRows>>[number];

const asContract = (found: ContractRow, associationId: string): AssociationContract => {
  const row = found.row;
  return {
    id: row.id,
    number: row.number ?? null,
    registertype: { id: String(row.registertype_id), name: String(found.type_name) },
    user_id: String(row.user_id),
    person_name: found.person_name,
    kind: String(row.kind),
    side: row.association_id === associationId ? "contracting" : "lending",
    association: { id: String(row.association_id), name: String(found.association_name) },
    lending_association: named(row.lending_association_id, found.lender_name),
    starts_on: String(row.starts_on),
    ends_on: row.ends_on ?? null,
    status: String(row.status),
    terminated_on: row.terminated_on ?? null,
  };
};

/** A page of the association's contracts, the newest start first. */
export const listAssociationContracts = async (tx: Executor, scope: Scope, query: Query) => {
  const { contracts: c } = registerTables();
  const where = [
    query.registertype_id ? eq(c.registertype_id, query.registertype_id) : undefined,
    query.kind ? eq(c.kind, query.kind) : undefined,
    query.status ? eq(c.status, query.status) : undefined,
    ...searchConditions(query.q, c.number),
  ];
  const [counted] = await tx
    .select({ n: count() })
    .from(c)
    .innerJoin(users, personJoin(c))
    .where(and(eq(c.tenant_id, scope.tenantId), ofAssociation(scope.associationId), ...where));
  const rows = await contractRows(tx, scope, where)
    .orderBy(desc(c.starts_on), desc(c.created_at), desc(c.id))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  return pageOf(
    rows.map((row) => asContract(row, scope.associationId)),
    counted?.n,
    query,
  );
};

/** One contract of the association, with its verification code; 404 when it is not the association's. */
export const associationContract = async (
  tx: Executor,
  scope: Scope,
  id: string,
): Promise<AssociationContractDetail> => {
  const { contracts: c } = registerTables();
  const [found] = await contractRows(tx, scope, [eq(c.id, id)]).limit(1);
  if (!found) throw notFound("Contrato não encontrado entre os desta entidade.");
  return {
    ...asContract(found, scope.associationId),
    verification_code: found.row.verification_code ?? null,
    notes: found.row.notes ?? null,
  };
};
