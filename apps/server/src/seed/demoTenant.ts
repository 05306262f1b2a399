import { cpfFromBase, MODULE_KEYS } from "@quadra/shared";
import { eq } from "drizzle-orm";
import { provisionTenant } from "../modules/platform/provisionTenant.ts";
import { seedBrazilRegions } from "../modules/seed/brazilRegionsSeed.ts";
import type { Database } from "../platform/db/database.ts";
import { tenantHosts, tenants, users } from "../platform/db/schema/index.ts";
import { hashPassword } from "../platform/security/passwords.ts";
import { randomToken } from "../platform/security/tokens.ts";

export const DEMO_IDENTIFIER = "demo";
export const DEMO_MASTER_EMAIL = "master@quadra.local";

/**
 * First start: the demo tenant (identifier and code `demo`, host `localhost`) with every module and
 * a master who is also a platform operator (super), and Brazil's states and municipalities (IBGE).
 * Runs once: an existing demo tenant is left as is.
 * Returns the generated password when one was generated, so the caller prints it once.
 */
export const seedDemoTenant = async (
  db: Database,
  { adminPassword }: { adminPassword: string | undefined },
): Promise<{ created: boolean; generatedPassword?: string }> => {
  const existing = await db.global((tx) =>
    tx.select().from(tenants).where(eq(tenants.identifier, DEMO_IDENTIFIER)),
  );
  if (existing.length) return { created: false };
  const password = adminPassword ?? randomToken(12);
  const passwordHash = await hashPassword(password);
  await db.global(async (tx) => {
    const [tenant] = await tx
      .insert(tenants)
      .values({
        identifier: DEMO_IDENTIFIER,
        code: DEMO_IDENTIFIER,
        name: "Federação Demonstração",
        availableModules: [...MODULE_KEYS],
        isPublic: true,
      })
      .returning();
    await tx.insert(tenantHosts).values({ host: "localhost", tenantId: tenant!.id });
    await provisionTenant(tx, { tenantId: tenant!.id, title: "Federação Demonstração", titleArticle: "a" });
    // Too slow for every new tenant (docs/decisions.md), but the demo should have its cities.
    await seedBrazilRegions(tx, tenant!.id);
    await tx.insert(users).values({
      tenantId: tenant!.id,
      name: "Administrador Demo",
      cpf: cpfFromBase("123456789"),
      email: DEMO_MASTER_EMAIL,
      passwordHash,
      isMaster: true,
      isSuper: true,
      verifyedAt: new Date(),
      termsAcceptedAt: new Date(),
    });
  });
  return adminPassword ? { created: true } : { created: true, generatedPassword: password };
};
