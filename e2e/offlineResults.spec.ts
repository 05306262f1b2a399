import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { uniqueWord } from "./resourceSamples.ts";
import { apiAs, loginWithEmail, MASTER, masterToken, uniqueCnpj } from "./support.ts";

// Issue 14's match day without signal: a director opens the sheets of a round robin and the marks
// screens of a relay's heats, loses the network, enters ten results and marks (kept on the device),
// reloads the page still offline, and when the network returns every one reaches the server
// exactly once; a mark someone else changed meanwhile is shown to the director, who chooses.

/** Goes to an address inside the running app, as its links do (no page load, none needed offline). */
const navigateInApp = (page: Page, path: string) =>
  page.evaluate((target) => {
    window.history.pushState(null, "", target);
    window.dispatchEvent(new PopStateEvent("popstate"));
  }, path);

type Duel = { id: string; home: { name: string }; away: { name: string }; status: string };
type HeatEntry = { id: string; team_name: string; mark: number | null };
type Heat = { id: string; name: string; entries: HeatEntry[] };
type Calls = ReturnType<typeof apiAs>;

/** A running competition named `name` with one club's teams (`teams`, the word after each): its id and the teams' ids. */
const competitionWithTeams = async (calls: Calls, name: string, word: string, teams: string[]) => {
  const competition = await calls.post("competitions", {
    name: `${name} ${word}`,
    season: 2026,
    status: "running",
  });
  const club = await calls.post("associations", {
    name: `Clube ${name} ${word}`,
    email: `clube-${teams.length}-${word}@example.com`,
    cnpj: uniqueCnpj(),
  });
  const ids: string[] = [];
  for (const team of teams)
    ids.push(
      (
        await calls.post(`competitions/${competition.id}/teams`, {
          name: `${team} ${word}`,
          association_id: club.id,
        })
      ).id,
    );
  return { competitionId: competition.id as string, teams: ids };
};

/** A running round robin of five teams: its ten duels. */
const roundRobin = async (calls: Calls, word: string) => {
  const { competitionId, teams } = await competitionWithTeams(calls, "Copa Sem Sinal", word, [
    "Aroeira",
    "Buriti",
    "Cedro",
    "Dendê",
    "Embaúba",
  ]);
  const phase = await calls.post(`competitions/${competitionId}/phases`, {
    name: "Turno",
    format: "round_robin",
    entry: "all",
  });
  await calls.post(`phases/${phase.id}/draw`, { pots: [teams], seed: word }, 200);
  await calls.post(`phases/${phase.id}/fixtures`, {}, 200);
  const duels = ((await calls.get(`competitions/${competitionId}/duels`)) as Duel[]).filter(
    (duel) => duel.home && duel.away,
  );
  expect(duels).toHaveLength(10);
  return { competitionId, duels };
};

/** A running 4x100 m of six relay teams drawn into three heats of two. */
const relayHeats = async (calls: Calls, word: string) => {
  const { competitionId, teams } = await competitionWithTeams(calls, "Revezamento Sem Sinal", word, [
    "Ipê",
    "Jatobá",
    "Jequitibá",
    "Oiti",
    "Pau-brasil",
    "Sibipiruna",
  ]);
  const phase = await calls.post(`competitions/${competitionId}/phases`, {
    name: "Eliminatórias",
    format: "heats",
    position: 1,
    measure: "time",
    lanes: 8,
    qualify_by_place: 1,
    qualify_by_mark: 0,
  });
  const drawn = await calls.post(
    `phases/${phase.id}/heats/draw`,
    { entries: teams.map((team_id) => ({ team_id })), heats: 3, seed: word },
    200,
  );
  const heats = drawn.heats as Heat[];
  expect(heats.map((heat) => heat.entries.length)).toEqual([2, 2, 2]);
  return { competitionId, heats };
};

