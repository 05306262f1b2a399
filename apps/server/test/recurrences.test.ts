import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { lockRecurrence, runPeriod } from "../src/modules/bills/recurrenceRun.ts";
import { runDueRecurrences, runnerActor } from "../src/modules/bills/recurrenceRunner.ts";
import { roles, userRoles } from "../src/platform/db/schema/index.ts";
import { resourceTable } from "../src/platform/resources/resourceTable.ts";
import { startTestServer, type TestServer, type TestTenant } from "./harness.ts";
import { insertRow } from "./myArea.ts";

/**
 * Recurring charges (issue 15): the schedule the server keeps (next run), the preview of the next
 * run (nothing written), and runs that happen exactly once per period — two runners at once create
 * one run's debts, and a run that fails midway leaves nothing.
 */
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ config: { recurrenceTickMs: 0 } });
});
afterAll(() => server.close());

const today = () => new Intl.DateTimeFormat("en-CA", { timeZone: "America/Sao_Paulo" }).format(new Date());
const silent = { error: () => undefined } as never;

const setup = async () => {
  const tenant = await server.createTenant();
  const staff = await server.loginAs(tenant, {
    name: "Tesoureiro Téo",
    permissions: ["debts", "recurrences"],
  });
  const call = (method: "GET" | "POST" | "PATCH" | "DELETE", path: string, body?: unknown) =>
    server.api(tenant, method, path, { token: staff, ...(body === undefined ? {} : { body }) });
  const club = await insertRow(server, tenant, "associations", { name: "Clube Leste", status: "approved" });
  await insertRow(server, tenant, "associations", { name: "Clube Oeste", status: "approved" });
  await insertRow(server, tenant, "associations", { name: "Clube Pendente", status: "pending" });
  const athletes: string[] = [];
  for (const name of ["Ana", "Bruno", "Carla"]) {
    const user = await server.createUser(tenant, { name });
    athletes.push(user.id as string);
    await insertRow(server, tenant, "associationusers", {
      association_id: club.id,
      user_id: user.id,
      status: "active",
    });
  }
  const role = await server.db.tenant(tenant.id, async (tx) => {
    const [row] = await tx.insert(roles).values({ tenantId: tenant.id, name: "Árbitro filiado" }).returning();
    await tx
      .insert(userRoles)
      .values(athletes.slice(0, 2).map((userId) => ({ tenantId: tenant.id, userId, roleId: row!.id })));
    return row!;
  });
  return { tenant, call, club: club.id as string, athletes, role };
};

const debtsOf = (tenant: TestTenant, recurrenceId: string) =>
  server.db.tenant(tenant.id, (tx) => {
    const debts = resourceTable("debts");
    return tx
      .select()
      .from(debts)
      .where(and(eq(debts.tenant_id, tenant.id), eq(debts.recurrence_id, recurrenceId)));
  });

const monthly = (values: Record<string, unknown> = {}) => ({
  name: "Mensalidade de atletas",
  description: "Mensalidade",
  amount_cents: 5_000,
  period: "monthly",
  day_of_month: 1,
  target: "associations",
  starts_on: "2026-01-15",
  ...values,
});

