/**
 * Public people search on 1,000,000 athletes of one tenant (issue 4): `GET public/search/users?q=`
 * through the product's server vs a bare Fastify + pg handler running the same SQL, in the same run.
 * Seeds its own `quadra_bench_search_*` database with generate_series (dropped at the end), the
 * search's indexes (migration 0008) dropped during the load and built after it, shows the query
 * plans, then loads both servers.
 *
 *   npm run bench:search -w bench
 */
import { type ChildProcess, fork } from "node:child_process";
import { MODULE_KEYS } from "@quadra/shared";
import { PgDialect } from "drizzle-orm/pg-core";
import { createSession } from "../../apps/server/src/modules/auth/sessionStore.ts";
import { provisionTenant } from "../../apps/server/src/modules/platform/provisionTenant.ts";
import { peopleCountSql, peoplePageSql } from "../../apps/server/src/modules/publicsearch/publicPeopleSql.ts";
import { tenants, users } from "../../apps/server/src/platform/db/schema/index.ts";
import { COUNT_CAP } from "../../apps/server/src/platform/resources/resourceStore.ts";
import { openBenchDatabase } from "../resources/benchDatabase.ts";
import { CITIES, FIRST_NAMES, SURNAMES } from "../resources/brazilianNames.ts";
import { load } from "../resources/load.ts";

const ATHLETES = Number(process.env.BENCH_ATHLETES ?? 1_000_000);
const DURATION = Number(process.env.BENCH_DURATION ?? 15);
const CONNECTIONS = 10;
const TENANT = "bench-busca";
const QUERIES = ["conceicao", "maria souza", "araujo"];
const dialect = new PgDialect();
/** The indexes of the public name (migration 0008): dropped while a million rows go in, built after. */
const SEARCH_INDEXES = ["users_public_name_trgm_idx", "users_public_name_idx"];

const timed = async <T>(label: string, fn: () => Promise<T>) => {
  const start = performance.now();
  const result = await fn();
  console.log(`  ${label}: ${((performance.now() - start) / 1000).toFixed(1)} s`);
  return result;
};

/**
 * Athletes with a name of two or three parts from the common Brazilian names, a birthdate, a city,
 * a registration number; 80 % consented to the public profile, 5 % revoked it later; 2 % disabled;
 * half are athletes of one of 300 associations.
 */
const seed = async (client: import("pg").PoolClient, tenantId: string) => {
  await client.query("set synchronous_commit = off");
  await client.query("set maintenance_work_mem = '512MB'");
  const names = [FIRST_NAMES, SURNAMES, CITIES];
  await timed(`${ATHLETES.toLocaleString("en")} athletes`, () =>
    client.query(
      `insert into users (tenant_id, name, birthdate, address, registration_number, disabled_at)
       select $1::uuid,
         fn[abs(hashint8(g * 3 + 1)) % cardinality(fn) + 1] || ' ' || sn[abs(hashint8(g * 3 + 2)) % cardinality(sn) + 1]
           || case when g % 3 = 0 then ' ' || sn[abs(hashint8(g * 3 + 3)) % cardinality(sn) + 1] else '' end,
         date '1970-01-01' + (abs(hashint8(g)) % 15000)::int,
         jsonb_build_object('cep', '01001000', 'street', 'Rua', 'number', '1', 'district', 'Centro',
           'city', ct[abs(hashint8(g * 5)) % cardinality(ct) + 1], 'state', 'SP'),
         g,
         case when g % 50 = 0 then now() end
       from generate_series(1, $2::int) g, (select $3::text[] fn, $4::text[] sn, $5::text[] ct) p`,
      [tenantId, ATHLETES, ...names],
    ),
  );
  await timed("consents (80 % granted, 5 % of them revoked)", () =>
    client.query(
      `insert into consents (tenant_id, user_id, purpose, granted_at, revoked_at)
       select tenant_id, id, 'public_profile', now() - interval '1 year',
         case when registration_number % 20 = 0 then now() end
       from users where tenant_id = $1 and registration_number % 5 <> 0`,
      [tenantId],
    ),
  );
  await timed("300 associations and their athletes", async () => {
    await client.query(
      `insert into associations (tenant_id, name, short_name, status)
       select $1::uuid, 'Associação Esportiva ' || g, 'AE' || g, 'approved' from generate_series(1, 300) g`,
      [tenantId],
    );
    await client.query(
      `insert into associationusers (tenant_id, association_id, user_id, status)
       select u.tenant_id, a.id, u.id, 'active'
       from users u join (select id, row_number() over (order by id) - 1 as k from associations where tenant_id = $1) a
         on a.k = u.registration_number % 300
       where u.tenant_id = $1 and u.registration_number % 2 = 0`,
      [tenantId],
    );
  });
  await timed("vacuum analyze", () => client.query("vacuum analyze"));
};

/**
 * One search as the server runs it (count + page), timed in the database, and the scans of users in
 * its plan. Runs in the app's scope (tenant setting and the quadra_app role, so row-level security
 * applies as it does to the server): a superuser would bypass it and see a plan the app never gets.
 */
