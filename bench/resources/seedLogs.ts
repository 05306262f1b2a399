import { MODULE_KEYS, normalizeSearch, RESOURCE_LIST } from "@quadra/shared";
import { eq, sql } from "drizzle-orm";
import { createSession } from "../../apps/server/src/modules/auth/sessionStore.ts";
import { provisionTenant } from "../../apps/server/src/modules/platform/provisionTenant.ts";
import type { Database } from "../../apps/server/src/platform/db/database.ts";
import { roles, tenants, userRoles, users } from "../../apps/server/src/platform/db/schema/index.ts";
import { CITIES, FIRST_NAMES, SURNAMES, TITLE_WORDS } from "./brazilianNames.ts";

export const BIG_TENANT = "bench-grande";
const OTHER_TENANTS = 999;

const norm = (values: string[]) => values.map(normalizeSearch);

/** The people who write in a federation's back office (their names are in every audit entry). */
const staffNames = () =>
  Array.from({ length: 40 }, (_, i) => {
    const first = FIRST_NAMES[(i * 7) % FIRST_NAMES.length]!;
    const last = SURNAMES[(i * 11 + 3) % SURNAMES.length]!;
    return `${first} ${last}`;
  });

/**
 * Audit entries for the tenants `source` yields (`id`, `ordinal`, `n` entries each), made inside the
 * database by generate_series: who did it (staff), what (action, resource), on which record (an
 * athlete's full name, or a club or event title), when (spread over three years, newest last),
 * with `search_text` as writeAudit computes it (lower case, no accents). Hashes of the row number
 * make it deterministic.
 */
const insertLogs = (source: string) => `
  with p as (
    select $1::text[] fn, $2::text[] fnn, $3::text[] sn, $4::text[] snn, $5::text[] tw, $6::text[] twn,
      $7::text[] ct, $8::text[] ctn, $9::text[] res, $10::text[] staff, $11::text[] staffn
  ), r as (
    select s.id as tenant_id, s.ordinal, g, s.n,
      abs(hashint8((s.ordinal::bigint * 10000000 + g) * 8 + 1)) h1,
      abs(hashint8((s.ordinal::bigint * 10000000 + g) * 8 + 2)) h2,
      abs(hashint8((s.ordinal::bigint * 10000000 + g) * 8 + 3)) h3,
      abs(hashint8((s.ordinal::bigint * 10000000 + g) * 8 + 4)) h4,
      abs(hashint8((s.ordinal::bigint * 10000000 + g) * 8 + 5)) h5,
      abs(hashint8((s.ordinal::bigint * 10000000 + g) * 8 + 6)) h6
    from (${source}) s cross join lateral generate_series(1, s.n) g
  ), v as (
    select r.*,
      staff[h1 % cardinality(staff) + 1] as user_name, staffn[h1 % cardinality(staff) + 1] as user_norm,
      res[h2 % cardinality(res) + 1] as resource,
      case when h3 % 10 < 7
        then fn[h4 % cardinality(fn) + 1] || ' ' || sn[h5 % cardinality(sn) + 1] || ' ' || sn[h6 % cardinality(sn) + 1]
        else tw[h4 % cardinality(tw) + 1] || ' ' || ct[h5 % cardinality(ct) + 1] end as title,
      case when h3 % 10 < 7
        then fnn[h4 % cardinality(fn) + 1] || ' ' || snn[h5 % cardinality(sn) + 1] || ' ' || snn[h6 % cardinality(sn) + 1]
        else twn[h4 % cardinality(tw) + 1] || ' ' || ctn[h5 % cardinality(ct) + 1] end as title_norm,
      ct[h6 % cardinality(ct) + 1] as city,
      now() - ((r.n - g)::float8 / r.n) * interval '1095 days' - (h1 % 3600) * interval '1 second' as at
    from r, p
  )
  insert into audit_logs (tenant_id, user_id, user_name, action, resource, record_id, record_title, ip,
    changes, search_text, created_at, updated_at)
  select tenant_id,
    md5('staff' || (h1 % 40))::uuid::text,
    user_name,
    case when h2 % 100 < 40 then 'create' when h2 % 100 < 90 then 'update' when h2 % 100 < 97 then 'delete' else 'import' end,
    resource,
    md5(ordinal || ':' || (h4 % 150000))::uuid::text,
    title,
    '177.' || (h1 % 256) || '.' || (h2 % 256) || '.' || (h3 % 256),
    jsonb_build_object('after', jsonb_build_object('name', title, 'city', city, 'phone', '(48) 9' || lpad((h5 % 100000000)::text, 8, '0'))),
    user_norm || ' ' || resource || ' ' || title_norm,
    at, at
  from v`;

