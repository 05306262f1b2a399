import type { APIRequestContext, APIResponse } from "@playwright/test";
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

// Issue 13's whole competition in one run: a regulation from a preset, 16 teams registered by
// their associations and approved, a pots draw into 4 groups, the fixtures, every result, the
// explained standings, the top two of each group into a knockout, the final played on its sheet,
// and a visitor's public page naming the champion without a reload. The steps a user must see
// working are done on the screens; the repetitions (15 registrations, most results) go through
// the same operations by API, as the other competition specs do.

type Duel = {
  id: string;
  round_name: string;
  home: { id: string; name: string } | null;
  away: { id: string; name: string } | null;
  status: string;
};
type Standings = {
  phases: {
    phase_id: string;
    groups: { group_name: string; rows: { team: { id: string; name: string }; played: number }[] }[];
  }[];
};

const api = (request: APIRequestContext, token: string) => {
  const headers = { authorization: `Bearer ${token}` };
  // The answer as JSON: each call site names what it reads, as the other specs do.
  const check = async (response: APIResponse, status: number): Promise<any> => {
    expect(response.status(), await response.text()).toBe(status);
    return (await response.json()).result;
  };
  return {
    post: async (path: string, data: object, status = 201) =>
      check(await request.post(`${DEMO_API}/${path}`, { headers, data }), status),
    patch: async (path: string, data: object) =>
      check(await request.patch(`${DEMO_API}/${path}`, { headers, data }), 200),
    put: async (path: string, data: object) =>
      check(await request.put(`${DEMO_API}/${path}`, { headers, data }), 200),
    get: async (path: string) => check(await request.get(`${DEMO_API}/${path}`, { headers }), 200),
  };
};

/** Runs `work` over `items`, `width` at a time (the server answers a few calls at once well). */
const inBatches = async <T, R>(
  items: readonly T[],
  width: number,
  work: (item: T, index: number) => Promise<R>,
) => {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += width) {
    const batch = items.slice(start, start + width);
    results.push(...(await Promise.all(batch.map((item, offset) => work(item, start + offset)))));
  }
  return results;
};

const TEAM_NAMES = [
  "Araras",
  "Bauru",
  "Campinas",
  "Diadema",
  "Embu",
  "Franca",
  "Guarujá",
  "Hortolândia",
  "Itu",
  "Jundiaí",
  "Limeira",
  "Marília",
  "Osasco",
  "Piracicaba",
  "Registro",
  "Santos",
];

