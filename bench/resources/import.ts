/**
 * Benchmark 2 of the resource framework: 100,000 districts of one city imported through the
 * product's routes (upload → preview → commit, the commit a background job polled to its end),
 * beside PostgreSQL COPY FROM STDIN of the same files into an equivalent table, in the same run.
 * The rows go as one file when MAX_IMPORT_ROWS allows it (200,000), as several otherwise. The
 * server's peak memory (its process's VmHWM) is printed too: upload and preview work in batches.
 */
import { createReadStream, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pipeline } from "node:stream/promises";
import { MODULE_KEYS, RESOURCES } from "@quadra/shared";
import { sql } from "drizzle-orm";
import pg from "pg";
import { from as copyFrom } from "pg-copy-streams";
import { createSession } from "../../apps/server/src/modules/auth/sessionStore.ts";
import { MAX_IMPORT_ROWS } from "../../apps/server/src/modules/imports/importForm.ts";
import { provisionTenant } from "../../apps/server/src/modules/platform/provisionTenant.ts";
import type { Database } from "../../apps/server/src/platform/db/database.ts";
import { roles, tenants, userRoles, users } from "../../apps/server/src/platform/db/schema/index.ts";
import { createRecord } from "../../apps/server/src/platform/resources/resourceStore.ts";
import { openBenchDatabase } from "./benchDatabase.ts";
import { FIRST_NAMES, SURNAMES } from "./brazilianNames.ts";
import { importThroughRoutes, type Phases, printImportTable, seconds } from "./importThroughRoutes.ts";
import { startServer, stopServer } from "./serverProcess.ts";

const TOTAL_ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 100_000);
const CITY = "Florianópolis";
const TENANT = "bench-importa";
const PREFIXES = ["Jardim", "Vila", "Parque", "Residencial", "Conjunto", "Alto", "Recanto", "Loteamento"];

/** A tenant with Brasil › Santa Catarina › Florianópolis, and a person who may import into regions. */
const setUp = async (db: Database) => {
  const tenant = await db.global(async (tx) => {
    const [row] = await tx
      .insert(tenants)
      .values({
        identifier: TENANT,
        code: TENANT,
        name: "Federação Catarinense",
        availableModules: [...MODULE_KEYS],
      })
      .returning();
    await provisionTenant(tx, { tenantId: row!.id, title: "Federação Catarinense" });
    return row!;
  });
  const token = await db.tenant(tenant.id, async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({ tenantId: tenant.id, name: "Gislene Brandão", email: "importa@example.com" })
      .returning();
    const [role] = await tx
      .insert(roles)
      .values({ tenantId: tenant.id, name: "Cadastros", permissions: ["operations", "regions"] })
      .returning();
    await tx.insert(userRoles).values({ tenantId: tenant.id, userId: user!.id, roleId: role!.id });
    const actor = { tenantId: tenant.id, userId: user!.id, userName: user!.name, ip: null };
    const country = await createRecord(tx, { def: RESOURCES.countries!, actor, body: { name: "Brasil" } });
    const state = await createRecord(tx, {
      def: RESOURCES.states!,
      actor,
      body: { country_id: country.id, name: "Santa Catarina", uf: "SC" },
    });
    await createRecord(tx, { def: RESOURCES.cities!, actor, body: { state_id: state.id, name: CITY } });
    return createSession(tx, { tenantId: tenant.id, userId: user!.id });
  });
  return { tenant, token };
};

/** CSV files as a secretariat exports them (semicolons, a header row), MAX_IMPORT_ROWS rows each at most. */
const writeFiles = (dir: string) => {
  const files: { path: string; rows: number }[] = [];
  for (let start = 0; start < TOTAL_ROWS; start += MAX_IMPORT_ROWS) {
    const rows = Math.min(MAX_IMPORT_ROWS, TOTAL_ROWS - start);
    const lines = ["Cidade;Nome"];
    for (let i = start; i < start + rows; i++) {
      const prefix = PREFIXES[i % PREFIXES.length]!;
      const name = i % 3 ? SURNAMES[(i * 7) % SURNAMES.length]! : FIRST_NAMES[(i * 13) % FIRST_NAMES.length]!;
      lines.push(`${CITY};${prefix} ${name} ${Math.floor(i / 400) + 1}`);
    }
    const path = join(dir, `bairros-${files.length + 1}.csv`);
    writeFileSync(path, `${lines.join("\n")}\n`);
    files.push({ path, rows });
  }
  return files;
};

