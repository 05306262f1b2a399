import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tenants, users } from "../src/platform/db/schema/index.ts";
import { rowsOf } from "./dbState.ts";
import { createTestDatabase, type TestDatabase } from "./harness.ts";

/**
 * `db.tenantStatement`: one statement in a transaction of its own, scoped to a tenant, sent with its
 * BEGIN, scope and COMMIT in one round trip on PostgreSQL (its parameters written as literals).
 */
let database: TestDatabase;
let tenantA: string;
let tenantB: string;

beforeAll(async () => {
  database = await createTestDatabase();
  const made = await database.db.owner
    .insert(tenants)
    .values([
      { identifier: "instrucao-a", code: "instrucao-a", name: "Federação A" },
      { identifier: "instrucao-b", code: "instrucao-b", name: "Federação B" },
    ])
    .returning();
  [tenantA, tenantB] = made.map((tenant) => tenant.id) as [string, string];
  await database.db.owner.insert(users).values([
    { tenantId: tenantA, name: "Ana d'Ávila \\ Souza", email: "ana@example.com" },
    { tenantId: tenantB, name: "Bruno Lima", email: "bruno@example.com" },
  ]);
}, 120_000);

afterAll(async () => {
  await database?.drop();
});

describe("tenantStatement", () => {
  it("answers as the app role within its tenant only, with drizzle's mapping", async () => {
    const rows = await database.db.tenantStatement(tenantA, (tx) =>
      tx.select({ name: users.name, createdAt: users.createdAt }).from(users),
    );
    expect(rows.map((row) => row.name)).toEqual(["Ana d'Ávila \\ Souza"]);
    expect(rows[0]!.createdAt).toBeInstanceOf(Date);
    const scope = await database.db.tenantStatement(tenantA, (tx) =>
      tx.execute(sql`select current_user as role, current_setting('app.tenant_id') as tenant`),
    );
    expect(rowsOf(scope)).toEqual([{ role: "quadra_app", tenant: tenantA }]);
  });

  it("matches parameters holding quotes, backslashes and accents exactly, and finds nothing of another tenant", async () => {
    const found = await database.db.tenantStatement(tenantA, (tx) =>
      tx.select({ email: users.email }).from(users).where(eq(users.name, "Ana d'Ávila \\ Souza")).limit(1),
    );
    expect(found).toEqual([{ email: "ana@example.com" }]);
    const across = await database.db.tenantStatement(tenantA, (tx) =>
      tx.select({ email: users.email }).from(users).where(eq(users.name, "Bruno Lima")),
    );
    expect(across).toEqual([]);
  });

  it("leaves nothing open after a failed statement: the next ones on the pool answer", async () => {
    await expect(
      database.db.tenantStatement(tenantA, (tx) => tx.execute(sql`select 1 / ${0}::int`)),
    ).rejects.toThrow();
    // More than the pool's connections, so a connection left in an aborted transaction would answer one.
    for (let i = 0; i < 12; i++) {
      const rows = await database.db.tenantStatement(tenantB, (tx) =>
        tx.select({ name: users.name }).from(users),
      );
      expect(rows).toEqual([{ name: "Bruno Lima" }]);
    }
  });

  it("refuses a second statement rather than running it outside the transaction", async () => {
    if (database.db.kind !== "postgres") return;
    await expect(
      database.db.tenantStatement(tenantA, async (tx) => {
        await tx.select({ name: users.name }).from(users);
        return tx.select({ name: users.name }).from(users);
      }),
    ).rejects.toHaveProperty("cause.message", expect.stringMatching(/one statement/));
  });
});
