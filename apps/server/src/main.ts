import { join } from "node:path";
import pino from "pino";
import { loadConfig } from "./config.ts";
import { createServer } from "./platform/createServer.ts";
import { createDatabase } from "./platform/db/database.ts";
import { configureSecretKey } from "./platform/security/secretBox.ts";
import { createStorage } from "./platform/storage/createStorage.ts";
import { DEMO_MASTER_EMAIL, seedDemoTenant } from "./seed/demoTenant.ts";

const config = loadConfig();
const logger = pino({ level: config.logLevel });
// The key that seals integration credentials must outlive the process (and be the same on every
// process of a deployment): QUADRA_SECRET_KEY, or a key file kept beside the data.
configureSecretKey({
  secret: process.env.QUADRA_SECRET_KEY,
  keyFile: join(config.dataDir, "secret.key"),
});

const db = await createDatabase({
  url: config.databaseUrl,
  dataDir: config.dataDir,
  memory: config.memoryDb,
});
await db.migrate();
logger.info(
  { database: db.kind, dataDir: db.kind === "pglite" ? config.dataDir : undefined },
  "database migrated",
);

// The server is made before the demo is seeded: what its modules register (the payment means a new
// bill gets, among others) must be in place for the seed's writes as for any request's.
const app = await createServer({ config, db, logger });

if (config.seedDemo) {
  const seeded = await seedDemoTenant(db, {
    adminPassword: config.adminPassword,
    // Where the demonstration set's pictures go; without it only the tenant and its master are made.
    ...(config.seedDemoData ? { storage: createStorage(config.storage) } : {}),
  });
  if (seeded.generatedPassword) {
    // Printed once, on the first start only: it is not stored anywhere else in clear text.
    process.stdout.write(
      `\n  Demo tenant created. Log in at http://localhost:${config.port}/login\n  e-mail: ${DEMO_MASTER_EMAIL}\n  password: ${seeded.generatedPassword}\n  (set QUADRA_ADMIN_PASSWORD to choose it; shown only this once)\n\n`,
    );
  } else if (seeded.created) {
    logger.info({ email: DEMO_MASTER_EMAIL }, "demo tenant created with QUADRA_ADMIN_PASSWORD");
  }
}

await app.listen({ port: config.port, host: config.host });

const shutdown = async (signal: string) => {
  logger.info({ signal }, "shutting down");
  await app.close();
  await db.close();
  process.exit(0);
};
process.once("SIGINT", () => void shutdown("SIGINT"));
process.once("SIGTERM", () => void shutdown("SIGTERM"));
