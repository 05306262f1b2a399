import { expect, test } from "./fixtures.ts";
import { uniqueWord } from "./resourceSamples.ts";
import { apiAs, loginWithEmail, MASTER, masterToken, uniqueCnpj } from "./support.ts";

// Issue 15's flows end to end: an association's manager bills two of its three debts and pays by
// PIX; (with the payment means of the gateways and statements) a person pays a recurrence's bill
// and reads the receipt, and a bank statement settles a static-PIX bill.

const dayFrom = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

test("an association's manager bills two of its three debts and sees how to pay them", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const word = uniqueWord();
  const calls = apiAs(request, await masterToken(request));
  const me = await calls.get("auth/me");
  const association = await calls.post("associations", {
    name: `Clube ${word}`,
    email: `clube-${word}@example.com`,
    cnpj: uniqueCnpj(),
  });
  // The master manages the association here (any manager would do: the area checks the row).
  await calls.post(`associations/${association.id}/associationmanagers`, {
    user_id: me.id,
    role: "president",
  });
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
