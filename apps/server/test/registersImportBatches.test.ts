import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../src/platform/db/schema/users.ts";
import { resourceTable } from "../src/platform/resources/resourceTable.ts";
import { startTestServer, type TestServer } from "./harness.ts";
import { commitImport, previewImport } from "./importFlow.ts";
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

const importing = (s: Setup) => ({ server, tenant: s.tenant, token: s.master });
const preview = (s: Setup, rows: Record<string, string>[]) =>
  previewImport(importing(s), "registermemberships", rows);
const commit = (s: Setup, id: string) => commitImport(importing(s), id);

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

  it("refuses a later batch's row whose person was deleted since the preview, naming the row, and writes nothing", async () => {
    const s = await setup();
    const rows = s.people.map((person) => rowOf(s, person));
    const { id, errors } = await preview(s, rows);
    expect(errors).toEqual(rows.map(() => ({})));
    // The commit does not look people up again: the write's foreign key refuses the row.
    await server.db.tenant(s.tenant.id, (tx) =>
      tx.delete(users).where(and(eq(users.tenantId, s.tenant.id), eq(users.id, s.people[3]!))),
    );
    const job = await commit(s, id);
    expect(job.status).toBe("failed");
    expect(job.message).toBe(
      "Linha 5: Pessoa: O registro que esta linha nomeia foi excluído depois da prévia. Confira a planilha e envie de novo. Nada foi gravado.",
    );
    expect(await memberships(s)).toEqual([]);
  });
});