test("a whole competition: preset regulation, 16 registered teams, groups, knockout and a live champion", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(300_000);
  const word = uniqueWord();
  const calls = api(request, await masterToken(request));
  const me = await calls.get("auth/me");

  // The regulation, started from the FIFA preset on its screen.
  const regulationName = `Regulamento ${word}`;
  await page.goto("/login");
  await loginWithEmail(page, MASTER);
  await expect(page.getByRole("heading", { name: /Olá, Administrador/ })).toBeVisible();
  await page.goto("/competitions/regulations");
  await page.getByRole("button", { name: "Começar de um modelo" }).click();
  const presets = page.getByRole("dialog", { name: "Começar de um modelo de regulamento" });
  await presets.getByRole("radio", { name: /FIFA World Cup/ }).check();
  await presets.getByLabel("Nome do novo regulamento").fill(regulationName);
  await presets.getByRole("button", { name: "Criar a partir deste modelo" }).click();
  await expect(page.getByRole("heading", { name: `Pontuação de ${regulationName}` })).toBeVisible();
  const regulationId = /\/points\/([\w-]+)$/.exec(page.url())?.[1];
  expect(regulationId).toBeTruthy();

  // The competition takes registrations under that regulation (its phases use it).
  const competitionName = `Campeonato ${word}`;
  const competition = await calls.post("competitions", {
    name: competitionName,
    season: 2026,
    status: "registration",
    public: true,
    regulation_id: regulationId,
  });

  // Sixteen associations, each entering one team of one of its athletes.
  const teamNames = TEAM_NAMES.map((city) => `${city} ${word}`);
  const teamIds = await inBatches(teamNames, 4, async (teamName, index) => {
    const association = await calls.post("associations", {
      name: `Associação ${teamName}`,
      email: `associacao-${index}-${word}@example.com`,
      cnpj: uniqueCnpj(),
    });
    await calls.post(`associations/${association.id}/associationmanagers`, {
      user_id: me.id,
      role: "president",
    });
    const athlete = newPerson(`Atleta ${index + 1} ${word}`);
    const athleteToken = (await registerByApi(request, athlete)).token;
    const athleteId = (await api(request, athleteToken).get("auth/me")).id as string;
    await calls.post(`associations/${association.id}/associationusers`, {
      user_id: athleteId,
      status: "active",
    });
    const team = await calls.post(`my/associations/${association.id}/competitions/${competition.id}/teams`, {
      name: teamName,
      members: [{ user_id: athleteId, role: "athlete", number: 10 }],
    });
    return team.id as string;
  });

  // The federation approves the first three from its queue (this competition's: other specs may
  // leave pending teams on the server), the rest by the same operation.
  await page.goto(`/competitions/competitions/teams/pending/list?competition_id=${competition.id}`);
  await expect(page.getByRole("article", { name: new RegExp(` ${word}$`) })).toHaveCount(16);
  for (const teamName of teamNames.slice(0, 3)) {
    const card = page.getByRole("article", { name: teamName });
    await card.getByRole("button", { name: `Aprovar ${teamName}` }).click();
    await expect(page.getByRole("article", { name: teamName })).toHaveCount(0, { timeout: 30_000 });
  }
  await inBatches(teamIds.slice(3), 4, (id) => calls.post(`competitions/teams/${id}/approve`, {}, 200));

  // Registrations close; the phases: four groups, then the top two of each into a knockout.
  const current = await calls.get(`competitions/${competition.id}`);
  await calls.patch(`competitions/${competition.id}`, { status: "running", version: current.version });
  const groupPhase = await calls.post(`competitions/${competition.id}/phases`, {
    name: "Fase de grupos",
    format: "groups",
    groups_count: 4,
    entry: "all",
    position: 1,
  });
  const knockout = await calls.post(`competitions/${competition.id}/phases`, {
    name: "Mata-mata",
    format: "knockout",
    entry: "qualifiers",
    qualifiers_per_group: 2,
    position: 2,
  });

  await page.goto(`/competitions/competitions/show/${competition.id}`);
  await expect(page.getByRole("heading", { name: competitionName })).toBeVisible();
  await expect(page.getByText(`Regulamento: ${regulationName}`)).toBeVisible();
  await expect(page.getByText("16 equipes aprovadas")).toBeVisible();

  // The draw: 16 teams in the 4 pots the server suggests, into 4 groups of 4.
  await page.getByRole("link", { name: "Sortear grupos: Fase de grupos" }).click();
  await expect(page.getByRole("table", { name: "Equipes e potes" }).getByRole("row")).toHaveCount(17);
  await expect(page.getByRole("textbox", { name: "Número de potes" })).toHaveValue("4");
  const pots = page.getByRole("list", { name: "Potes", exact: true }).getByRole("listitem");
  await expect(pots).toHaveCount(4);
  for (const pot of await pots.all()) await expect(pot.getByText(word)).toHaveCount(4);
  await page.getByRole("textbox", { name: /Semente do sorteio/ }).fill(`seed-${word}`);
  await page.getByRole("button", { name: "Sortear", exact: true }).click();
  const drawn = page.getByRole("region", { name: "Grupos sorteados" }).getByRole("listitem");
  await expect(drawn).toHaveCount(4);
  for (const group of await drawn.all()) await expect(group.getByText(word)).toHaveCount(4);

  // The fixtures, from the cockpit: 3 rounds and 6 matches in each group.
  await page.getByRole("link", { name: "Voltar ao painel da competição" }).click();
  await page.getByRole("button", { name: "Gerar tabela: Fase de grupos" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Gerar tabela" }).click();
  await expect(page.getByText(/^Tabela gerada: \d+ rodadas e 24 partidas em 4 grupo/)).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText(/^0 de 24 partidas com resultado/)).toBeVisible();

  // Every group result: the first two on the duel sheet, the rest by the same operation.
  const groupDuels = (await calls.get(
    `competitions/${competition.id}/duels?phase_id=${groupPhase.id}`,
  )) as Duel[];
  expect(groupDuels).toHaveLength(24);
  const scoreOf = (index: number) => ({ home_score: (index * 7) % 4, away_score: (index * 5) % 3 });
  for (const [index, duel] of groupDuels.slice(0, 2).entries()) {
    await page.goto(`/competitions/competitions/${competition.id}/duels/show/${duel.id}`);
    const score = scoreOf(index);
    await page.getByRole("textbox", { name: `Placar de ${duel.home!.name}` }).fill(String(score.home_score));
    await page.getByRole("textbox", { name: `Placar de ${duel.away!.name}` }).fill(String(score.away_score));
    await page.getByRole("button", { name: "Salvar resultado" }).click();
    await expect(page.getByRole("region", { name: "A classificação do grupo agora" })).toBeVisible({
      timeout: 30_000,
    });
  }
  await inBatches(groupDuels.slice(2), 4, (duel, index) =>
    calls.put(`duels/${duel.id}/result`, scoreOf(index + 2)),
  );

  // The standings: four tables of four, each position explained.
  await page.getByRole("link", { name: "Voltar ao painel da competição" }).click();
  await expect(page.getByText(/^24 de 24 partidas com resultado/)).toBeVisible();
  await page
    .getByRole("navigation", { name: "Telas da competição" })
    .getByRole("link", { name: "Classificação" })
    .click();
  const tables = page.getByRole("table", { name: /^Fase de grupos · / });
  await expect(tables).toHaveCount(4);
  for (const table of await tables.all()) await expect(table.getByRole("row")).toHaveCount(5);
  await expect(page.getByText(/^À frente de /).first()).toBeVisible();
  const standings = (await calls.get(`competitions/${competition.id}/standings`)) as Standings;
  const groups = standings.phases.find((phase) => phase.phase_id === groupPhase.id)!.groups;
  expect(groups.flatMap((group) => group.rows.map((row) => row.played))).toEqual(Array(16).fill(3));
  const qualified = groups.flatMap((group) => group.rows.slice(0, 2).map((row) => row.team.name));
  const winners = new Set(groups.map((group) => group.rows[0]!.team.id));

  // The top two of each group into the knockout, its bracket generated, from the cockpit.
  await page.getByRole("link", { name: "Voltar ao painel da competição" }).click();
  await page.getByRole("button", { name: "Trazer os classificados: Mata-mata" }).click();
  await expect(page.getByText("Classificados distribuídos em 1 grupo.")).toBeVisible({ timeout: 30_000 });
  await page.getByRole("button", { name: "Gerar tabela: Mata-mata" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Gerar tabela" }).click();
  await expect(page.getByText(/^Tabela gerada: 3 rodadas e 7 partidas/)).toBeVisible({ timeout: 30_000 });
  await page.getByRole("link", { name: "Chave e partidas: Mata-mata" }).click();
  const quarterFinals = page.getByRole("group", { name: "Quartas de final" });
  for (const team of qualified) await expect(quarterFinals.getByText(team, { exact: true })).toBeVisible();

  // Quarter-finals and semi-finals by the result operation: the home side wins each.
  const knockoutDuels = async () =>
    (await calls.get(`competitions/${competition.id}/duels?phase_id=${knockout.id}`)) as Duel[];
  // Seeded by position: each group winner meets a runner-up.
  const quarters = (await knockoutDuels()).filter((duel) => duel.round_name === "Quartas de final");
  expect(quarters.map((duel) => [duel.home, duel.away].filter((t) => winners.has(t!.id)).length)).toEqual([
    1, 1, 1, 1,
  ]);
  for (const round of ["Quartas de final", "Semifinal"]) {
    const duels = (await knockoutDuels()).filter((duel) => duel.round_name === round);
    expect(duels.every((duel) => duel.home && duel.away)).toBe(true);
    await Promise.all(
      duels.map((duel) => calls.put(`duels/${duel.id}/result`, { home_score: 2, away_score: 1 })),
    );
  }
  const final = (await knockoutDuels()).find((duel) => duel.round_name === "Final")!;
  expect(final.home && final.away).toBeTruthy();

  // A visitor follows the public page, open before the final is played.
  const visitor = await browser.newContext();
  const publicPage = await visitor.newPage();
  await publicPage.goto(`/public/open/competitions/show/${competition.id}`);
  await expect(publicPage.getByRole("heading", { name: competitionName })).toBeVisible();
  await expect(publicPage.getByText("Ao vivo: a página se atualiza sozinha a cada resultado.")).toBeVisible();
  await expect(publicPage.getByRole("region", { name: "Campeão" })).toHaveCount(0);
  await publicPage.getByRole("tab", { name: "Chaves" }).click();
  const publicFinal = publicPage.getByRole("group", { name: "Final", exact: true });
  await expect(publicFinal.getByText(final.home!.name, { exact: true })).toBeVisible();
  await expect(publicFinal.getByText(final.away!.name, { exact: true })).toBeVisible();
  await expect(publicPage.getByText(/^Campeão: /)).toHaveCount(0);
  // Marks this document: a reload would lose the mark.
  await publicPage.evaluate(() => {
    (window as unknown as { quadraSameDocument: boolean }).quadraSameDocument = true;
  });
  // The stream is open once the page shows it is live; give it a moment to connect.
  await publicPage.waitForTimeout(1_000);

  // The final, played on its sheet and confirmed.
  await page.goto(`/competitions/competitions/${competition.id}/duels/show/${final.id}`);
  await page.getByRole("textbox", { name: `Placar de ${final.home!.name}` }).fill("3");
  await page.getByRole("textbox", { name: `Placar de ${final.away!.name}` }).fill("1");
  await page.getByRole("button", { name: "Salvar resultado" }).click();
  await expect(page.getByText("Resultado salvo. A classificação já mudou.")).toBeVisible();
  await page.getByRole("button", { name: "Confirmar resultado" }).click();
  await expect(page.getByText("O resultado já foi confirmado.")).toBeVisible();

  // The visitor's page names the champion, in the same document.
  const champion = publicPage.getByRole("region", { name: "Campeão" });
  await expect(champion.getByRole("link", { name: final.home!.name })).toBeVisible({ timeout: 15_000 });
  await expect(publicPage.getByText(`Campeão: ${final.home!.name}`)).toBeVisible();
  await expect(publicFinal.getByText("3", { exact: true })).toBeVisible();
  expect(
    await publicPage.evaluate(
      () => (window as unknown as { quadraSameDocument?: boolean }).quadraSameDocument,
    ),
  ).toBe(true);
  await visitor.close();
});
