import { PEOPLE_REF, RESOURCES, type ResourceDef } from "@quadra/shared";
import { and, eq, isNull, type SQL, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Executor } from "../db/database.ts";
import { users } from "../db/schema/users.ts";
import { textArray } from "../db/textArray.ts";
import { columnNamed, resourceTableOf } from "./resourceTable.ts";

/**
 * What a `ref` field can point at: a record of another resource, or a person of the tenant
 * (`ref: "users"`: people are kept by the auth module's own table until they become a resource).
 * Everything that follows a ref (foreign keys, titles, checks, exports, imports) asks this.
 */
export type RefTarget = {
  name: string;
  /** The resource, when the target is one. */
  def: ResourceDef | undefined;
  table: PgTable;
  tenantId: any;
  id: any;
  title: any;
  /** Rows that may still be pointed at (not soft-deleted). */
  live: SQL | undefined;
  /** Whether visitors may ever read its titles (never for people). */
  publicTitles: boolean;
};

export const refTargetOf = (name: string): RefTarget => {
  const def = RESOURCES[name];
  if (def) {
    const t = resourceTableOf(def);
    return {
      name,
      def,
      table: t,
      tenantId: t.tenant_id,
      id: t.id,
      title: columnNamed(t, def.titleField),
      live: def.softDelete ? isNull(columnNamed(t, "deleted_at")) : undefined,
      publicTitles: true,
    };
  }
  if (name === PEOPLE_REF)
    return {
      name,
      def: undefined,
      table: users,
      tenantId: users.tenantId,
      id: users.id,
      title: users.name,
      live: undefined,
      publicTitles: false,
    };
  throw new Error(`unknown reference target ${name}`);
};

/**
 * Which of these ids of a ref's target are still there for the tenant and not deleted: one query,
 * the ids as one array parameter (an import's batch names thousands).
 */
export const liveIdsOf = async (
  tx: Executor,
  { target, tenantId, ids }: { target: RefTarget; tenantId: string; ids: readonly string[] },
): Promise<Set<string>> => {
  if (!ids.length) return new Set();
  const found = (await tx
    .select({ id: target.id })
    .from(target.table)
    .where(
      and(eq(target.tenantId, tenantId), sql`${target.id} = any(${textArray(ids)}::uuid[])`, target.live),
    )) as { id: string }[];
  return new Set(found.map((row) => row.id));
};
