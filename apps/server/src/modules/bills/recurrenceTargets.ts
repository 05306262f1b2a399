import { type SQL, sql } from "drizzle-orm";

/** A recurrence as its targets need it. */
export type TargetOf = {
  target: string;
  role_id: string | null;
  target_association_id: string | null;
};

/**
 * The payers a recurrence charges, as a SELECT of (user_id, association_id, name) — one of the two
 * ids set — for the run's INSERT … SELECT and the preview alike, so the preview shows exactly who a
 * run would charge: the holders of a role, the active athletes of an association (people whose data
 * was erased are charged no more), or every approved association.
 */
export const payersSql = (tenantId: string, recurrence: TargetOf): SQL => {
  switch (recurrence.target) {
    case "role":
      return sql`select u.id as user_id, null::uuid as association_id, u.name as name
        from user_roles ur
        join users u on u.tenant_id = ur.tenant_id and u.id = ur.user_id and u.anonymized_at is null
        where ur.tenant_id = ${tenantId} and ur.role_id = ${recurrence.role_id}::uuid`;
    case "association_athletes":
      return sql`select u.id as user_id, null::uuid as association_id, u.name as name
        from associationusers au
        join users u on u.tenant_id = au.tenant_id and u.id = au.user_id and u.anonymized_at is null
        where au.tenant_id = ${tenantId} and au.association_id = ${recurrence.target_association_id}::uuid
          and au.status = 'active'`;
    case "associations":
      return sql`select null::uuid as user_id, a.id as association_id, a.name as name
        from associations a
        where a.tenant_id = ${tenantId} and a.status = 'approved' and a.deleted_at is null`;
    default:
      throw new Error(`unknown recurrence target ${recurrence.target}`);
  }
};
