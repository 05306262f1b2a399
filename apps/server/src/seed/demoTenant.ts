import { cpfFromBase, MODULE_KEYS } from "@quadra/shared";
import { eq } from "drizzle-orm";
import { provisionTenant } from "../modules/platform/provisionTenant.ts";
import { seedBrazilRegions } from "../modules/seed/brazilRegionsSeed.ts";
import { prepareDemoDrawings } from "../modules/seed/demoImages.ts";
import { seedDemoData } from "../modules/seed/demoSeed.ts";
import type { Database } from "../platform/db/database.ts";
import { tenantHosts, tenants, users } from "../platform/db/schema/index.ts";
import { hashPassword } from "../platform/security/passwords.ts";
import { randomToken } from "../platform/security/tokens.ts";
import type { Storage } from "../platform/storage/storage.ts";

export const DEMO_IDENTIFIER = "demo";
export const DEMO_MASTER_EMAIL = "master@quadra.local";
const MASTER_NAME = "Administrador Demo";

/**
 * First start: the demo tenant (identifier and code `demo`, host `localhost`) with every module and
 * a master who is also a platform operator (super), and Brazil's states and municipalities (IBGE).
 * With `storage` (where the demo's pictures go), also the demonstration set: a federation with its
 * clubs, athletes, staff and competitions, one of them running with results (seed/demoSeed.ts).
 * Runs once: an existing demo tenant is left as is.
 * Returns the generated password when one was generated, so the caller prints it once.
 */
export const seedDemoTenant = async (
  db: Database,
  { adminPassword, storage }: { adminPassword: string | undefined; storage?: Storage },
): Promise<{ created: boolean; generatedPassword?: string }> => {
  const existing = await db.global((tx) =>
    tx.select().from(tenants).where(eq(tenants.identifier, DEMO_IDENTIFIER)),
  );
  if (existing.length) return { created: false };
  const password = adminPassword ?? randomToken(12);
  // The hash (argon2) and the demo's pictures are computed on other threads while the database
  // writes the tenant and its regions.
  const passwordHash = hashPassword(password);
  // A failed hash is awaited below; this keeps it from being reported as unhandled meanwhile.
  passwordHash.catch(() => undefined);
  if (storage) prepareDemoDrawings();
  const { tenantId, masterId } = await db.global(async (tx) => {
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
    const [master] = await tx
      .insert(users)
      .values({
        tenantId: tenant!.id,
        name: MASTER_NAME,
        cpf: cpfFromBase("123456789"),
        email: DEMO_MASTER_EMAIL,
        passwordHash: await passwordHash,
        isMaster: true,
        isSuper: true,
        verifyedAt: new Date(),
        termsAcceptedAt: new Date(),
      })
      .returning({ id: users.id });
    return { tenantId: tenant!.id, masterId: master!.id };
  });
  if (storage) {
    // A transaction of its own, as the tenant (row-level security on), written by the master: the
    // same path as the seed screen's "Dados de demonstração". Pictures of a failed run are removed.
    const written: string[] = [];
    await db
      .tenant(tenantId, (tx) =>
        seedDemoData({
          tx,
          actor: { tenantId, userId: masterId, userName: MASTER_NAME, ip: null },
          tenantIdentifier: DEMO_IDENTIFIER,
          storage,
          modules: MODULE_KEYS,
          written,
        }),
      )
      .catch(async (error) => {
        await Promise.all(written.map((key) => storage.delete(key).catch(() => undefined)));
        throw error;
      });
  }
  return adminPassword ? { created: true } : { created: true, generatedPassword: password };
};