/** The most memory a process has held so far (Linux); what the upload and preview of a big file cost. */
const peakMemory = (pid: number | undefined) => {
  try {
    const line = readFileSync(`/proc/${pid}/status`, "utf8").match(/^VmHWM:\s+(\d+) kB/m);
    return line ? `${Math.round(Number(line[1]) / 1024)} MB` : "unknown";
  } catch {
    return "unknown (no /proc)";
  }
};

/**
 * COPY of the same files into a table like districts (same columns, defaults and indexes, the
 * city's name in a text column instead of its id: COPY does not look references up), in one
 * transaction per file as the import commits, as the owner (no row-level security on this table).
 */
const copyFiles = async (url: string, tenantId: string, files: { path: string }[]) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(
      "create table bench_copy_districts (like districts including defaults including indexes)",
    );
    await client.query("alter table bench_copy_districts alter column city_id drop not null");
    await client.query("alter table bench_copy_districts add column city_name text");
    await client.query(`alter table bench_copy_districts alter column tenant_id set default '${tenantId}'`);
    const start = performance.now();
    for (const file of files) {
      await client.query("begin");
      await pipeline(
        createReadStream(file.path),
        client.query(
          copyFrom(
            "copy bench_copy_districts (city_name, name) from stdin with (format csv, header true, delimiter ';')",
          ),
        ),
      );
      await client.query("commit");
    }
    const elapsed = seconds(start);
    const { rows } = await client.query("select count(*)::int as n from bench_copy_districts");
    return { elapsed, rows: rows[0].n as number };
  } finally {
    await client.end();
  }
};

export const runImportBenchmark = async () => {
  console.log(`Import benchmark: ${TOTAL_ROWS.toLocaleString("en")} districts of ${CITY}`);
  const bench = await openBenchDatabase("import");
  const dir = mkdtempSync(join(tmpdir(), "quadra-bench-import-"));
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  try {
    const { tenant, token } = await setUp(bench.db);
    const files = writeFiles(dir);
    const size = files.reduce((sum, file) => sum + statSync(file.path).size, 0);
    console.log(
      `${files.length} CSV file(s) of up to ${MAX_IMPORT_ROWS.toLocaleString("en")} rows (MAX_IMPORT_ROWS), ${(size / 1024 / 1024).toFixed(1)} MB, in ${dir}`,
    );
    server = await startServer("framework", bench.url, tenant.id);
    const base = `http://127.0.0.1:${server.port}/t/${TENANT}/api/v1`;
    const phases: Phases = { upload: 0, preview: 0, commit: 0 };
    for (const file of files) {
      const one = await importThroughRoutes({
        base,
        token,
        resource: "districts",
        path: file.path,
        fileName: "bairros.csv",
        rows: file.rows,
        mapping: { Cidade: "city_id", Nome: "name" },
      });
      console.log(
        `  ${file.rows.toLocaleString("en")} rows: upload ${one.upload.toFixed(1)} s, preview ${one.preview.toFixed(1)} s, commit ${one.commit.toFixed(1)} s`,
      );
      for (const key of Object.keys(phases) as (keyof Phases)[]) phases[key] += one[key];
    }
    const [{ n: imported }] = (
      await bench.db.owner.execute(
        sql`select count(*)::int as n from districts where tenant_id = ${tenant.id}`,
      )
    ).rows as [{ n: number }];
    if (imported !== TOTAL_ROWS) throw new Error(`${imported} districts imported of ${TOTAL_ROWS}`);
    const copy = await copyFiles(bench.url, tenant.id, files);
    if (copy.rows !== TOTAL_ROWS) throw new Error(`COPY wrote ${copy.rows} rows of ${TOTAL_ROWS}`);

    printImportTable({
      rows: TOTAL_ROWS,
      phases,
      copySeconds: copy.elapsed,
      labels: {
        preview: "import: preview (check every row)",
        commit: "import: commit (job, bulkInsert per batch)",
        copy: "PostgreSQL COPY FROM STDIN, same files",
      },
    });
    console.log(
      `\n${imported.toLocaleString("en")} districts imported and ${copy.rows.toLocaleString("en")} copied`,
    );
    console.log(`server's peak memory (VmHWM): ${peakMemory(server.child.pid)}`);
  } finally {
    if (server) await stopServer(server);
    rmSync(dir, { recursive: true, force: true });
    await bench.finish();
  }
};
