import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { uniqueWord } from "./resourceSamples.ts";
import { DEMO_API, loginWithEmail, MASTER, masterToken, uniqueCnpj } from "./support.ts";

// Issue 13's director's run end to end: staff create a running competition with four teams and a
// groups phase through the API, then, on the screens, draw the group from pots with a seed,
// generate the fixtures, enter every result on the duel sheet and read the standings with the
// explanation of each position.

const api = (request: APIRequestContext, token: string) => ({
  post: async (path: string, data: object) => {
    const response = await request.post(`${DEMO_API}/${path}`, {
      headers: { authorization: `Bearer ${token}` },
      data,
    });
    expect(response.status(), await response.text()).toBe(201);
    return (await response.json()).result as { id: string };
  },
  get: async <T>(path: string) => {
    const response = await request.get(`${DEMO_API}/${path}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status(), await response.text()).toBe(200);
    return (await response.json()).result as T;
  },
});

test("a director draws a group, generates its fixtures, enters every result and reads the explained table", async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const word = uniqueWord();
  const token = await masterToken(request);
  const calls = api(request, token);
  const competitionName = `Copa ${word}`;
  const competition = await calls.post("competitions", {
    name: competitionName,
    season: 2026,
    status: "running",
  });
  const teams = ["Alfa", "Beta", "Gama", "Delta"].map((name) => `${name} ${word}`);
  for (const [index, name] of teams.entries()) {
    const association = await calls.post("associations", {
      name: `Clube ${name}`,
      email: `clube-${index}-${word}@example.com`,
      cnpj: uniqueCnpj(),
    });
    await calls.post(`competitions/${competition.id}/teams`, { name, association_id: association.id });
  }
  await calls.post(`competitions/${competition.id}/phases`, {
    name: "Fase de grupos",
    format: "groups",
    groups_count: 1,
    entry: "all",
  });

  const before = await calls.get<{ teams: { approved: number } }>(`competitions/${competition.id}/cockpit`);
  expect(before.teams.approved).toBe(4);
  await page.goto("/login");
  await loginWithEmail(page, MASTER);
  await expect(page.getByRole("heading", { name: /Olá, Administrador/ })).toBeVisible();
  await page.goto(`/competitions/competitions/show/${competition.id}`);
  await expect(page.getByRole("heading", { name: competitionName })).toBeVisible();

  // The draw: the four teams in the pots the server suggests, a seed anyone can re-run.
  await page.getByRole("link", { name: "Sortear grupos: Fase de grupos" }).click();
  await expect(page.getByRole("table", { name: "Equipes e potes" }).getByRole("row")).toHaveCount(5);
  await page.getByRole("textbox", { name: /Semente do sorteio/ }).fill(`seed-${word}`);
  await page.getByRole("button", { name: "Sortear", exact: true }).click();
  const drawn = page.getByRole("region", { name: "Grupos sorteados" });
  await expect(drawn.getByText(`Semente: seed-${word}`)).toBeVisible();
  await page.getByRole("button", { name: `Auditar o sorteio de semente seed-${word}` }).click();
  await expect(
    page.getByText("Refeito agora com a mesma semente e os mesmos potes, o sorteio dá os mesmos grupos."),
  ).toBeVisible();
  await page.keyboard.press("Escape");

  // The fixtures, from the cockpit.
  await page.getByRole("link", { name: "Voltar ao painel da competição" }).click();
  await page.getByRole("button", { name: "Gerar tabela: Fase de grupos" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Gerar tabela" }).click();
  await expect(page.getByText(/Tabela gerada: 3 rodadas e 6 partidas/)).toBeVisible();

  // Every result on its sheet: the home side wins the first five, the last is a draw.
  const duels = await calls.get<{ id: string; home: { name: string }; away: { name: string } }[]>(
    `competitions/${competition.id}/duels`,
  );
  expect(duels).toHaveLength(6);
  for (const [index, duel] of duels.entries()) {
    await page.goto(`/competitions/competitions/${competition.id}/duels/show/${duel.id}`);
    await page.getByRole("textbox", { name: `Placar de ${duel.home.name}` }).fill(index === 5 ? "1" : "2");
    await page.getByRole("textbox", { name: `Placar de ${duel.away.name}` }).fill("1");
    const saved = page.waitForResponse(
      (response) =>
        response.url().endsWith(`/duels/${duel.id}/result`) && response.request().method() === "PUT",
    );
    await page.getByRole("button", { name: "Salvar resultado" }).click();
    expect((await saved).status()).toBe(200);
    // The sheet reads itself again after the save; on a loaded machine that can take a while.
    await expect(page.getByRole("region", { name: "A classificação do grupo agora" })).toBeVisible({
      timeout: 30_000,
    });
  }

  // The last result confirmed, then the table with the reason of each position.
  await page.getByRole("button", { name: "Confirmar resultado" }).click();
  await expect(page.getByText("O resultado já foi confirmado.")).toBeVisible();
  await page.getByRole("link", { name: "Voltar ao painel da competição" }).click();
  await page
    .getByRole("navigation", { name: "Telas da competição" })
    .getByRole("link", { name: "Classificação" })
    .click();
  const table = page.getByRole("table", { name: /^Fase de grupos · / });
  await expect(table.getByRole("row")).toHaveCount(5);
  await expect(table.getByText(/^À frente de /).first()).toBeVisible();
  const standings = await calls.get<{ phases: { groups: { rows: { played: number }[] }[] }[] }>(
    `competitions/${competition.id}/standings`,
  );
  expect(standings.phases[0]?.groups[0]?.rows.map((row) => row.played)).toEqual([3, 3, 3, 3]);
});
