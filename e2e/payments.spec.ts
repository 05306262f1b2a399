import type { Browser } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { uniqueWord } from "./resourceSamples.ts";
import {
  ASAAS_WEBHOOK,
  apiAs,
  dayFrom,
  loginWithEmail,
  MASTER,
  masterToken,
  newPerson,
  registerByApi,
  savePaymentSettings,
  withFakeAsaas,
} from "./support.ts";

// Issue 15's payment flows end to end: a bank statement uploaded on /finances/statements settles a
// static-PIX bill in one click, and a gateway's webhook (Asaas' local fake) marks a person's bill
// paid so the person sees it paid with the receipt; a bill made while the tenant had no PIX key gets
// its PIX from its payer once a key is saved. Each test restores the tenant's payment settings.

const brDate = (day: string) => day.split("-").reverse().join("/");

type Calls = ReturnType<typeof apiAs>;

/** A registered person with one open debt billed: the bill as the staff's API reads it. */
const billedPerson = async (
  request: Parameters<typeof registerByApi>[0],
  calls: Calls,
  word: string,
  cents: number,
) => {
  const person = newPerson(`Rita ${word}`);
  const token = (await registerByApi(request, person)).token;
  const personId = (await apiAs(request, token).get("auth/me")).id as string;
  const debt = await calls.post("debts", {
    user_id: personId,
    description: `Anuidade ${word}`,
    amount_cents: cents,
    due_date: dayFrom(10),
    origin: "manual",
  });
  const created = await calls.post("bills/create", { user_id: personId, debt_ids: [debt.id] }, 200);
  return { person, bill: await calls.get(`bills/${created.id}`) };
};

/** The federation's own PIX key, no gateway: each new bill gets a static BR Code. */
const FEDERATION_PIX = {
  gateway: "pix",
  pix_key_type: "email",
  pix_key: "tesouraria@federacao.example",
  merchant_name: "Federacao Demo",
  merchant_city: "Brasilia",
};

/** Runs `use`, then puts the tenant's PIX settings back as they were (the demo's own: docs/demo-data.md). */
const keepingPixSettings = async (calls: Calls, use: () => Promise<void>) => {
  const { gateway, pix_key_type, pix_key, merchant_name, merchant_city } =
    await calls.get("payments/settings");
  try {
    await use();
  } finally {
    await savePaymentSettings(calls, { gateway, pix_key_type, pix_key, merchant_name, merchant_city });
  }
};

/** A person's own bill page, in a browser of their own (logged in as them). */
const openOwnBill = async (browser: Browser, person: { email: string; password: string }, billId: string) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto("/login");
  await loginWithEmail(page, { login: person.email, password: person.password });
  await expect(page.getByRole("heading", { name: /Olá/ })).toBeVisible();
  await page.goto(`/my/personalfinances/bills/show/${billId}`);
  return { context, page };
};

test("a bank statement settles a static-PIX bill in one click", async ({ page, request }) => {
  test.setTimeout(120_000);
  const word = uniqueWord();
  const calls = apiAs(request, await masterToken(request));
  await keepingPixSettings(calls, async () => {
    await savePaymentSettings(calls, FEDERATION_PIX);
    const cents = 10_000 + Math.floor(Math.random() * 80_000);
    const { bill } = await billedPerson(request, calls, word, cents);
    expect(bill.pix_txid).toMatch(/^QDR/);
    expect(bill.pix_code).toContain("br.gov.bcb.pix");

    await page.goto("/login");
    await loginWithEmail(page, MASTER);
    await expect(page.getByRole("heading", { name: /Olá/ })).toBeVisible();
    await page.goto("/finances/statements");
    const paidOn = dayFrom(1);
    const amount = (cents / 100).toFixed(2).replace(".", ",");
    await page.locator('input[type="file"]').setInputFiles({
      name: "extrato.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(
        `Data;Histórico;Valor\n${brDate(paidOn)};PIX RECEBIDO RITA ${bill.pix_txid};${amount}\n${brDate(paidOn)};TARIFA;-3,50\n`,
      ),
    });
    await page.getByRole("button", { name: "Enviar extrato" }).click();
    const row = page.getByRole("row", { name: new RegExp(bill.pix_txid) });
    await expect(row).toContainText("Identificador PIX");
    await row.getByRole("checkbox").check();
    await page.getByRole("button", { name: "Confirmar selecionadas (1)" }).click();
    await expect(page.getByText("1 cobrança baixada.")).toBeVisible();
    await page.getByRole("tab", { name: "Baixados" }).click();
    await expect(page.getByRole("row", { name: new RegExp(bill.pix_txid) })).toBeVisible();
    expect(await calls.get(`bills/${bill.id}`)).toMatchObject({
      status: "paid",
      paid_source: "statement",
      paid_cents: cents,
    });
  });
});

test("a gateway's webhook marks a person's bill paid and the person sees the receipt", async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const word = uniqueWord();
  const calls = apiAs(request, await masterToken(request));
  await withFakeAsaas(calls, async (asaas) => {
    const { person, bill } = await billedPerson(request, calls, word, 12_345);
    expect(bill).toMatchObject({ gateway: "asaas", status: "open" });

    const { context, page } = await openOwnBill(browser, person, bill.id);
    await expect(page.getByRole("textbox", { name: "PIX copia e cola" })).toHaveValue(bill.pix_code);

    // A forged call is refused; Asaas' own delivery (its token) settles the bill, once.
    const delivery = asaas.pay(bill.gateway_charge_id);
    expect((await request.post(ASAAS_WEBHOOK, { data: delivery.body })).status()).toBe(401);
    const first = await request.post(ASAAS_WEBHOOK, { data: delivery.body, headers: delivery.headers });
    expect((await first.json()).result.outcome).toBe("settled");
    const again = await request.post(ASAAS_WEBHOOK, { data: delivery.body, headers: delivery.headers });
    expect((await again.json()).result.outcome).toBe("duplicate");

    await page.reload();
    await expect(page.getByText("Cobrança paga")).toBeVisible();
    await expect(page.getByRole("button", { name: "Baixar recibo (PDF)" })).toBeVisible();
    await context.close();
  });
});

test("a bill made before the federation had a PIX key gets its PIX from its payer", async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const word = uniqueWord();
  const calls = apiAs(request, await masterToken(request));
  await keepingPixSettings(calls, async () => {
    // No key and no gateway: the bill is made to be paid at the desk.
    await savePaymentSettings(calls, { gateway: null, pix_key_type: null, pix_key: null });
    const { person, bill } = await billedPerson(request, calls, word, 4_321);
    expect(bill).toMatchObject({ pix_code: null, means: null });
    const saved = await savePaymentSettings(calls, FEDERATION_PIX);
    expect(saved).toMatchObject({ gateway: "pix", pix_key: "tesouraria@federacao.example" });

    const { context, page } = await openOwnBill(browser, person, bill.id);
    await expect(page.getByText(/gerada antes de a federação aceitar PIX/)).toBeVisible();
    await page.getByRole("button", { name: "Gerar PIX" }).click();
    const code = page.getByRole("textbox", { name: "PIX copia e cola" });
    await expect(code).toHaveValue(/^000201.*br\.gov\.bcb\.pix/);
    const stored = await calls.get(`bills/${bill.id}`);
    expect(stored).toMatchObject({ means: "pix", status: "open" });
    await expect(code).toHaveValue(stored.pix_code);
    await context.close();
  });
});
