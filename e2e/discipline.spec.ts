import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { uniqueWord } from "./resourceSamples.ts";
import {
  DEMO_API,
  loginWithEmail,
  MASTER,
  masterToken,
  suspendedAndFreePlayers,
  uniqueCnpj,
} from "./support.ts";

// Issue 14's discipline on the match sheet: another body's suspension keeps a player off the
// sheet — shown disabled with the reason on the duel sheet's players, refused by the API with the
// same sentence — while a teammate is put on it from the same screen.

const api = (request: APIRequestContext, token: string) => {
  const headers = { authorization: `Bearer ${token}` };
  return {
    post: async (path: string, data: object, status = 201) => {
      const response = await request.post(`${DEMO_API}/${path}`, { headers, data });
      expect(response.status(), await response.text()).toBe(status);
      return (await response.json()) as { result: any; errors?: Record<string, string> };
    },
    get: async (path: string) => {
      const response = await request.get(`${DEMO_API}/${path}`, { headers });
      expect(response.status(), await response.text()).toBe(200);
      return (await response.json()).result;
    },
  };
};

test("a suspended player is shown blocked with the reason on the duel sheet and refused by the API", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const word = uniqueWord();
  const token = await masterToken(request);
  const calls = api(request, token);
  const competition = (
    await calls.post("competitions", { name: `Liga ${word}`, season: 2026, status: "running" })
  ).result;
  const teams: string[] = [];
  for (const [index, name] of ["Alfa", "Beta"].entries()) {
    const association = (
      await calls.post("associations", {
        name: `Clube ${name} ${word}`,
        email: `clube-${index}-${word}@example.com`,
        cnpj: uniqueCnpj(),
      })
    ).result;
    const team = (
      await calls.post(`competitions/${competition.id}/teams`, {
        name: `${name} ${word}`,
        association_id: association.id,
      })
    ).result;
    teams.push(team.id);
    if (index === 0)
      await suspendedAndFreePlayers(request, token, {
        association: association.id,
        team: team.id,
        suspended: `Suspenso ${word}`,
        free: `Liberado ${word}`,
      });
  }
  const phase = (
    await calls.post(`competitions/${competition.id}/phases`, { name: "Turno", format: "groups" })
  ).result;
  const group = (await calls.post(`phases/${phase.id}/competitiongroups`, { name: "Único" })).result;
  for (const teamId of teams)
    await calls.post(`competitiongroups/${group.id}/groupparticipants`, { team_id: teamId });
  await calls.post(`phases/${phase.id}/fixtures`, {}, 200);
  const [duel] = (await calls.get(`competitions/${competition.id}/duels`)) as { id: string }[];
  const roster = await calls.get(`duels/${duel!.id}/roster`);
  const suspended = roster.sides
    .flatMap((side: any) => side.players)
    .find((player: any) => player.name === `Suspenso ${word}`);

  const refused = await calls.post(
    `duels/${duel!.id}/duellineups`,
    { team_id: teams[0], user_id: suspended.user_id },
    409,
  );
  expect(refused.errors?.user_id).toBe("Suspenso até 31/12/2099");

  await page.goto("/login");
  await loginWithEmail(page, MASTER);
  await expect(page.getByRole("heading", { name: /Olá, Administrador/ })).toBeVisible();
  // The start page may still be settling after the login: a second try goes to the sheet.
  const sheetUrl = `/competitions/competitions/${competition.id}/duels/show/${duel!.id}`;
  await page.goto(sheetUrl).catch(() => page.goto(sheetUrl));
  const sheet = page.getByRole("table", { name: `Atletas na súmula — Alfa ${word}` });
  const blocked = sheet.getByRole("row").filter({ hasText: `Suspenso ${word}` });
  await expect(blocked.getByText("Suspenso até 31/12/2099")).toBeVisible();
  await expect(blocked.getByText("Impedido(a)")).toBeVisible();
  await expect(blocked.getByRole("textbox", { name: `Nº Suspenso ${word}` })).toBeDisabled();
  await expect(blocked.getByRole("button", { name: `Escalar Suspenso ${word}` })).toHaveCount(0);

  await sheet.getByRole("button", { name: `Escalar Liberado ${word}` }).click();
  const free = sheet.getByRole("row").filter({ hasText: `Liberado ${word}` });
  await expect(free.getByText("Na súmula")).toBeVisible();
  await expect(free.getByRole("button", { name: `Retirar Liberado ${word}` })).toBeVisible();
});
