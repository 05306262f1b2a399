import type { Browser, Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { PNG, uniqueWord } from "./resourceSamples.ts";
import {
  DEMO_API,
  loginWithCpf,
  loginWithEmail,
  MASTER,
  masterToken,
  newPerson,
  registerByApi,
  uniqueCnpj,
  uniqueCpf,
} from "./support.ts";

// Issue 4 end to end: the register of people and clubs and the checks on them, in the built app
// against the real API.

const formatCpf = (cpf: string) => cpf.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, "$1.$2.$3-$4");

/** The demo master, logged in on a page of their own (a second browser context: another person). */
const staffPage = async (browser: Browser) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto("/login");
  await loginWithEmail(page, MASTER);
  await expect(page.getByRole("heading", { name: /Olá, Administrador/ })).toBeVisible();
  return page;
};

const uploadInto = async (page: Page, field: Locator) => {
  const uploaded = page.waitForResponse(
    (response) => /\/uploads$/.test(response.url()) && response.request().method() === "POST",
  );
  await field
    .locator("input[type=file]")
    .setInputFiles({ name: "rg.png", mimeType: "image/png", buffer: PNG });
  expect((await uploaded).status()).toBe(201);
};

test("a person registers, completes the profile and sends a document; staff approve it; the person sees it approved", async ({
  page,
  browser,
  request,
}) => {
  const word = uniqueWord();
  const typeName = `RG ${word}`;
  const token = await masterToken(request);
  const created = await request.post(`${DEMO_API}/documenttypes`, {
    headers: { authorization: `Bearer ${token}` },
    data: { name: typeName, applies_to: "person", validity_months: 60 },
  });
  expect(created.status(), await created.text()).toBe(201);

  // Registers through the screen.
  const person = newPerson(`Bruna ${word}`);
  await page.goto("/register");
  await page.getByLabel("Nome completo").fill(person.name);
  await page.getByLabel("CPF").fill(formatCpf(person.cpf));
  await page.getByLabel("E-mail").fill(person.email);
  await page.getByLabel("Celular").fill("11987654321");
  await page.getByLabel("Data de nascimento").fill("2001-03-04");
  await page.getByRole("textbox", { name: "Nova senha", exact: true }).fill(person.password);
  await page.getByLabel("Confirme a nova senha").fill(person.password);
  await page.getByLabel(/Li e aceito os termos/).check();
  await page.getByRole("button", { name: "Criar conta" }).click();
  await expect(page.getByRole("heading", { name: /Olá, Bruna/ })).toBeVisible();

  // Completes the profile.
  await page.goto("/my/data");
  await page.getByLabel("Nome da mãe").fill("Maria das Dores");
  await page.getByLabel("Nacionalidade").fill("Brasileira");
  await page.getByRole("button", { name: "Salvar dados" }).click();
  await expect(page.getByText("Dados salvos.")).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("Nome da mãe")).toHaveValue("Maria das Dores");

  // Sends a document.
  await page.goto("/my/documents/create");
  await page.getByRole("combobox", { name: "Tipo" }).click();
  await page.getByRole("option", { name: typeName, exact: true }).click();
  await page.getByLabel("Número").fill("12.345.678-9");
  await uploadInto(
    page,
    page.locator("form").filter({ has: page.getByRole("button", { name: "Enviar para análise" }) }),
  );
  await page.getByRole("button", { name: "Enviar para análise" }).click();
  await expect(page.getByText("Documento enviado. Ele será analisado pela equipe.")).toBeVisible();
  await page.goto("/my/documents");
  const mine = page.getByRole("listitem", { name: typeName });
  await expect(mine.getByText("Aguardando análise")).toBeVisible();

  // Staff approve it in the queue.
  const staff = await staffPage(browser);
  await staff.goto("/records/users/userdocuments_approve");
  const approve = staff.getByRole("button", { name: new RegExp(`Aprovar ${typeName} — ${person.name}`) });
  await approve.click();
  await expect(staff.getByText("Documento aprovado.")).toBeVisible();
  await expect(approve).toHaveCount(0);
  await staff.context().close();

  // The person sees the approval.
  await page.reload();
  await expect(page.getByRole("listitem", { name: typeName }).getByText("Aprovado")).toBeVisible();
});

