import { expect, test } from "./fixtures.ts";
import { uniqueWord } from "./resourceSamples.ts";
import {
  apiAs,
  loginWithEmail,
  MASTER,
  masterToken,
  newPerson,
  registeredId,
  todayInSaoPaulo,
} from "./support.ts";

// Issue 16's registers end to end, each test on its own register type and people (unique names).

/** A calendar day `days` from `day` (YYYY-MM-DD). */
const shift = (day: string, days: number) =>
  new Date(Date.parse(`${day}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const brDate = (day: string) => day.split("-").reverse().join("/");

/** Picks `option` in a select that searches its options as it is typed (the choice is made again until it holds). */
const choose = async (
  page: import("@playwright/test").Page,
  label: string,
  search: string,
  option: string,
) => {
  const field = page.getByRole("combobox", { name: label, exact: true });
  await expect(async () => {
    await field.click();
    await field.fill("");
    await field.pressSequentially(search);
    await page.getByRole("option", { name: option, exact: true }).click();
    await expect(field).toHaveValue(option, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
};

test("a graduation promotion before the minimum time in the grade is refused with its reason", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const word = uniqueWord();
  const calls = apiAs(request, await masterToken(request));
  const type = await calls.post("registertypes", {
    name: `Judô ${word}`,
    kind: "athletes",
    validity: "annual",
    requesters: "both",
    number_prefix: "JUD",
  });
  const role = await calls.post(`registertypes/${type.id}/registerroles`, { name: "Atleta" });
  const grades = new Map<string, string>();
  for (const [position, [name, months]] of (
    [
      ["Branca", 0],
      ["Amarela", 0],
      ["Laranja", 0],
      ["Verde", 12],
    ] as const
  ).entries()) {
    const grade = await calls.post(`registertypes/${type.id}/registergraduations`, {
      name: `${name} ${word}`,
      position: position + 1,
      min_months_in_previous: months,
    });
    grades.set(name, grade.id);
  }
  // Yellow for 100 days: three whole months, whatever the month lengths.
  const today = todayInSaoPaulo();
  const since = shift(today, -100);
  const userId = await registeredId(request, newPerson(`Kenji ${word}`));
  const entry = await calls.post(`registertypes/${type.id}/registers`, {
    user_id: userId,
    registerrole_id: role.id,
    registergraduation_id: grades.get("Amarela"),
    graduated_on: since,
    status: "active",
    starts_on: shift(today, -100),
    ends_on: `${today.slice(0, 4)}-12-31`,
  });

  await page.goto("/login");
  await loginWithEmail(page, MASTER);
  await expect(page.getByRole("heading", { name: /Olá/ })).toBeVisible();
  const form = `/registers/registertypes/${type.id}/registers/${entry.id}/registerpromotions/create`;
  await page.goto(form);
  await choose(page, "Nova graduação", `Verde ${word}`, `Verde ${word}`);
  const date = page.getByRole("textbox", { name: "Data", exact: true });
  await date.fill(brDate(today));
  await date.press("Tab");
  await page.getByRole("textbox", { name: "Examinador", exact: true }).fill(`Sensei Tanaka ${word}`);
  await page.getByRole("button", { name: "Salvar" }).click();
  // The rule names the minimum, the time the person has and since when.
  await expect(
    page
      .getByText(
        `Tempo mínimo na graduação anterior: 12 meses; a pessoa tem 3 meses (desde ${brDate(since)}).`,
        { exact: false },
      )
      .first(),
  ).toBeVisible();
  expect((await calls.get(`registers/${entry.id}/registerpromotions`)).data).toEqual([]);
  expect(await calls.get(`registers/${entry.id}`)).toMatchObject({
    registergraduation_id: grades.get("Amarela"),
  });

  // The next belt, which asks no minimum time, chosen on the same form, is recorded and moves the entry.
  await choose(page, "Nova graduação", `Laranja ${word}`, `Laranja ${word}`);
  await page.getByRole("button", { name: "Salvar" }).click();
  await expect(page.getByRole("button", { name: "Salvar" })).toHaveCount(0);
  await expect(async () =>
    expect((await calls.get(`registers/${entry.id}/registerpromotions`)).data).toMatchObject([
      { registergraduation_id: grades.get("Laranja"), from_graduation_id: grades.get("Amarela") },
    ]),
  ).toPass({ timeout: 10_000 });
  expect(await calls.get(`registers/${entry.id}`)).toMatchObject({
    registergraduation_id: grades.get("Laranja"),
    graduated_on: today,
  });
});
