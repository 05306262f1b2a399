import { resetLinkOf } from "../apps/server/test/fakes/smtpMailbox.ts";
import { expect, test } from "./fixtures.ts";
import { uniqueWord } from "./resourceSamples.ts";
import {
  ASAAS_WEBHOOK,
  apiAs,
  loginWithEmail,
  MASTER,
  mailTo,
  masterToken,
  newPerson,
  registeredId,
  todayInSaoPaulo,
  withFakeAsaas,
} from "./support.ts";

// Issue 16's registers end to end, each test on its own register type and people (unique names).

/** A calendar day `days` from `day` (YYYY-MM-DD). */
const shift = (day: string, days: number) =>
  new Date(Date.parse(`${day}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const brDate = (day: string) => day.split("-").reverse().join("/");

/** Picks `option` in a select that searches its options as it is typed (the choice is made again until it holds). */
const choose = async (
  page: import("@playwright/test").Page,
  label: string,
  search: string,
  option: string,
) => {
  const field = page.getByRole("combobox", { name: label, exact: true });
  await expect(async () => {
    await field.click();
    await field.fill("");
    await field.pressSequentially(search);
    // The options come from the server as the text is typed: on a busy machine they take a while.
    await page.getByRole("option", { name: option, exact: true }).click({ timeout: 15_000 });
    await expect(field).toHaveValue(option, { timeout: 2_000 });
  }).toPass({ timeout: 45_000 });
};

/** Chooses `option` in a plain select unless it shows it already (money in labels: any space). */
const selectOnce = async (page: import("@playwright/test").Page, label: string, option: string) => {
  const field = page.getByRole("combobox", { name: label, exact: true });
  const shown = (text: string) => text.replace(/\s/g, " ") === option;
  if (shown(await field.inputValue())) return;
  await field.click();
  await page
    .getByRole("option", {
      name: new RegExp(`^${option.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/ /g, "\\s")}$`),
    })
    .click();
  await expect(async () => expect(shown(await field.inputValue())).toBe(true)).toPass({ timeout: 5_000 });
};

test("a graduation promotion before the minimum time in the grade is refused with its reason", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const word = uniqueWord();
  const calls = apiAs(request, await masterToken(request));
  const type = await calls.post("registertypes", {
    name: `Judô ${word}`,
    kind: "athletes",
    validity: "annual",
    requesters: "both",
    number_prefix: "JUD",
  });
  const role = await calls.post(`registertypes/${type.id}/registerroles`, { name: "Atleta" });
  const grades = new Map<string, string>();
  for (const [position, [name, months]] of (
    [
      ["Branca", 0],
      ["Amarela", 0],
      ["Laranja", 0],
      ["Verde", 12],
    ] as const
  ).entries()) {
    const grade = await calls.post(`registertypes/${type.id}/registergraduations`, {
      name: `${name} ${word}`,
      position: position + 1,
      min_months_in_previous: months,
    });
    grades.set(name, grade.id);
  }
  // Yellow for 100 days: three whole months, whatever the month lengths.
  const today = todayInSaoPaulo();
  const since = shift(today, -100);
  const userId = await registeredId(request, newPerson(`Kenji ${word}`));
  const entry = await calls.post(`registertypes/${type.id}/registers`, {
    user_id: userId,
    registerrole_id: role.id,
    registergraduation_id: grades.get("Amarela"),
    graduated_on: since,
    status: "active",
    starts_on: shift(today, -100),
    ends_on: `${today.slice(0, 4)}-12-31`,
  });

  await page.goto("/login");
  await loginWithEmail(page, MASTER);
  await expect(page.getByRole("heading", { name: /Olá/ })).toBeVisible();
  const form = `/registers/registertypes/${type.id}/registers/${entry.id}/registerpromotions/create`;
  await page.goto(form);
  await choose(page, "Nova graduação", `Verde ${word}`, `Verde ${word}`);
  const date = page.getByRole("textbox", { name: "Data", exact: true });
  await date.fill(brDate(today));
  await date.press("Tab");
  await page.getByRole("textbox", { name: "Examinador", exact: true }).fill(`Sensei Tanaka ${word}`);
  await page.getByRole("button", { name: "Salvar" }).click();
  // The rule names the minimum, the time the person has and since when.
  await expect(
    page
      .getByText(
        `Tempo mínimo na graduação anterior: 12 meses; a pessoa tem 3 meses (desde ${brDate(since)}).`,
        { exact: false },
      )
      .first(),
  ).toBeVisible();
  expect((await calls.get(`registers/${entry.id}/registerpromotions`)).data).toEqual([]);
  expect(await calls.get(`registers/${entry.id}`)).toMatchObject({
    registergraduation_id: grades.get("Amarela"),
  });

  // The next belt, which asks no minimum time, chosen on the same form, is recorded and moves the entry.
  await choose(page, "Nova graduação", `Laranja ${word}`, `Laranja ${word}`);
  await page.getByRole("button", { name: "Salvar" }).click();
  await expect(page.getByRole("button", { name: "Salvar" })).toHaveCount(0);
  await expect(async () =>
    expect((await calls.get(`registers/${entry.id}/registerpromotions`)).data).toMatchObject([
      { registergraduation_id: grades.get("Laranja"), from_graduation_id: grades.get("Amarela") },
    ]),
  ).toPass({ timeout: 10_000 });
  expect(await calls.get(`registers/${entry.id}`)).toMatchObject({
    registergraduation_id: grades.get("Laranja"),
    graduated_on: today,
  });
});

test("a new visitor asks to become a member on the open page, staff approve, she creates her password from the e-mail, pays and the card shows it", async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const word = uniqueWord();
  const calls = apiAs(request, await masterToken(request));
  const type = await calls.post("registertypes", {
    name: `Sócios ${word}`,
    kind: "members",
    validity: "open_ended",
    requesters: "person",
    number_prefix: "SOC",
    public: true,
  });
  const plan = await calls.post(`registertypes/${type.id}/registermembershipplans`, {
    name: `Mensal ${word}`,
    amount_cents: 9_000,
    billing: "monthly",
    months: 1,
    public: true,
  });
  const style = await calls.post(`registertypes/${type.id}/registermembershipstyles`, {
    name: `Natação ${word}`,
  });
  await calls.post(`registermembershipstyles/${style.id}/registermembershipstyleprices`, {
    name: "Adulto",
    amount_cents: 6_000,
    age_min: 18,
    age_max: 120,
  });
  // Someone the portal has never seen: the open page makes the person (no password) and mails a
  // link to create one.
  const person = newPerson(`Marina ${word}`);

  // The visitor, not logged in, on the open page.
  const visitor = await browser.newContext();
  const open = await visitor.newPage();
  await open.goto("/public/open/registers/requests/create");
  // With one public type or one plan, the page has chosen it already (clicking it again would clear it).
  await selectOnce(open, "Tipo de registro", type.name);
  await selectOnce(open, "Plano", `Mensal ${word}: R$ 90,00`);
  await selectOnce(open, "Modalidade", style.name);
  await open.getByLabel("Nome completo").fill(person.name);
  await open
    .getByRole("textbox", { name: "CPF", exact: true })
    .fill(person.cpf.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, "$1.$2.$3-$4"));
  await open.getByLabel("Data de nascimento").fill("2000-01-15");
  await open.getByLabel("Celular").fill("11987654321");
  await open.getByLabel("E-mail").fill(person.email);
  // The plan and the style's price for her age, as approval will charge them.
  await expect(open.getByText(/^Total do pedido: R\$\s150,00$/)).toBeVisible();
  await open.getByLabel(/Li e aceito os termos/).check();
  await open.getByRole("button", { name: "Enviar pedido" }).click();
  await expect(open.getByText("Pedido enviado")).toBeVisible();
  await visitor.close();
  // Made, not linked: she is in the register now, with the e-mail she typed.
  const made = await calls.get(`users?q=${person.cpf}`);
  expect(made.data).toMatchObject([{ name: person.name, email: person.email }]);

  const [pending] = (await calls.get(`registertypes/${type.id}/registermembershiprequests`)).data;
  expect(pending).toMatchObject({
    source: "public",
    status: "pending",
    registermembershipplan_id: plan.id,
    user_id: made.data[0].id,
  });

  await withFakeAsaas(calls, async (asaas) => {
    // Staff approve on the request's screen: the membership and its debt, billed through the gateway.
    await page.goto("/login");
    await loginWithEmail(page, MASTER);
    await expect(page.getByRole("heading", { name: /Olá/ })).toBeVisible();
    await page.goto(`/registers/registertypes/${type.id}/registermembershiprequests/show/${pending.id}`);
    await expect(page.getByText(/R\$\s150,00/).first()).toBeVisible();
    await page.getByRole("button", { name: "Aprovar" }).click();
    await expect(page.getByText("Pedido aprovado. A pessoa foi avisada por e-mail.")).toBeVisible();
    // She is told by e-mail (the mail server beside the suite's server received it).
    const decision = await mailTo(person.email, /Seu pedido de associação em ".+" foi aprovado/);
    expect(decision.subject).toContain(type.name);

    // The person opens the link of the mail the request sent her, creates her password, logs in
    // with it, finds the approved request and its bill, and pays it.
    const received = await mailTo(person.email, /pedido de associação recebido/);
    const own = await browser.newContext();
    const mine = await own.newPage();
    const address = new URL(resetLinkOf(received).link);
    await mine.goto(`${address.pathname}${address.search}`);
    await expect(mine.getByText("Criar nova senha").first()).toBeVisible();
    await mine.getByRole("textbox", { name: "Nova senha", exact: true }).fill(person.password);
    await mine.getByLabel("Confirme a nova senha").fill(person.password);
    await mine.getByRole("button", { name: "Salvar nova senha" }).click();
    await expect(mine.getByText("Senha redefinida. Entre com a nova senha.")).toBeVisible();
    await loginWithEmail(mine, { login: person.email, password: person.password });
    await expect(mine.getByRole("heading", { name: /Olá/ })).toBeVisible();
    await mine.goto(`/my/registers/membershiprequests/show/${pending.id}`);
    await mine.getByRole("link", { name: "Pagar" }).click();
    await expect(mine).toHaveURL(/\/my\/personalfinances\/bills\/show\//);
    const billId = new URL(mine.url()).pathname.split("/").at(-1)!;
    const bill = await calls.get(`bills/${billId}`);
    expect(bill).toMatchObject({ gateway: "asaas", status: "open", total_cents: 15_000 });
    await expect(mine.getByRole("textbox", { name: "PIX copia e cola" })).toHaveValue(bill.pix_code);
    const delivery = asaas.pay(bill.gateway_charge_id);
    const paid = await request.post(ASAAS_WEBHOOK, { data: delivery.body, headers: delivery.headers });
    expect((await paid.json()).result.outcome).toBe("settled");
    await mine.reload();
    await expect(mine.getByText("Cobrança paga")).toBeVisible();

    // Paid, the membership is active: the card shows it with its plan.
    await mine.goto("/my/id");
    const card = mine.getByRole("region", { name: "Registros e associações ativos" });
    await expect(card.getByText(type.name)).toBeVisible();
    await expect(card.getByText(`Plano: Mensal ${word}`)).toBeVisible();
    await expect(card.getByText(/^SOC-\d{4}-\d{5}$/)).toBeVisible();
    await own.close();
  });
});
