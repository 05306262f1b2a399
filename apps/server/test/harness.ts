import { createHash, randomBytes } from "node:crypto";
import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { cpfFromBase, MODULE_KEYS, type ModuleKey, type PermissionKey } from "@quadra/shared";
import pg from "pg";
import { loadConfig, type ServerConfig } from "../src/config.ts";
import { provisionTenant } from "../src/modules/platform/provisionTenant.ts";
import { createServer } from "../src/platform/createServer.ts";
import { createDatabase, type Database, MIGRATIONS_FOLDER } from "../src/platform/db/database.ts";
import { roles, tenantHosts, tenants, userRoles, users } from "../src/platform/db/schema/index.ts";
import type { BuildAppOptions } from "../src/platform/http/buildApp.ts";
import type { App } from "../src/platform/http/types.ts";
import { hashPassword } from "../src/platform/security/passwords.ts";

/**
 * A real server on a real database for integration tests: in-memory PGlite by default, or a fresh
 * PostgreSQL database (created and dropped here) when DATABASE_URL is set, so the same suite runs on
 * both (`npm run test:pg`).
 */
export type TestDatabase = { db: Database; url: string | undefined; drop: () => Promise<void> };

/** Names one set of migrations: a template made from another set is never used. */
const migrationsHash = (): string => {
  const hash = createHash("sha256");
  for (const file of readdirSync(MIGRATIONS_FOLDER, { recursive: true, encoding: "utf8" }).sort()) {
    const path = join(MIGRATIONS_FOLDER, file);
    if (statSync(path).isFile()) hash.update(file).update(readFileSync(path));
  }
  return hash.digest("hex").slice(0, 16);
};

/**
 * A migrated PGlite data directory, dumped once per set of migrations and shared by every test file
 * through the temp directory: loading it takes a fraction of PGlite's initdb plus the migrations.
 */
const pgliteTemplate = async (): Promise<Blob> => {
  const path = join(tmpdir(), `quadra-pglite-${migrationsHash()}.tar`);
  if (existsSync(path)) return new Blob([readFileSync(path)]);
  const db = await createDatabase({ memory: true });
  await db.migrate();
  const dump = await (db.owner as unknown as { $client: PGlite }).$client.dumpDataDir("none");
  await db.close();
  // Written aside and renamed, so a test file running in parallel never reads half a file.
  const partial = `${path}.${process.pid}`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, path);
  return dump;
};

/**
 * A PostgreSQL database migrated once per set of migrations, which every test file's database is
 * copied from: copying takes a fraction of a second where running the migrations takes seconds per
 * file (about ten under the suite's load). Made under an advisory lock, so parallel files wait for
 * the first to make it; older templates (other migration sets) are dropped then.
 */
const copyOfTemplate = async (admin: pg.Client, baseUrl: string, name: string): Promise<void> => {
  const template = `quadra_tpl_${migrationsHash()}`;
  // The copy is made under the lock too: another run's migrations (a newer set) drop this template.
  await admin.query("SELECT pg_advisory_lock(hashtext('quadra test template'))");
  try {
    const found = await admin.query("SELECT 1 FROM pg_database WHERE datname = $1", [template]);
    if (!found.rowCount) await makeTemplate(admin, baseUrl, template);
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  } finally {
    await admin.query("SELECT pg_advisory_unlock(hashtext('quadra test template'))");
  }
};

const makeTemplate = async (admin: pg.Client, baseUrl: string, template: string): Promise<void> => {
  const stale = await admin.query(
    "SELECT datname FROM pg_database WHERE datname LIKE 'quadra\\_tpl\\_%' OR datname LIKE 'quadra\\_tplnew\\_%'",
  );
  for (const row of stale.rows) await admin.query(`DROP DATABASE IF EXISTS ${row.datname} WITH (FORCE)`);
  // Built under another name and renamed when whole: a run killed halfway leaves no template
  // that looks ready.
  const building = `quadra_tplnew_${migrationsHash()}`;
  await admin.query(`CREATE DATABASE ${building}`);
  const url = new URL(baseUrl);
  url.pathname = `/${building}`;
  const db = await createDatabase({ url: url.toString() });
  try {
    await db.migrate();
  } finally {
    await db.close();
  }
  await admin.query(`ALTER DATABASE ${building} RENAME TO ${template}`);
};