const explain = async (client: import("pg").PoolClient, tenantId: string, q: string) => {
  const terms = q.split(" ");
  let ms = 0;
  const scans = new Set<string>();
  await client.query("begin");
  try {
    await client.query(
      "select set_config('app.tenant_id', $1, true), set_config('role', 'quadra_app', true)",
      [tenantId],
    );
    for (const statement of [
      peopleCountSql({ tenantId, terms, cap: COUNT_CAP }),
      peoplePageSql({ tenantId, terms, limit: 20, offset: 0 }),
    ]) {
      const { sql: text, params } = dialect.sqlToQuery(statement);
      const { rows } = await client.query(`explain (analyze, format json) ${text}`, params);
      const [result] = rows[0]["QUERY PLAN"];
      ms += result["Execution Time"];
      const plan = JSON.stringify(result.Plan);
      for (const match of plan.matchAll(
        /"Node Type":"(Seq Scan|Bitmap Index Scan|Index Scan|Index Only Scan)"[^}]*?"(?:Relation Name|Index Name)":"([a-z_]+)"/g,
      ))
        scans.add(`${match[1]} ${match[2]}`);
    }
  } finally {
    await client.query("rollback");
  }
  return { ms, plan: [...scans].join(", ") };
};

const startServer = (mode: "framework" | "bare", url: string, tenantId: string) =>
  new Promise<{ port: number; child: ChildProcess }>((resolve, reject) => {
    const child = fork(new URL("./searchServer.ts", import.meta.url).pathname, {
      execArgv: ["--import", "tsx"],
      env: { ...process.env, BENCH_MODE: mode, BENCH_URL: url, BENCH_TENANT_ID: tenantId },
    });
    child.once("message", (message: { port: number }) => resolve({ port: message.port, child }));
    child.once("exit", (code) => reject(new Error(`${mode} server exited (${code})`)));
  });

const stopServer = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    child.removeAllListeners("exit");
    child.once("exit", () => resolve());
    child.send("stop");
  });

const main = async () => {
  const bench = await openBenchDatabase("search");
  const { db } = bench;
  const client = await (db.owner as unknown as { $client: import("pg").Pool }).$client.connect();
  try {
    console.log(`database ${bench.name}`);
    const tenant = await db.global(async (tx) => {
      const [row] = await tx
        .insert(tenants)
        .values({
          identifier: TENANT,
          code: TENANT,
          name: "Federação da Busca",
          availableModules: [...MODULE_KEYS],
        })
        .returning();
      await provisionTenant(tx, { tenantId: row!.id, title: "Federação da Busca" });
      return row!;
    });
    const { rows: definitions } = await client.query<{ indexdef: string }>(
      "select indexdef from pg_indexes where indexname = any($1)",
      [SEARCH_INDEXES],
    );
    if (definitions.length !== SEARCH_INDEXES.length) throw new Error("the search's indexes are missing");
    for (const name of SEARCH_INDEXES) await client.query(`drop index ${name}`);
    console.log("seeding");
    await seed(client, tenant.id);
    await timed("search indexes built", async () => {
      for (const { indexdef } of definitions) await client.query(indexdef);
    });
    await client.query("analyze users");

    console.log("\none search in the database (count + page), as quadra_app under row-level security:");
    for (const q of QUERIES) {
      const { ms, plan } = await explain(client, tenant.id, q);
      console.log(`  q=${q.padEnd(12)} ${ms.toFixed(1).padStart(8)} ms  (${plan})`);
    }

    const token = await db.tenant(tenant.id, async (tx) => {
      const [reader] = await tx
        .insert(users)
        .values({ tenantId: tenant.id, name: "Leitora da Busca", email: `busca-${Date.now()}@example.com` })
        .returning();
      return createSession(tx, { tenantId: tenant.id, userId: reader!.id });
    });

    console.log(
      `\nload: ${CONNECTIONS} connections, ${DURATION} s per query and server, as fast as each answers`,
    );
    console.log("server     q             req/s    p50 ms   p99 ms  failures");
    const results: Record<string, Record<string, Awaited<ReturnType<typeof load>>>> = {};
    for (const mode of ["bare", "framework"] as const) {
      const server = await startServer(mode, bench.url, tenant.id);
      try {
        for (const q of QUERIES) {
          const url = `http://127.0.0.1:${server.port}/t/${TENANT}/api/v1/public/search/users?q=${encodeURIComponent(q)}`;
          const headers = { authorization: `Bearer ${token}` };
          await load({ url, headers, connections: CONNECTIONS, duration: 2 }); // warm-up
          const result = await load({ url, headers, connections: CONNECTIONS, duration: DURATION });
          results[mode] = { ...results[mode], [q]: result };
          console.log(
            `${mode.padEnd(10)} ${q.padEnd(12)} ${result.requestsPerSecond.toFixed(0).padStart(7)} ${String(result.p50).padStart(9)} ${String(result.p99).padStart(8)} ${String(result.failures).padStart(9)}`,
          );
        }
      } finally {
        await stopServer(server.child);
      }
    }
    console.log("\nframework / bare:");
    for (const q of QUERIES) {
      const bare = results.bare![q]!;
      const framework = results.framework![q]!;
      console.log(
        `  q=${q.padEnd(12)} throughput ${(framework.requestsPerSecond / bare.requestsPerSecond).toFixed(2)}, p99 ${(framework.p99 / bare.p99).toFixed(2)}`,
      );
    }
  } finally {
    client.release();
    await bench.finish();
  }
};

await main();