/** The audit log's updates of a heat entry: one per write that changed it. */
const updatesOf = async (calls: Calls, entryId: string) =>
  ((await calls.get(`logs?record_id=${entryId}`)).data as { action: string }[]).filter(
    (row) => row.action === "update",
  ).length;

test("ten results and marks entered without signal reach the server once when the network returns", async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(300_000);
  const word = uniqueWord();
  const calls = apiAs(request, await masterToken(request));
  const league = await roundRobin(calls, word);
  const relay = await relayHeats(calls, word);
  const duels = league.duels.slice(0, 6);
  const sheetOf = (duel: Duel) => `/competitions/competitions/${league.competitionId}/duels/show/${duel.id}`;
  const marksOf = (heat: Heat) => `/competitions/competitions/${relay.competitionId}/heats/show/${heat.id}`;
  const markBox = (entry: HeatEntry) => page.getByRole("textbox", { name: `Marca de ${entry.team_name}` });
  const waiting = page.getByRole("alert").filter({ hasText: "Aguardando conexão" });
  const [heatA, heatB, heatC] = relay.heats as [Heat, Heat, Heat];
  // Four marks typed offline (heat A saved twice, the second keeping both), one in conflict (heat C).
  const typed = new Map([
    [heatA.entries[0]!.id, "43.10"],
    [heatA.entries[1]!.id, "dnf"],
    [heatB.entries[0]!.id, "0:42,75"],
    [heatB.entries[1]!.id, "42.9"],
  ]);
  const stored = new Map([
    [heatA.entries[0]!.id, { mark: 43.1, mark_status: null }],
    [heatA.entries[1]!.id, { mark: null, mark_status: "DNF" }],
    [heatB.entries[0]!.id, { mark: 42.75, mark_status: null }],
    [heatB.entries[1]!.id, { mark: 42.9, mark_status: null }],
  ]);
  const disputed = heatC.entries[0]!;

  await page.goto("/login");
  await loginWithEmail(page, MASTER);
  await expect(page.getByRole("heading", { name: /Olá, Administrador/ })).toBeVisible();
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // Each sheet and marks screen opened once with the network: the device keeps what it needs to open it again.
  for (const duel of duels) {
    await navigateInApp(page, sheetOf(duel));
    await expect(page.getByRole("textbox", { name: `Placar de ${duel.home.name}` })).toBeVisible();
  }
  for (const heat of relay.heats) {
    await navigateInApp(page, marksOf(heat));
    await expect(markBox(heat.entries[0]!)).toBeVisible();
  }

  await context.setOffline(true);
  try {
    for (const [index, duel] of duels.entries()) {
      await navigateInApp(page, sheetOf(duel));
      // Typed as a person types (a score of 0 included).
      const homeBox = page.getByRole("textbox", { name: `Placar de ${duel.home.name}` });
      await homeBox.click();
      await homeBox.pressSequentially(String(index % 4));
      await page.getByRole("textbox", { name: `Placar de ${duel.away.name}` }).fill("1");
      await page.getByRole("button", { name: "Salvar resultado" }).click();
      await expect(page.getByText("Guardado neste aparelho", { exact: true })).toBeVisible();
    }
    // Heat A: one mark saved, then the second; heat B: both at once; heat C: the one in dispute.
    await navigateInApp(page, marksOf(heatA));
    await markBox(heatA.entries[0]!).fill(typed.get(heatA.entries[0]!.id)!);
    await page.getByRole("button", { name: "Gravar marcas" }).click();
    await expect(waiting).toBeVisible();
    await expect(markBox(heatA.entries[0]!)).toHaveValue("43.10");
    await markBox(heatA.entries[1]!).fill(typed.get(heatA.entries[1]!.id)!);
    await markBox(heatA.entries[1]!).press("Enter");
    await expect(waiting).toContainText("2 marcas da Série 1");
    await navigateInApp(page, marksOf(heatC));
    await markBox(disputed).fill("44.00");
    await page.getByRole("button", { name: "Gravar marcas" }).click();
    await expect(waiting).toBeVisible();
    await navigateInApp(page, marksOf(heatB));
    for (const entry of heatB.entries) await markBox(entry).fill(typed.get(entry.id)!);
    await page.getByRole("button", { name: "Gravar marcas" }).click();
    await expect(waiting).toBeVisible();

    // Meanwhile, with signal elsewhere, another person enters the disputed mark.
    await calls.put(`heats/${heatC.id}/marks`, { marks: [{ entry_id: disputed.id, value: "43.50" }] });

    // A reload without signal: the marks stay on the device, in their fields, and the sheets still open.
    await page.reload();
    await expect(waiting).toBeVisible({ timeout: 30_000 });
    for (const entry of heatB.entries) await expect(markBox(entry)).toHaveValue(typed.get(entry.id)!);
    // The alert's title and each kept field's line.
    await expect(page.getByText("Aguardando conexão", { exact: true })).toHaveCount(3);
    await navigateInApp(page, sheetOf(duels[5]!));
    await expect(page.getByText("Guardado neste aparelho", { exact: true })).toBeVisible();
    await expect(page.getByRole("textbox", { name: `Placar de ${duels[5]!.home.name}` })).toBeVisible();
    await navigateInApp(page, marksOf(heatB));
    await expect(waiting).toBeVisible();
  } finally {
    await context.setOffline(false);
  }

  // Back online: the kept results and marks leave by themselves, in order, each once.
  await expect(waiting).toHaveCount(0, { timeout: 60_000 });
  await expect
    .poll(
      async () =>
        ((await calls.get(`competitions/${league.competitionId}/duels`)) as Duel[]).filter(
          (d) => d.status === "played",
        ).length,
      { timeout: 60_000 },
    )
    .toBe(6);
  const played = (await calls.get(`competitions/${league.competitionId}/duels`)) as (Duel & {
    home_score: number;
    away_score: number;
  })[];
  for (const [index, duel] of duels.entries()) {
    expect(played.find((one) => one.id === duel.id)).toMatchObject({ home_score: index % 4, away_score: 1 });
    const history = await calls.get(`duels/${duel.id}/duelresults`);
    expect(history.data.map((row: { action: string }) => row.action)).toEqual(["entered"]);
  }
  for (const heat of [heatA, heatB]) {
    const sheet = await calls.get(`heats/${heat.id}/sheet`);
    for (const entry of sheet.heat.entries as HeatEntry[]) {
      expect(entry).toMatchObject(stored.get(entry.id)!);
      expect(await updatesOf(calls, entry.id)).toBe(1);
    }
  }

  // The disputed mark is not overwritten: the director sees both and chooses theirs.
  await navigateInApp(page, marksOf(heatC));
  const conflict = page
    .getByRole("alert")
    .filter({ hasText: "Marcas não enviadas: outra pessoa mudou esta bateria" });
  await expect(conflict).toBeVisible({ timeout: 30_000 });
  const row = conflict
    .getByRole("table", { name: "Marcas em conflito" })
    .getByRole("row", { name: disputed.team_name });
  await expect(row).toContainText("44.00");
  await expect(row).toContainText("43,50");
  expect((await calls.get(`heats/${heatC.id}/sheet`)).heat.entries[0]).toMatchObject({ mark: 43.5 });
  await conflict.getByRole("button", { name: "Manter o que digitei" }).click();
  await expect(conflict).toHaveCount(0, { timeout: 30_000 });
  await expect(markBox(disputed)).toHaveValue("44,00");
  const settled = (await calls.get(`heats/${heatC.id}/sheet`)).heat.entries as HeatEntry[];
  expect(settled.find((entry) => entry.id === disputed.id)).toMatchObject({ mark: 44 });
  // Two writes of it: the other person's and the director's choice, none twice.
  expect(await updatesOf(calls, disputed.id)).toBe(2);
});
