import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { DEMO_API, loginWithEmail, MASTER, masterToken } from "./support.ts";

// Import from CSV as a job, through the wizard of /admin/imports, against the real API.

const sendSheet = async (page: Page, name: string, content: string) => {
  await page.locator('input[type="file"]').setInputFiles({
    name,
    mimeType: "text/csv",
    buffer: Buffer.from(content, "utf8"),
  });
  await page.getByRole("button", { name: "Enviar planilha" }).click();
  await expect(page.getByText(/linhas na planilha\. Diga em qual campo vai cada coluna/)).toBeVisible();
};

test("the master imports countries: a bad row stops everything, the fixed file commits with progress", async ({
  page,
  request,
}) => {
  const suffix = Date.now().toString(36);
  const names = [`Importânia ${suffix}`, `Planilhândia ${suffix}`];
  const token = await masterToken(request);
  const countriesNamed = async () => {
    const response = await request.get(`${DEMO_API}/countries?q=${suffix}&per_page=50`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status()).toBe(200);
    return ((await response.json()).result.data as { name: string }[]).map((row) => row.name).sort();
  };

  await page.goto("/login");
  await loginWithEmail(page, MASTER);
  await expect(page.getByRole("heading", { name: /Olá, Administrador/ })).toBeVisible();

  // A list screen's link brings the resource in the address: the wizard opens with it chosen.
  await page.goto("/admin/imports?resource=countries");
  const wizard = page.getByRole("dialog", { name: "Nova importação" });
  await expect(wizard.getByRole("combobox", { name: "Cadastro a preencher" })).toHaveValue("Países");
  await wizard.getByRole("button", { name: "Continuar" }).click();

  // A file with a bad row: the preview names the row and the field, and offers no commit.
  await sendSheet(page, "paises.csv", `Nome;Ativo\r\n${names[0]};Sim\r\n${names[1]};talvez\r\n`);
  await expect(wizard.getByRole("combobox", { name: "Campo da coluna Nome" })).toHaveValue("Nome");
  await expect(wizard.getByRole("combobox", { name: "Campo da coluna Ativo" })).toHaveValue("Ativo");
  await wizard.getByRole("button", { name: "Conferir linhas" }).click();
  await expect(wizard.getByText("2 linhas: 1 válida, 1 com erro.")).toBeVisible();
  const errors = wizard.getByRole("table", { name: "O que corrigir" });
  await expect(errors.getByRole("row").filter({ hasText: "Use Sim ou Não." })).toContainText("3");
  await expect(errors.getByRole("row").filter({ hasText: "Use Sim ou Não." })).toContainText("talvez");
  await expect(wizard.getByRole("button", { name: /^Gravar/ })).toHaveCount(0);
  expect(await countriesNamed()).toEqual([]);

  // The fixed file: checked, saved as a job, the progress followed to the end.
  await wizard.getByRole("button", { name: "Enviar outra planilha" }).click();
  await sendSheet(page, "paises-corrigido.csv", `Nome;Ativo\r\n${names[0]};Sim\r\n${names[1]};Não\r\n`);
  await wizard.getByRole("button", { name: "Conferir linhas" }).click();
  await expect(wizard.getByText("Todas as linhas estão corretas. Nada foi gravado ainda.")).toBeVisible();
  await wizard.getByRole("button", { name: "Gravar 2 registros" }).click();
  await expect(wizard.getByTestId("import-progress")).toHaveText("2 de 2 linhas");
  await expect(wizard.getByText("2 registros importados.")).toBeVisible();
  await expect(wizard.getByRole("progressbar", { name: "Andamento da gravação" })).toHaveAttribute(
    "aria-valuenow",
    "100",
  );
  expect(await countriesNamed()).toEqual(names.sort());

  // The summary leads to the countries list, which shows them.
  await wizard.getByRole("link", { name: "Ver Países" }).click();
  await expect(page).toHaveURL(/\/regions\/countries$/);
  await page.getByRole("searchbox", { name: "Buscar" }).fill(suffix);
  for (const name of names) await expect(page.getByRole("row").filter({ hasText: name })).toHaveCount(1);

  // Both imports are listed, and the job with them.
  await page.goto("/admin/imports");
  await expect(page.getByRole("row").filter({ hasText: "paises-corrigido.csv" })).toContainText("Gravada");
  await expect(page.getByRole("row").filter({ hasText: /^paises\.csv/ })).toContainText("Conferida");
  await page.goto("/admin/jobs");
  await expect(
    page.getByRole("row").filter({ hasText: "Importação de Países: paises-corrigido.csv" }),
  ).toContainText("Concluída");
});
