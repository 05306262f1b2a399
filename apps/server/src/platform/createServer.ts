import { DOCUMENT_CHECK_TOLERANCE, DOCUMENT_CHECK_WINDOW_MS, realtimeTopic } from "@quadra/shared";
import pino from "pino";
import type { ServerConfig } from "../config.ts";
import { createSessionCache } from "../modules/auth/sessionCache.ts";
import type { Database } from "./db/database.ts";
import { type BuildAppOptions, buildApp } from "./http/buildApp.ts";
import type { App } from "./http/types.ts";
import { createMailer } from "./mail/mailer.ts";
import { createRealtimeHub } from "./realtime/hub.ts";
import { createCountCache } from "./resources/countCache.ts";
import { createAttemptLimiter } from "./security/attemptLimiter.ts";
import { createStorage } from "./storage/createStorage.ts";
import { createTenantCache } from "./tenancy/tenantContext.ts";

/** Wires the dependencies and the HTTP app for an already migrated database. */
export const createServer = async ({
  config,
  db,
  logger,
  ...appOptions
}: {
  config: ServerConfig;
  db: Database;
  logger?: pino.Logger | false;
} & BuildAppOptions): Promise<App> => {
  const log = logger || pino({ level: "silent" });
  const tenants = createTenantCache(db);
  const sessions = createSessionCache();
  const counts = createCountCache(
    config.countCacheTtlMs === undefined ? {} : { ttlMs: config.countCacheTtlMs },
  );
  // Every process hears every change, so each drops its count cache on any change, and its tenant
  // and session caches on a change of the tenant's core topic (its client record, configs, people
  // and roles). A competition's topic carries results and draws, which change neither: dropping the
  // tenant there would make the request after every result read its tenant again.
  const coreTopicPrefix = realtimeTopic("");
  const realtime = await createRealtimeHub({
    db,
    log,
    onEvent: (event) => {
      if (event.topic.startsWith(coreTopicPrefix)) {
        tenants.clear();
        sessions.drop();
      }
      counts.drop();
    },
  });
  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, log });
  const documentChecks = createAttemptLimiter({
    max: DOCUMENT_CHECK_TOLERANCE,
    windowMs: DOCUMENT_CHECK_WINDOW_MS,
  });
  const storage = createStorage(config.storage);
  const app = await buildApp(
    { config, db, mailer, tenants, sessions, counts, realtime, documentChecks, storage },
    logger || undefined,
    appOptions,
  );
  app.addHook("onClose", async () => {
    await realtime.close();
    mailer.close();
  });
  return app;
};