const params = () => {
  const staff = staffNames();
  return [
    FIRST_NAMES,
    norm(FIRST_NAMES),
    SURNAMES,
    norm(SURNAMES),
    TITLE_WORDS,
    norm(TITLE_WORDS),
    CITIES,
    norm(CITIES),
    ["users", ...RESOURCE_LIST.filter((def) => def.name !== "logs").map((def) => def.name)],
    staff,
    norm(staff),
  ];
};

const timed = async (label: string, fn: () => Promise<unknown>) => {
  const start = performance.now();
  await fn();
  console.log(`  ${label}: ${((performance.now() - start) / 1000).toFixed(1)} s`);
};

/**
 * 1,000 tenants: the big one (provisioned like any tenant) with `bigRows` audit entries and 999 others
 * with 200 to 399 each. The owner connection writes (a superuser: row-level security does not apply
 * to it); the secondary indexes are dropped during the load and rebuilt from their own definitions,
 * then ANALYZE.
 */
export const seedLogs = async (db: Database, { bigRows }: { bigRows: number }) => {
  const client = (db.owner as unknown as { $client: import("pg").Pool }).$client;
  const big = await db.global(async (tx) => {
    const [row] = await tx
      .insert(tenants)
      .values({
        identifier: BIG_TENANT,
        code: BIG_TENANT,
        name: "Federação Grande",
        availableModules: [...MODULE_KEYS],
      })
      .returning();
    await provisionTenant(tx, { tenantId: row!.id, title: "Federação Grande" });
    return row!;
  });
  await client.query(
    `insert into tenants (identifier, code, name, available_modules)
     select 'bench-fed-' || lpad(g::text, 4, '0'), 'bench-fed-' || lpad(g::text, 4, '0'),
       'Federação ' || lpad(g::text, 4, '0'), $1::text[]
     from generate_series(1, ${OTHER_TENANTS}) g`,
    [[...MODULE_KEYS]],
  );
  const connection = await client.connect();
  try {
    await connection.query("set synchronous_commit = off");
    await connection.query("set maintenance_work_mem = '1GB'");
    const { rows: indexes } = await connection.query<{ indexname: string; indexdef: string }>(
      "select indexname, indexdef from pg_indexes where tablename = 'audit_logs' and indexname <> 'audit_logs_pkey'",
    );
    for (const index of indexes) await connection.query(`drop index ${index.indexname}`);
    await timed(`${bigRows.toLocaleString("en")} entries of ${BIG_TENANT}`, () =>
      connection.query(insertLogs(`select '${big.id}'::uuid as id, 0 as ordinal, ${bigRows} as n`), params()),
    );
    await timed(`entries of the ${OTHER_TENANTS} other tenants`, () =>
      connection.query(
        insertLogs(
          `select id, row_number() over (order by identifier) as ordinal, 200 + abs(hashtext(identifier)) % 200 as n
           from tenants where identifier like 'bench-fed-%'`,
        ),
        params(),
      ),
    );
    await timed(`${indexes.length} indexes rebuilt`, async () => {
      for (const index of indexes) await connection.query(index.indexdef);
    });
    await timed("vacuum analyze", () => connection.query("vacuum analyze"));
  } finally {
    connection.release();
  }
};

export const hasBigTenant = async (db: Database) =>
  (
    await db.global((tx) =>
      tx.select({ id: tenants.id }).from(tenants).where(eq(tenants.identifier, BIG_TENANT)),
    )
  ).length > 0;

/**
 * The big tenant, a person of it holding the `logs` permission (through a role, as staff get it) and
 * a new session of theirs: the bearer token the load sends.
 */
export const benchUser = async (db: Database) => {
  const [tenant] = await db.global((tx) =>
    tx.select().from(tenants).where(eq(tenants.identifier, BIG_TENANT)),
  );
  if (!tenant) throw new Error(`no tenant ${BIG_TENANT}: seed first`);
  const token = await db.tenant(tenant.id, async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        tenantId: tenant.id,
        name: "Márcia Araújo da Conceição",
        email: `bench-${Date.now()}@example.com`,
      })
      .returning();
    const [role] = await tx
      .insert(roles)
      .values({ tenantId: tenant.id, name: `Auditoria ${Date.now()}`, permissions: ["logs"] })
      .returning();
    await tx.insert(userRoles).values({ tenantId: tenant.id, userId: user!.id, roleId: role!.id });
    return createSession(tx, { tenantId: tenant.id, userId: user!.id });
  });
  const [{ n }] = (
    await db.owner.execute(sql`select count(*)::int as n from audit_logs where tenant_id = ${tenant.id}`)
  ).rows as [{ n: number }];
  return { tenant, token, rows: n };
};
