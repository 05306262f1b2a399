import { readFile } from "node:fs/promises";
import { expect, test } from "./fixtures.ts";
import { uniqueWord } from "./resourceSamples.ts";
import {
  ASAAS_WEBHOOK,
  apiAs,
  associationManagedByMaster,
  dayFrom,
  loginWithEmail,
  MASTER,
  masterToken,
  newAssociation,
  newPerson,
  registerByApi,
  todayInSaoPaulo,
  withFakeAsaas,
} from "./support.ts";

// Issue 15's flows end to end, the payers' side: an association's manager bills two of its three
// debts; staff write a recurrence that runs, the athlete bills its debt, the gateway's webhook (the
// local fake Asaas) marks it paid and the athlete gets the receipt. A forged or repeated webhook and
// the bank statement paying a bill are in payments.spec.ts.

test("an association's manager bills two of its three debts and sees how to pay them", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const word = uniqueWord();
  const calls = apiAs(request, await masterToken(request));
  const association = await associationManagedByMaster(calls, word);
  const debts = [
    [`Filiação ${word}`, 50_000],
    [`Arbitragem ${word}`, 12_000],
    [`Copa ${word}`, 20_000],
  ] as const;
  for (const [description, amount] of debts)
    await calls.post("debts", {
      association_id: association.id,
      description,
      amount_cents: amount,
      due_date: dayFrom(20),
    });

  await page.goto("/login");
  await loginWithEmail(page, MASTER);
  await expect(page.getByRole("heading", { name: /Olá/ })).toBeVisible();
  await page.goto(`/my/associations/finances/${association.id}`);
  await expect(page.getByRole("region", { name: "Débitos em aberto" })).toContainText("R$ 820,00");
  await page.getByRole("link", { name: "Gerar cobrança" }).click();
  const form = page.getByRole("form", { name: `Gerar cobrança para Clube ${word}` });
  await form.getByRole("checkbox", { name: `Incluir Filiação ${word}` }).check();
  await form.getByRole("checkbox", { name: `Incluir Copa ${word}` }).check();
  await expect(form.getByText("Total escolhido: R$ 700,00")).toBeVisible();
  await form.getByRole("button", { name: "Gerar cobrança" }).click();

  await expect(page).toHaveURL(new RegExp(`/my/associations/finances/${association.id}/bills/show/`));
  await expect(page.getByText("Aguardando pagamento")).toBeVisible();
  const billDebts = page.getByRole("table", { name: "Débitos desta cobrança" });
  await expect(billDebts.getByRole("row")).toHaveCount(3);
  await expect(billDebts).toContainText(`Filiação ${word}`);
  await expect(billDebts).toContainText(`Copa ${word}`);
  await expect(billDebts).not.toContainText(`Arbitragem ${word}`);

  await page.goto(`/my/associations/finances/${association.id}/debts`);
  const list = page.getByRole("table", { name: `Débitos de Clube ${word}` });
  await expect(list.getByRole("row", { name: new RegExp(`Arbitragem ${word}`) })).toContainText("Em aberto");
  await expect(list.getByRole("row", { name: new RegExp(`Filiação ${word}`) })).toContainText("Em cobrança");
});

