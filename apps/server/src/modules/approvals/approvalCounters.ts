import {
  APPROVAL_QUEUE_KEYS,
  APPROVAL_QUEUES,
  type ApprovalCounts,
  type ApprovalQueueKey,
  can,
  type PermissionSubject,
} from "@quadra/shared";
import { and, count, eq, isNotNull, isNull, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Executor } from "../../platform/db/database.ts";
import { users } from "../../platform/db/schema/index.ts";
import { resourceTable } from "../../platform/resources/resourceTable.ts";
import { countPendingTeams } from "../competitionRegistrations/pendingTeams.ts";

const countWhere = async (tx: Executor, table: PgTable, where: SQL | undefined) => {
  const [row] = await tx.select({ n: count() }).from(table).where(where);
  return Number(row?.n ?? 0);
};

// Resource tables are built from the catalogue at run time (columns by index signature): `!` names
// a column every queue's resource declares.
const pendingOf =
  (
    name:
      | "userdocuments"
      | "associations"
      | "associationclaims"
      | "associationdocuments"
      | "parqs"
      | "registerrequests"
      | "registermembershiprequests",
  ) =>
  (tx: Executor, tenantId: string) => {
    const t = resourceTable(name);
    // Not every queue's resource deletes softly: only those that do have the column.
    const softDeleted = (t as { deleted_at?: PgColumn }).deleted_at;
    return countWhere(
      tx,
      t,
      and(
        eq(t.tenant_id!, tenantId),
        eq(t.status!, "pending"),
        softDeleted ? isNull(softDeleted) : undefined,
      ),
    );
  };

/** How many records wait in each approval queue of a tenant (inside its scoped transaction). */
export const APPROVAL_COUNTERS: Record<
  ApprovalQueueKey,
  (tx: Executor, tenantId: string) => Promise<number>
> = {
  profilepictures: (tx, tenantId) =>
    countWhere(tx, users, and(eq(users.tenantId, tenantId), isNotNull(users.pendingImageUrl))),
  socialnames: (tx, tenantId) =>
    countWhere(tx, users, and(eq(users.tenantId, tenantId), isNotNull(users.pendingSocialName))),
  userdocuments: pendingOf("userdocuments"),
  associations: pendingOf("associations"),
  shields: (tx, tenantId) => {
    const t = resourceTable("associations");
    return countWhere(
      tx,
      t,
      and(eq(t.tenant_id!, tenantId), isNotNull(t.pending_shield!), isNull(t.deleted_at!)),
    );
  },
  associationclaims: pendingOf("associationclaims"),
  associationdocuments: pendingOf("associationdocuments"),
  parqs: pendingOf("parqs"),
  teams: (tx, tenantId) => countPendingTeams(tx, tenantId),
  registerrequests: pendingOf("registerrequests"),
  registermembershiprequests: pendingOf("registermembershiprequests"),
};

/**
 * How many records wait in each queue this person may decide (by permission and the tenant's
 * modules): the menu's badges and the start page's "what needs you" read this one count.
 */
export const approvalCountsFor = async (
  tx: Executor,
  {
    principal,
    tenantId,
    modules,
  }: { principal: PermissionSubject; tenantId: string; modules: readonly string[] },
): Promise<ApprovalCounts> => {
  const keys = APPROVAL_QUEUE_KEYS.filter((key) => {
    const queue = APPROVAL_QUEUES[key] as { permission: string; modules?: readonly string[] };
    return (
      can(principal, queue.permission) && (queue.modules ?? []).every((module) => modules.includes(module))
    );
  });
  const counts: ApprovalCounts = {};
  for (const key of keys) counts[key] = await APPROVAL_COUNTERS[key](tx, tenantId);
  return counts;
};
