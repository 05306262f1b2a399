import { expect, test } from "./fixtures.ts";
import { uniqueWord } from "./resourceSamples.ts";
import {
  apiAs,
  associationManagedByMaster,
  loginWithEmail,
  MASTER,
  masterToken,
  newPerson,
  registeredId,
} from "./support.ts";

// Issue 16, the association's side: a manager asks the federation to register three of the
// association's athletes at once, with one submit, on /my/associations/registers/requests/:id/create.
// The spec makes its own register type, association and athletes (unique names), so it runs alone.

test("an association's manager requests the registration of three athletes at once", async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const word = uniqueWord();
  const calls = apiAs(request, await masterToken(request));
  // The master manages the association: what the managers' area needs.
  const association = await associationManagedByMaster(calls, word);
  const type = await calls.post("registertypes", {
    name: `Filiação de judocas ${word}`,
    kind: "athletes",
    validity: "annual",
    requesters: "both",
    number_prefix: "E2E",
  });
  await calls.post(`registertypes/${type.id}/registerroles`, { name: "Atleta" });
  const style = await calls.post(`registertypes/${type.id}/registerstyles`, { name: `Judô ${word}` });
  const athletes = ["Ana", "Bruno", "Carla", "Diego"].map((first) => `${first} ${word}`);
  const ids = new Map<string, string>();
  for (const name of athletes) {
    const id = await registeredId(request, newPerson(name));
    await calls.post(`associations/${association.id}/associationusers`, { user_id: id, status: "active" });
    ids.set(name, id);
  }

  await page.goto("/login");
  await loginWithEmail(page, MASTER);
  await expect(page.getByRole("heading", { name: /Olá/ })).toBeVisible();
  await page.goto(`/my/associations/registers/requests/${association.id}/create`);
  await page.getByRole("combobox", { name: "Tipo de registro" }).click();
  await page.getByRole("option", { name: type.name, exact: true }).click();

  // Three of the four athletes ticked; the style chosen once for all of them.
  const table = page.getByRole("table", { name: "Atletas ativos da entidade" });
  for (const name of athletes.slice(0, 3))
    await table.getByRole("checkbox", { name: `Marcar ${name}` }).check();
  const forAll = page.getByRole("region", { name: "Escolhas para todos os marcados" });
  await forAll.getByRole("combobox", { name: "Modalidade" }).click();
  await page.getByRole("option", { name: style.name, exact: true }).click();
  await forAll.getByRole("button", { name: "Aplicar aos 3 marcados" }).click();
  await page.getByRole("button", { name: "Enviar 3 pedidos" }).click();
  await expect(page.getByText("3 pedidos de registro enviados à federação.")).toBeVisible();
  await expect(page).toHaveURL(
    new RegExp(`/my/associations/registers/requests/${association.id}\\?status=pending`),
  );
  for (const name of athletes.slice(0, 3)) await expect(page.getByText(name)).toBeVisible();
  await expect(page.getByText(athletes[3]!)).toHaveCount(0);

  // The federation's queue holds the three, made by the association, with the style chosen.
  const queue = await calls.get(`registertypes/${type.id}/registerrequests?per_page=50`);
  expect(
    queue.data
      .map((row: Record<string, unknown>) => ({
        user_id: row.user_id,
        association_id: row.association_id,
        registerstyle_id: row.registerstyle_id,
        source: row.source,
        status: row.status,
      }))
      .sort((a: { user_id: string }, b: { user_id: string }) => a.user_id.localeCompare(b.user_id)),
  ).toEqual(
    athletes
      .slice(0, 3)
      .map((name) => ({
        user_id: ids.get(name),
        association_id: association.id,
        registerstyle_id: style.id,
        source: "association",
        status: "pending",
      }))
      .sort((a, b) => a.user_id!.localeCompare(b.user_id!)),
  );

  // Asked again, the three are no longer pickable: their requests wait for review.
  await page.goto(`/my/associations/registers/requests/${association.id}/create`);
  await page.getByRole("combobox", { name: "Tipo de registro" }).click();
  await page.getByRole("option", { name: type.name, exact: true }).click();
  await expect(table.getByRole("checkbox", { name: `Marcar ${athletes[0]}` })).toBeDisabled();
  await expect(table.getByRole("checkbox", { name: `Marcar ${athletes[3]}` })).toBeEnabled();
});
