import { expect, test } from "./fixtures.ts";
import { uniqueWord } from "./resourceSamples.ts";
import { apiAs, gamesEdition, gamesEventCompetition, masterToken } from "./support.ts";

// Issue 14's games: an edition with two delegations and two events made through the API, each
// event's competition created from the edition and its final played; a visitor's public page of the
// edition shows the medal table, and takes in the second final's result without a reload.

test("a public games edition's page shows the medal table of its events' results, live", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const word = uniqueWord();
  const calls = apiAs(request, await masterToken(request));
  const { olympic, north, south } = await gamesEdition(calls, word);
  const sport = await calls.post("sports", {
    name: `Futsal ${word}`,
    kind: "team",
    scoring: "points",
    result_order: "higher",
  });

  /** An event whose competition is created from the edition: a final between the two delegations. */
  const final = async (name: string) => {
    const competition = await gamesEventCompetition(
      calls,
      olympic.id,
      { name, word, kind: "team", sportId: sport.id },
      [north, south],
    );
    const teams = Object.fromEntries(
      competition.teams.map((team, index) => [[north, south][index]!.name, team.id]),
    );
    const phase = await calls.post(`competitions/${competition.id}/phases`, {
      name: "Final",
      format: "knockout",
    });
    await calls.post(
      `phases/${phase.id}/draw`,
      { pots: Object.values(teams).map((t) => [t]), seed: word },
      200,
    );
    await calls.post(`phases/${phase.id}/fixtures`, {}, 200);
    const [duel] = await calls.get(`competitions/${competition.id}/duels?phase_id=${phase.id}`);
    /** The final's result: `winner` scores 3, the other 1. */
    return (winner: string) =>
      calls.put(`duels/${duel.id}/result`, {
        home_score: duel.home.id === teams[winner] ? 3 : 1,
        away_score: duel.home.id === teams[winner] ? 1 : 3,
      });
  };
  const futsal = await final("Futsal masculino");
  const volley = await final("Vôlei feminino");
  await futsal(north.name);

  // A visitor, no login: the medal table of the one decided event.
  await page.goto(`/public/open/olympics/show/${olympic.id}`);
  await expect(page.getByRole("heading", { name: `Jogos Escolares ${word}` })).toBeVisible();
  const medals = page.getByRole("table", { name: "Quadro de medalhas" });
  await expect(medals.getByRole("row", { name: north.name })).toHaveText(`1º${north.name}1001`);
  await expect(medals.getByRole("row", { name: south.name })).toHaveText(`2º${south.name}0101`);
  await expect(page.getByText("Aguardando o resultado final")).toBeVisible();

  // The second final, won by Sul: the page reads the tables again by itself; level, both are first.
  await volley(south.name);
  await expect(medals.getByRole("row", { name: south.name })).toHaveText(`1º${south.name}1102`, {
    timeout: 20_000,
  });
  await expect(medals.getByRole("row", { name: north.name })).toHaveText(`1º${north.name}1102`);
  await expect(page.getByText("Aguardando o resultado final")).toHaveCount(0);
});
