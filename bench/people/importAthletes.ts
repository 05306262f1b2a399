/**
 * Benchmark of the people import (issue 4): 50,000 athletes (valid cpfs, names with accents,
 * birthdates, e-mails, phones, mothers' names) imported through the product's routes as a browser
 * does (POST imports with resource=users → preview → commit, the commit a background job polled to
 * its end: new people with matrícula and default role), beside PostgreSQL COPY FROM STDIN of the
 * same file into a table like `users`, in the same run. Prints rows/s and the ratio to COPY.
 * npm run bench:people -w bench (BENCH_DATABASE_URL, BENCH_PEOPLE_ROWS; see ../resources/README.md).
 */
import { createReadStream, mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pipeline } from "node:stream/promises";
import { cpfFromBase, MODULE_KEYS } from "@quadra/shared";
import { sql } from "drizzle-orm";
import pg from "pg";
import { from as copyFrom } from "pg-copy-streams";
import { createSession } from "../../apps/server/src/modules/auth/sessionStore.ts";
import { provisionTenant } from "../../apps/server/src/modules/platform/provisionTenant.ts";
import type { Database } from "../../apps/server/src/platform/db/database.ts";
import { roles, tenants, userRoles, users } from "../../apps/server/src/platform/db/schema/index.ts";
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

const TOTAL_ROWS = Number(process.env.BENCH_PEOPLE_ROWS ?? 50_000);
const TENANT = "bench-atletas";
const HEADER = "Nome;CPF;E-mail;Telefone;Data de nascimento;Gênero;Nome da mãe";

const setUp = async (db: Database) => {
  const tenant = await db.global(async (tx) => {
    const [row] = await tx
      .insert(tenants)
      .values({
        identifier: TENANT,
        code: TENANT,
        name: "Federação Mineira",
        availableModules: [...MODULE_KEYS],
      })
      .returning();
    await provisionTenant(tx, { tenantId: row!.id, title: "Federação Mineira" });
    return row!;
  });
  const token = await db.tenant(tenant.id, async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({ tenantId: tenant.id, name: "Conceição Araújo", email: "secretaria@example.com" })
      .returning();
    const [role] = await tx
      .insert(roles)
      .values({ tenantId: tenant.id, name: "Importação de atletas", permissions: ["operations", "users"] })
      .returning();
    await tx.insert(userRoles).values({ tenantId: tenant.id, userId: user!.id, roleId: role!.id });
    return createSession(tx, { tenantId: tenant.id, userId: user!.id });
  });
  return { tenant, token };
};

const pad = (value: number) => String(value).padStart(2, "0");

/** One CSV as a secretariat exports it: formatted cpfs, dd/mm/aaaa dates, accents, one athlete a line. */
const writeAthletes = (dir: string) => {
  const lines = [HEADER];
  for (let i = 0; i < TOTAL_ROWS; i++) {
    const first = FIRST_NAMES[(i * 13) % FIRST_NAMES.length]!;
    const surname = `${SURNAMES[(i * 7) % SURNAMES.length]!} ${SURNAMES[(i * 11 + 3) % SURNAMES.length]!}`;
    const cpf = cpfFromBase(String(100_000_000 + i * 17));
    const masked = `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`;
    const birth = `${pad((i % 28) + 1)}/${pad((i % 12) + 1)}/${1975 + (i % 35)}`;
    const mother = `${FIRST_NAMES[(i * 5 + 1) % FIRST_NAMES.length]!} ${SURNAMES[(i * 3) % SURNAMES.length]!}`;
    lines.push(
      `${first} ${surname};${masked};atleta${i}@example.com;(31) 9${String(80_000_000 + i).padStart(8, "0")};${birth};${i % 2 ? "Masculino" : "Feminino"};${mother}`,
    );
  }
  const path = join(dir, "atletas.csv");
  writeFileSync(path, `${lines.join("\n")}\n`);
  return path;
};

