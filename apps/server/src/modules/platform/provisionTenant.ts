import { DEFAULT_PERSONAL_PERMISSIONS, DEFAULT_TENANT_SETTINGS, type TenantSettings } from "@quadra/shared";
import { sql } from "drizzle-orm";
import type { Executor } from "../../platform/db/database.ts";
import { roles, tenantSettings } from "../../platform/db/schema/index.ts";

/** Moves the current transaction into a tenant's scope (used when one transaction creates a tenant). */
export const enterTenantScope = (tx: Executor, tenantId: string) =>
  tx.execute(sql`select set_config('app.tenant_id', ${tenantId}, true)`);

/**
 * What every new tenant starts with: its settings document and the two roles a federation needs on
 * day one (the default role of self-registered athletes and a secretariat role).
 */
export const provisionTenant = async (
  tx: Executor,
  input: {
    tenantId: string;
    title: string;
    titleArticle?: TenantSettings["title_article"];
    primaryColor?: TenantSettings["colors"]["primary"];
  },
) => {
  await enterTenantScope(tx, input.tenantId);
  const settings: TenantSettings = {
    ...DEFAULT_TENANT_SETTINGS,
    title: input.title,
    title_article: input.titleArticle ?? DEFAULT_TENANT_SETTINGS.title_article,
    colors: { primary: input.primaryColor ?? DEFAULT_TENANT_SETTINGS.colors.primary },
  };
  await tx.insert(tenantSettings).values({ tenantId: input.tenantId, settings }).onConflictDoNothing();
  await tx
    .insert(roles)
    .values([
      {
        tenantId: input.tenantId,
        name: "Atleta",
        description: "Pessoas cadastradas: acesso à área pessoal (dados, carteirinha, documentos, equipes).",
        permissions: DEFAULT_PERSONAL_PERMISSIONS,
        isDefault: true,
      },
      {
        tenantId: input.tenantId,
        name: "Secretaria",
        description: "Equipe da federação: cadastros, documentos e aprovações.",
        permissions: [
          "users",
          "associations",
          "documents",
          "userdocuments",
          "associationdocuments",
          "parqs",
          "abc",
        ],
        admin: true,
      },
    ])
    .onConflictDoNothing();
};
