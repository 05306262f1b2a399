import { expect, test } from "./fixtures.ts";
import { DEMO_API, loginField, loginWithCpf, loginWithEmail, MASTER, newPerson } from "./support.ts";

const formatCpf = (cpf: string) => cpf.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, "$1.$2.$3-$4");

test("a visitor registers, is logged in, logs out, and logs back in with the cpf", async ({
  page,
  request,
}) => {
  const person = newPerson("Ana Registro");
  await page.goto("/register");
  await page.getByLabel("Nome completo").fill(person.name);
  await page.getByLabel("CPF").fill("123.456.789-00");
  await page.getByLabel("E-mail").fill(person.email);
  await page.getByLabel("Celular").fill("11987654321");
  await page.getByLabel("Data de nascimento").fill("2001-03-04");
  await page.getByRole("textbox", { name: "Nova senha", exact: true }).fill(person.password);
  await page.getByLabel("Confirme a nova senha").fill(person.password);
  await page.getByLabel(/Li e aceito os termos/).check();
  await page.getByRole("button", { name: "Criar conta" }).click();
  // An invalid cpf is refused on the field, and nothing is created.
  await expect(page.getByText(/CPF inválido/)).toBeVisible();
  await expect(page).toHaveURL(/\/register/);

  await page.getByLabel("CPF").fill(formatCpf(person.cpf));
  await page.getByRole("button", { name: "Criar conta" }).click();
  await expect(page.getByRole("heading", { name: /Olá, Ana/ })).toBeVisible();

  const token = await page.evaluate(() => localStorage.getItem("token"));
  expect(token).toBeTruthy();
  await page.getByRole("button", { name: /Menu de Ana Registro/ }).click();
  await page.getByRole("menuitem", { name: "Sair" }).click();
  await expect(page).toHaveURL(/\/login/);
  expect(await page.evaluate(() => localStorage.getItem("token"))).toBeFalsy();
  // The token is revoked on the server, not only forgotten by the browser.
  const me = await request.get(`${DEMO_API}/auth/me`, {
    headers: { authorization: `Bearer ${JSON.parse(token!)}` },
  });
  expect(me.status()).toBe(401);

  await loginWithCpf(page, person);
  await expect(page.getByRole("heading", { name: /Olá, Ana/ })).toBeVisible();
});

test("the login screen takes the cpf or the README's e-mail in one field, masking only digits", async ({
  page,
}) => {
  await page.goto("/login");
  const field = page.getByLabel("CPF ou e-mail");
  await expect(field).toBeVisible();
  await expect(page.getByRole("button", { name: /Entrar com/ })).toHaveCount(0);
  await field.pressSequentially("52998224725");
  await expect(field).toHaveValue("529.982.247-25");
  await field.fill("");
  await field.pressSequentially(MASTER.login);
  await expect(loginField(page)).toHaveValue(MASTER.login);
  await page.getByLabel(/^Senha/).fill(MASTER.password);
  await page.getByRole("button", { name: "Entrar", exact: true }).click();
  await expect(page).not.toHaveURL(/\/login/);
});

test("wrong credentials show the server's message and keep the person on the login screen", async ({
  page,
}) => {
  await page.goto("/login");
  await loginWithEmail(page, { login: MASTER.login, password: "senha errada" });
  await expect(page.getByText("Login ou senha incorretos.")).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});

test("the demo master sees the administration menus and can open the platform console", async ({ page }) => {
  await page.goto("/login");
  await loginWithEmail(page, MASTER);
  const nav = page.getByRole("navigation");
  await expect(nav.getByRole("link", { name: "Papéis e permissões" })).toBeVisible();
  await nav.getByRole("link", { name: "Clientes da plataforma" }).click();
  await expect(page).toHaveURL(/\/admin\/platform\/tenants/);
  await expect(
    page.getByRole("table").getByRole("cell", { name: "Federação Demonstração" }).first(),
  ).toBeVisible();
});