test("a person claims an association, staff approve the claim, and the person manages it", async ({
  page,
  browser,
  request,
}) => {
  const word = uniqueWord();
  const associationName = `Clube ${word}`;
  const token = await masterToken(request);
  const association = await request.post(`${DEMO_API}/associations`, {
    headers: { authorization: `Bearer ${token}` },
    data: { name: associationName, email: `clube-${word}@example.com`, cnpj: uniqueCnpj() },
  });
  expect(association.status(), await association.text()).toBe(201);

  const person = newPerson(`Carla ${word}`);
  await registerByApi(request, person);
  await page.goto("/login");
  await loginWithCpf(page, person);
  await expect(page.getByRole("heading", { name: /Olá, Carla/ })).toBeVisible();

  await page.goto("/my/associations");
  await page.getByRole("button", { name: "Pedir gestão de uma entidade" }).click();
  const claim = page.getByRole("form", { name: "Pedir gestão de uma entidade" });
  await claim.getByLabel("Buscar entidade").fill(word);
  await claim.getByRole("radio", { name: new RegExp(associationName) }).check();
  await claim.getByRole("button", { name: "Enviar pedido" }).click();
  await expect(page.getByText("Pedido enviado. A federação vai analisar e avisar por e-mail.")).toBeVisible();

  const staff = await staffPage(browser);
  await staff.goto("/records/associations/claims_approve");
  const approve = staff.getByRole("button", { name: new RegExp(`Aprovar .*${associationName}`) });
  await approve.click();
  await expect(approve).toHaveCount(0);
  await staff.context().close();

  await page.reload();
  await expect(page.getByRole("article", { name: associationName })).toBeVisible();
});

test("a people import with a bad row shows the row's error and writes nothing", async ({ page, request }) => {
  const word = uniqueWord();
  const good = { name: `Davi ${word}`, cpf: uniqueCpf() };
  const token = await masterToken(request);
  // By the valid row's cpf: the people search also matches a term's digits against cpfs and
  // matrículas, so a word with digits could find someone else.
  const found = async () => {
    const response = await request.get(`${DEMO_API}/users?q=${good.cpf}&per_page=50`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status()).toBe(200);
    return (await response.json()).result.total as number;
  };

  await page.goto("/login");
  await loginWithEmail(page, MASTER);
  await expect(page.getByRole("heading", { name: /Olá, Administrador/ })).toBeVisible();
  await page.goto("/records/users/import");
  const wizard = page.getByRole("dialog", { name: "Nova importação" });
  await expect(wizard.getByRole("combobox", { name: "Cadastro a preencher" })).toHaveValue("Pessoas");
  await wizard.getByRole("button", { name: "Continuar" }).click();

  const sheet = [
    "Nome;CPF;E-mail;Telefone;Data de nascimento",
    `${good.name};${formatCpf(good.cpf)};davi-${word}@example.com;(11) 98888-7777;10/02/2004`,
    `Erica ${word};123.456.789-00;erica-${word}@example.com;(11) 97777-6666;11/03/2005`,
  ].join("\r\n");
  await wizard.locator('input[type="file"]').setInputFiles({
    name: "pessoas.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(`${sheet}\r\n`, "utf8"),
  });
  await wizard.getByRole("button", { name: "Enviar planilha" }).click();
  await expect(wizard.getByRole("combobox", { name: "Campo da coluna CPF" })).toHaveValue("CPF");
  await wizard.getByRole("button", { name: "Conferir linhas" }).click();
  await expect(wizard.getByText("2 linhas: 1 válida, 1 com erro.")).toBeVisible();
  const errors = wizard.getByRole("table", { name: "O que corrigir" });
  const bad = errors.getByRole("row").filter({ hasText: /CPF/ });
  await expect(bad).toContainText("3");
  await expect(bad).toContainText("123.456.789-00");
  await expect(wizard.getByRole("button", { name: /^Gravar/ })).toHaveCount(0);
  expect(await found()).toBe(0);
});

test("the card's QR code opens a public page that says whether it is valid", async ({
  page,
  browser,
  request,
}) => {
  const word = uniqueWord();
  const person = newPerson(`Elisa ${word}`);
  await registerByApi(request, person);
  await page.goto("/login");
  await loginWithCpf(page, person);
  await expect(page.getByRole("heading", { name: /Olá, Elisa/ })).toBeVisible();

  await page.goto("/my/id");
  const link = page.getByRole("link", { name: "Abrir a página de verificação" });
  await expect(link).toBeVisible();
  await expect(page.getByRole("img", { name: "QR code de verificação da carteirinha" })).toBeVisible();
  const url = await link.getAttribute("href");
  expect(url).toMatch(/\/public\/cards\/[\w-]+$/);

  // A visitor (no session) opens the address the QR code carries.
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(url!);
  await expect(visitor.getByText(/^CARTEIRINHA (VÁLIDA|INVÁLIDA)$/)).toBeVisible();
  await expect(visitor.getByText(person.name)).toBeVisible();
  // Only what the card shows: never the cpf or the e-mail.
  await expect(visitor.getByText(person.email)).toHaveCount(0);
  await expect(visitor.getByText(formatCpf(person.cpf))).toHaveCount(0);

  // A new code makes the printed card fail verification.
  await page.getByRole("button", { name: "Gerar novo código" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Gerar novo código" }).click();
  await expect(
    page.getByText("Novo código gerado. As carteirinhas anteriores deixaram de valer."),
  ).toBeVisible();
  await visitor.reload();
  await expect(visitor.getByText("CARTEIRINHA INVÁLIDA")).toBeVisible();
  await expect(visitor.getByText("O código foi substituído por um mais novo ou não existe.")).toBeVisible();
  await visitor.context().close();
});
