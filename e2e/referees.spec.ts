import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { uniqueWord } from "./resourceSamples.ts";
import {
  DEMO_API,
  loginWithEmail,
  MASTER,
  masterToken,
  newPerson,
  registerByApi,
  uniqueCnpj,
} from "./support.ts";

// Issue 14's referee department: a competition with its fixtures and a referee of one of the
// clubs made through the API; on the board, the conflict with the referee's own club is shown
// before saving, the referee is appointed to another match, and confirms it on /my/referees/scales.

const api = (request: APIRequestContext, token: string) => ({
  send: async (method: "POST" | "PUT", path: string, data: object, status = 201) => {
    const response = await request.fetch(`${DEMO_API}/${path}`, {
      method,
      headers: { authorization: `Bearer ${token}` },
      data,
    });
    expect(response.status(), await response.text()).toBe(status);
    return (await response.json()).result as { id: string };
  },
  get: async <T>(path: string, as = token) => {
    const response = await request.get(`${DEMO_API}/${path}`, { headers: { authorization: `Bearer ${as}` } });
    expect(response.status(), await response.text()).toBe(200);
    return (await response.json()).result as T;
  },
});

test("a referee is appointed on the board past a conflict, and confirms on their scales", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const word = uniqueWord();
  const calls = api(request, await masterToken(request));
  const competitionName = `Liga ${word}`;
  const competition = await calls.send("POST", "competitions", {
    name: competitionName,
    season: 2026,
    status: "running",
  });
  const teams = ["Alfa", "Beta", "Gama"].map((name) => `${name} ${word}`);
  const clubs: string[] = [];
  const teamIds: string[] = [];
  for (const [index, name] of teams.entries()) {
    const association = await calls.send("POST", "associations", {
      name: `Clube ${name}`,
      email: `arbitros-${index}-${word}@example.com`,
      cnpj: uniqueCnpj(),
    });
    clubs.push(association.id);
    const team = await calls.send("POST", `competitions/${competition.id}/teams`, {
      name,
      association_id: association.id,
    });
    teamIds.push(team.id);
  }
  const phase = await calls.send("POST", `competitions/${competition.id}/phases`, {
    name: "Turno único",
    format: "groups",
    groups_count: 1,
    entry: "all",
  });
  await calls.send("POST", `phases/${phase.id}/draw`, { pots: [teamIds], seed: `arbitros-${word}` }, 200);
  await calls.send(
    "POST",
    `phases/${phase.id}/fixtures`,
    { starts_on: "2026-03-01", days_between_rounds: 7 },
    200,
  );

  // The referee: a person of the portal with "my referee schedules", of Alfa's club.
  const person = newPerson(`Ana Árbitra ${word}`);
  const { token: refereeToken } = await registerByApi(request, person);
  const me = await calls.get<{ id: string }>("auth/me", refereeToken);
  const role = await calls.send("POST", "roles", { name: `Árbitros ${word}`, permissions: ["my_referees"] });
  await calls.send("PUT", `users/${me.id}/roles`, { role_ids: [role.id] }, 200);
  const category = await calls.send("POST", "refereecategories", {
    name: `Estadual ${word}`,
    scope: "state",
    level: 2,
  });
  await calls.send("POST", "refereeroles", { name: `Árbitro central ${word}`, kind: "referee", fee: 25_000 });
  await calls.send("POST", "referees", {
    user_id: me.id,
    category_id: category.id,
    association_id: clubs[0],
    kinds: ["referee"],
  });

  await page.goto("/login");
  await loginWithEmail(page, MASTER);
  await expect(page.getByRole("heading", { name: /Olá, Administrador/ })).toBeVisible();
  await page.goto(`/competitions/competitions/show/${competition.id}`);
  await page.getByRole("link", { name: "Escala de arbitragem" }).click();
  await expect(page).toHaveURL(new RegExp(`competition_id=${competition.id}`));

  // A match of Alfa: the referee's own club plays it.
  const alfaMatch = page.getByRole("article").filter({ hasText: teams[0]! }).first();
  await alfaMatch.getByRole("button", { name: "Escalar" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("combobox", { name: "Árbitro(a)" }).click();
  await page.getByRole("option", { name: new RegExp(person.name) }).click();
  await dialog.getByRole("combobox", { name: "Função" }).click();
  await page.getByRole("option", { name: `Árbitro central ${word}` }).click();
  await expect(dialog.getByText("É de uma entidade que tem equipe nesta partida.")).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Salvar escala" })).toBeDisabled();
  await dialog.getByRole("button", { name: "Cancelar" }).click();

  // Beta × Gama has no team of Alfa's club.
  const other = page.getByRole("article").filter({ hasText: teams[1]! }).filter({ hasText: teams[2]! });
  await other.getByRole("button", { name: "Escalar" }).click();
  await dialog.getByRole("combobox", { name: "Árbitro(a)" }).click();
  await page.getByRole("option", { name: new RegExp(person.name) }).click();
  await dialog.getByRole("combobox", { name: "Função" }).click();
  await page.getByRole("option", { name: `Árbitro central ${word}` }).click();
  await expect(dialog.getByText("Nenhum conflito encontrado.")).toBeVisible();
  await dialog.getByRole("button", { name: "Salvar escala" }).click();
  const line = other.getByRole("listitem", { name: `Árbitro central ${word}: ${person.name}` });
  await expect(line).toContainText("Escalado(a), aguardando resposta");
  await page.getByRole("tab", { name: "Custos" }).click();
  await expect(
    page.getByRole("table", { name: "Por árbitro(a)" }).getByRole("row", { name: new RegExp(person.name) }),
  ).toContainText("R$ 250,00");

  // The referee answers on their own screen.
  await page.evaluate(() => localStorage.clear());
  await page.goto("/login");
  await loginWithEmail(page, { login: person.email, password: person.password });
  await expect(page.getByRole("heading", { name: /Olá/ })).toBeVisible();
  await page.goto("/my/referees/scales");
  const appointment = page.getByRole("article").filter({ hasText: competitionName });
  await expect(appointment).toContainText(teams[1]!);
  await expect(page.getByRole("textbox", { name: /Agenda das escalas/ })).toHaveValue(
    /referees\/calendar\/.+\.ics$/,
  );
  await appointment.getByRole("button", { name: "Confirmar" }).click();
  await expect(appointment.getByText("Confirmado(a)")).toBeVisible();
  await expect(appointment.getByRole("button", { name: "Confirmar" })).toHaveCount(0);
});
