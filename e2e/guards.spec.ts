import { expect, test } from "./fixtures.ts";
import {
  DEMO_API,
  loginWithCpf,
  loginWithEmail,
  MASTER,
  masterToken,
  newPerson,
  registerByApi,
} from "./support.ts";

// Spec §5, rule by rule, in a real browser against the real API.

test("without a backend the app goes to the loading page and asks for the client code", async ({
  page,
  baseURL,
}) => {
  // 127.0.0.1 is a generic host of the product (connect mode): no tenant is tied to it.
  const generic = baseURL!.replace("localhost", "127.0.0.1");
  await page.goto(`${generic}/my/password`);
  await expect(page).toHaveURL(/\/loading/);
  await expect(page.getByRole("heading", { name: "Conectar à sua federação" })).toBeVisible();
  await page.getByLabel("Código do cliente").fill("nao-existe");
  await page.getByRole("button", { name: "Conectar" }).click();
  await expect(page.getByText("Não encontramos nenhum cliente com este código").first()).toBeVisible();
  await page.getByLabel("Código do cliente").fill("demo");
  await page.getByRole("button", { name: "Conectar" }).click();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole("heading", { name: "Entrar no portal" })).toBeVisible();
});

test("the portal's address itself opens the app and, logged out, its login", async ({ page }) => {
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole("heading", { name: "Entrar no portal" })).toBeVisible();
});

test("a route that needs login sends to login keeping the path, and back after login", async ({ page }) => {
  await page.goto("/my/password");
  await expect(page).toHaveURL(/\/login\?redirect=%2Fmy%2Fpassword/);
  await loginWithEmail(page, MASTER);
  await expect(page).toHaveURL(/\/my\/password$/);
  await expect(page.getByLabel("Senha atual")).toBeVisible();
});

test("a guest-only route sends a logged-in person home", async ({ page }) => {
  await page.goto("/login");
  await loginWithEmail(page, MASTER);
  await expect(page.getByRole("heading", { name: /Olá, Administrador/ })).toBeVisible();
  await page.goto("/login");
  await expect(page).toHaveURL(/\/$/);
  await page.goto("/register");
  await expect(page).toHaveURL(/\/$/);
});

test("missing permission, admin-only and master-only routes go to /error/denied", async ({
  page,
  request,
}) => {
  const athlete = newPerson("Paulo Sem Permissão");
  await registerByApi(request, athlete);
  await page.goto("/login");
  await loginWithCpf(page, athlete);
  await expect(page.getByRole("heading", { name: /Olá, Paulo/ })).toBeVisible();
  for (const path of ["/admin/roles", "/check", "/courses/list", "/admin/dev/v", "/finances/debts"]) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/error\/denied$/);
    await expect(page.getByText("Você não tem acesso a esta página")).toBeVisible();
  }
  // The menu offers none of what the person cannot open.
  await expect(page.getByRole("link", { name: "Papéis e permissões" })).toHaveCount(0);
});

test("a route of a module the tenant does not have goes to /error/disabled", async ({
  page,
  request,
  baseURL,
}) => {
  const token = await masterToken(request);
  const identifier = `clube${Date.now().toString(36)}`;
  const created = await request.post(`${DEMO_API}/platform/tenants`, {
    headers: { authorization: `Bearer ${token}` },
    data: { identifier, code: identifier, name: "Clube Sem Competições", available_modules: ["bills"] },
  });
  expect(created.status(), await created.text()).toBe(201);
  const person = newPerson("Rita do Clube");
  await registerByApi(request, person, identifier);

  const generic = baseURL!.replace("localhost", "127.0.0.1");
  await page.goto(`${generic}/loading`);
  await page.getByLabel("Código do cliente").fill(identifier);
  await page.getByRole("button", { name: "Conectar" }).click();
  await loginWithCpf(page, person);
  await expect(page.getByRole("heading", { name: /Olá, Rita/ })).toBeVisible();
  await page.goto(`${generic}/my/teams`);
  await expect(page).toHaveURL(/\/error\/disabled$/);
  await expect(page.getByText("Este módulo não está ativo")).toBeVisible();
  // A module the tenant has passes this rule (and, for a master-free athlete, the permission one).
  await page.goto(`${generic}/my/personalfinances/bills`);
  await expect(page).not.toHaveURL(/\/error\/disabled$/);
});

test("an unknown path shows the not-found page", async ({ page }) => {
  await page.goto("/caminho/que/nao/existe");
  await expect(page.getByRole("heading", { name: "Página não encontrada" })).toBeVisible();
});