test("staff create a recurrence that runs, the athlete bills their debt, Asaas' webhook marks it paid, the athlete gets the receipt", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const word = uniqueWord();
  const calls = apiAs(request, await masterToken(request));
  const association = await newAssociation(calls, word);
  const athlete = newPerson(`Lia ${word}`);
  const athleteToken = (await registerByApi(request, athlete)).token;
  const athleteId = (await apiAs(request, athleteToken).get("auth/me")).id as string;
  await calls.post(`associations/${association.id}/associationusers`, {
    user_id: athleteId,
    status: "active",
  });
  // The federation lets payers choose which open debts go in a bill.
  const { version } = await calls.get("configs/common");
  await calls.patch("configs/common", { bills_select_debts: true, version });

  // Staff write the recurrence on its form: monthly dues of the club's active athletes.
  await page.goto("/login");
  await loginWithEmail(page, MASTER);
  await expect(page.getByRole("heading", { name: /Olá/ })).toBeVisible();
  await page.goto("/finances/recurrences/create");
  await page.getByRole("textbox", { name: "Nome", exact: true }).fill(`Mensalidade ${word}`);
  await page.getByRole("textbox", { name: "Valor", exact: true }).fill("45,00");
  await page.getByRole("textbox", { name: "Descrição do débito", exact: true }).fill(`Mensalidade ${word}`);
  await page.getByRole("combobox", { name: "Quem é cobrado" }).click();
  await page.getByRole("option", { name: "Atletas ativos de uma entidade" }).click();
  // The options answer the search as it is typed: the choice is made again until it holds.
  const entity = page.getByRole("combobox", { name: "Entidade", exact: true });
  await expect(async () => {
    await entity.click();
    await entity.fill("");
    await entity.pressSequentially(word);
    await page.getByRole("option", { name: `Clube ${word}`, exact: true }).click();
    await expect(entity).toHaveValue(`Clube ${word}`, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await page.getByRole("textbox", { name: "Dia do mês" }).fill("1");
  const startsOn = page.getByRole("textbox", { name: "Início", exact: true });
  await startsOn.fill(`01/${todayInSaoPaulo().slice(5, 7)}/${todayInSaoPaulo().slice(0, 4)}`);
  await startsOn.press("Tab");
  await page.getByRole("button", { name: "Salvar" }).click();
  await expect(page).toHaveURL(/\/finances\/recurrences(\?.*)?$/);
  const recurrence = (await calls.get(`recurrences?q=${encodeURIComponent(`Mensalidade ${word}`)}`)).data[0];
  await page.goto(`/finances/recurrences/show/${recurrence.id}`);
  const preview = page.getByRole("region", { name: "Próxima execução" });
  await expect(preview).toContainText(athlete.name);
  await preview.getByRole("button", { name: "Executar agora" }).click();
  await expect(page.getByText(new RegExp(`Execução ${todayInSaoPaulo().slice(0, 7)} feita`))).toBeVisible();

  // The federation charges through Asaas (its local fake): the athlete makes a bill of the run's
  // debt and opens it, PIX first; Asaas' webhook marks it paid; the athlete gets the receipt.
  await withFakeAsaas(calls, async (asaas) => {
    const athleteContext = await browser.newContext();
    const athletePage = await athleteContext.newPage();
    await athletePage.goto("/login");
    await loginWithEmail(athletePage, { login: athlete.email, password: athlete.password });
    await expect(athletePage.getByRole("heading", { name: /Olá/ })).toBeVisible();
    await athletePage.goto("/my/personalfinances/bills");
    const form = athletePage.getByRole("form", { name: "Gerar uma cobrança" });
    await form.getByRole("checkbox", { name: new RegExp(`^Incluir Mensalidade ${word}`) }).check();
    // Due on the 11th: by now with its fine and interest (R$ 45,00 and more).
    await expect(form.getByText(/^Total escolhido: R\$\s4[5-9],\d{2}$/)).toBeVisible();
    await form.getByRole("button", { name: "Gerar cobrança" }).click();
    await expect(athletePage).toHaveURL(/\/my\/personalfinances\/bills\/show\//);
    await expect(athletePage.getByText("Aguardando pagamento")).toBeVisible();
    const bill = await calls.get(`bills/${athletePage.url().split("/").pop()}`);
    expect(bill).toMatchObject({ gateway: "asaas", status: "open" });
    await expect(athletePage.getByRole("textbox", { name: "PIX copia e cola" })).toHaveValue(bill.pix_code);

    const delivery = asaas.pay(bill.gateway_charge_id);
    const paid = await request.post(ASAAS_WEBHOOK, { data: delivery.body, headers: delivery.headers });
    expect((await paid.json()).result.outcome).toBe("settled");
    await athletePage.reload();
    await expect(athletePage.getByText("Cobrança paga")).toBeVisible();
    const downloading = athletePage.waitForEvent("download");
    await athletePage.getByRole("button", { name: "Baixar recibo (PDF)" }).click();
    const receipt = await downloading;
    expect(receipt.suggestedFilename()).toMatch(/^recibo-.*\.pdf$/);
    await athleteContext.close();
    expect(await calls.get(`bills/${bill.id}`)).toMatchObject({
      status: "paid",
      paid_source: "webhook:asaas",
    });
    // The staff's bill show hands the same receipt.
    await page.goto(`/finances/bills/show/${bill.id}`);
    const staffDownload = page.waitForEvent("download");
    await page.getByRole("button", { name: "Baixar recibo (PDF)" }).click();
    expect((await staffDownload).suggestedFilename()).toMatch(/^recibo-.*\.pdf$/);
  });
  const settings = await calls.get("configs/common");
  await calls.patch("configs/common", { bills_select_debts: false, version: settings.version });
});

test("staff read what was received and what is open, and export it in Domínio's layout", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const word = uniqueWord();
  const calls = apiAs(request, await masterToken(request));
  const association = await newAssociation(calls, word);
  const debt = await calls.post("debts", {
    association_id: association.id,
    description: `Filiação ${word}`,
    amount_cents: 32_100,
    due_date: dayFrom(5),
  });
  await calls.post("debts", {
    association_id: association.id,
    description: `Arbitragem ${word}`,
    amount_cents: 9_900,
    due_date: dayFrom(-3),
  });
  const bill = await calls.post("bills/create", { association_id: association.id, debt_ids: [debt.id] }, 200);
  await calls.post(`bills/${bill.id}/settle`, { means: "transfer", amount_cents: 32_100 }, 200);

  await page.goto("/login");
  await loginWithEmail(page, MASTER);
  await expect(page.getByRole("heading", { name: /Olá/ })).toBeVisible();
  await page.goto("/reports/finances_report");
  const received = page.getByRole("region", { name: "Recebimentos" });
  await expect(received.getByRole("table", { name: "Por meio de pagamento" })).toContainText("Transferência");
  const open = page.getByRole("region", { name: "Em aberto e vencidos" });
  const row = open.getByRole("row", { name: new RegExp(`Clube ${word}`) });
  // Three days late: R$ 99,00 with its 2% fine (1,98) and three days of 1% a month (0,10), all overdue.
  await expect(row).toContainText(/R\$\s101,08R\$\s101,08/);

  await page.getByText("Domínio Sistemas (lançamentos contábeis)").click();
  const downloading = page.waitForEvent("download");
  await received.getByRole("button", { name: "Exportar CSV" }).click();
  const csv = await readFile((await (await downloading).path())!, "utf8");
  const lines = csv
    .replace(/^\uFEFF/, "")
    .trim()
    .split("\r\n");
  expect(lines[0]).toBe("Data;Conta Débito;Conta Crédito;Valor;Código Histórico;Complemento Histórico");
  expect(lines.some((line) => line.includes(";321,00;;Recebimento") && line.includes(`Clube ${word}`))).toBe(
    true,
  );
});
