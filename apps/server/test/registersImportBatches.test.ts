import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resourceTable } from "../src/platform/resources/resourceTable.ts";
import { startTestServer, type TestServer } from "./harness.ts";
import { multipartBody } from "./multipart.ts";
import { insertRow } from "./myArea.ts";

/**
 * A membership import of several batches (two rows each here), whose rules judge a batch while the
 * one before it is still being written (ResourceRules.judgesAhead): the numbers count on in the
 * sheet's order, a person repeated in a later batch is refused at the preview as the sheet's own,
 * and an entry made by someone else between the preview and the commit refuses the later batch's
 * row and leaves nothing written. Runs on PGlite and, with DATABASE_URL, PostgreSQL.
 */
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ config: { importBatchRows: 2 } });
});
afterAll(() => server.close());

const YEAR = new Date().getFullYear();

const setup = async () => {
  const tenant = await server.createTenant();
  const master = await server.loginAs(tenant, { master: true });
  const type = await insertRow(server, tenant, "registertypes", {
    name: "Sócios do clube",
    kind: "members",
    validity: "annual",
    requesters: "both",
  });
  const plan = await insertRow(server, tenant, "registermembershipplans", {
    registertype_id: type.id,
    name: "Anual",
    amount_cents: 12_000,
    billing: "once",
    months: 12,
  });
  const people: string[] = [];
  for (const name of ["Ana", "Bia", "Caio", "Davi", "Eva"])
    people.push((await server.createUser(tenant, { name: `${name} Sócia` })).id as string);
  return { tenant, master, type, plan, people };
};
type Setup = Awaited<ReturnType<typeof setup>>;

const rowOf = (s: Setup, person: string, year = YEAR) => ({
  registertype_id: s.type.id as string,
  user_id: person,
  registermembershipplan_id: s.plan.id as string,
  starts_on: `01/01/${year}`,
  ends_on: `31/12/${year}`,
});

const csvOf = (rows: Record<string, string>[]) => {
  const headers = Object.keys(rows[0]!);
  return `${[headers.join(","), ...rows.map((row) => headers.map((key) => row[key]).join(","))].join("\r\n")}\r\n`;
};

/** Uploads and previews the rows; answers the import's id and each row's errors. */
const preview = async (s: Setup, rows: Record<string, string>[]) => {
  const form = multipartBody([
    { field: "resource", value: "registermemberships" },
    { field: "file", filename: "socios.csv", content: csvOf(rows) },
  ]);
  const uploaded = await server.app.inject({
    method: "POST",
    url: `/t/${s.tenant.identifier}/api/v1/imports`,
    headers: { ...form.headers, authorization: `Bearer ${s.master}` },
    payload: form.payload,
  });
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  const id = uploaded.json().result.id as string;
  const mapping = Object.fromEntries(Object.keys(rows[0]!).map((key) => [key, key]));
  const previewed = await server.api(s.tenant, "POST", `imports/${id}/preview`, {
    token: s.master,
    body: { mapping },
  });
  expect(previewed.status, JSON.stringify(previewed.body)).toBe(200);
  const byRow = new Map<number, Record<string, string>>(
    previewed.body.result.rows.map((row: { row_number: number; errors: Record<string, string> }) => [
      row.row_number,
      row.errors,
    ]),
  );
  return { id, errors: rows.map((_, index) => byRow.get(index + 2) ?? {}) };
};

const commit = async (s: Setup, id: string) => {
  const started = await server.api(s.tenant, "POST", `imports/${id}/commit`, {
    token: s.master,
    headers: { "idempotency-key": randomUUID() },
  });
  expect(started.status, JSON.stringify(started.body)).toBe(202);
  for (let attempt = 0; attempt < 500; attempt++) {
    const job = (await server.api(s.tenant, "GET", `imports/${id}`, { token: s.master })).body.result.job;
    if (job.status === "succeeded" || job.status === "failed")
      return job as { status: string; message: string };
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error("the import's job did not end");
};

const memberships = async (s: Setup) => {
  const table = resourceTable("registermemberships");
  return server.db.tenant(s.tenant.id, (tx) =>
    tx
      .select({ user_id: table.user_id, number: table.number, starts_on: table.starts_on })
      .from(table)
      .where(eq(table.tenant_id, s.tenant.id)),
  );
};

describe("a membership import over several batches", () => {
  it("numbers the rows in the sheet's order, batch after batch", async () => {
    const s = await setup();
    const rows = [...s.people.map((person) => rowOf(s, person)), rowOf(s, s.people[0]!, YEAR + 1)];
    const { id, errors } = await preview(s, rows);
    expect(errors).toEqual(rows.map(() => ({})));
    expect(await commit(s, id)).toMatchObject({ status: "succeeded" });
    const numbers = new Map(
      (await memberships(s)).map((row) => [
        `${row.user_id} ${String(row.starts_on).slice(0, 4)}`,
        row.number,
      ]),
    );
    expect(rows.map((row) => numbers.get(`${row.user_id} ${row.starts_on.slice(-4)}`))).toEqual([
      `SC-${YEAR}-00001`,
      `SC-${YEAR}-00002`,
      `SC-${YEAR}-00003`,
      `SC-${YEAR}-00004`,
      `SC-${YEAR}-00005`,
      `SC-${YEAR + 1}-00001`,
    ]);
  });

  it("refuses at the preview a person repeated in a later batch, over the same period", async () => {
    const s = await setup();
    const rows = [...s.people.map((person) => rowOf(s, person)), rowOf(s, s.people[0]!)];
    const { errors } = await preview(s, rows);
    expect(errors.slice(0, 5)).toEqual(rows.slice(0, 5).map(() => ({})));
    expect(errors[5]).toEqual({
      user_id: `Esta pessoa já tem, em outra linha desta gravação, uma associação deste tipo em vigor nesse período (válida até 31/12/${YEAR}).`,
    });
  });

  it("refuses a later batch's row whose person got an entry since the preview, and writes nothing", async () => {
    const s = await setup();
    const rows = s.people.map((person) => rowOf(s, person));
    const { id, errors } = await preview(s, rows);
    expect(errors).toEqual(rows.map(() => ({})));
    const made = await server.api(s.tenant, "POST", `registertypes/${s.type.id}/registermemberships`, {
      token: s.master,
      body: {
        user_id: s.people[4],
        registermembershipplan_id: s.plan.id,
        starts_on: `${YEAR}-06-01`,
        ends_on: `${YEAR + 1}-05-31`,
      },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const job = await commit(s, id);
    expect(job.status).toBe("failed");
    expect(job.message).toBe(
      `Linha 6: Pessoa: Esta pessoa já tem uma associação deste tipo em vigor nesse período (nº ${made.body.result.number}, válida até 31/05/${YEAR + 1}). Nada foi gravado.`,
    );
    expect((await memberships(s)).map((row) => row.number)).toEqual([made.body.result.number]);
  });
});