/**
 * COPY of the same file into a table like users (same columns, defaults, generated column and
 * indexes: the unique keys on cpf and e-mail, the folded name computed from each name and its
 * trigram and btree indexes, as COPY into users itself would pay), the columns as text as they come
 * (COPY neither unmasks a cpf nor reads dd/mm/aaaa): the floor of getting 50,000 rows into
 * PostgreSQL, with none of the checks. Without `including generated` the folded name is a plain
 * column COPY leaves null, and its indexes cost nothing (bench/people/README.md, run 10).
 */
const copyAthletes = async (
  url: string,
  tenantId: string,
  path: string,
  { table, generated }: { table: string; generated: boolean },
) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(
      `create table ${table} (like users including defaults ${generated ? "including generated " : ""}including indexes)`,
    );
    await client.query(`alter table ${table} alter column tenant_id set default '${tenantId}'`);
    await client.query(`alter table ${table} add column birth_text text, add column gender_text text`);
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
          `copy ${table} (name, cpf, email, phone, birth_text, gender_text, mother_name) from stdin with (format csv, header true, delimiter ';')`,
        ),
      ),
    );
    await client.query("commit");
    const elapsed = seconds(start);
    const cpu = processCpu(pid) - cpuBefore;
    const { rows } = await client.query(`select count(*)::int as n from ${table}`);
    return { elapsed, cpu, rows: rows[0].n as number };
  } finally {
    await client.end();
  }
};

/**
 * The floor the schema sets, in SQL alone: the same people (read back from COPY's table, cpfs and
 * phones unmasked, dates read) inserted into `users` with their default role in one statement, as the
 * app runs it (role quadra_app under row-level security: the generated folded name, its trigram and
 * btree indexes, the unique keys, the foreign keys of users and user_roles), in another tenant, then
 * rolled back. No check, dedup, matrícula lock nor outcome per row: what no import can go below.
 */
const insertFloor = async (url: string) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("begin");
    const { rows } = await client.query(
      "insert into tenants (identifier, code, name) values ('bench-piso', 'bench-piso', 'Piso') returning id",
    );
    const tenantId = rows[0].id as string;
    await client.query("insert into roles (tenant_id, name, is_default) values ($1, 'Atleta', true)", [
      tenantId,
    ]);
    await client.query("grant select on bench_copy_users to quadra_app");
    await client.query(
      "select set_config('app.tenant_id', $1, true), set_config('role', 'quadra_app', true)",
      [tenantId],
    );
    const {
      rows: [{ pid }],
    } = await client.query("select pg_backend_pid() as pid");
    const cpuBefore = processCpu(pid);
    const start = performance.now();
    await client.query(
      `with created as (
        insert into users (tenant_id, registration_number, name, cpf, email, phone, birthdate, gender, mother_name)
        select $1, row_number() over (), name, regexp_replace(cpf, '\\D', '', 'g'), lower(email),
          regexp_replace(phone, '\\D', '', 'g'), to_date(birth_text, 'DD/MM/YYYY'), left(gender_text, 1), mother_name
        from bench_copy_users
        returning id
      )
      insert into user_roles (tenant_id, user_id, role_id)
      select $1, created.id, role.id from created cross join roles as role
      where role.tenant_id = $1 and role.is_default`,
      [tenantId],
    );
    return { elapsed: seconds(start), cpu: processCpu(pid) - cpuBefore };
  } finally {
    await client.query("rollback").catch(() => undefined);
    await client.end();
  }
};

