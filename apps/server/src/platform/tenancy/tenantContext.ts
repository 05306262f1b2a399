import { effectiveModules, type ModuleKey } from "@quadra/shared";
import { eq } from "drizzle-orm";
import type { Database, Executor } from "../db/database.ts";
import { tenantHosts, tenants } from "../db/schema/index.ts";

export type TenantRow = typeof tenants.$inferSelect;

/** What a request knows of its tenant. */
export type TenantContext = {
  id: string;
  identifier: string;
  row: TenantRow;
  modules: ModuleKey[];
};

export const toTenantContext = (row: TenantRow): TenantContext => ({
  id: row.id,
  identifier: row.identifier,
  row,
  modules: effectiveModules(row.availableModules, row.hiddenModules),
});

export const isReadOnly = (row: TenantRow, now = new Date()) =>
  row.readOnlyUntil !== null && row.readOnlyUntil.getTime() > now.getTime();

/** Host names are matched with their port first ("clube.local:8080"), then without ("clube.local"). */
export const hostCandidates = (host: string): string[] => {
  const lower = host.trim().toLowerCase();
  const withoutPort = lower.replace(/:\d+$/, "");
  return withoutPort === lower ? [lower] : [lower, withoutPort];
};

export const findTenantByIdentifier = async (tx: Executor, identifier: string) =>
  (await tx.select().from(tenants).where(eq(tenants.identifier, identifier)).limit(1))[0];

export const findTenantByCode = async (tx: Executor, code: string) =>
  (await tx.select().from(tenants).where(eq(tenants.code, code.toLowerCase())).limit(1))[0];

export const findTenantByHost = async (tx: Executor, host: string) => {
  for (const candidate of hostCandidates(host)) {
    const [row] = await tx
      .select({ tenant: tenants })
      .from(tenantHosts)
      .innerJoin(tenants, eq(tenants.id, tenantHosts.tenantId))
      .where(eq(tenantHosts.host, candidate))
      .limit(1);
    if (row) return row.tenant;
  }
  return undefined;
};

/**
 * A short-lived cache of tenant rows: every request resolves its tenant, and the directory changes
 * rarely. Entries are dropped on every change event (realtime fan-out reaches every process).
 */
export const createTenantCache = (db: Database, ttlMs = 5_000) => {
  const entries = new Map<string, { row: TenantRow | undefined; at: number }>();
  const cached = async (key: string, load: () => Promise<TenantRow | undefined>) => {
    const hit = entries.get(key);
    if (hit && Date.now() - hit.at < ttlMs) return hit.row;
    const row = await load();
    entries.set(key, { row, at: Date.now() });
    return row;
  };
  return {
    byIdentifier: (identifier: string) =>
      cached(`i:${identifier}`, () => db.global((tx) => findTenantByIdentifier(tx, identifier))),
    byHost: (host: string) =>
      cached(`h:${host.toLowerCase()}`, () => db.global((tx) => findTenantByHost(tx, host))),
    clear: () => entries.clear(),
  };
};
export type TenantCache = ReturnType<typeof createTenantCache>;
