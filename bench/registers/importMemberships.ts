/**
 * Benchmark of the registers (issue 16, "Speed and tests"): 50,000 club memberships imported through
 * the product's routes as a browser does (POST imports with resource=registermemberships → preview →
 * commit, the commit a background job polled to its end), with the register type, the plan and the
 * membership style by name and the person by cpf, beside PostgreSQL COPY FROM STDIN of the same file
 * into a table like `registermemberships`, in the same run; and while the commit runs, the staff's list
 * of register requests (GET registertypes/:id/registerrequests) read again and again by one staff
 * member, its p99 beside the same list read before the import (the baseline of the same run).
 * npm run bench:registers -w bench (BENCH_DATABASE_URL, BENCH_REGISTERS_ROWS, BENCH_PORT; README.md).
 */
import { createReadStream, mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pipeline } from "node:stream/promises";
import { cpfFromBase, MODULE_KEYS, RESOURCES } from "@quadra/shared";
import { sql } from "drizzle-orm";
import pg from "pg";
import { from as copyFrom } from "pg-copy-streams";
import { createSession } from "../../apps/server/src/modules/auth/sessionStore.ts";
import { provisionTenant } from "../../apps/server/src/modules/platform/provisionTenant.ts";
import type { Database } from "../../apps/server/src/platform/db/database.ts";
import { roles, tenants, userRoles, users } from "../../apps/server/src/platform/db/schema/index.ts";
import { bulkInsert } from "../../apps/server/src/platform/resources/bulkInsert.ts";
import { createRecord } from "../../apps/server/src/platform/resources/resourceStore.ts";
import { type Summary, summarize } from "../competitions/latency.ts";
import { openBenchDatabase } from "../resources/benchDatabase.ts";
import { FIRST_NAMES, SURNAMES } from "../resources/brazilianNames.ts";
import { databaseCpu, processCpu } from "../resources/cpuTime.ts";
import {
  importThroughRoutes,
  type Phases,
  printImportTable,
  seconds,
} from "../resources/importThroughRoutes.ts";
import { startServer, stopServer } from "../resources/serverProcess.ts";

const TOTAL_ROWS = Number(process.env.BENCH_REGISTERS_ROWS ?? 50_000);
/** Requests in the staff's queue (a fifth still pending): what the list under test pages through. */
const REQUESTS = Number(process.env.BENCH_REGISTERS_REQUESTS ?? 5_000);
/** Our own port (a shared machine gives each run a range); the server process reads BENCH_PORT. */
process.env.BENCH_PORT ??= "4450";
const TENANT = "bench-registros";
const TYPE = "Sócios do clube";
const PLANS = [
  { name: "Mensal", amount_cents: 9_000, billing: "monthly", months: 1 },
  { name: "Anual", amount_cents: 90_000, billing: "annual", months: 12 },
  { name: "Família", amount_cents: 150_000, billing: "once", months: 12 },
] as const;
const STYLES = ["Musculação", "Natação", "Hidroginástica", "Judô"] as const;
/** The columns as a secretariat names them: the fields' labels, so the suggested mapping takes them. */
const HEADER = "Tipo de registro;Pessoa;Plano;Modalidade;Situação;Início da validade;Fim da validade";
/** The list a staff member reads while the import runs: the review queue's first page. */
const LIST_PAUSE_MS = 50;
const P99_TARGET_MS = 100;
const RATIO_TARGET = 0.3;

const cpfOf = (i: number) => cpfFromBase(String(200_000_000 + i * 13));
const pad = (value: number) => String(value).padStart(2, "0");

/**
 * The tenant: the register type with its plans, styles and a role; TOTAL_ROWS + REQUESTS people
 * (written in batches, not measured); REQUESTS register requests in the queue (bulkInsert, as an
 * import writes them); a staff member who may import into the registers and read their lists.
 */
