import { expect, test } from "./fixtures.ts";
import { uniqueWord } from "./resourceSamples.ts";
import { apiAs, loginWithEmail, MASTER, masterToken, uniqueCnpj } from "./support.ts";

// Issue 14's games-day board: a round robin of four on a gym's two courts, proposed with no
// violation; a card moved with the keyboard onto the other court's game is reported in pt-BR and
// marked, moved back; applied; and the competition's matches then carry the times and courts.

// A Monday and a Tuesday far from the demo's own dates.
const FIRST_DAY = "2027-03-01";
const LAST_DAY = "2027-03-02";

test("a director proposes the games-day schedule, sees a keyboard move's violation, moves back and applies it", async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const word = uniqueWord();
  const calls = apiAs(request, await masterToken(request));
  const competitionName = `Taça ${word}`;
  const competition = await calls.post("competitions", {
    name: competitionName,
    season: 2027,
    status: "running",
  });
  const teams: string[] = [];
  for (const [index, name] of ["Alfa", "Beta", "Gama", "Delta"].entries()) {
    const association = await calls.post("associations", {
      name: `Clube ${name} ${word}`,
      email: `clube-${index}-${word}@example.com`,
      cnpj: uniqueCnpj(),
    });
    teams.push(
      (
        await calls.post(`competitions/${competition.id}/teams`, {
          name: `${name} ${word}`,
          association_id: association.id,
        })
      ).id,
    );
  }
  const phase = await calls.post(`competitions/${competition.id}/phases`, {
    name: "Turno único",
    format: "round_robin",
  });
  await calls.post(`phases/${phase.id}/draw`, { pots: teams.map((team) => [team]), seed: word }, 200);
  await calls.post(`phases/${phase.id}/fixtures`, {}, 200);

  const venue = await calls.post("venues", { name: `Ginásio ${word}`, public: true });
  const courts = [`Quadra Norte ${word}`, `Quadra Sul ${word}`];
  for (const name of courts) {
    const space = await calls.post(`venues/${venue.id}/spaces`, { name, kind: "court", active: true });
    for (const weekday of ["1", "2"])
      await calls.post(`spaces/${space.id}/spaceschedules`, { weekday, opens: "08:00", closes: "12:00" });
  }

  await page.goto("/login");
  await loginWithEmail(page, MASTER);
  await expect(page.getByRole("heading", { name: /Olá, Administrador/ })).toBeVisible();
  await page.goto(`/competitions/competitions/show/${competition.id}`);
  await page.getByRole("link", { name: "Montar programação" }).click();
  await expect(page.getByRole("heading", { name: "Programação dos jogos" })).toBeVisible();

  // The setup: both courts, two days, the default rules (60-minute games, 60 minutes' rest).
  const areas = page.getByRole("combobox", { name: "Áreas de jogo" });
  for (const court of courts) {
    await areas.click();
    await areas.fill(court);
    await page.getByRole("option", { name: court }).click();
  }
  await page.keyboard.press("Escape");
  await page.getByLabel("Primeiro dia").fill(FIRST_DAY);
  await page.getByLabel("Último dia").fill(LAST_DAY);
  await page.getByRole("button", { name: "Propor" }).click();
  await expect(page.getByText("6 de 6 jogos e baterias programados.")).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText("Nenhuma restrição quebrada.")).toBeVisible();

  // The first round's game on the north court at 08:00, moved right onto the south court's game.
  const northGame = page.getByRole("button", { name: new RegExp(`08:00–09:00 em Quadra Norte ${word}`) });
  await expect(northGame).toHaveCount(1);
  const label = (await northGame.getAttribute("aria-label"))!;
  const title = label.split(",")[0]!;
  await northGame.focus();
  await page.keyboard.press("ArrowRight");
  const violations = page.getByRole("list", { name: "Restrições quebradas" });
  await expect(
    violations.getByText(new RegExp(`se sobrepõem em Quadra Sul ${word} \\(Ginásio ${word}\\)`)),
  ).toBeVisible();
  await expect(page.getByText("1 é obrigatória: corrija ou aceite ao aplicar.")).toBeVisible();
  const moved = page.getByRole("button", {
    name: new RegExp(`^${title}, .*08:00–09:00 em Quadra Sul ${word}`),
  });
  await expect(moved).toHaveAttribute("data-flagged", "true");
  await expect(page.getByRole("button", { name: "Aplicar" })).toBeDisabled();

  // Back where it was: nothing broken, and the schedule is written.
  await expect(moved).toBeFocused();
  await page.keyboard.press("ArrowLeft");
  await expect(page.getByText("Nenhuma restrição quebrada.")).toBeVisible();
  await page.getByRole("button", { name: "Aplicar" }).click();
  await expect(page.getByRole("status").getByText("Programação aplicada: 6 itens gravados.")).toBeVisible();

  const duels = (await calls.get(`competitions/${competition.id}/duels`)) as {
    home: { name: string };
    away: { name: string };
    scheduled_at: string | null;
    court: string | null;
  }[];
  expect(duels).toHaveLength(6);
  for (const duel of duels) {
    expect(duel.scheduled_at).not.toBeNull();
    expect(courts).toContain(duel.court);
  }
  const first = duels.find((duel) => `${duel.home.name} x ${duel.away.name}` === title)!;
  expect(first.court).toBe(courts[0]);
  expect(new Date(first.scheduled_at!).toISOString()).toBe("2027-03-01T11:00:00.000Z");

  // The competition's matches list shows the times the board wrote.
  await page.getByRole("link", { name: "Ver as partidas" }).click();
  const sides = title.replace(" x ", " × ");
  await expect(page.getByRole("textbox", { name: `Data e hora de ${sides}` })).toHaveValue(
    "2027-03-01T08:00",
  );
  await expect(page.getByRole("row", { name: new RegExp(`${sides} .*Quadra Norte ${word}`) })).toBeVisible();
});
