import { randomUUID } from "node:crypto";
import { RESOURCES } from "@quadra/shared";
import { and, eq, inArray, sql } from "drizzle-orm";
import { boolean, date, integer, numeric, PgDialect, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Tx } from "../src/platform/db/database.ts";
import { insertFromRowsSql } from "../src/platform/db/insertMany.ts";
import { canSkipRowTriggers, parentRowsLockOf } from "../src/platform/db/setWiseForeignKeys.ts";
import type { Actor } from "../src/platform/resources/auditLog.ts";
import { BulkRowError, bulkInsert } from "../src/platform/resources/bulkInsert.ts";
import { revealSecret } from "../src/platform/resources/recordValues.ts";
import { createRecord, deleteRecords } from "../src/platform/resources/resourceStore.ts";
import { resourceTableOf } from "../src/platform/resources/resourceTable.ts";
import { startTestServer, type TestServer, type TestTenant } from "./harness.ts";

/**
 * The framework's bulk write path (imports): many records per INSERT, each exactly what createRecord
 * writes, ids in input order, and a batch the database refuses explained by its first bad row.
 */
let server: TestServer;
let tenant: TestTenant;
let actor: Actor;

beforeAll(async () => {
  server = await startTestServer();
  tenant = await server.createTenant();
  const user = await server.createUser(tenant, { name: "Quem Importa" });
  actor = { tenantId: tenant.id, userId: user.id, userName: "Quem Importa", ip: null };
});
afterAll(() => server.close());

const posts = RESOURCES.posts!;
const connections = RESOURCES.connections!;
const districts = RESOURCES.districts!;

/** Runs `fn` in a transaction of the tenant that is always rolled back: each test starts clean. */
class RolledBack extends Error {}
const inRolledBackTenant = async (fn: (tx: Tx) => Promise<void>) => {
  await server.db
    .tenant(tenant.id, async (tx) => {
      await fn(tx);
      throw new RolledBack();
    })
    .catch((error) => {
      if (!(error instanceof RolledBack)) throw error;
    });
};

const rowsOf = async (tx: Tx, def: typeof posts, ids: string[]) => {
  const t = resourceTableOf(def) as any;
  const rows = (await tx
    .select()
    .from(t)
    .where(and(eq(t.tenant_id, tenant.id), inArray(t.id, ids)))) as Record<string, any>[];
  return ids.map((id) => rows.find((row) => row.id === id)!);
};

/** A stored row without what differs between any two inserts (id, times) and secrets opened. */
const comparable = (def: typeof posts, row: Record<string, any>) => {
  const { id: _id, created_at: _created, updated_at: _updated, ...rest } = row;
  for (const [key, field] of Object.entries(def.fields))
    if (field.kind === "secret") rest[key] = revealSecret(rest[key]);
  return rest;
};

const refusal = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(BulkRowError);
  return error as BulkRowError;
};

const post = (index: number, extra: Record<string, unknown> = {}) => ({
  body: { title: `Notícia em lote ${index}`, slug: `noticia-em-lote-${index}`, ...extra },
});

