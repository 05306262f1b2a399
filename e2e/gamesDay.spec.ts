import { expect, test } from "./fixtures.ts";
import { uniqueWord } from "./resourceSamples.ts";
import {
  apiAs,
  dayFrom,
  gamesEdition,
  gamesEventCompetition,
  loginWithEmail,
  MASTER,
  masterToken,
  newPerson,
  registeredId,
  suspendedAndFreePlayers,
} from "./support.ts";

// Issue 14's games day, end to end: one edition with two delegations and three events (a futsal
// round robin, a swimming relay in the pool, a long jump final), made through the API as the
// organisers' setup. On the screens: the futsal sheet keeps a suspended player off with the reason
// and takes the result, the referee board shows a conflict and appoints another referee, the heats'
// marks are typed as the officials read them, and a visitor's public page of the edition shows the
// medal table with the delegation of two golds first.

test("a games edition's day: sheet, suspension, referees, marks and the public medal table", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const word = uniqueWord();
  const token = await masterToken(request);
  const calls = apiAs(request, token);
  const { olympic, north, south } = await gamesEdition(calls, word);

  /** An event of the edition and its competition, running, with a team of each delegation. */
  const event = async (name: string, kind: "team" | "individual") => {
    const sport = await calls.post("sports", {
      name: `${name} ${word}`,
      kind,
      scoring: kind === "team" ? "points" : "time",
      result_order: kind === "team" ? "higher" : "lower",
    });
    return gamesEventCompetition(calls, olympic.id, { name, word, kind, sportId: sport.id }, [north, south]);
  };
  /** A heats final of `competition`, drawn through the API: a relay team enters as itself. */
  const heatFinal = async (competition: { id: string }, name: string, measure: "time" | "distance") => {
    const phase = await calls.post(`competitions/${competition.id}/phases`, {
      name,
      format: "heats",
      position: 1,
      measure,
      lanes: 8,
      qualify_by_place: 0,
      qualify_by_mark: 0,
    });
    const { entrants } = await calls.get(`phases/${phase.id}/heats/entrants`);
    const entries = entrants.map(({ team_id }: { team_id: string }) => ({ team_id }));
    const drawn = await calls.post(`phases/${phase.id}/heats/draw`, { entries, seed: word }, 200);
    return drawn.heats[0].id as string;
  };

  // The futsal: a player of Norte suspended by another body, a teammate free; one round robin match.
  const futsal = await event("Futsal feminino", "team");
  const [northTeam, southTeam] = futsal.teams as [(typeof futsal.teams)[0], (typeof futsal.teams)[0]];
  await suspendedAndFreePlayers(request, token, {
    association: north.association,
    team: northTeam.id,
    suspended: `Suspensa ${word}`,
    free: `Liberada ${word}`,
  });
  const roundRobin = await calls.post(`competitions/${futsal.id}/phases`, {
    name: "Turno único",
    format: "groups",
    groups_count: 1,
    entry: "all",
  });
  await calls.post(
    `phases/${roundRobin.id}/draw`,
    { pots: [futsal.teams.map((t) => t.id)], seed: word },
    200,
  );
  const matchDay = dayFrom(3);
  await calls.post(`phases/${roundRobin.id}/fixtures`, { starts_on: matchDay }, 200);
  const [duel] = await calls.get(`competitions/${futsal.id}/duels`);

  // The referee department: a referee of Norte's municipality and one from elsewhere.
  const category = await calls.post("refereecategories", {
    name: `Estadual ${word}`,
    scope: "state",
    level: 2,
  });
  await calls.post("refereeroles", { name: `Árbitro central ${word}`, kind: "referee" });
  const referees = [`Rui Árbitro ${word}`, `Lia Árbitra ${word}`];
  for (const [index, name] of referees.entries())
    await calls.post("referees", {
      user_id: await registeredId(request, newPerson(name)),
      category_id: category.id,
      kinds: ["referee"],
      ...(index === 0 ? { association_id: north.association } : {}),
    });

  const swimming = await event("Revezamento 4x50 m livre", "individual");
  const swimmingHeat = await heatFinal(swimming, "Final", "time");
  const athletics = await event("Salto em distância", "individual");
  const jumpHeat = await heatFinal(athletics, "Final", "distance");

  await page.goto("/login");
  await loginWithEmail(page, MASTER);
  await expect(page.getByRole("heading", { name: /Olá, Administrador/ })).toBeVisible();

  // The futsal sheet: the suspended player is kept off with the reason, her teammate goes on.
  const sheetUrl = `/competitions/competitions/${futsal.id}/duels/show/${duel.id}`;
  await page.goto(sheetUrl).catch(() => page.goto(sheetUrl));
  const players = page.getByRole("table", { name: `Atletas na súmula — ${northTeam.name}` });
  const blocked = players.getByRole("row").filter({ hasText: `Suspensa ${word}` });
  await expect(blocked.getByText("Suspenso até 31/12/2099")).toBeVisible();
  await expect(blocked.getByRole("button", { name: `Escalar Suspensa ${word}` })).toHaveCount(0);
  await players.getByRole("button", { name: `Escalar Liberada ${word}` }).click();
  await expect(
    players
      .getByRole("row")
      .filter({ hasText: `Liberada ${word}` })
      .getByText("Na súmula"),
  ).toBeVisible();
  // Norte wins 3 to 1.
  await page.getByRole("textbox", { name: `Placar de ${northTeam.name}` }).fill("3");
  await page.getByRole("textbox", { name: `Placar de ${southTeam.name}` }).fill("1");
  const saved = page.waitForResponse(
    (response) =>
      response.url().endsWith(`/duels/${duel.id}/result`) && response.request().method() === "PUT",
  );
  await page.getByRole("button", { name: "Salvar resultado" }).click();
  expect((await saved).status()).toBe(200);

  // The board: Norte's referee is refused on Norte's match; the other one is appointed.
  await page.goto(`/referees/referees/all?competition_id=${futsal.id}`);
  const match = page.getByRole("article").filter({ hasText: northTeam.name });
  const dialog = page.getByRole("dialog");
  const choose = async (referee: string) => {
    await dialog.getByRole("combobox", { name: "Árbitro(a)" }).click();
    await page.getByRole("option", { name: new RegExp(referee) }).click();
    await dialog.getByRole("combobox", { name: "Função" }).click();
    await page.getByRole("option", { name: `Árbitro central ${word}` }).click();
  };
  await match.getByRole("button", { name: "Escalar" }).click();
  await choose(referees[0]!);
  await expect(dialog.getByText("É de uma entidade que tem equipe nesta partida.")).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Salvar escala" })).toBeDisabled();
  await dialog.getByRole("button", { name: "Cancelar" }).click();
  await match.getByRole("button", { name: "Escalar" }).click();
  await choose(referees[1]!);
  await expect(dialog.getByText("Nenhum conflito encontrado.")).toBeVisible();
  await dialog.getByRole("button", { name: "Salvar escala" }).click();
  await expect(
    match.getByRole("listitem", { name: `Árbitro central ${word}: ${referees[1]}` }),
  ).toContainText("Escalado(a), aguardando resposta");

  // The heats' marks, as the timekeeper and the field judge read them: Norte swims faster, Sul jumps further.
  // `field` names the input: a swimming mark, or a jump's first attempt (a field event's attempts).
  const typeMarks = async (competitionId: string, heatId: string, marks: string[], field = "Marca") => {
    await page.goto(`/competitions/competitions/${competitionId}/heats/show/${heatId}`);
    for (const [index, team] of [north, south].entries())
      await page
        .getByRole("textbox", { name: new RegExp(`^${field} de .*${team.name}`) })
        .fill(marks[index]!);
    const written = page.waitForResponse(
      (response) => response.url().endsWith("/marks") && response.request().method() === "PUT",
    );
    await page.getByRole("button", { name: "Gravar marcas" }).click();
    expect((await written).status()).toBe(200);
    await expect(page.getByText("Resultado oficial").first()).toBeVisible({ timeout: 30_000 });
  };
  await typeMarks(swimming.id, swimmingHeat, ["1:52,31", "1:55.02"]);
  await typeMarks(athletics.id, jumpHeat, ["5,41", "5.87"], "Tentativa 1");

  // The futsal's table is final once the competition is closed (the director's status change).
  const current = await calls.get(`competitions/${futsal.id}`);
  await calls.patch(`competitions/${futsal.id}`, { status: "finished", version: current.version });

  // A visitor, no login: Norte's two golds (futsal, swimming) put it ahead of Sul's one (long jump).
  await page.evaluate(() => localStorage.clear());
  await page.goto(`/public/open/olympics/show/${olympic.id}`);
  await expect(page.getByRole("heading", { name: `Jogos Escolares ${word}` })).toBeVisible();
  const medals = page.getByRole("table", { name: "Quadro de medalhas" });
  await expect(medals.getByRole("row").nth(1)).toHaveText(`1º${north.name}2103`);
  await expect(medals.getByRole("row", { name: south.name })).toHaveText(`2º${south.name}1203`);
  await expect(page.getByText("Aguardando o resultado final")).toHaveCount(0);
});
