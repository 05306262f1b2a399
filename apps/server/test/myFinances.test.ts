import type { PermissionKey } from "@quadra/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays } from "../src/modules/bills/recurrenceSchedule.ts";
import { brazilDay } from "../src/platform/time.ts";
import { startTestServer, type TestServer, type TestTenant } from "./harness.ts";
import { insertRow, rawGet } from "./myArea.ts";
import { pdfText } from "./pdfText.ts";

/**
 * The payers' finances (/my/personalfinances/bills, /my/associations/finances/:id) and the finance
 * reports: a person reaches only their own bills, a manager only their association's, a bill of
 * chosen debts follows the staff's rules, and the reports add up what was received and is open.
 */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const DAY = 86_400_000;
const dayFrom = (days: number) => addDays(brazilDay(), days);

type Person = { id: string; token: string };

/**
 * A tenant with: Ana (athlete) with two open debts, one overdue, and a paid bill; Bia with an open
 * bill of her own; Clube Alfa (manager Marcos) with three open debts; Clube Beta (manager Beto).
 */
const setup = async () => {
  const t = await server.createTenant();
  const person = async (name: string, permissions: PermissionKey[] = []) => {
    const row = await server.createUser(t, { name, permissions });
    return { id: row.id, token: await server.login(t, row) } as Person;
  };
  const ana = await person("Ana Atleta");
  const bia = await person("Bia Atleta");
  const marcos = await person("Marcos Gestor", ["my_associations"]);
  const beto = await person("Beto Gestor", ["my_associations"]);
  const alfa = await insertRow(server, t, "associations", {
    name: "Clube Alfa",
    status: "approved",
    cnpj: "11222333000181",
  });
  const beta = await insertRow(server, t, "associations", { name: "Clube Beta", status: "approved" });
  for (const [association, manager] of [
    [alfa, marcos],
    [beta, beto],
  ] as const)
    await insertRow(server, t, "associationmanagers", {
      association_id: association.id,
      user_id: manager.id,
      role: "president",
    });
  const debt = (values: Record<string, unknown>) =>
    insertRow(server, t, "debts", {
      origin: "manual",
      status: "open",
      fine_percent: 2,
      interest_percent_month: 1,
      discount_cents: 0,
      ...values,
    });
  const anaLate = await debt({
    user_id: ana.id,
    description: "Anuidade atrasada",
    amount_cents: 10_000,
    due_date: dayFrom(-30),
  });
  const anaNext = await debt({
    user_id: ana.id,
    description: "Mensalidade",
    amount_cents: 5_000,
    due_date: dayFrom(10),
  });
  const anaPaidDebt = await debt({
    user_id: ana.id,
    description: "Inscrição paga",
    amount_cents: 8_000,
    due_date: dayFrom(-40),
    status: "paid",
  });
  const paidAt = new Date(Date.now() - 2 * DAY).toISOString();
  const anaPaid = await insertRow(server, t, "bills", {
    user_id: ana.id,
    description: "Inscrição",
    status: "paid",
    due_date: dayFrom(-40),
    debts_cents: 8_000,
    fine_cents: 0,
    interest_cents: 0,
    discount_cents: 0,
    total_cents: 8_000,
    means: "pix",
    paid_at: paidAt,
    paid_cents: 8_000,
    paid_source: "webhook",
  });
  await insertRow(server, t, "billdebts", {
    bill_id: anaPaid.id,
    debt_id: anaPaidDebt.id,
    description: "Inscrição paga",
    due_date: dayFrom(-40),
    amount_cents: 8_000,
    fine_cents: 0,
    interest_cents: 0,
    discount_cents: 0,
    total_cents: 8_000,
  });
  const biaDebt = await debt({
    user_id: bia.id,
    description: "Mensalidade Bia",
    amount_cents: 3_000,
    due_date: dayFrom(5),
  });
  const biaBill = await insertRow(server, t, "bills", {
    user_id: bia.id,
    description: "Mensalidade Bia",
    status: "open",
    due_date: dayFrom(5),
    debts_cents: 3_000,
    fine_cents: 0,
    interest_cents: 0,
    discount_cents: 0,
    total_cents: 3_000,
    pix_code:
      "00020126330014br.gov.bcb.pix0111123456789015204000053039865406030.005802BR5901X6001Y62070503***6304ABCD",
  });
  await insertRow(server, t, "billdebts", {
    bill_id: biaBill.id,
    debt_id: biaDebt.id,
    description: "Mensalidade Bia",
    due_date: dayFrom(5),
    amount_cents: 3_000,
    fine_cents: 0,
    interest_cents: 0,
    discount_cents: 0,
    total_cents: 3_000,
  });
  const alfaDebts = [];
  for (const [description, amount] of [
    ["Filiação anual", 50_000],
    ["Taxa de arbitragem", 12_000],
    ["Inscrição Copa", 20_000],
  ] as const)
    alfaDebts.push(
      await debt({ association_id: alfa.id, description, amount_cents: amount, due_date: dayFrom(15) }),
    );
  const betaDebt = await debt({
    association_id: beta.id,
    description: "Filiação Beta",
    amount_cents: 40_000,
    due_date: dayFrom(15),
  });
  return {
    t,
    ana,
    bia,
    marcos,
    beto,
    alfa,
    beta,
    anaLate,
    anaNext,
    anaPaid,
    biaBill,
    alfaDebts,
    betaDebt,
    paidAt,
  };
};

