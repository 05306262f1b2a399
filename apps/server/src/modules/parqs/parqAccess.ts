import { type MyParq, PARQ_KEYS, type ParqPerson, resourceOf } from "@quadra/shared";
import { and, eq, isNull, or, sql } from "drizzle-orm";
import type { Executor } from "../../platform/db/database.ts";
import { uploads, users } from "../../platform/db/schema/index.ts";
import { notFound } from "../../platform/http/errors.ts";
import { resourceTableOf } from "../../platform/resources/resourceTable.ts";
import { TODAY_SP } from "./parqRules.ts";

export const PARQ_DEF = resourceOf("parqs");
export const parqTable = () => resourceTableOf(PARQ_DEF);

const PERSON_NOT_FOUND = "Pessoa não encontrada entre você e seus dependentes.";
const PARQ_NOT_FOUND = "Questionário não encontrado.";

/**
 * The people a person answers PAR-Qs for: themselves and the dependents they are guardian of
 * (`users.guardian_id`). Anyone else's questionnaire is health data they may not see.
 */
export const peopleOf = async (tx: Executor, tenantId: string, me: string): Promise<ParqPerson[]> => {
  const rows = await tx
    .select({ id: users.id, name: users.name, socialName: users.socialName })
    .from(users)
    .where(
      and(
        eq(users.tenantId, tenantId),
        isNull(users.disabledAt),
        isNull(users.anonymizedAt),
        or(eq(users.id, me), eq(users.guardianId, me)),
      ),
    )
    .orderBy(users.name);
  return rows
    .map((row) => ({ id: row.id, name: row.socialName || row.name, self: row.id === me }))
    .sort((a, b) => Number(b.self) - Number(a.self));
};

/** One of `peopleOf`, or a 404 that does not say whether the person exists. */
export const personOf = async (tx: Executor, tenantId: string, me: string, userId: string) => {
  const person = (await peopleOf(tx, tenantId, me)).find((candidate) => candidate.id === userId);
  if (!person) throw notFound(PERSON_NOT_FOUND);
  return person;
};

const viewColumns = (t: any) => ({
  row: t,
  user_name: sql<string>`coalesce(nullif(${users.socialName}, ''), ${users.name})`,
  valid: sql<boolean>`(${t.status} = 'approved' and ${t.valid_until} >= ${TODAY_SP})`,
});

const toView = ({ row, user_name, valid }: { row: any; user_name: string; valid: boolean }): MyParq => ({
  id: row.id,
  user_id: row.user_id,
  user_name,
  ...(Object.fromEntries(PARQ_KEYS.map((key) => [key, Boolean(row[key])])) as Record<
    (typeof PARQ_KEYS)[number],
    boolean
  >),
  any_yes: row.any_yes,
  clearance_file: row.clearance_file ?? null,
  signed_at: row.signed_at ? new Date(row.signed_at).toISOString() : null,
  valid_until: row.valid_until ?? null,
  status: row.status,
  review_reason: row.review_reason ?? null,
  reviewed_at: row.reviewed_at ? new Date(row.reviewed_at).toISOString() : null,
  version: row.version,
  valid: Boolean(valid),
  editable: row.status !== "approved",
});

/** The questionnaires of the given people, newest signature first. */
export const parqsOf = async (tx: Executor, tenantId: string, people: ParqPerson[]): Promise<MyParq[]> => {
  if (!people.length) return [];
  const t = parqTable();
  const rows = await tx
    .select(viewColumns(t))
    .from(t)
    .innerJoin(users, and(eq(users.tenantId, t.tenant_id), eq(users.id, t.user_id)))
    .where(and(eq(t.tenant_id, tenantId), sql`${t.user_id} in ${people.map((person) => person.id)}`))
    .orderBy(sql`${t.signed_at} desc nulls last`, sql`${t.created_at} desc`);
  return rows.map(toView);
};

/** One questionnaire of the person or a dependent; 404 for anyone else's (or another tenant's). */
export const myParqOf = async (tx: Executor, tenantId: string, me: string, id: string) => {
  const people = await peopleOf(tx, tenantId, me);
  const found = (await parqsOf(tx, tenantId, people)).find((parq) => parq.id === id);
  if (!found) throw notFound(PARQ_NOT_FOUND);
  return found;
};

/** The stored row of a questionnaire of this tenant, or a 404. */
export const parqRowOf = async (tx: Executor, tenantId: string, id: string) => {
  const t = parqTable();
  const [row] = await tx
    .select()
    .from(t)
    .where(and(eq(t.tenant_id, tenantId), eq(t.id, id)))
    .limit(1);
  if (!row) throw notFound(PARQ_NOT_FOUND);
  return row as Record<string, any>;
};

/**
 * A clearance must be a file this person sent to this tenant (or the one already on the
 * questionnaire): another person's upload id would otherwise attach their medical file.
 */
export const isOwnUpload = async (tx: Executor, tenantId: string, me: string, url: string) => {
  const id = url.replace(/^uploads\//, "");
  const [found] = await tx
    .select({ id: uploads.id })
    .from(uploads)
    .where(and(eq(uploads.tenantId, tenantId), eq(uploads.id, id), eq(uploads.createdBy, me)))
    .limit(1);
  return Boolean(found);
};
