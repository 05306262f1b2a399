import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { uniqueWord } from "./resourceSamples.ts";
import { apiAs, DEMO_API, loginWithEmail, MASTER, masterToken, uniqueCnpj } from "./support.ts";

// Issue 14's timed events: a relay heat round made through the API (four teams, the first two of
// the heat qualify), then, on the screens, the heat drawn from the cockpit with a seed, the marks
// typed as a timekeeper types them, the places with a tie shared and the Q of the qualifiers.

const post = async (request: APIRequestContext, token: string, path: string, data: object) => {
  const response = await request.post(`${DEMO_API}/${path}`, {
    headers: { authorization: `Bearer ${token}` },
    data,
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).result as { id: string };
};

test("a director draws a heat, types its marks and sees the places and who qualified", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const word = uniqueWord();
  const token = await masterToken(request);
  const competitionName = `4x100 m ${word}`;
  const competition = await post(request, token, "competitions", {
    name: competitionName,
    season: 2026,
    status: "running",
  });
  const teams = ["Alfa", "Beta", "Gama", "Delta"].map((name) => `${name} ${word}`);
  for (const [index, name] of teams.entries()) {
    const association = await post(request, token, "associations", {
      name: `Clube ${name}`,
      email: `heats-${index}-${word}@example.com`,
      cnpj: uniqueCnpj(),
    });
    await post(request, token, `competitions/${competition.id}/teams`, {
      name,
      association_id: association.id,
    });
  }
  await post(request, token, `competitions/${competition.id}/phases`, {
    name: "Eliminatórias",
    format: "heats",
    position: 1,
    measure: "time",
    lanes: 8,
    qualify_by_place: 2,
    qualify_by_mark: 0,
  });

  await page.goto("/login");
  await loginWithEmail(page, MASTER);
  await expect(page.getByRole("heading", { name: /Olá, Administrador/ })).toBeVisible();
  await page.goto(`/competitions/competitions/show/${competition.id}`);
  await expect(page.getByRole("heading", { name: competitionName })).toBeVisible();
  await page.getByRole("link", { name: "Baterias: Eliminatórias", exact: true }).click();

  // The draw: every team (a relay enters as its team), one heat, a seed anyone can re-run.
  await expect(page.getByRole("checkbox", { name: `Inscrever ${teams[0]}` })).toBeChecked();
  await page.getByRole("textbox", { name: "Semente (opcional)" }).fill(`raias-${word}`);
  await page.getByRole("button", { name: "Sortear baterias" }).click();
  await expect(page.getByText(`Baterias sorteadas com a semente raias-${word}.`)).toBeVisible();
  const heat = page.getByRole("region", { name: "Série 1" });
  await expect(heat.getByRole("row")).toHaveCount(5);

  // The marks, typed as the timekeeper reads them; Enter goes to the next lane.
  await heat.getByRole("link", { name: "Lançar marcas: Série 1" }).click();
  const marks: Record<string, string> = {
    [teams[0]!]: "42.10",
    [teams[1]!]: "0:41,9",
    [teams[2]!]: "42.1",
    [teams[3]!]: "dns",
  };
  for (const [team, mark] of Object.entries(marks))
    await page.getByRole("textbox", { name: `Marca de ${team}` }).fill(mark);
  await expect(page.getByText("Vai gravar: 41,90")).toBeVisible();
  const saved = page.waitForResponse(
    (response) => response.url().endsWith("/marks") && response.request().method() === "PUT",
  );
  await page.getByRole("button", { name: "Gravar marcas" }).click();
  expect((await saved).status()).toBe(200);
  const sheet = page.getByRole("table", { name: "Série 1" });
  await expect(page.getByText("Resultado oficial").first()).toBeVisible({ timeout: 30_000 });
  await expect(sheet.getByRole("row", { name: teams[1] })).toContainText("Recorde");
  await expect(sheet.getByRole("row", { name: teams[1] }).getByRole("cell").last()).toHaveText(/^1/);
  // A tie shares the place: Alfa and Gama are both second.
  await expect(sheet.getByRole("row", { name: teams[0] }).getByRole("cell").last()).toHaveText(/^2/);
  await expect(sheet.getByRole("row", { name: teams[2] }).getByRole("cell").last()).toHaveText(/^2/);

  // The qualification: the first two of the heat (three, with the tie) get their Q.
  await page.getByRole("link", { name: "Voltar às baterias da fase" }).click();
  await page.getByRole("button", { name: "Classificar para a próxima fase" }).click();
  await expect(page.getByText(/Classificados: 3 pela colocação \(Q\) e 0 pela marca \(q\)/)).toBeVisible();
  const results = page.getByRole("region", { name: "Série 1" });
  await expect(results.getByText("Q", { exact: true })).toHaveCount(3);
  await expect(results.getByRole("row", { name: teams[3] })).toContainText("DNS");
});

