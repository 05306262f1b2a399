import { readFile } from "node:fs/promises";
import { expect, test } from "./fixtures.ts";
import { loginWithCpf, loginWithEmail, MASTER, newPerson, registerByApi } from "./support.ts";

// The generic resource screens, derived from the countries definition, against the real API.

test("the master creates, finds without accents, opens, edits, exports and deletes a country", async ({
  page,
}) => {
  const suffix = Date.now().toString(36);
  const name = `Ilha do Açaí ${suffix}`;
  await page.goto("/login");
  await loginWithEmail(page, MASTER);
  await expect(page.getByRole("heading", { name: /Olá, Administrador/ })).toBeVisible();

  // The menu offers the list in its definition's group.
  const menu = page.getByRole("navigation", { name: "Navegação principal" });
  await menu.getByRole("group", { name: "Localidades" }).getByRole("link", { name: "Países" }).click();
  await expect(page).toHaveURL(/\/regions\/countries$/);
  await expect(page.getByRole("heading", { name: "Países", exact: true })).toBeVisible();

  // Create through the form (the countries have a create route).
  await page.getByRole("button", { name: "Novo" }).click();
  await expect(page).toHaveURL(/\/regions\/countries\/create$/);
  await page.getByRole("textbox", { name: "Nome", exact: true }).fill(name);
  await page.getByRole("textbox", { name: "Nacionalidade (gentílico)", exact: true }).fill("açaiense");
  await page.getByRole("button", { name: "Salvar" }).click();
  await expect(page).toHaveURL(/\/regions\/countries$/);

  // Found by a search typed without accents and in another case; the search is in the address.
  await page.getByRole("searchbox", { name: "Buscar" }).fill(`ACAI ${suffix}`);
  await expect(page).toHaveURL(new RegExp(`q=ACAI\\+${suffix}`));
  const row = page.getByRole("row").filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(page.getByTestId("list-total")).toHaveText("1 registro");

  // Open it: the title leads to its page, which leads to its form.
  await row.getByRole("link", { name, exact: true }).click();
  await expect(page).toHaveURL(/\/regions\/countries\/show\/[0-9a-f-]{36}$/);
  await expect(page.getByText("açaiense")).toBeVisible();
  await page.getByRole("link", { name: "Editar", exact: true }).click();
  await expect(page).toHaveURL(/\/regions\/countries\/edit\/[0-9a-f-]{36}$/);
  const official = page.getByRole("textbox", { name: "Nome oficial", exact: true });
  await official.fill(`República do Açaí ${suffix}`);
  await page.getByRole("button", { name: "Salvar" }).click();
  await expect(page).toHaveURL(/\/regions\/countries(\?.*)?$/);

  // The export holds the row, with the search of the list.
  await page.goto(`/regions/countries?q=${encodeURIComponent(`acai ${suffix}`)}`);
  await expect(page.getByRole("row").filter({ hasText: name })).toHaveCount(1);
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Exportar CSV" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^Países \d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await download.path())!, "utf8");
  expect(csv).toContain(name);
  expect(csv).toContain(`República do Açaí ${suffix}`);
  // Only what the list shows: the search applies to the export too.
  expect(csv.trim().split(/\r?\n/)).toHaveLength(2);

  // Delete it after the confirmation that names it.
  await page.getByRole("button", { name: `Excluir ${name}` }).click();
  const dialog = page.getByRole("dialog", { name: "Excluir País" });
  await expect(dialog.getByText(`Excluir “${name}”?`)).toBeVisible();
  await dialog.getByRole("button", { name: "Excluir" }).click();
  await expect(page.getByText("Nenhum registro encontrado")).toBeVisible();
});

test("a person without the regions permission is denied the list and not offered it", async ({
  page,
  request,
}) => {
  const person = newPerson("Lúcia Sem Regiões");
  await registerByApi(request, person);
  await page.goto("/login");
  await loginWithCpf(page, person);
  await expect(page.getByRole("heading", { name: /Olá, Lúcia/ })).toBeVisible();
  await expect(page.getByRole("link", { name: "Países" })).toHaveCount(0);
  await page.goto("/regions/countries");
  await expect(page).toHaveURL(/\/error\/denied$/);
  await expect(page.getByText("Você não tem acesso a esta página")).toBeVisible();
  await expect(page.getByRole("link", { name: "Países" })).toHaveCount(0);
});
