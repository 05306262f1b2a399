import { DEFAULT_TENANT_SETTINGS, type TenantSettings, ZTenantSettings } from "@quadra/shared";
import { eq, sql } from "drizzle-orm";
import type { Executor } from "../../platform/db/database.ts";
import { tenantSettings } from "../../platform/db/schema/index.ts";
import { staleVersion } from "../../platform/http/errors.ts";

/**
 * A tenant's settings, completed with the defaults: a part added in a later release appears with
 * its default instead of breaking older documents.
 */
export const loadSettings = async (
  tx: Executor,
  tenantId: string,
): Promise<{ settings: TenantSettings; version: number }> => {
  const [row] = await tx.select().from(tenantSettings).where(eq(tenantSettings.tenantId, tenantId)).limit(1);
  const stored = (row?.settings ?? {}) as Partial<TenantSettings>;
  const merged = { ...DEFAULT_TENANT_SETTINGS, ...stored };
  const parsed = ZTenantSettings.safeParse(merged);
  return { settings: parsed.success ? parsed.data : DEFAULT_TENANT_SETTINGS, version: row?.version ?? 0 };
};

/**
 * Changes the settings document under optimistic concurrency: `version` is the one the caller read;
 * another change committed since then answers 409 (also when it commits while this one runs).
 * `change` gets the current settings and returns the next ones, validated here as a whole.
 */
export const saveSettings = async (
  tx: Executor,
  {
    tenantId,
    version,
    change,
  }: { tenantId: string; version: number; change: (current: TenantSettings) => TenantSettings },
): Promise<{ settings: TenantSettings; version: number }> => {
  const current = await loadSettings(tx, tenantId);
  if (current.version !== version) throw staleVersion();
  const settings = ZTenantSettings.parse(change(current.settings));
  const written = await tx
    .insert(tenantSettings)
    .values({ tenantId, settings, version: version + 1 })
    .onConflictDoUpdate({
      target: tenantSettings.tenantId,
      set: { settings, version: sql`${tenantSettings.version} + 1`, updatedAt: new Date() },
      setWhere: eq(tenantSettings.version, version),
    })
    .returning({ version: tenantSettings.version });
  // A concurrent change committed since the version was read: setWhere skipped the update.
  if (!written.length) throw staleVersion();
  return { settings, version: version + 1 };
};