// A long-jump final: each athlete's attempts typed one per field (X and - move on by themselves),
// the best shown as they are typed; two tie on the best mark and the second best orders them, on
// the marks screen and on the public page's events tab.
test("a long-jump final's attempts: the best counts and the countback breaks the tie", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const word = uniqueWord();
  const api = apiAs(request, await masterToken(request));
  const competitionName = `Salto em distância ${word}`;
  const competition = await api.post("competitions", {
    name: competitionName,
    season: 2026,
    status: "running",
    public: true,
  });
  const [alfa, beta, gama] = ["Alfa", "Beta", "Gama"].map((name) => `${name} ${word}`);
  const entries = [];
  for (const [index, name] of [alfa!, beta!, gama!].entries()) {
    const association = await api.post("associations", {
      name: `Clube ${name}`,
      email: `attempts-${index}-${word}@example.com`,
      cnpj: uniqueCnpj(),
    });
    const team = await api.post(`competitions/${competition.id}/teams`, {
      name,
      association_id: association.id,
    });
    entries.push({ team_id: team.id });
  }
  const phase = await api.post(`competitions/${competition.id}/phases`, {
    name: "Final",
    format: "heats",
    position: 1,
    measure: "distance",
    lanes: 12,
    attempts: 3,
  });
  const drawn = await api.post(`phases/${phase.id}/heats/draw`, { entries, seed: `ordem-${word}` }, 200);

  await page.goto("/login");
  await loginWithEmail(page, MASTER);
  await expect(page.getByRole("heading", { name: /Olá, Administrador/ })).toBeVisible();
  await page.goto(`/competitions/competitions/${competition.id}/heats/show/${drawn.heats[0].id}`);
  const attempt = (name: string, n: number) =>
    page.getByRole("textbox", { name: `Tentativa ${n} de ${name}` });
  // Typed as the judge calls them: Enter to the next attempt, a foul moves on by itself.
  await attempt(alfa!, 1).click();
  await page.keyboard.type("7.45");
  await page.keyboard.press("Enter");
  await page.keyboard.type("x");
  await expect(attempt(alfa!, 3)).toBeFocused();
  await page.keyboard.type("7,30");
  await expect(attempt(alfa!, 2)).toHaveValue("x");
  await expect(page.getByLabel(`Melhor marca de ${alfa}`)).toHaveText("7,45");
  await attempt(beta!, 1).fill("7.40");
  await attempt(beta!, 2).fill("7.45");
  await attempt(beta!, 3).fill("-");
  for (const n of [1, 2, 3]) await attempt(gama!, n).fill("X");
  await expect(page.getByLabel(`Melhor marca de ${gama}`)).toHaveText("NM");
  const saved = page.waitForResponse(
    (response) => response.url().endsWith("/marks") && response.request().method() === "PUT",
  );
  await page.getByRole("button", { name: "Gravar marcas" }).click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByText("Resultado oficial").first()).toBeVisible({ timeout: 30_000 });
  // Both jumped 7,45; Beta's second best (7,40) beats Alfa's (7,30).
  const sheet = page.getByRole("table", { name: "Grupo 1" });
  await expect(sheet.getByRole("row", { name: beta }).getByRole("cell").last()).toHaveText(/^1/);
  await expect(sheet.getByRole("row", { name: alfa }).getByRole("cell").last()).toHaveText(/^2/);
  await expect(sheet.getByRole("row", { name: gama }).getByRole("cell").last()).toHaveText("");
  await expect(attempt(alfa!, 2)).toHaveValue("X");

  // The public page lists the final by place, with each athlete's attempts.
  const visitor = await browser.newContext();
  const publicPage = await visitor.newPage();
  await publicPage.goto(`/public/open/competitions/show/${competition.id}`);
  await expect(publicPage.getByRole("heading", { name: competitionName })).toBeVisible();
  await publicPage.getByRole("tab", { name: "Provas" }).click();
  const results = publicPage.getByRole("table", { name: "Final · Grupo 1" });
  const rows = results.getByRole("row");
  await expect(rows.nth(1)).toContainText(beta!);
  await expect(rows.nth(1)).toContainText("7,40 · 7,45 · -");
  await expect(rows.nth(2)).toContainText(alfa!);
  await expect(rows.nth(2)).toContainText("7,45 · X · 7,30");
  await expect(rows.nth(3)).toContainText("NM");
  await visitor.close();
});
