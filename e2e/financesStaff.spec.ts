import { expect, test } from "./fixtures.ts";
import { uniqueWord } from "./resourceSamples.ts";
import {
  apiAs,
  dayFrom,
  loginWithEmail,
  MASTER,
  masterToken,
  newAssociation,
  todayInSaoPaulo,
} from "./support.ts";

// The staff's side of issue 15: a bill made of one of an association's two debts, its frozen lines,
// a settlement by hand and the debts' history; a recurrence's preview and its run now.

test("staff bill one of an association's debts, settle it by hand and read the debt's history", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const word = uniqueWord();
  const calls = apiAs(request, await masterToken(request));
  const association = await newAssociation(calls, word);
  const affiliation = await calls.post("debts", {
    association_id: association.id,
    description: `Filiação ${word}`,
    amount_cents: 50_000,
    due_date: dayFrom(20),
  });
  await calls.post("debts", {
    association_id: association.id,
    description: `Arbitragem ${word}`,
    amount_cents: 12_000,
    due_date: dayFrom(20),
  });

  await page.goto("/login");
  await loginWithEmail(page, MASTER);
  await expect(page.getByRole("heading", { name: /Olá/ })).toBeVisible();
  await page.goto("/finances/bills/create");
  await page.getByText("Entidade", { exact: true }).click();
  await page.getByRole("combobox", { name: "Entidade pagadora" }).fill(`Clube ${word}`);
  await page.getByRole("option", { name: `Clube ${word}` }).click();
  const open = page.getByRole("table", { name: "Débitos em aberto" });
  await expect(open.getByRole("row")).toHaveCount(3);
  await open.getByRole("checkbox", { name: `Incluir Filiação ${word}` }).check();
  await expect(page.getByText("Total dos escolhidos: R$ 500,00")).toBeVisible();
  await page.getByRole("button", { name: "Gerar cobrança" }).click();

  await expect(page).toHaveURL(/\/finances\/bills\/show\//);
  await expect(page.getByRole("heading", { name: `Filiação ${word}` })).toBeVisible();
  const lines = page.getByRole("table", { name: "Débitos da cobrança" });
  await expect(lines.getByRole("row")).toHaveCount(2);
  await expect(lines).toContainText("R$ 500,00");
  await page.getByRole("button", { name: "Dar baixa" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("button", { name: "Dar baixa" }).click();
  await expect(page.getByText(/Paga em .* R\$\s500,00 por Dinheiro \(manual\)/)).toBeVisible();
  await expect(page.getByRole("button", { name: "Dar baixa" })).toHaveCount(0);

  await page.goto(`/finances/debts/show/${affiliation.id}`);
  const history = page.getByRole("table", { name: "Histórico da situação" });
  await expect(history).toContainText("Em aberto → Em cobrança");
  await expect(history).toContainText("Em cobrança → Paga");
});

test("staff preview a recurrence's next run and run it now, once", async ({ page, request }) => {
  test.setTimeout(120_000);
  const word = uniqueWord();
  const calls = apiAs(request, await masterToken(request));
  await newAssociation(calls, word);
  const recurrence = await calls.post("recurrences", {
    name: `Filiação anual ${word}`,
    description: `Filiação ${word}`,
    amount_cents: 30_000,
    period: "monthly",
    day_of_month: 1,
    target: "associations",
    starts_on: `${todayInSaoPaulo().slice(0, 7)}-01`,
  });

  await page.goto("/login");
  await loginWithEmail(page, MASTER);
  await expect(page.getByRole("heading", { name: /Olá/ })).toBeVisible();
  await page.goto(`/finances/recurrences/show/${recurrence.id}`);
  const preview = page.getByRole("region", { name: "Próxima execução" });
  await expect(preview).toContainText(todayInSaoPaulo().slice(0, 7));
  await expect(preview).toContainText(`Clube ${word}`);
  await preview.getByRole("button", { name: "Executar agora" }).click();
  await expect(page.getByText(new RegExp(`Execução ${todayInSaoPaulo().slice(0, 7)} feita`))).toBeVisible();
  await expect(page.getByRole("table", { name: "Execuções" })).toContainText(todayInSaoPaulo().slice(0, 7));
  // The next run is next month's: nothing more to run now.
  await expect(preview.getByRole("button", { name: "Executar agora" })).toHaveCount(0);
  const debts = await calls.get(`debts?recurrence_id=${recurrence.id}&per_page=200`);
  expect(debts.data.length).toBeGreaterThan(0);
  expect(
    debts.data.every((debt: { description: string }) => debt.description.startsWith(`Filiação ${word}`)),
  ).toBe(true);
});
