import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { APP_ROLE } from "../src/platform/db/database.ts";
import { tenants } from "../src/platform/db/schema/index.ts";
import { createTestDatabase, type TestDatabase } from "./harness.ts";

/**
 * The lists' search must be able to use its trigram index as the app role, under row-level security
 * (database.ts, afterMigrations): without it, every search read the tenant's whole table.
 */
let database: TestDatabase;
let tenantId: string;

const planText = (result: unknown) =>
  ((result as { rows: Record<string, string>[] }).rows ?? []).map((row) => Object.values(row)[0]).join("\n");

/** The plan of a search for a rare term, as the app runs it: app role, tenant scope, RLS on. */
const searchPlan = () =>
  database.db.owner.transaction(async (tx) => {
    await tx.execute(sql`select set_config('app.tenant_id', ${tenantId}, true)`);
    await tx.execute(sql.raw(`set local role ${APP_ROLE}`));
    // A small table is cheaper to read whole; the question is whether the index may be used at all.
    await tx.execute(sql.raw("set local enable_seqscan = off"));
    return planText(
      await tx.execute(
        sql`explain select id from audit_logs where tenant_id = ${tenantId} and search_text like ${"%zqxw%"}`,
      ),
    );
  });

beforeAll(async () => {
  database = await createTestDatabase();
  const [tenant] = await database.db.owner
    .insert(tenants)
    .values({ identifier: "busca", code: "busca", name: "Federação Busca" })
    .returning();
  tenantId = tenant!.id;
  // Enough rows that reading them all costs more than the index; one holds the rare term.
  await database.db.owner.execute(sql`
    insert into audit_logs (tenant_id, user_name, action, resource, record_title, search_text)
    select ${tenantId}, 'Márcia Araújo', 'update', 'users', 'João da Silva ' || g,
      'marcia araujo users joao da silva ' || g || case when g = 7777 then ' zqxw' else '' end
    from generate_series(1, 30000) g`);
  // VACUUM moves the new entries out of the GIN pending list, as autovacuum would in production.
  await database.db.owner.execute(sql`vacuum analyze audit_logs`);
}, 120_000);

afterAll(async () => {
  await database?.drop();
});

describe("search under row-level security", () => {
  it("declares LIKE leakproof after migrating", async () => {
    const result = await database.db.owner.execute(
      sql`select proleakproof as leakproof from pg_proc where oid = 'pg_catalog.textlike(text, text)'::regprocedure`,
    );
    expect((result as unknown as { rows: { leakproof: boolean }[] }).rows[0]?.leakproof).toBe(true);
  });

  it("lets the app role's search use the trigram index, which it could not otherwise", async () => {
    expect(await searchPlan()).toContain("audit_logs_search_idx");
    await database.db.owner.execute(sql`alter function pg_catalog.textlike(text, text) not leakproof`);
    try {
      expect(await searchPlan()).not.toContain("audit_logs_search_idx");
    } finally {
      await database.db.owner.execute(sql`alter function pg_catalog.textlike(text, text) leakproof`);
    }
  });

  it("runs the tenant's scope as the app role, with the tenant set", async () => {
    const result = await database.db.tenant(tenantId, (tx) =>
      tx.execute(sql`select current_user as role, current_setting('app.tenant_id') as tenant`),
    );
    expect((result as unknown as { rows: unknown[] }).rows).toEqual([{ role: APP_ROLE, tenant: tenantId }]);
  });

  it("still finds only the tenant's own rows", async () => {
    const rows = await database.db.tenant(tenantId, (tx) =>
      tx.execute(sql`select record_title from audit_logs where search_text like ${"%zqxw%"}`),
    );
    expect((rows as unknown as { rows: { record_title: string }[] }).rows).toEqual([
      { record_title: "João da Silva 7777" },
    ]);
  });
});

describe("public people search under row-level security", () => {
  it("matches and orders people by their stored folded public name, through its indexes", async () => {
    await database.db.owner.execute(sql`
      insert into users (tenant_id, name, social_name)
      select ${tenantId}, 'Márcia Araújo ' || g, case when g = 7 then 'Zuleica Qwx' else null end
      from generate_series(1, 3000) g`);
    await database.db.owner.execute(sql`vacuum analyze users`);
    // The database computes it: the social name when there is one, folded like the search's terms.
    const stored = await database.db.owner.execute(
      sql`select public_name_folded as folded from users where tenant_id = ${tenantId} and name in ('Márcia Araújo 7', 'Márcia Araújo 8') order by name`,
    );
    expect((stored as unknown as { rows: { folded: string }[] }).rows.map((row) => row.folded)).toEqual([
      "zuleica qwx",
      "marcia araujo 8",
    ]);
    const plan = await database.db.owner.transaction(async (tx) => {
      await tx.execute(sql`select set_config('app.tenant_id', ${tenantId}, true)`);
      await tx.execute(sql.raw(`set local role ${APP_ROLE}`));
      await tx.execute(sql.raw("set local enable_seqscan = off"));
      return planText(
        await tx.execute(
          sql`explain select id from users u where u.tenant_id = ${tenantId} and u.public_name_folded like ${"%zuleica%"}`,
        ),
      );
    });
    expect(plan).toMatch(/users_public_name_(trgm_)?idx/);
  });
});
