import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { uniqueWord } from "./resourceSamples.ts";
import { DEMO_API, loginWithEmail, MASTER, masterToken, uniqueCnpj } from "./support.ts";

// Issue 14's match day without signal: a director opens the sheets of a round robin, loses the
// network, enters ten results (kept on the device), reloads the page still offline, and when the
// network returns every result reaches the server exactly once.

const api = (request: APIRequestContext, token: string) => ({
  post: async (path: string, data: object, status = 201) => {
    const response = await request.post(`${DEMO_API}/${path}`, {
      headers: { authorization: `Bearer ${token}` },
      data,
    });
    expect(response.status(), await response.text()).toBe(status);
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

/** Goes to an address inside the running app, as its links do (no page load, none needed offline). */
const navigateInApp = (page: Page, path: string) =>
  page.evaluate((target) => {
    window.history.pushState(null, "", target);
    window.dispatchEvent(new PopStateEvent("popstate"));
  }, path);

type Duel = { id: string; home: { name: string }; away: { name: string }; status: string };

test("ten results entered without signal reach the server once when the network returns", async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(240_000);
  const word = uniqueWord();
  const calls = api(request, await masterToken(request));
  const competition = await calls.post("competitions", {
    name: `Copa Sem Sinal ${word}`,
    season: 2026,
    status: "running",
  });
  const club = await calls.post("associations", {
    name: `Clube ${word}`,
    email: `clube-${word}@example.com`,
    cnpj: uniqueCnpj(),
  });
  const teams: string[] = [];
  for (const name of ["Aroeira", "Buriti", "Cedro", "Dendê", "Embaúba"])
    teams.push(
      (
        await calls.post(`competitions/${competition.id}/teams`, {
          name: `${name} ${word}`,
          association_id: club.id,
        })
      ).id,
    );
  const phase = await calls.post(`competitions/${competition.id}/phases`, {
    name: "Turno",
    format: "round_robin",
    entry: "all",
  });
  await calls.post(`phases/${phase.id}/draw`, { pots: [teams], seed: word }, 200);
  await calls.post(`phases/${phase.id}/fixtures`, {}, 200);
  const duels = (await calls.get<Duel[]>(`competitions/${competition.id}/duels`)).filter(
    (duel) => duel.home && duel.away,
  );
  expect(duels).toHaveLength(10);
  const sheetOf = (duel: Duel) => `/competitions/competitions/${competition.id}/duels/show/${duel.id}`;

  await page.goto("/login");
  await loginWithEmail(page, MASTER);
  await expect(page.getByRole("heading", { name: /Olá, Administrador/ })).toBeVisible();
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // Each sheet opened once with the network: the device keeps what it needs to open it again.
  for (const duel of duels) {
    await navigateInApp(page, sheetOf(duel));
    await expect(page.getByRole("textbox", { name: `Placar de ${duel.home.name}` })).toBeVisible();
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
    // A reload without signal: the results stay on the device, and the sheet still opens.
    await page.reload();
    await expect(page.getByText("Guardado neste aparelho", { exact: true })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole("textbox", { name: `Placar de ${duels[9]!.home.name}` })).toBeVisible();
  } finally {
    await context.setOffline(false);
  }

  // Back online: the kept results leave by themselves, in order, each once.
  await expect(page.getByText("Guardado neste aparelho", { exact: true })).toHaveCount(0, {
    timeout: 60_000,
  });
  await expect
    .poll(
      async () =>
        (await calls.get<Duel[]>(`competitions/${competition.id}/duels`)).filter((d) => d.status === "played")
          .length,
      {
        timeout: 60_000,
      },
    )
    .toBe(10);
  const stored = await calls.get<(Duel & { home_score: number; away_score: number })[]>(
    `competitions/${competition.id}/duels`,
  );
  for (const [index, duel] of duels.entries()) {
    expect(stored.find((one) => one.id === duel.id)).toMatchObject({ home_score: index % 4, away_score: 1 });
    const history = await calls.get<{ data: { action: string }[] }>(`duels/${duel.id}/duelresults`);
    expect(history.data.map((row) => row.action)).toEqual(["entered"]);
  }
});
