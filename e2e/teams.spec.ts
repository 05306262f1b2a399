import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { PNG, uniqueWord } from "./resourceSamples.ts";
import { DEMO_API, loginWithCpf, masterToken, newPerson, registerByApi, uniqueCnpj } from "./support.ts";

// Issue 4's team screens end to end: staff enter a team with its responsible and a member; the
// responsible finds the team in the personal menu and sends the member's document from the roster.

/** POST as the master, expecting 201, and answers the record. */
const createAs = async (request: APIRequestContext, token: string, path: string, data: object) => {
  const response = await request.post(`${DEMO_API}/${path}`, {
    headers: { authorization: `Bearer ${token}` },
    data,
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).result as { id: string };
};

const personId = async (request: APIRequestContext, token: string) => {
  const me = await request.get(`${DEMO_API}/auth/me`, { headers: { authorization: `Bearer ${token}` } });
  expect(me.status()).toBe(200);
  return (await me.json()).result.id as string;
};

test("a team's responsible opens the team from the menu and sends a member's document for review", async ({
  page,
  request,
}) => {
  const word = uniqueWord();
  const token = await masterToken(request);
  const typeName = `Atestado ${word}`;
  await createAs(request, token, "documenttypes", { name: typeName, applies_to: "person", required: true });
  const association = await createAs(request, token, "associations", {
    name: `Clube ${word}`,
    email: `clube-${word}@example.com`,
    cnpj: uniqueCnpj(),
  });
  const competition = await createAs(request, token, "competitions", {
    name: `Copa ${word}`,
    season: 2026,
    status: "running",
  });

  const coach = newPerson(`Rita ${word}`);
  const athlete = newPerson(`Paulo ${word}`);
  const coachId = await personId(request, (await registerByApi(request, coach)).token);
  const athleteId = await personId(request, (await registerByApi(request, athlete)).token);
  const teamName = `Equipe ${word}`;
  const team = await createAs(request, token, `competitions/${competition.id}/teams`, {
    name: teamName,
    association_id: association.id,
    responsible_id: coachId,
  });
  // Only an active athlete of the team's association joins its roster (teamMembers.rules.ts).
  await createAs(request, token, `associations/${association.id}/associationusers`, { user_id: athleteId });
  await createAs(request, token, `teams/${team.id}/teammembers`, {
    user_id: athleteId,
    role: "athlete",
    number: 10,
  });

  await page.goto("/login");
  await loginWithCpf(page, coach);
  await expect(page.getByRole("heading", { name: /Olá, Rita/ })).toBeVisible();
  await page.getByRole("link", { name: "Minhas equipes" }).first().click();
  await page.getByRole("link", { name: `Ver equipe ${teamName}` }).click();
  await expect(page.getByRole("heading", { name: teamName })).toBeVisible();
  await expect(page.getByRole("table").getByText(athlete.name)).toBeVisible();

  await page.getByRole("link", { name: `Documentos de ${athlete.name}` }).click();
  await page.getByRole("link", { name: "Enviar documento" }).first().click();
  await page.getByRole("combobox", { name: "Tipo" }).click();
  await page.getByRole("option", { name: typeName, exact: true }).click();
  const form = page
    .locator("form")
    .filter({ has: page.getByRole("button", { name: "Enviar para análise" }) });
  const uploaded = page.waitForResponse(
    (response) => /\/uploads$/.test(response.url()) && response.request().method() === "POST",
  );
  await form
    .locator("input[type=file]")
    .setInputFiles({ name: "atestado.png", mimeType: "image/png", buffer: PNG });
  expect((await uploaded).status()).toBe(201);
  await page.getByRole("button", { name: "Enviar para análise" }).click();
  await expect(page.getByText("Documento enviado. Ele será analisado pela equipe.")).toBeVisible();

  // The document is the athlete's, waiting for the staff queue.
  const docs = await request.get(`${DEMO_API}/userdocuments?user_id=${athleteId}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const rows = (await docs.json()).result.data as { status: string }[];
  expect(rows.map((row) => row.status)).toEqual(["pending"]);
});