export const createTestDatabase = async (): Promise<TestDatabase> => {
  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl) {
    const db = await createDatabase({ memory: true, template: await pgliteTemplate() });
    await db.migrate();
    return { db, url: undefined, drop: () => db.close() };
  }
  const name = `quadra_t_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await copyOfTemplate(admin, baseUrl, name);
  } finally {
    await admin.end();
  }
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const db = await createDatabase({ url: url.toString() });
  await db.migrate();
  return {
    db,
    url: url.toString(),
    drop: async () => {
      await db.close();
      const dropper = new pg.Client({ connectionString: baseUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
};

/**
 * The rate limits' window in tests that count requests against a limit: an hour, so a file that
 * runs slowly on a busy machine stays inside one window (a fixed window restarts its count when it
 * ends, and a test expecting the 601st call refused would see it pass).
 */
export const TEST_RATE_WINDOW_MS = 60 * 60_000;

export const testConfig = (overrides: Partial<ServerConfig> = {}): ServerConfig => ({
  ...loadConfig({}),
  webDist: "/nonexistent-web-dist",
  rateLimit: { max: 100_000, authMax: 100_000, windowMs: TEST_RATE_WINDOW_MS },
  seedDemo: false,
  // The recurring charges' ticker would run the tests' recurrences between their steps: tests run it.
  recurrenceTickMs: 0,
  registersTickMs: 0,
  ...overrides,
});

export type TestTenant = typeof tenants.$inferSelect;
export type TestUser = { id: string; email: string; cpf: string; password: string };
export type ApiResponse<T = any> = { status: number; body: T; headers: Record<string, unknown> };

const DEFAULT_PASSWORD = "senha-forte-de-teste";
// argon2id is slow by design; fixtures with the same password share one hash.
const hashes = new Map<string, Promise<string>>();
const hashOnce = (password: string) => {
  const known = hashes.get(password) ?? hashPassword(password);
  hashes.set(password, known);
  return known;
};

let sequence = 0;
const unique = () =>
  `${Date.now().toString(36)}${(sequence++).toString(36)}${randomBytes(2).toString("hex")}`;

export const startTestServer = async (
  options: { config?: Partial<ServerConfig>; database?: TestDatabase } & BuildAppOptions = {},
) => {
  const database = options.database ?? (await createTestDatabase());
  const { db } = database;
  // Uploaded files go to a folder of this server's own, removed on close: never ./data.
  const uploadsDir = mkdtempSync(join(tmpdir(), "quadra-uploads-"));
  const app: App = await createServer({
    config: testConfig({ storage: { kind: "local", dir: uploadsDir }, ...options.config }),
    db,
    extraTenantRoutes: options.extraTenantRoutes,
    onRoute: options.onRoute,
  });
  await app.ready();

  const createTenant = async (
    input: {
      identifier?: string;
      modules?: ModuleKey[];
      hidden?: ModuleKey[];
      readOnlyUntil?: Date | null;
      hosts?: string[];
      debt?: boolean;
    } = {},
  ): Promise<TestTenant> => {
    const identifier = input.identifier ?? `t${unique()}`;
    return db.global(async (tx) => {
      const [row] = await tx
        .insert(tenants)
        .values({
          identifier,
          code: identifier,
          name: `Federação ${identifier}`,
          availableModules: input.modules ?? [...MODULE_KEYS],
          hiddenModules: input.hidden ?? [],
          readOnlyUntil: input.readOnlyUntil ?? null,
          debt: input.debt ?? false,
        })
        .returning();
      if (input.hosts?.length)
        await tx.insert(tenantHosts).values(input.hosts.map((host) => ({ host, tenantId: row!.id })));
      await provisionTenant(tx, { tenantId: row!.id, title: `Federação ${identifier}` });
      return row!;
    });
  };

  /** A person in a tenant; `permissions` are granted through a role made for them. */
  const createUser = async (
    tenant: TestTenant,
    input: {
      permissions?: PermissionKey[];
      master?: boolean;
      super?: boolean;
      admin?: boolean;
      password?: string;
      name?: string;
    } = {},
  ): Promise<TestUser> => {
    const tag = unique();
    const password = input.password ?? DEFAULT_PASSWORD;
    const email = `pessoa-${tag}@example.com`;
    const cpf = cpfFromBase(String(Math.floor(Math.random() * 999_999_998) + 1));
    const passwordHash = await hashOnce(password);
    const id = await db.tenant(tenant.id, async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          tenantId: tenant.id,
          name: input.name ?? `Pessoa ${tag}`,
          email,
          cpf,
          passwordHash,
          isMaster: input.master ?? false,
          isSuper: input.super ?? false,
        })
        .returning();
      if (input.permissions?.length || input.admin) {
        const [role] = await tx
          .insert(roles)
          .values({
            tenantId: tenant.id,
            name: `Papel ${tag}`,
            permissions: input.permissions ?? [],
            admin: input.admin ?? false,
          })
          .returning();
        await tx.insert(userRoles).values({ tenantId: tenant.id, userId: user!.id, roleId: role!.id });
      }
      return user!.id;
    });
    return { id, email, cpf, password };
  };

  /** Calls the tenant API the way the web app does: `{backend}/api/v1/<path>`. */
  const api = async <T = any>(
    tenant: TestTenant | string,
    method: "GET" | "POST" | "PATCH" | "PUT" | "DELETE",
    path: string,
    options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
  ): Promise<ApiResponse<T>> => {
    const identifier = typeof tenant === "string" ? tenant : tenant.identifier;
    const response = await app.inject({
      method,
      url: `/t/${identifier}/api/v1/${path.replace(/^\//, "")}`,
      headers: {
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...options.headers,
      },
      ...(options.body === undefined ? {} : { payload: options.body as any }),
    });
    return { status: response.statusCode, body: response.json() as T, headers: response.headers };
  };

  const login = async (tenant: TestTenant, user: TestUser): Promise<string> => {
    const response = await api(tenant, "POST", "auth/login", {
      body: { login: user.email, password: user.password },
    });
    if (response.status !== 200) throw new Error(`login failed: ${JSON.stringify(response.body)}`);
    return response.body.result.token as string;
  };

  /** A new person of the tenant (see createUser), logged in: their bearer token. */
  const loginAs = async (tenant: TestTenant, input: Parameters<typeof createUser>[1] = {}) =>
    login(tenant, await createUser(tenant, input));

  const close = async () => {
    await app.close();
    rmSync(uploadsDir, { recursive: true, force: true });
    if (!options.database) await database.drop();
  };

  return { app, db, database, uploadsDir, createTenant, createUser, api, login, loginAs, close };
};
export type TestServer = Awaited<ReturnType<typeof startTestServer>>;
