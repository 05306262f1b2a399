import { DEFAULT_TENANT_SETTINGS, type TenantSettings, ZTenantSettings } from "@quadra/shared";
import { eq } from "drizzle-orm";
import type { Executor } from "../../platform/db/database.ts";
import { tenantSettings } from "../../platform/db/schema/index.ts";

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
