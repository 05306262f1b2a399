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

// Issue 13's registrations and public page end to end: an association's manager enters a team of
// its athletes in an open competition, the federation approves it from the pending queue, and the
// public page (no login) shows the team, then a result entered elsewhere without a reload.

const api = (request: APIRequestContext, token: string) => {
  const headers = { authorization: `Bearer ${token}` };
  return {
    post: async (path: string, data: object, status = 201) => {
      const response = await request.post(`${DEMO_API}/${path}`, { headers, data });
      expect(response.status(), await response.text()).toBe(status);
      return (await response.json()).result;
    },
    patch: async (path: string, data: object) => {
      const response = await request.patch(`${DEMO_API}/${path}`, { headers, data });
      expect(response.status(), await response.text()).toBe(200);
      return (await response.json()).result;
    },
    put: async (path: string, data: object) => {
      const response = await request.put(`${DEMO_API}/${path}`, { headers, data });
      expect(response.status(), await response.text()).toBe(200);
      return (await response.json()).result;
    },
    get: async (path: string) => {
      const response = await request.get(`${DEMO_API}/${path}`, { headers });
      expect(response.status(), await response.text()).toBe(200);
      return (await response.json()).result;
    },
  };
};

test("a manager registers a team, the federation approves it, and the public page follows a result live", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const word = uniqueWord();
  const calls = api(request, await masterToken(request));
  const me = await calls.get("auth/me");
  const association = await calls.post("associations", {
    name: `Clube ${word}`,
    email: `clube-${word}@example.com`,
    cnpj: uniqueCnpj(),
  });
  // The master manages the association here (any manager would do: the area checks the row).
  await calls.post(`associations/${association.id}/associationmanagers`, {
    user_id: me.id,
    role: "president",
  });
  const athlete = newPerson(`Paula ${word}`);
  const athleteToken = (await registerByApi(request, athlete)).token;
  const athleteId = (await api(request, athleteToken).get("auth/me")).id as string;
  await calls.post(`associations/${association.id}/associationusers`, {
    user_id: athleteId,
    status: "active",
  });
  const competitionName = `Copa Aberta ${word}`;
  const competition = await calls.post("competitions", {
    name: competitionName,
    season: 2026,
    status: "registration",
    public: true,
  });

  await page.goto("/login");
  await loginWithEmail(page, MASTER);
  await expect(page.getByRole("heading", { name: /Olá/ })).toBeVisible();
  await page.goto(`/my/associations/competitions/open/${association.id}`);
  const card = page.getByRole("article", { name: competitionName });
  await card.getByRole("button", { name: `Inscrever equipe em ${competitionName}` }).click();
  const form = page.getByRole("form", { name: `Inscrever equipe em ${competitionName}` });
  const teamName = `Equipe ${word}`;
  await form.getByRole("textbox", { name: /^Nome da equipe/ }).fill(teamName);
  await form.getByRole("checkbox", { name: `Inscrever ${athlete.name}` }).check();
  await form.getByRole("textbox", { name: `Número: ${athlete.name}` }).fill("9");
  await form.getByRole("button", { name: "Inscrever", exact: true }).click();
  await expect(card.getByText(teamName)).toBeVisible();
  await expect(card.getByText("Aguardando análise")).toBeVisible();

  await page.goto("/competitions/competitions/teams/pending/list");
  const pending = page.getByRole("article", { name: teamName });
  await expect(pending.getByText(athlete.name)).toBeVisible();
  await pending.getByRole("button", { name: `Aprovar ${teamName}` }).click();
  await expect(page.getByRole("article", { name: teamName })).toHaveCount(0);

  // A second approved team, a running competition with its group drawn and fixtures generated.
  const other = await calls.post("associations", {
    name: `Clube Rival ${word}`,
    email: `rival-${word}@example.com`,
    cnpj: uniqueCnpj(),
  });
  // Entered and approved through the same operations (a staff-created team has no review status yet).
  await calls.post(`associations/${other.id}/associationmanagers`, { user_id: me.id, role: "president" });
  const rival = newPerson(`Rita ${word}`);
  const rivalId = (await api(request, (await registerByApi(request, rival)).token).get("auth/me"))
    .id as string;
  await calls.post(`associations/${other.id}/associationusers`, { user_id: rivalId, status: "active" });
  const rivalTeam = await calls.post(`my/associations/${other.id}/competitions/${competition.id}/teams`, {
    name: `Rival ${word}`,
    members: [{ user_id: rivalId, role: "athlete" }],
  });
  await calls.post(`competitions/teams/${rivalTeam.id}/approve`, {}, 200);
  const current = await calls.get(`competitions/${competition.id}`);
  await calls.patch(`competitions/${competition.id}`, { status: "running", version: current.version });
  const phase = await calls.post(`competitions/${competition.id}/phases`, {
    name: "Fase única",
    format: "round_robin",
    groups_count: 1,
    entry: "all",
    position: 1,
  });
  const teams = (await calls.get(`competitions/${competition.id}/teams`)).data as { id: string }[];
  await calls.post(`phases/${phase.id}/draw`, { pots: [teams.map((team) => team.id)], seed: word }, 200);
  await calls.post(`phases/${phase.id}/fixtures`, { starts_on: "2026-03-01" }, 200);
  const [duel] = (await calls.get(`competitions/${competition.id}/duels`)) as { id: string }[];

  // A visitor: a browser of their own, without a session.
  const visitor = await browser.newContext();
  const publicPage = await visitor.newPage();
  await publicPage.goto(`/public/open/competitions/show/${competition.id}`);
  await expect(publicPage.getByRole("heading", { name: competitionName })).toBeVisible();
  await publicPage.getByRole("tab", { name: "Equipes" }).click();
  await expect(publicPage.getByRole("link", { name: teamName })).toBeVisible();
  await publicPage.getByRole("tab", { name: "Jogos e resultados" }).click();
  await expect(publicPage.getByText("Ao vivo: a página se atualiza sozinha a cada resultado.")).toBeVisible();
  // The stream is open once the page shows it is live; the result reaches it without a reload.
  await publicPage.waitForTimeout(1_000);
  await calls.put(`duels/${duel!.id}/result`, { home_score: 5, away_score: 2 });
  await expect(publicPage.getByText("5 × 2")).toBeVisible({ timeout: 15_000 });
  await visitor.close();
});