describe("bulkInsert", () => {
  it("stores what createRecord stores (defaults, sanitized rich text, sealed secrets, search text, who)", async () => {
    /** The row one write leaves, read in its own transaction, rolled back after. */
    const stored = async (def: typeof posts, write: (tx: Tx) => Promise<string>) => {
      let row: Record<string, any> = {};
      await inRolledBackTenant(async (tx) => {
        [row] = (await rowsOf(tx, def, [await write(tx)])) as [Record<string, any>];
      });
      return row;
    };
    const body = {
      title: "Campeonato Estadual de Remo",
      slug: "campeonato-estadual",
      body: '<p>Inscrições <b>abertas</b><script>alert("x")</script><img src="x" onerror="y"></p>',
      tags: ["remo", "estadual"],
      published_at: "2026-03-01T12:00:00.000Z",
    };
    const single = await stored(posts, async (tx) =>
      String((await createRecord(tx, { def: posts, actor, body, audit: false })).id),
    );
    const bulk = await stored(
      posts,
      async (tx) => (await bulkInsert(tx, { def: posts, actor, rows: [{ body }] }))[0]!,
    );
    expect(bulk.body).not.toMatch(/script|onerror/);
    expect(bulk.status).toBe("draft");
    expect(bulk.search_text).toMatch(/campeonato estadual de remo/);
    expect(bulk.created_by).toBe(actor.userId);
    expect(comparable(posts, bulk)).toEqual(comparable(posts, single));

    const secret = { provider: "asaas", name: "Cobranças", api_key: "chave-secreta-123" };
    const sealed = await stored(connections, async (tx) =>
      String((await createRecord(tx, { def: connections, actor, body: secret, audit: false })).id),
    );
    const bulkSealed = await stored(
      connections,
      async (tx) => (await bulkInsert(tx, { def: connections, actor, rows: [{ body: secret }] }))[0]!,
    );
    expect(bulkSealed.api_key).not.toContain("chave-secreta-123");
    expect(comparable(connections, bulkSealed)).toEqual(comparable(connections, sealed));
  });

  it("sends a batch as one parameter per column, whatever its size, and a column some rows leave out takes its default", async () => {
    const paramsOf = async (count: number) => {
      const many = Array.from({ length: count }, (_, index) => ({ title: `t${index}`, slug: `s${index}` }));
      const [statement] = await insertFromRowsSql(resourceTableOf(posts), many);
      return new PgDialect().sqlToQuery(statement!).params;
    };
    // Title and slug: one array each, for three rows as for three thousand.
    expect(await paramsOf(3)).toEqual(['{"t0","t1","t2"}', '{"s0","s1","s2"}']);
    expect(await paramsOf(3_000)).toHaveLength(2);
    expect(await insertFromRowsSql(resourceTableOf(posts), [])).toEqual([]);
    await inRolledBackTenant(async (tx) => {
      // `tags` (not null, default '{}') set by some rows only: the others must get the default.
      const rows = Array.from({ length: 6 }, (_, index) =>
        post(100 + index, index % 2 ? { tags: ["remo"] } : {}),
      );
      const ids = await bulkInsert(tx, { def: posts, actor, rows });
      const stored = await rowsOf(tx, posts, ids);
      expect(stored.map((row) => row.tags)).toEqual(rows.map((_, index) => (index % 2 ? ["remo"] : [])));
      expect(stored.every((row) => row.status === "draft" && row.version === 0)).toBe(true);
    });
  });

  it("stores every scalar value as sent through the columns' arrays, and array columns through json", async () => {
    const probe = pgTable("bulk_values_probe", {
      id: integer("id").notNull(),
      label: text("label"),
      amount: numeric("amount", { precision: 10, scale: 2 }),
      done: boolean("done"),
      day: date("day"),
      at: timestamp("at", { withTimezone: true, mode: "string" }),
      tags: text("tags").array(),
    });
    const labels = ['Clube "Azul"', "C:\\pasta", "a,b", "{x}", "NULL", "", " espaço ", "ação", null];
    const rows = labels.map((label, index) => ({
      id: index,
      label,
      amount: index % 2 ? 12.5 : "7.25",
      done: [true, false, null][index % 3],
      day: index % 2 ? "2026-02-28" : null,
      at: index % 2 ? new Date(Date.UTC(2026, 10, 27, 12, index)) : "2026-11-27T09:00:00.000Z",
    }));
    const statements = await insertFromRowsSql(probe, rows);
    const params = statements.flatMap((statement) => new PgDialect().sqlToQuery(statement).params);
    // One array per column the rows vary in; no JSON.
    expect(params.some((param) => String(param).startsWith("["))).toBe(false);
    const withTags = rows
      .slice(0, 2)
      .map((row, index) => ({ ...row, id: 100 + index, tags: ["remo", 'a "b"'] }));
    const [tagged] = await insertFromRowsSql(probe, withTags);
    expect(
      new PgDialect().sqlToQuery(tagged!).params.filter((param) => String(param).startsWith("[")),
    ).toHaveLength(1);
    await inRolledBackTenant(async (tx) => {
      await tx.execute(
        sql`create temp table bulk_values_probe (id int not null, label text, amount numeric(10, 2), done boolean, day date, at timestamptz, tags text[]) on commit drop`,
      );
      for (const statement of [...statements, tagged!]) await tx.execute(statement);
      const stored = await tx
        .select({
          id: probe.id,
          label: probe.label,
          amount: probe.amount,
          done: probe.done,
          day: probe.day,
          at: sql<string>`to_char(${probe.at} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI')`,
          tags: probe.tags,
        })
        .from(probe)
        .orderBy(probe.id);
      expect(stored.slice(0, labels.length)).toEqual(
        rows.map((row, index) => ({
          id: index,
          label: row.label,
          amount: index % 2 ? "12.50" : "7.25",
          done: row.done,
          day: row.day,
          at: index % 2 ? `2026-11-27T12:${String(index).padStart(2, "0")}` : "2026-11-27T09:00",
          tags: null,
        })),
      );
      expect(stored.slice(labels.length).map((row) => [row.id, row.label, row.tags])).toEqual([
        [100, 'Clube "Azul"', ["remo", 'a "b"']],
        [101, "C:\\pasta", ["remo", 'a "b"']],
      ]);
    });
  });

  it("sends a value every row shares once, not in each row, and stores it in every row", async () => {
    const rows = Array.from({ length: 3 }, (_, index) => ({
      tenant_id: tenant.id,
      title: `Partilhada ${index}`,
      slug: `partilhada-${index}`,
      status: "published",
      summary: null,
      tags: ["remo"],
    }));
    const [statement] = await insertFromRowsSql(resourceTableOf(posts), rows);
    const { params } = new PgDialect().sqlToQuery(statement!);
    const json = String(params.find((param) => typeof param === "string" && param.startsWith("[")));
    // The rows vary in title and slug only; arrays travel in each row.
    expect(JSON.parse(json)).toEqual(rows.map(({ title, slug }) => ({ title, slug, tags: ["remo"] })));
    expect(params).toEqual(expect.arrayContaining([tenant.id, "published"]));
    await inRolledBackTenant(async (tx) => {
      const ids = await bulkInsert(tx, {
        def: posts,
        actor,
        rows: [
          post(300, { status: "published", tags: ["vela"] }),
          post(301, { status: "published", tags: ["vela"] }),
        ],
      });
      const stored = await rowsOf(tx, posts, ids);
      expect(stored.map((row) => [row.title, row.status, row.tags, row.created_by])).toEqual([
        ["Notícia em lote 300", "published", ["vela"], actor.userId],
        ["Notícia em lote 301", "published", ["vela"], actor.userId],
      ]);
    });
  });

  it("inserts batch by batch and answers the new ids in input order", async () => {
    await inRolledBackTenant(async (tx) => {
      const rows = Array.from({ length: 23 }, (_, index) => post(index));
      const ids = await bulkInsert(tx, { def: posts, actor, rows, batchSize: 5 });
      expect(new Set(ids).size).toBe(23);
      const stored = await rowsOf(tx, posts, ids);
      expect(stored.map((row) => row.slug)).toEqual(rows.map((row) => row.body.slug));
    });
  });

  it("names the first row whose unique value is taken in a later batch, and undoes the whole write", async () => {
    await inRolledBackTenant(async (tx) => {
      await createRecord(tx, { def: posts, actor, body: post(900).body, audit: false });
      const rows = Array.from({ length: 15 }, (_, index) => post(index));
      rows[12] = post(900, { title: "Outra notícia" });
      rows[14] = post(900, { title: "Mais uma" });
      const error = await refusal(bulkInsert(tx, { def: posts, actor, rows, batchSize: 5 }));
      expect(error.index).toBe(12);
      expect(error.errors).toEqual({ slug: "Já existe um registro com esse valor." });
      // The write was undone as a whole (its savepoint): the transaction goes on as it was before it.
      const t = resourceTableOf(posts) as any;
      const kept = await tx.select({ slug: t.slug }).from(t).where(eq(t.tenant_id, tenant.id));
      expect(kept.map((row: { slug: string }) => row.slug)).toEqual(["noticia-em-lote-900"]);
    });
  });

  it("names a row repeating another row's unique value, in its batch or an earlier one", async () => {
    await inRolledBackTenant(async (tx) => {
      const rows = Array.from({ length: 15 }, (_, index) => post(index));
      rows[13] = post(11, { title: "Repetida" });
      const inBatch = await refusal(bulkInsert(tx, { def: posts, actor, rows, batchSize: 5 }));
      expect(inBatch.index).toBe(13);
      expect(inBatch.repeats).toEqual({ field: "slug", index: 11 });
    });
    await inRolledBackTenant(async (tx) => {
      const rows = Array.from({ length: 15 }, (_, index) => post(index));
      rows[12] = post(3, { title: "Repetida de longe" });
      const earlier = await refusal(bulkInsert(tx, { def: posts, actor, rows, batchSize: 5 }));
      expect(earlier.index).toBe(12);
      expect(earlier.repeats).toEqual({ field: "slug", index: 3 });
      expect(earlier.errors).toEqual({
        slug: "Valor repetido: outro registro desta gravação já tem esse valor.",
      });
    });
  });

  it("names the first row pointing at a record deleted since the rows were checked", async () => {
    await inRolledBackTenant(async (tx) => {
      const country = await createRecord(tx, {
        def: RESOURCES.countries!,
        actor,
        body: { name: "Lotelândia" },
      });
      const state = await createRecord(tx, {
        def: RESOURCES.states!,
        actor,
        body: { country_id: country.id, name: "Estado do Lote", uf: "LT" },
      });
      const city = async (name: string) =>
        String(
          (await createRecord(tx, { def: RESOURCES.cities!, actor, body: { state_id: state.id, name } })).id,
        );
      const [kept, gone] = [await city("Cidade Que Fica"), await city("Cidade Que Sai")];
      const rows = Array.from({ length: 15 }, (_, index) => ({
        body: { city_id: index === 11 || index === 14 ? gone : kept, name: `Bairro ${index}` },
      }));
      await deleteRecords(tx, { def: RESOURCES.cities!, actor, ids: [gone] });
      const error = await refusal(bulkInsert(tx, { def: districts, actor, rows, batchSize: 5 }));
      expect(error.index).toBe(11);
      expect(error.errors).toEqual({ city_id: "Registro escolhido não existe mais. Escolha outro." });
    });
  });

  it("names a row whose end comes before its start, and writes none of the rows", async () => {
    await inRolledBackTenant(async (tx) => {
      const rows = Array.from({ length: 8 }, (_, index) => post(index));
      rows[6] = post(6, {
        published_at: "2026-05-02T10:00:00.000Z",
        unpublish_at: "2026-05-01T10:00:00.000Z",
      });
      const error = await refusal(bulkInsert(tx, { def: posts, actor, rows, batchSize: 5 }));
      expect(error.index).toBe(6);
      expect(error.errors).toEqual({ unpublish_at: "Não pode ser anterior a Publicar em." });
      const t = resourceTableOf(posts) as any;
      expect(await tx.select({ id: t.id }).from(t).where(eq(t.tenant_id, tenant.id))).toHaveLength(0);
    });
  });

  it("answers nothing for no rows", async () => {
    await inRolledBackTenant(async (tx) => {
      expect(await bulkInsert(tx, { def: posts, actor, rows: [] })).toEqual([]);
    });
  });
});

