import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { ServerConfig } from "../../config.ts";
import type { SessionCache } from "../../modules/auth/sessionCache.ts";
import type { Principal, UserRow } from "../../modules/auth/sessionInfo.ts";
import type { Database } from "../db/database.ts";
import type { Mailer } from "../mail/mailer.ts";
import type { RealtimeHub } from "../realtime/hub.ts";
import type { CountCache } from "../resources/countCache.ts";
import type { AttemptLimiter } from "../security/attemptLimiter.ts";
import type { Storage } from "../storage/storage.ts";
import type { TenantCache, TenantContext } from "../tenancy/tenantContext.ts";
import type { RouteGuard } from "./guard.ts";

/** Everything the routes need, built once at start and handed to the app (no module-level state). */
export type AppDeps = {
  config: ServerConfig;
  db: Database;
  mailer: Mailer;
  tenants: TenantCache;
  /** Sessions recently checked by this process, for reads only (sessionCache.ts). */
  sessions: SessionCache;
  /** Searches known to match more than a list counts, for this process (countCache.ts). */
  counts: CountCache;
  realtime: RealtimeHub;
  documentChecks: AttemptLimiter;
  /** Uploaded files (a local folder or an S3 bucket, by configuration). */
  storage: Storage;
};

export type RequestAuth = { sessionId: string; user: UserRow; principal: Principal };

declare module "fastify" {
  interface FastifyInstance {
    deps: AppDeps;
  }
  interface FastifyRequest {
    tenant: TenantContext | null;
    auth: RequestAuth | null;
  }
  interface FastifyContextConfig {
    guard?: RouteGuard;
    /** pt-BR names of this route's fields (resource routes), so a 400 names what to fix. */
    fieldLabels?: Record<string, string>;
    /** The resource a generated route serves (the generated test suites find them by this). */
    resource?: string;
    /** The resource whose published records a generated public route serves (`public/<name>`). */
    publicResource?: string;
    /** The contract a route serves (`teams.addMember`), for the registration test. */
    operation?: string;
  }
}

export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;