const setUp = async (db: Database) => {
  const tenant = await db.global(async (tx) => {
    const [row] = await tx
      .insert(tenants)
      .values({
        identifier: TENANT,
        code: TENANT,
        name: "Clube Atlético Catarinense",
        availableModules: [...MODULE_KEYS],
      })
      .returning();
    await provisionTenant(tx, { tenantId: row!.id, title: "Clube Atlético Catarinense" });
    return row!;
  });
  return db.tenant(tenant.id, async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({ tenantId: tenant.id, name: "Rosângela Weber", email: "secretaria@example.com" })
      .returning();
    const [role] = await tx
      .insert(roles)
      .values({
        tenantId: tenant.id,
        name: "Cadastro de sócios",
        permissions: ["operations", "registertypes"],
      })
      .returning();
    await tx.insert(userRoles).values({ tenantId: tenant.id, userId: user!.id, roleId: role!.id });
    const actor = { tenantId: tenant.id, userId: user!.id, userName: user!.name, ip: null };
    const type = await createRecord(tx, {
      def: RESOURCES.registertypes!,
      actor,
      body: {
        name: TYPE,
        kind: "members",
        validity: "open_ended",
        requesters: "person",
        number_prefix: "SOC",
      },
    });
    const typeId = String(type.id);
    for (const plan of PLANS)
      await createRecord(tx, {
        def: RESOURCES.registermembershipplans!,
        actor,
        parentId: typeId,
        body: plan,
      });
    for (const name of STYLES)
      await createRecord(tx, {
        def: RESOURCES.registermembershipstyles!,
        actor,
        parentId: typeId,
        body: { name },
      });
    const member = await createRecord(tx, {
      def: RESOURCES.registerroles!,
      actor,
      parentId: typeId,
      body: { name: "Sócio" },
    });

    const people: string[] = [];
    for (let start = 0; start < TOTAL_ROWS + REQUESTS; start += 2_000) {
      const batch = Array.from({ length: Math.min(2_000, TOTAL_ROWS + REQUESTS - start) }, (_, offset) => {
        const i = start + offset;
        return {
          tenantId: tenant.id,
          name: `${FIRST_NAMES[(i * 13) % FIRST_NAMES.length]!} ${SURNAMES[(i * 7) % SURNAMES.length]!} ${SURNAMES[(i * 11 + 3) % SURNAMES.length]!}`,
          cpf: cpfOf(i),
          email: `socio${i}@example.com`,
          birthdate: `${1950 + (i % 55)}-${pad((i % 12) + 1)}-${pad((i % 28) + 1)}`,
        };
      });
      const rows = await tx.insert(users).values(batch).returning({ id: users.id });
      people.push(...rows.map((row) => row.id));
    }
    await bulkInsert(tx, {
      def: RESOURCES.registerrequests!,
      actor,
      rows: people.slice(TOTAL_ROWS).map((userId, index) => ({
        parentId: typeId,
        body: { user_id: userId, registerrole_id: member.id, source: index % 3 ? "person" : "public" },
        serverValues: { status: index % 5 ? "approved" : "pending" },
      })),
    });
    const token = await createSession(tx, { tenantId: tenant.id, userId: user!.id });
    return { tenant, token, typeId };
  });
};

/** One CSV as a club's secretariat exports it: names as typed, formatted cpfs, dd/mm/aaaa dates. */
const writeMemberships = (dir: string) => {
  const lines = [HEADER];
  const year = new Date().getUTCFullYear();
  for (let i = 0; i < TOTAL_ROWS; i++) {
    const cpf = cpfOf(i);
    const masked = `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`;
    const plan = PLANS[i % PLANS.length]!;
    // A quarter without a style (the plan alone); the rest spread over the styles.
    const style = i % 4 === 0 ? "" : STYLES[i % STYLES.length]!;
    const month = (i % 12) + 1;
    const starts = `01/${pad(month)}/${year}`;
    const endMonth = ((month - 1 + plan.months) % 12) + 1;
    const ends = `01/${pad(endMonth)}/${year + (month - 1 + plan.months >= 12 ? 1 : 0)}`;
    lines.push(`${TYPE};${masked};${plan.name};${style};Aguardando pagamento;${starts};${ends}`);
  }
  const path = join(dir, "socios.csv");
  writeFileSync(path, `${lines.join("\n")}\n`);
  return path;
};

/**
 * COPY of the same file into a table like registermemberships (same columns, defaults and indexes),
 * the names, the cpf, the status and the dates as text as they come (COPY looks nothing up): the
 * floor of getting those rows into PostgreSQL, with none of the checks.
 */