describe("bulkInsert's set-wise foreign keys", () => {
  const tableOfDistricts = () => resourceTableOf(districts);
  const someCity = async (tx: Tx, name: string) => {
    const country = await createRecord(tx, {
      def: RESOURCES.countries!,
      actor,
      body: { name: `País ${name}` },
    });
    const state = await createRecord(tx, {
      def: RESOURCES.states!,
      actor,
      body: { country_id: country.id, name: `Estado ${name}`, uf: "LT" },
    });
    return String(
      (await createRecord(tx, { def: RESOURCES.cities!, actor, body: { state_id: state.id, name } })).id,
    );
  };
  const scope = async (tx: Tx) =>
    (
      (await tx.execute(
        sql`select current_user as role, current_setting('session_replication_role') as mode`,
      )) as unknown as { rows: { role: string; mode: string }[] }
    ).rows[0];

  it("runs where the tests run (a superuser connection), and leaves the triggers and the app's role as they were", async () => {
    await inRolledBackTenant(async (tx) => {
      expect(await canSkipRowTriggers(tx)).toBe(true);
      const city = await someCity(tx, "Cidade do Lote");
      const rows = Array.from({ length: 7 }, (_, index) => ({
        body: { city_id: city, name: `Bairro ${index}` },
      }));
      expect(await bulkInsert(tx, { def: districts, actor, rows, batchSize: 3 })).toHaveLength(7);
      expect(await scope(tx)).toEqual({ role: "quadra_app", mode: "origin" });
      rows[5] = { body: { city_id: randomUUID(), name: "Bairro sem cidade" } };
      await refusal(bulkInsert(tx, { def: districts, actor, rows, batchSize: 3 }));
      expect(await scope(tx)).toEqual({ role: "quadra_app", mode: "origin" });
    });
  });

  it("names the foreign key a missing parent breaks, and checks no key with a null column", async () => {
    await inRolledBackTenant(async (tx) => {
      const city = await someCity(tx, "Cidade Que Há");
      const row = (cityId: string | null) => ({ tenant_id: tenant.id, id: randomUUID(), city_id: cityId });
      // The lock a batch's INSERT carries, run on its own: the key whose parent is missing, if any.
      const lockReferencedRows = async (rows: Record<string, unknown>[]) => {
        const lock = (await parentRowsLockOf(tx, tableOfDistricts()))(rows);
        return lock?.missing(await tx.execute(lock.statement));
      };
      expect(await lockReferencedRows([row(city), row(city)])).toBeUndefined();
      expect(await lockReferencedRows([row(city), row(randomUUID())])).toBe("districts_city_id_fk");
      expect(await lockReferencedRows([row(null)])).toBeUndefined();
    });
  });

  it("locks a parent once across the batches of a write, whether its rows shared it or not", async () => {
    await inRolledBackTenant(async (tx) => {
      const [first, second] = [await someCity(tx, "Cidade Um"), await someCity(tx, "Cidade Dois")];
      const row = (cityId: string) => ({ tenant_id: tenant.id, id: randomUUID(), city_id: cityId });
      const lockOf = await parentRowsLockOf(tx, tableOfDistricts());
      const locked = new Map<string, Set<unknown>>();
      // What a batch locks: how many parent rows its statement found, none when it has no statement.
      const lockedBy = async (rows: Record<string, unknown>[]) => {
        const lock = lockOf(rows, locked);
        if (!lock) return 0;
        const result = (await tx.execute(lock.statement)) as unknown as { rows: { found: number }[] };
        expect(lock.missing(result)).toBeUndefined();
        return result.rows.reduce((sum, { found }) => sum + found, 0);
      };
      // The tenant (its own key) and the first city.
      expect(await lockedBy([row(first), row(first)])).toBe(2);
      expect(await lockedBy([row(first)])).toBe(0);
      expect(await lockedBy([row(second), row(first), row(second)])).toBe(1);
      expect(await lockedBy([row(first), row(second)])).toBe(0);
      expect(await lockedBy([row(second), row(second)])).toBe(0);
      // A parent missing in a later batch is still found missing.
      const lock = lockOf([row(first), row(randomUUID())], locked);
      expect(lock?.missing(await tx.execute(lock.statement))).toBe("districts_city_id_fk");
    });
  });

  it("has no trigger to skip but the foreign keys' own (replica mode would skip any other)", async () => {
    const triggers = (await server.db.owner.execute(
      sql`select tgrelid::regclass::text as "table", tgname as name from pg_trigger where not tgisinternal`,
    )) as unknown as { rows: unknown[] };
    expect(
      triggers.rows,
      "bulk writes run with session_replication_role = replica, which skips every ordinary trigger: " +
        "declare a new trigger ENABLE ALWAYS, or do its work set-wise in bulkInsert (setWiseForeignKeys.ts)",
    ).toEqual([]);
  });

  it("keeps a referenced parent from being deleted until the write's transaction ends (PostgreSQL)", async () => {
    if (server.db.kind !== "postgres") return;
    const city = await server.db.tenant(tenant.id, (tx) => someCity(tx, "Cidade Travada"));
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let written!: () => void;
    const inserted = new Promise<void>((resolve) => {
      written = resolve;
    });
    const writing = inRolledBackTenant(async (tx) => {
      await bulkInsert(tx, {
        def: districts,
        actor,
        rows: [{ body: { city_id: city, name: "Bairro Travado" } }],
      });
      written();
      await held;
    });
    await inserted;
    const deleting = server.db.owner.transaction(async (tx) => {
      await tx.execute(sql`set local lock_timeout = '300ms'`);
      await tx.execute(sql`delete from cities where id = ${city}`);
    });
    await expect(deleting).rejects.toMatchObject({ cause: { code: "55P03" } });
    release();
    await writing;
  });
});
