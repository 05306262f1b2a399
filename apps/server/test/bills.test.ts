import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runDueRecurrences } from "../src/modules/bills/recurrenceRunner.ts";
import { settleBill } from "../src/modules/bills/settleBill.ts";
import { resourceTable } from "../src/platform/resources/resourceTable.ts";
import { startTestServer, type TestServer, type TestTenant } from "./harness.ts";
import { insertRow, rawGet } from "./myArea.ts";
import { pdfText } from "./pdfText.ts";

/**
 * Finances core (issue 15): debts with one payer and their status rules on the generic CRUD, bills
 * of chosen debts (amounts frozen, a debt in one open bill only, nothing edited once paid), the
 * settlement that is idempotent and never goes back, cancellation freeing the debts, and the
 * debts' history of who changed what and why.
 */
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const today = () => new Intl.DateTimeFormat("en-CA", { timeZone: "America/Sao_Paulo" }).format(new Date());
const daysFrom = (days: number) =>
  new Date(Date.parse(`${today()}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const setup = async () => {
  const tenant = await server.createTenant();
  const staff = await server.loginAs(tenant, {
    name: "Tesoureira Tina",
    permissions: ["debts", "bills", "recurrences"],
  });
  const call = (method: "GET" | "POST" | "PATCH" | "DELETE", path: string, body?: unknown) =>
    server.api(tenant, method, path, { token: staff, ...(body === undefined ? {} : { body }) });
  const person = await server.createUser(tenant, { name: "Paula Pagadora" });
  const association = await insertRow(server, tenant, "associations", {
    name: "Clube Norte",
    status: "approved",
  });
  return { tenant, staff, call, person: person.id as string, association: association.id as string };
};

const newDebt = async (
  call: Awaited<ReturnType<typeof setup>>["call"],
  values: Record<string, unknown>,
): Promise<Record<string, any>> => {
  const response = await call("POST", "debts", {
    description: "Anuidade 2026",
    amount_cents: 10_000,
    due_date: daysFrom(10),
    ...values,
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.result;
};

const historyOf = async (tenant: TestTenant, debtId: string) =>
  server.db.tenant(tenant.id, async (tx) => {
    const history = resourceTable("debthistory");
    return tx
      .select()
      .from(history)
      .where(and(eq(history.tenant_id, tenant.id), eq(history.debt_id, debtId)))
      .orderBy(history.created_at);
  });

describe("debts", () => {
  it("needs exactly one payer, a discount not above the amount, and starts open", async () => {
    const { call, person, association } = await setup();
    const neither = await call("POST", "debts", { description: "X", amount_cents: 100, due_date: today() });
    expect(neither.status).toBe(400);
    expect(neither.body.errors.user_id).toBe("Informe a pessoa ou a entidade pagadora.");
    const both = await call("POST", "debts", {
      description: "X",
      amount_cents: 100,
      due_date: today(),
      user_id: person,
      association_id: association,
    });
    expect(both.status).toBe(400);
    expect(both.body.errors.association_id).toContain("não as duas");
    const discount = await call("POST", "debts", {
      description: "X",
      amount_cents: 100,
      due_date: today(),
      user_id: person,
      discount_cents: 200,
    });
    expect(discount.status).toBe(400);
    expect(discount.body.errors.discount_cents).toContain("desconto");
    const paid = await call("POST", "debts", {
      description: "X",
      amount_cents: 100,
      due_date: today(),
      user_id: person,
      status: "paid",
    });
    expect(paid.status).toBe(400);
    expect(paid.body.errors.status).toBeTruthy();
    const debt = await newDebt(call, { user_id: person });
    expect(debt.status).toBe("open");
    expect(debt.fine_percent).toBe(2);
    expect(debt.interest_percent_month).toBe(1);
  });

  it("staff cancel with a reason, kept in the history; billed or paid only through a bill", async () => {
    const { tenant, call, person } = await setup();
    const debt = await newDebt(call, { user_id: person });
    const noReason = await call("PATCH", `debts/${debt.id}`, { version: debt.version, status: "cancelled" });
    expect(noReason.status).toBe(400);
    expect(noReason.body.errors.status_reason).toBeTruthy();
    const toPaid = await call("PATCH", `debts/${debt.id}`, { version: debt.version, status: "paid" });
    expect(toPaid.status).toBe(400);
    expect(toPaid.body.errors.status).toContain("cobrança é paga");
    const cancelled = await call("PATCH", `debts/${debt.id}`, {
      version: debt.version,
      status: "cancelled",
      status_reason: "Lançado em duplicidade",
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    const history = await historyOf(tenant, debt.id);
    expect(history.map((row) => [row.from_status, row.to_status, row.reason])).toEqual([
      ["open", "cancelled", "Lançado em duplicidade"],
    ]);
    expect(history[0]!.user_id).toBeTruthy();
  });
});

describe("bills", () => {
  it("bills chosen debts of one payer with frozen amounts that add up; a debt goes in one open bill only", async () => {
    const { tenant, call, person, association } = await setup();
    const late = await newDebt(call, { user_id: person, amount_cents: 10_000, due_date: daysFrom(-30) });
    const soon = await newDebt(call, { user_id: person, amount_cents: 5_000, due_date: daysFrom(5) });
    const other = await newDebt(call, { association_id: association });
    const mixed = await call("POST", "bills/create", { user_id: person, debt_ids: [late.id, other.id] });
    expect(mixed.status).toBe(400);
    expect(mixed.body.errors.debt_ids).toContain("outro pagador");

    const made = await call("POST", "bills/create", { user_id: person, debt_ids: [late.id, soon.id] });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const bill = made.body.result;
    expect(bill.status).toBe("open");
    expect(bill.due_date).toBe(today());
    // 30 days late: 2% fine (200) and one month of 1% interest (100); the other not yet due.
    expect(bill.debts).toHaveLength(2);
    expect(bill).toMatchObject({
      debts_cents: 15_000,
      fine_cents: 200,
      interest_cents: 100,
      discount_cents: 0,
      total_cents: 15_300,
    });
    expect(bill.total_cents).toBe(
      bill.debts_cents + bill.fine_cents + bill.interest_cents - bill.discount_cents,
    );

    const again = await call("POST", "bills/create", { user_id: person, debt_ids: [soon.id] });
    expect(again.status).toBe(409);
    expect(again.body.message).toContain("já está numa cobrança aberta");
    const edit = await call("PATCH", `debts/${soon.id}`, { version: soon.version + 1, amount_cents: 1 });
    expect(edit.status).toBe(409);
    expect((await historyOf(tenant, soon.id)).map((row) => row.to_status)).toEqual(["billed"]);
  });

  it("two bills of the same debt at once: one is made, the other refused", async () => {
    const { call, person } = await setup();
    const debt = await newDebt(call, { user_id: person });
    const answers = await Promise.all([
      call("POST", "bills/create", { user_id: person, debt_ids: [debt.id] }),
      call("POST", "bills/create", { user_id: person, debt_ids: [debt.id] }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
  });

  it("settles once: debts paid in the same transaction, a duplicate changes nothing, a paid bill never reopens", async () => {
    const { tenant, call, person } = await setup();
    const debt = await newDebt(call, { user_id: person });
    const bill = (await call("POST", "bills/create", { user_id: person, debt_ids: [debt.id] })).body.result;
    const actor = { tenantId: tenant.id, userId: null, userName: "webhook", ip: null };
    const paidAt = new Date("2026-05-02T12:00:00Z");
    const settlement = {
      paidAt,
      means: "pix" as const,
      amountCents: bill.total_cents,
      source: "webhook:test",
    };
    const first = await server.db.tenant(tenant.id, (tx) => settleBill(tx, actor, bill.id, settlement));
    expect(first).toMatchObject({ outcome: "settled", debtsPaid: 1, underpaidCents: 0 });
    const second = await server.db.tenant(tenant.id, (tx) => settleBill(tx, actor, bill.id, settlement));
    expect(second).toEqual({ outcome: "already_paid", billId: bill.id });

    const detail = (await call("GET", `bills/${bill.id}/detail`)).body.result;
    expect(detail).toMatchObject({ status: "paid", paid_cents: bill.total_cents, means: "pix" });
    expect(detail.receipt_number).toMatch(/^20260502-/);
    // Paid at 23:30 in Brazil (02:30 UTC the next day): the receipt is dated the Brazilian day.
    const late = (
      await call("POST", "bills/create", {
        user_id: person,
        debt_ids: [(await newDebt(call, { user_id: person })).id],
      })
    ).body.result;
    await server.db.tenant(tenant.id, (tx) =>
      settleBill(tx, actor, late.id, {
        ...settlement,
        amountCents: late.total_cents,
        paidAt: new Date("2026-05-03T02:30:00Z"),
      }),
    );
    expect((await call("GET", `bills/${late.id}/detail`)).body.result.receipt_number).toMatch(/^20260502-/);
    const stored = (await call("GET", `debts/${debt.id}`)).body.result;
    expect(stored.status).toBe("paid");
    const cancel = await call("POST", `bills/${bill.id}/cancel`, { reason: "Engano" });
    expect(cancel.status).toBe(409);
    const edit = await call("PATCH", `debts/${debt.id}`, { version: stored.version, status: "open" });
    expect(edit.status).toBe(409);
    expect(edit.body.message).toContain("já foi pago");
    const del = await call("DELETE", `debts/${debt.id}`);
    expect(del.status).toBe(409);
    expect((await historyOf(tenant, debt.id)).map((row) => row.to_status)).toEqual(["billed", "paid"]);
  });

  it("cancelling frees the debts for another bill; staff settle by hand", async () => {
    const { call, association } = await setup();
    const debt = await newDebt(call, {
      association_id: association,
      discount_cents: 1_000,
      discount_until: daysFrom(30),
    });
    const first = (await call("POST", "bills/create", { association_id: association, debt_ids: [debt.id] }))
      .body.result;
    expect(first.total_cents).toBe(9_000);
    const short = await call("POST", `bills/${first.id}/cancel`, { reason: "" });
    expect(short.status).toBe(400);
    expect(short.body.errors.reason).toBeTruthy();
    const cancelled = await call("POST", `bills/${first.id}/cancel`, { reason: "Valor renegociado" });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(cancelled.body.result.status).toBe("cancelled");
    expect((await call("GET", `debts/${debt.id}`)).body.result.status).toBe("open");

    const billable = await call("GET", `bills/billable?association_id=${association}`);
    expect(billable.body.result.map((row: { id: string }) => row.id)).toEqual([debt.id]);
    const second = (await call("POST", "bills/create", { association_id: association, debt_ids: [debt.id] }))
      .body.result;
    const badMeans = await call("POST", `bills/${second.id}/settle`, { means: "gold", amount_cents: 9_000 });
    expect(badMeans.status).toBe(400);
    expect(badMeans.body.errors.means).toBeTruthy();
    const settled = await call("POST", `bills/${second.id}/settle`, { means: "cash", amount_cents: 9_000 });
    expect(settled.status, JSON.stringify(settled.body)).toBe(200);
    expect(settled.body.result).toMatchObject({ status: "paid", means: "cash", paid_source: "manual" });
    const twice = await call("POST", `bills/${second.id}/settle`, { means: "cash", amount_cents: 9_000 });
    expect(twice.status).toBe(409);
  });

  it("hands staff the receipt of a paid bill as a PDF, and refuses it for one still open", async () => {
    const { tenant, staff, call, person } = await setup();
    const debt = await newDebt(call, { user_id: person, amount_cents: 12_345 });
    const bill = (await call("POST", "bills/create", { user_id: person, debt_ids: [debt.id] })).body.result;
    const open = await rawGet(server, tenant, `bills/${bill.id}/receipt`, staff);
    expect(open.statusCode).toBe(409);
    expect(open.json().message).toContain("ainda não foi paga");
    const settled = await call("POST", `bills/${bill.id}/settle`, { means: "pix", amount_cents: 12_345 });
    expect(settled.status, JSON.stringify(settled.body)).toBe(200);
    const paid = await rawGet(server, tenant, `bills/${bill.id}/receipt`, staff);
    expect(paid.statusCode).toBe(200);
    expect(paid.headers["content-type"]).toContain("application/pdf");
    const text = pdfText(paid.rawPayload);
    expect(text).toContain("Recebemos de Paula Pagadora a quantia de R$ 123,45");
    expect(text).toMatch(/Meio de pagamento: \s*PIX/);
    const missing = await rawGet(server, tenant, "bills/00000000-0000-4000-8000-000000000001/receipt", staff);
    expect(missing.statusCode).toBe(404);
  });

  it("expires an unpaid bill past its due date, freeing its debts; a late payment still settles it", async () => {
    const { tenant, call, person } = await setup();
    const debt = await newDebt(call, { user_id: person, due_date: today() });
    const bill = (await call("POST", "bills/create", { user_id: person, debt_ids: [debt.id] })).body.result;
    expect(bill.due_date).toBe(today());
    await runDueRecurrences(server.db, { error: () => undefined } as never, daysFrom(1));
    expect((await call("GET", `bills/${bill.id}/detail`)).body.result.status).toBe("expired");
    expect((await call("GET", `debts/${debt.id}`)).body.result.status).toBe("open");
    const actor = { tenantId: tenant.id, userId: null, userName: "webhook", ip: null };
    const late = await server.db.tenant(tenant.id, (tx) =>
      settleBill(tx, actor, bill.id, {
        paidAt: new Date(),
        means: "boleto",
        amountCents: bill.total_cents,
        source: "webhook:test",
      }),
    );
    expect(late).toMatchObject({ outcome: "settled", debtsPaid: 1 });
    expect((await call("GET", `debts/${debt.id}`)).body.result.status).toBe("paid");
    expect((await historyOf(tenant, debt.id)).map((row) => row.to_status)).toEqual([
      "billed",
      "open",
      "paid",
    ]);
  });

  it("shows debts and bills to the finance staff only, options included", async () => {
    const { tenant, call, person } = await setup();
    const debt = await newDebt(call, { user_id: person, description: "Anuidade de Paula" });
    await call("POST", "bills/create", { user_id: person, debt_ids: [debt.id] });
    const outsider = await server.loginAs(tenant, { name: "Outra Pessoa", permissions: ["competitions"] });
    for (const path of ["debts/options?q=paula", "bills/options?q=paula"]) {
      const seen = await server.api(tenant, "GET", path, { token: outsider });
      expect(seen.status, path).toBe(200);
      expect(seen.body.result, path).toEqual([]);
    }
    const staff = await call("GET", "debts/options?q=paula");
    expect(staff.body.result.map((option: { id: string }) => option.id)).toEqual([debt.id]);
  });

  it("refuses bad input with a 400 naming the field", async () => {
    const { call, person } = await setup();
    const noDebts = await call("POST", "bills/create", { user_id: person, debt_ids: [] });
    expect(noDebts.status).toBe(400);
    expect(noDebts.body.errors.debt_ids).toBeTruthy();
    const past = await newDebt(call, { user_id: person });
    const early = await call("POST", "bills/create", {
      user_id: person,
      debt_ids: [past.id],
      due_date: "2020-01-01",
    });
    expect(early.status).toBe(400);
    expect(early.body.errors.due_date).toBeTruthy();
    const unknown = await call("POST", "bills/create", {
      user_id: person,
      debt_ids: ["00000000-0000-4000-8000-000000000000"],
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors.debt_ids).toContain("não foi encontrado");
  });
});