type World = Awaited<ReturnType<typeof setup>>;

const settingsVersion = async (t: TestTenant) =>
  (await server.api(t, "GET", "configs/common")).body.result.version;
const allowChoosing = async (t: TestTenant) => {
  const admin = await server.loginAs(t, { permissions: ["settings"] });
  const response = await server.api(t, "PATCH", "configs/common", {
    token: admin,
    body: { bills_select_debts: true, version: await settingsVersion(t) },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
};

describe("a person's bills", () => {
  let w: World;
  beforeAll(async () => {
    w = await setup();
  });

  it("lists only the person's own bills and open debts, overdue marked, fine and interest as of today", async () => {
    const response = await server.api(w.t, "GET", "my/personalfinances/bills", { token: w.ana.token });
    expect(response.status).toBe(200);
    const mine = response.body.result;
    expect(mine.bills.map((bill: any) => bill.id)).toEqual([w.anaPaid.id]);
    expect(mine.bills[0]).toMatchObject({
      status: "paid",
      total_cents: 8_000,
      paid_means: "pix",
      overdue: false,
    });
    expect(mine.select_debts).toBe(false);
    const late = mine.open_debts.find((debt: any) => debt.id === w.anaLate.id);
    // 2% fine (200) and 1% a month for 30 days (100) on R$ 100,00.
    expect(late).toMatchObject({ overdue: true, fine_cents: 200, interest_cents: 100, total_cents: 10_300 });
    expect(mine.open_debts.find((debt: any) => debt.id === w.anaNext.id)).toMatchObject({
      overdue: false,
      total_cents: 5_000,
    });
    const bia = (await server.api(w.t, "GET", "my/personalfinances/bills", { token: w.bia.token })).body
      .result;
    expect(bia.bills.map((bill: any) => bill.id)).toEqual([w.biaBill.id]);
  });

  it("shows one of the person's bills with its debts and PIX, and nobody else's", async () => {
    const own = await server.api(w.t, "GET", `my/personalfinances/bills/${w.biaBill.id}`, {
      token: w.bia.token,
    });
    expect(own.status).toBe(200);
    expect(own.body.result).toMatchObject({ status: "open", total_cents: 3_000, receipt: false });
    expect(own.body.result.means.pix_code).toMatch(/^000201/);
    expect(own.body.result.debts).toHaveLength(1);
    const other = await server.api(w.t, "GET", `my/personalfinances/bills/${w.biaBill.id}`, {
      token: w.ana.token,
    });
    expect(other.status).toBe(404);
    const receipt = await rawGet(
      server,
      w.t,
      `my/personalfinances/bills/${w.anaPaid.id}/receipt`,
      w.bia.token,
    );
    expect(receipt.statusCode).toBe(404);
  });

  it("hands the receipt of a paid bill as a PDF, and refuses it for one still open", async () => {
    const paid = await rawGet(server, w.t, `my/personalfinances/bills/${w.anaPaid.id}/receipt`, w.ana.token);
    expect(paid.statusCode).toBe(200);
    expect(paid.headers["content-type"]).toContain("application/pdf");
    expect(paid.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    const text = pdfText(paid.rawPayload);
    expect(text).toContain("Recebemos de Ana Atleta a quantia de R$ 80,00");
    expect(text).toMatch(/Meio de pagamento: \s*PIX/);
    expect(text).toContain("Inscrição paga");
    const open = await rawGet(server, w.t, `my/personalfinances/bills/${w.biaBill.id}/receipt`, w.bia.token);
    expect(open.statusCode).toBe(409);
  });

  it("lets the person bill chosen debts only when the federation allows it, and only their own", async () => {
    const refused = await server.api(w.t, "POST", "my/personalfinances/bills", {
      token: w.ana.token,
      body: { debt_ids: [w.anaLate.id] },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain("não permite escolher");
    await allowChoosing(w.t);
    const empty = await server.api(w.t, "POST", "my/personalfinances/bills", {
      token: w.ana.token,
      body: { debt_ids: [] },
    });
    expect(empty.status).toBe(400);
    expect(empty.body.errors.debt_ids).toContain("ao menos um débito");
    const foreign = await server.api(w.t, "POST", "my/personalfinances/bills", {
      token: w.ana.token,
      body: { debt_ids: [w.alfaDebts[0]!.id] },
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.errors.debt_ids).toBeDefined();
    const made = await server.api(w.t, "POST", "my/personalfinances/bills", {
      token: w.ana.token,
      body: { debt_ids: [w.anaLate.id] },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const bill = made.body.result;
    expect(bill).toMatchObject({ status: "open", debts_count: 1, debts_cents: 10_000 });
    expect(bill.total_cents).toBe(
      bill.debts_cents + bill.fine_cents + bill.interest_cents - bill.discount_cents,
    );
    expect(bill.debts[0].id).toBe(w.anaLate.id);
    const again = await server.api(w.t, "POST", "my/personalfinances/bills", {
      token: w.ana.token,
      body: { debt_ids: [w.anaLate.id] },
    });
    expect(again.status).toBeGreaterThanOrEqual(400);
    expect(again.status).toBeLessThan(500);
  });

  it("needs a login and the bills module", async () => {
    expect((await server.api(w.t, "GET", "my/personalfinances/bills")).status).toBe(401);
    const off = await server.createTenant({ modules: ["competitions"] });
    const token = await server.loginAs(off);
    expect((await server.api(off, "GET", "my/personalfinances/bills", { token })).status).toBe(403);
  });
});

describe("an association's finances", () => {
  let w: World;
  beforeAll(async () => {
    w = await setup();
  });

  it("shows a manager the association's summary, debts and one debt", async () => {
    const summary = await server.api(w.t, "GET", `my/associations/finances/${w.alfa.id}`, {
      token: w.marcos.token,
    });
    expect(summary.status).toBe(200);
    expect(summary.body.result).toMatchObject({
      association: { id: w.alfa.id, name: "Clube Alfa" },
      open_debts_count: 3,
      open_debts_cents: 82_000,
      open_bills_count: 0,
    });
    const debts = await server.api(w.t, "GET", `my/associations/finances/${w.alfa.id}/debts`, {
      token: w.marcos.token,
    });
    expect(debts.body.result.map((debt: any) => debt.description).sort()).toEqual([
      "Filiação anual",
      "Inscrição Copa",
      "Taxa de arbitragem",
    ]);
    const one = await server.api(
      w.t,
      "GET",
      `my/associations/finances/${w.alfa.id}/debts/${w.alfaDebts[0]!.id}`,
      {
        token: w.marcos.token,
      },
    );
    expect(one.body.result).toMatchObject({ amount_cents: 50_000, billable: true });
    // Beta's debt through Alfa's address: not Alfa's.
    const foreign = await server.api(
      w.t,
      "GET",
      `my/associations/finances/${w.alfa.id}/debts/${w.betaDebt.id}`,
      {
        token: w.marcos.token,
      },
    );
    expect(foreign.status).toBe(404);
  });

  it("refuses a manager of another association, and a person who manages none", async () => {
    for (const path of ["", "/debts", "/bills", `/debts/${w.alfaDebts[0]!.id}`]) {
      const other = await server.api(w.t, "GET", `my/associations/finances/${w.alfa.id}${path}`, {
        token: w.beto.token,
      });
      expect(other.status, path).toBe(404);
    }
    const write = await server.api(w.t, "POST", `my/associations/finances/${w.alfa.id}/bills`, {
      token: w.beto.token,
      body: { debt_ids: [w.alfaDebts[0]!.id] },
    });
    expect(write.status).toBe(404);
    const athlete = await server.api(w.t, "GET", `my/associations/finances/${w.alfa.id}`, {
      token: w.ana.token,
    });
    expect(athlete.status).toBe(403);
  });

  it("bills two of its three debts; the third stays open and a billed debt cannot be billed again", async () => {
    const [first, second, third] = w.alfaDebts;
    const made = await server.api(w.t, "POST", `my/associations/finances/${w.alfa.id}/bills`, {
      token: w.marcos.token,
      body: { debt_ids: [first!.id, second!.id] },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const bill = made.body.result;
    expect(bill).toMatchObject({ status: "open", debts_count: 2, debts_cents: 62_000, total_cents: 62_000 });
    expect(bill.payer_name).toBe("Clube Alfa");
    const bills = await server.api(w.t, "GET", `my/associations/finances/${w.alfa.id}/bills`, {
      token: w.marcos.token,
    });
    expect(bills.body.result.map((row: any) => row.id)).toEqual([bill.id]);
    const shown = await server.api(w.t, "GET", `my/associations/finances/${w.alfa.id}/bills/${bill.id}`, {
      token: w.marcos.token,
    });
    expect(shown.body.result.debts.map((debt: any) => debt.id).sort()).toEqual(
      [first!.id, second!.id].sort(),
    );
    const debts = (
      await server.api(w.t, "GET", `my/associations/finances/${w.alfa.id}/debts`, { token: w.marcos.token })
    ).body.result;
    expect(debts.find((debt: any) => debt.id === third!.id)).toMatchObject({
      status: "open",
      billable: true,
    });
    expect(debts.find((debt: any) => debt.id === first!.id)).toMatchObject({
      status: "billed",
      bill_id: bill.id,
    });
    const again = await server.api(w.t, "POST", `my/associations/finances/${w.alfa.id}/bills`, {
      token: w.marcos.token,
      body: { debt_ids: [first!.id, third!.id] },
    });
    expect(again.status).toBeGreaterThanOrEqual(400);
    expect(again.status).toBeLessThan(500);
    const other = await server.api(w.t, "GET", `my/associations/finances/${w.alfa.id}/bills/${bill.id}`, {
      token: w.beto.token,
    });
    expect(other.status).toBe(404);
    // No PIX key in this federation: the bill has no means, and asking for them says why.
    expect(shown.body.result).toMatchObject({ can_make_means: false, means: { pix_code: null } });
    const means = `my/associations/finances/${w.alfa.id}/bills/${bill.id}/means`;
    const noKey = await server.api(w.t, "POST", means, { token: w.marcos.token });
    expect(noKey.status).toBe(409);
    expect(noKey.body.message).toMatch(/Ainda não há chave PIX/);
    expect((await server.api(w.t, "POST", means, { token: w.beto.token })).status).toBe(404);
    // No receipt before it is paid; none at all through another association's manager.
    const receipt = `my/associations/finances/${w.alfa.id}/bills/${bill.id}/receipt`;
    expect((await rawGet(server, w.t, receipt, w.marcos.token)).statusCode).toBe(409);
    expect((await rawGet(server, w.t, receipt, w.beto.token)).statusCode).toBe(404);
  });
});

describe("the finance reports", () => {
  let w: World;
  beforeAll(async () => {
    w = await setup();
  });

  it("needs debts or bills", async () => {
    const nobody = await server.loginAs(w.t);
    expect((await server.api(w.t, "GET", "finances/reports/open", { token: nobody })).status).toBe(403);
    const billsOnly = await server.loginAs(w.t, { permissions: ["bills"] });
    expect((await server.api(w.t, "GET", "finances/reports/open", { token: billsOnly })).status).toBe(200);
    const debtsOnly = await server.loginAs(w.t, { permissions: ["debts"] });
    expect((await server.api(w.t, "GET", "finances/reports/open", { token: debtsOnly })).status).toBe(200);
  });

  it("adds up what was received by means and month, and what is open and overdue by payer", async () => {
    const token = await server.loginAs(w.t, { permissions: ["debts"] });
    const received = await server.api(
      w.t,
      "GET",
      `finances/reports/received?from=${dayFrom(-10)}&to=${dayFrom(0)}`,
      {
        token,
      },
    );
    expect(received.status).toBe(200);
    expect(received.body.result).toMatchObject({
      count: 1,
      total_cents: 8_000,
      by_means: [{ means: "pix", count: 1 }],
    });
    const open = (await server.api(w.t, "GET", `finances/reports/open?on=${dayFrom(0)}`, { token })).body
      .result;
    const ana = open.payers.find((payer: any) => payer.payer_id === w.ana.id);
    expect(ana).toMatchObject({
      open_count: 2,
      open_cents: 10_300 + 5_000,
      overdue_count: 1,
      overdue_cents: 10_300,
    });
    expect(open.payers[0].payer_id).toBe(w.ana.id);
    const alfa = open.payers.find((payer: any) => payer.payer_id === w.alfa.id);
    expect(alfa).toMatchObject({
      payer_kind: "association",
      open_cents: 82_000,
      overdue_cents: 0,
      document: "11222333000181",
    });
  });

  it("refuses a bad period naming the field", async () => {
    const token = await server.loginAs(w.t, { permissions: ["debts"] });
    const bad = await server.api(w.t, "GET", "finances/reports/received?from=2026-13-01&to=2026-01-01", {
      token,
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors)).toContain("from");
    const reversed = await server.api(w.t, "GET", "finances/reports/received?from=2026-02-01&to=2026-01-01", {
      token,
    });
    expect(reversed.status).toBe(400);
    expect(reversed.body.errors.to).toContain("antes da inicial");
  });

  it("exports the received in the generic layout and in Domínio's, which the erp setting picks", async () => {
    const token = await server.loginAs(w.t, { permissions: ["bills", "settings"] });
    const path = `finances/reports/export?kind=received&format=csv&from=${dayFrom(-10)}&to=${dayFrom(0)}`;
    const generic = await rawGet(server, w.t, path, token);
    expect(generic.statusCode).toBe(200);
    const lines = generic.body
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe(
      "Data do pagamento;Cobrança;Pagador;CPF/CNPJ;Meio de pagamento;Valor (R$);Descrição",
    );
    expect(lines[1]).toContain(";PIX;80,00;Inscrição");
    const version = await settingsVersion(w.t);
    const set = await server.api(w.t, "PATCH", "configs/common", {
      token,
      body: { erp: "dominio:5:301", version },
    });
    expect(set.status).toBe(200);
    const dominio = await rawGet(server, w.t, path, token);
    const rows = dominio.body
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(rows[0]).toBe("Data;Conta Débito;Conta Crédito;Valor;Código Histórico;Complemento Histórico");
    const paidOn = new Intl.DateTimeFormat("pt-BR", { timeZone: "America/Sao_Paulo" }).format(
      new Date(w.paidAt),
    );
    expect(rows[1]).toMatch(
      new RegExp(
        `^${paidOn};5;301;80,00;;Recebimento ${w.anaPaid.id.slice(0, 8).toUpperCase()} - PIX - Ana Atleta`,
      ),
    );
    const xlsx = await rawGet(server, w.t, "finances/reports/export?kind=open&format=xlsx", token);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe("PK");
    const missing = await server.api(w.t, "GET", "finances/reports/export?kind=received&format=csv", {
      token,
    });
    expect(missing.status).toBe(400);
    expect(missing.body.errors.from).toContain("período");
  });
});