export const runPeopleImportBenchmark = async () => {
  console.log(`People import benchmark: ${TOTAL_ROWS.toLocaleString("en")} athletes`);
  const bench = await openBenchDatabase("people");
  const dir = mkdtempSync(join(tmpdir(), "quadra-bench-people-"));
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  try {
    const { tenant, token } = await setUp(bench.db);
    const path = writeAthletes(dir);
    console.log(`1 CSV file, ${(statSync(path).size / 1024 / 1024).toFixed(1)} MB`);
    server = await startServer("framework", bench.url, tenant.id);
    const serverPid = server.child.pid!;
    const postgres = await databaseCpu(bench.url);
    const cpu: Record<keyof Phases, { server: number; postgres: number }> = {
      upload: { server: 0, postgres: 0 },
      preview: { server: 0, postgres: 0 },
      commit: { server: 0, postgres: 0 },
    };
    const phases = await importThroughRoutes({
      base: `http://127.0.0.1:${server.port}/t/${TENANT}/api/v1`,
      token,
      resource: "users",
      path,
      fileName: "atletas.csv",
      rows: TOTAL_ROWS,
      around: async (phase) => {
        const serverBefore = processCpu(serverPid);
        const postgresSpent = await postgres.start();
        return async () => {
          cpu[phase] = { server: processCpu(serverPid) - serverBefore, postgres: await postgresSpent() };
        };
      },
    }).finally(() => postgres.close());
    const [{ n: imported }] = (
      await bench.db.owner.execute(
        sql`select count(*)::int as n from users where tenant_id = ${tenant.id} and registration_number is not null`,
      )
    ).rows as [{ n: number }];
    if (imported !== TOTAL_ROWS) throw new Error(`${imported} athletes imported of ${TOTAL_ROWS}`);
    const copy = await copyAthletes(bench.url, tenant.id, path, {
      table: "bench_copy_users",
      generated: true,
    });
    if (copy.rows !== TOTAL_ROWS) throw new Error(`COPY wrote ${copy.rows} rows of ${TOTAL_ROWS}`);
    // The comparator of runs 1–9, printed beside it: its folded name was a plain column left null.
    const copyUnfolded = await copyAthletes(bench.url, tenant.id, path, {
      table: "bench_copy_users_unfolded",
      generated: false,
    });

    const floor = await insertFloor(bench.url);

    printImportTable({
      rows: TOTAL_ROWS,
      phases,
      copySeconds: copy.elapsed,
      labels: {
        preview: "import: preview (registration rules, dedup)",
        commit: "import: commit (job: people, matrícula, roles)",
        copy: "PostgreSQL COPY FROM STDIN, same file",
      },
    });
    const ratio = (taken: number) => (copy.elapsed / taken).toFixed(3);
    console.log(
      `COPY into a table whose folded name is not generated (runs 1–9's comparator)  ${copyUnfolded.elapsed.toFixed(2)} s; commit ratio to it ${(copyUnfolded.elapsed / phases.commit).toFixed(3)}`,
    );
    console.log(
      `SQL alone: INSERT … SELECT of those people and roles into users, as the app  ${floor.elapsed.toFixed(2)} s  ${Math.round(TOTAL_ROWS / floor.elapsed).toLocaleString("en")} rows/s  ratio ${ratio(floor.elapsed)}`,
    );
    // CPU seconds beside the wall times: on a shared machine they move far less from run to run.
    const cpuRows: [string, number | undefined, number][] = [
      ["import: upload", cpu.upload.server, cpu.upload.postgres],
      ["import: preview", cpu.preview.server, cpu.preview.postgres],
      ["import: commit", cpu.commit.server, cpu.commit.postgres],
      ["COPY FROM STDIN", undefined, copy.cpu],
      ["SQL alone (floor)", undefined, floor.cpu],
    ];
    console.log("\nCPU seconds            server (node)  PostgreSQL backends");
    for (const [label, node, database] of cpuRows)
      console.log(
        `${label.padEnd(22)} ${(node?.toFixed(2) ?? "-").padStart(13)}  ${database.toFixed(2).padStart(19)}`,
      );
  } finally {
    if (server) await stopServer(server);
    rmSync(dir, { recursive: true, force: true });
    await bench.finish();
  }
};

await runPeopleImportBenchmark();