describe("recurrences", () => {
  it("checks the target and keeps the next run date", async () => {
    const { call, club } = await setup();
    const noRole = await call("POST", "recurrences", monthly({ target: "role" }));
    expect(noRole.status).toBe(400);
    expect(noRole.body.errors.role_name).toBeTruthy();
    const unknownRole = await call("POST", "recurrences", monthly({ target: "role", role_name: "Ninguém" }));
    expect(unknownRole.status).toBe(400);
    expect(unknownRole.body.errors.role_name).toContain("Ninguém");
    const noMonth = await call("POST", "recurrences", monthly({ period: "annual" }));
    expect(noMonth.status).toBe(400);
    expect(noMonth.body.errors.month).toBeTruthy();
    const noClub = await call("POST", "recurrences", monthly({ target: "association_athletes" }));
    expect(noClub.status).toBe(400);
    expect(noClub.body.errors.target_association_id).toBeTruthy();

    const made = await call(
      "POST",
      "recurrences",
      monthly({ target: "association_athletes", target_association_id: club }),
    );
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    // Starts on Jan 15th, runs on the 1st: the first run is February's.
    expect(made.body.result.next_run_on).toBe("2026-02-01");
    const annual = await call(
      "POST",
      "recurrences",
      monthly({ name: "Anuidade", period: "annual", month: 1, day_of_month: 10, starts_on: "2026-03-01" }),
    );
    expect(annual.body.result.next_run_on).toBe("2027-01-10");
  });

  it("previews the next run without writing, then runs each period once", async () => {
    const { tenant, call, role } = await setup();
    const made = await call(
      "POST",
      "recurrences",
      monthly({ target: "role", role_name: "árbitro FILIADO", starts_on: "2026-01-01", day_of_month: 5 }),
    );
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body.result.role_id).toBe(role.id);
    const id = made.body.result.id as string;
    const preview = await call("GET", `recurrences/${id}/preview`);
    expect(preview.status).toBe(200);
    expect(preview.body.result).toMatchObject({
      period: "2026-01",
      run_on: "2026-01-05",
      due_date: "2026-01-15",
      payers_count: 2,
      total_cents: 10_000,
    });
    expect(preview.body.result.payers.map((payer: { name: string }) => payer.name)).toEqual(["Ana", "Bruno"]);
    expect(await debtsOf(tenant, id)).toHaveLength(0);

    // The runner catches up every period due until "today" (2026-03-20 here): January to March.
    expect(await runDueRecurrences(server.db, silent, "2026-03-20")).toBeGreaterThanOrEqual(3);
    const debts = await debtsOf(tenant, id);
    expect(debts).toHaveLength(6);
    expect(new Set(debts.map((debt) => debt.period))).toEqual(new Set(["2026-01", "2026-02", "2026-03"]));
    expect(debts.find((debt) => debt.period === "2026-02")).toMatchObject({
      description: "Mensalidade 02/2026",
      amount_cents: 5_000,
      due_date: "2026-02-15",
      origin: "recurrence",
      status: "open",
    });
    // A second tick the same day finds nothing due.
    await runDueRecurrences(server.db, silent, "2026-03-20");
    expect(await debtsOf(tenant, id)).toHaveLength(6);
    const runs = await call("GET", `recurrences/${id}/recurrenceruns`);
    expect(runs.body.result.data.map((run: { period: string }) => run.period).sort()).toEqual([
      "2026-01",
      "2026-02",
      "2026-03",
    ]);
    const stored = (await call("GET", `recurrences/${id}`)).body.result;
    expect(stored).toMatchObject({ last_period: "2026-03", next_run_on: "2026-04-05" });
    const removed = await call("DELETE", `recurrences/${id}`);
    expect(removed.status).toBe(409);
    expect(removed.body.message).toContain("desative-a");
  });

  it("two runners of the same period at once create one run's debts", async () => {
    const { tenant, call } = await setup();
    const id = (await call("POST", "recurrences", monthly({ starts_on: "2026-01-01" }))).body.result
      .id as string;
    const actor = runnerActor(tenant.id);
    const runOnce = () =>
      server.db.tenant(tenant.id, async (tx) => {
        const recurrence = (
          await tx
            .select()
            .from(resourceTable("recurrences"))
            .where(eq(resourceTable("recurrences").id, id))
        )[0]!;
        return runPeriod(tx, actor, recurrence, "2026-01", "2026-01-01");
      });
    const results = await Promise.all([runOnce(), runOnce(), runOnce()]);
    expect(results.filter((result) => result.created)).toHaveLength(1);
    // Two approved associations (the pending one is not charged).
    expect(await debtsOf(tenant, id)).toHaveLength(2);
  });

  it("a run that fails midway leaves nothing, and runs whole afterwards", async () => {
    const { tenant, call } = await setup();
    const id = (await call("POST", "recurrences", monthly({ starts_on: "2026-01-01" }))).body.result
      .id as string;
    const actor = runnerActor(tenant.id);
    await expect(
      server.db.tenant(tenant.id, async (tx) => {
        const recurrence = (await lockRecurrence(tx, tenant.id, id))!;
        await runPeriod(tx, actor, recurrence, "2026-01", "2026-01-01");
        throw new Error("the process died here");
      }),
    ).rejects.toThrow("the process died here");
    expect(await debtsOf(tenant, id)).toHaveLength(0);
    expect((await call("GET", `recurrences/${id}/recurrenceruns`)).body.result.data).toHaveLength(0);
    expect((await call("GET", `recurrences/${id}`)).body.result.next_run_on).toBe("2026-01-01");
    await runDueRecurrences(server.db, silent, "2026-01-02");
    expect(await debtsOf(tenant, id)).toHaveLength(2);
  });

  it("runs now only the current period, once", async () => {
    const { call } = await setup();
    const day = Number(today().slice(8, 10));
    const made = await call(
      "POST",
      "recurrences",
      monthly({ starts_on: today(), day_of_month: Math.min(28, Math.max(day, 1)) }),
    );
    const id = made.body.result.id as string;
    const run = await call("POST", `recurrences/${id}/run`);
    // A run day already past this month moves the first run to next month: then nothing to run now.
    if (made.body.result.next_run_on.slice(0, 7) === today().slice(0, 7)) {
      expect(run.status, JSON.stringify(run.body)).toBe(200);
      expect(run.body.result).toMatchObject({ created: true, debts_created: 2 });
      expect((await call("POST", `recurrences/${id}/run`)).status).toBe(409);
    } else expect(run.status).toBe(409);
  });
});