const copyMemberships = async (url: string, tenantId: string, path: string) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(
      "create table bench_copy_memberships (like registermemberships including defaults including indexes)",
    );
    await client.query(`alter table bench_copy_memberships alter column tenant_id set default '${tenantId}',
      alter column registertype_id drop not null, alter column user_id drop not null,
      alter column registermembershipplan_id drop not null, alter column status drop not null,
      add column type_text text, add column person_text text, add column plan_text text,
      add column style_text text, add column status_text text, add column starts_text text, add column ends_text text`);
    const {
      rows: [{ pid }],
    } = await client.query("select pg_backend_pid() as pid");
    const cpuBefore = processCpu(pid);
    const start = performance.now();
    await client.query("begin");
    await pipeline(
      createReadStream(path),
      client.query(
        copyFrom(
          "copy bench_copy_memberships (type_text, person_text, plan_text, style_text, status_text, starts_text, ends_text) from stdin with (format csv, header true, delimiter ';')",
        ),
      ),
    );
    await client.query("commit");
    const elapsed = seconds(start);
    const cpu = processCpu(pid) - cpuBefore;
    const { rows } = await client.query("select count(*)::int as n from bench_copy_memberships");
    return { elapsed, cpu, rows: rows[0].n as number };
  } finally {
    await client.end();
  }
};

/** How many of the slowest reads are printed with the moment they started. */
const SLOWEST_SHOWN = 3;

/**
 * A staff member reading the review queue's first page again and again (one request at a time, a
 * short pause between), until `stop` is called: each answer's milliseconds, and the slowest ones
 * with when they started (milliseconds after the first read: the commit's start, for the reads
 * while committing), which says whether the p99 is the commit's start or a moment of its steady run.
 */
const readQueue = (url: string, token: string) => {
  const samples: number[] = [];
  const starts: number[] = [];
  const began = performance.now();
  let running = true;
  const done = (async () => {
    while (running) {
      const start = performance.now();
      starts.push(start - began);
      const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
      const body = (await response.json()) as { result?: { data?: unknown[] } };
      if (!response.ok || !body.result?.data?.length)
        throw new Error(`list of requests: ${response.status} ${JSON.stringify(body).slice(0, 200)}`);
      samples.push(performance.now() - start);
      await new Promise((resolve) => setTimeout(resolve, LIST_PAUSE_MS));
    }
  })();
  return {
    stop: async () => {
      running = false;
      await done;
      const slowest = samples
        .map((took, index) => ({ took, at: starts[index]! }))
        .sort((a, b) => b.took - a.took)
        .slice(0, SLOWEST_SHOWN);
      return { ...summarize(samples), slowest };
    },
  };
};

const line = (label: string, s: Summary) =>
  `${label.padEnd(36)} ${String(s.n).padStart(6)} ${[s.p50, s.p95, s.p99, s.max].map((v) => v.toFixed(1).padStart(8)).join("")}`;

export const runRegistersBenchmark = async () => {
  console.log(
    `Registers benchmark: ${TOTAL_ROWS.toLocaleString("en")} memberships imported, ${REQUESTS.toLocaleString("en")} requests in the queue`,
  );
  const bench = await openBenchDatabase("registers");
  const dir = mkdtempSync(join(tmpdir(), "quadra-bench-registers-"));
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  try {
    const { tenant, token, typeId } = await setUp(bench.db);
    const path = writeMemberships(dir);
    console.log(`1 CSV file, ${(statSync(path).size / 1024 / 1024).toFixed(1)} MB`);
    server = await startServer("framework", bench.url, tenant.id);
    const base = `http://127.0.0.1:${server.port}/t/${TENANT}/api/v1`;
    const listUrl = `${base}/registertypes/${typeId}/registerrequests?page=1&per_page=25&status=pending&sort=-created_at`;

    // The list alone first (the same run's baseline), then while the import's commit runs.
    const idle = readQueue(listUrl, token);
    await new Promise((resolve) => setTimeout(resolve, 15_000));
    const idleList = await idle.stop();

    const serverPid = server.child.pid!;
    const postgres = await databaseCpu(bench.url);
    const cpu: Record<keyof Phases, { server: number; postgres: number }> = {
      upload: { server: 0, postgres: 0 },
      preview: { server: 0, postgres: 0 },
      commit: { server: 0, postgres: 0 },
    };
    let loaded: ReturnType<typeof readQueue> | undefined;
    let loadedList: Awaited<ReturnType<ReturnType<typeof readQueue>["stop"]>> | undefined;
    const phases = await importThroughRoutes({
      base,
      token,
      resource: "registermemberships",
      path,
      fileName: "socios.csv",
      rows: TOTAL_ROWS,
      around: async (phase) => {
        const serverBefore = processCpu(serverPid);
        const postgresSpent = await postgres.start();
        if (phase === "commit") loaded = readQueue(listUrl, token);
        return async () => {
          cpu[phase] = { server: processCpu(serverPid) - serverBefore, postgres: await postgresSpent() };
          if (phase === "commit") loadedList = await loaded!.stop();
        };
      },
    }).finally(() => postgres.close());

    const [{ n: imported, numbers }] = (
      await bench.db.owner.execute(
        sql`select count(*)::int as n, count(distinct number)::int as numbers from registermemberships
          where tenant_id = ${tenant.id} and registermembershipplan_id is not null`,
      )
    ).rows as [{ n: number; numbers: number }];
    if (imported !== TOTAL_ROWS || numbers !== TOTAL_ROWS)
      throw new Error(`${imported} memberships imported (${numbers} numbers) of ${TOTAL_ROWS}`);
    const copy = await copyMemberships(bench.url, tenant.id, path);
    if (copy.rows !== TOTAL_ROWS) throw new Error(`COPY wrote ${copy.rows} rows of ${TOTAL_ROWS}`);

    printImportTable({
      rows: TOTAL_ROWS,
      phases,
      copySeconds: copy.elapsed,
      labels: {
        preview: "import: preview (names, cpfs, rules)",
        commit: "import: commit (job: rules, numbers, rows)",
        copy: "PostgreSQL COPY FROM STDIN, same file",
      },
    });
    console.log("\nCPU seconds            server (node)  PostgreSQL backends");
    for (const [label, node, database] of [
      ["import: upload", cpu.upload.server, cpu.upload.postgres],
      ["import: preview", cpu.preview.server, cpu.preview.postgres],
      ["import: commit", cpu.commit.server, cpu.commit.postgres],
      ["COPY FROM STDIN", undefined, copy.cpu],
    ] as [string, number | undefined, number][])
      console.log(
        `${label.padEnd(22)} ${(node?.toFixed(2) ?? "-").padStart(13)}  ${database.toFixed(2).padStart(19)}`,
      );

    console.log(`\nlist of requests, ms                      n     p50     p95     p99     max`);
    console.log(line("alone, before the import", idleList));
    console.log(line("while the import commits", loadedList!));
    console.log(
      `slowest while committing: ${loadedList!.slowest
        .map(({ took, at }) => `${took.toFixed(1)} ms at ${at.toFixed(0)} ms`)
        .join(", ")}`,
    );
    const ratio = copy.elapsed / phases.commit;
    const whole = copy.elapsed / (phases.upload + phases.preview + phases.commit);
    const ratioOk = ratio >= RATIO_TARGET;
    const p99Ok = loadedList!.p99 < P99_TARGET_MS;
    console.log(
      `\ncommit ratio to COPY ${ratio.toFixed(3)} (target ≥ ${RATIO_TARGET}) ${ratioOk ? "ok" : "MISSED"}; upload+preview+commit ${whole.toFixed(3)}`,
    );
    console.log(
      `list p99 while importing ${loadedList!.p99.toFixed(1)} ms (target < ${P99_TARGET_MS}) ${p99Ok ? "ok" : "MISSED"}; ${(loadedList!.p99 / idleList.p99).toFixed(1)}× its p99 alone`,
    );
    if (!ratioOk || !p99Ok) process.exitCode = 1;
  } finally {
    if (server) await stopServer(server);
    rmSync(dir, { recursive: true, force: true });
    await bench.finish();
  }
};

await runRegistersBenchmark();
