import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { PNG, uniqueWord } from "./resourceSamples.ts";
import {
  DEMO_API,
  loginWithCpf,
  loginWithEmail,
  MASTER,
  masterToken,
  newPerson,
  registerByApi,
} from "./support.ts";

// Issue 11's start page: the master sees what waits for them (with the count the queue holds) and a
// person sees the documents they still have to send; both in the federation named with its article.

const as = (token: string) => ({ authorization: `Bearer ${token}` });

const post = async (request: APIRequestContext, token: string, path: string, data: object) => {
  const response = await request.post(`${DEMO_API}/${path}`, { headers: as(token), data });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).result as { id: string; url: string };
};

test("the master sees the documents waiting for review; a person sees the documents they must send", async ({
  page,
  request,
}) => {
  const word = uniqueWord();
  const master = await masterToken(request);
  const rg = await post(request, master, "documenttypes", {
    name: `RG ${word}`,
    applies_to: "person",
    required: true,
  });
  await post(request, master, "documenttypes", {
    name: `Atestado ${word}`,
    applies_to: "person",
    required: true,
  });

  // A person sends their RG: it waits in the staff's queue; the certificate is still to send.
  const person = newPerson(`Lúcia ${word}`);
  const { token } = await registerByApi(request, person);
  const upload = await request.post(`${DEMO_API}/uploads`, {
    headers: as(token),
    multipart: { file: { name: "rg.png", mimeType: "image/png", buffer: PNG } },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const file = (await upload.json()).result.url as string;
  await post(request, token, "my/documents", { documenttype_id: rg.id, file });
  // An event later today: the nearest on the calendar.
  await post(request, master, "events", {
    title: `Clínica ${word}`,
    kind: "course",
    starts_at: new Date(Date.now() + 3_600_000).toISOString(),
    status: "scheduled",
    public: true,
  });
  const counts = await request.get(`${DEMO_API}/approvals/counts`, { headers: as(master) });
  const waiting = (await counts.json()).result.userdocuments as number;
  expect(waiting).toBeGreaterThan(0);

  await page.goto("/login");
  await loginWithEmail(page, MASTER);
  await expect(page.getByRole("heading", { name: /Olá, Administrador/ })).toBeVisible();
  await expect(page.getByText("Bem-vindo ao portal da Federação Demonstração.")).toBeVisible();
  const needs = page.getByRole("region", { name: "Precisa de você" });
  const queue = needs.getByRole("link", { name: `Aprovação de documentos de pessoas ${waiting} aguardando` });
  await expect(queue).toBeVisible();
  await expect(page.getByRole("region", { name: "Vem aí" }).getByText(`Clínica ${word}`)).toBeVisible();
  await queue.click();
  await expect(page).toHaveURL(/\/records\/users\/userdocuments_approve$/);
  await expect(page.getByText(person.name).first()).toBeVisible();

  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await page.goto("/login");
  await loginWithCpf(page, person);
  await expect(page.getByRole("heading", { name: /Olá, Lúcia/ })).toBeVisible();
  // No staff numbers for a person.
  await expect(page.getByRole("region", { name: "Para você" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Precisa de você" })).toHaveCount(0);
  const documents = page.getByRole("region", { name: "Documentos para enviar" });
  await expect(documents.getByText(`Atestado ${word}`)).toBeVisible();
  await expect(documents.getByText("Não enviado")).toBeVisible();
  // The RG waits for review: nothing to send for it.
  await expect(documents.getByText(`RG ${word}`)).toHaveCount(0);
  await documents.getByRole("link", { name: "Enviar documentos" }).click();
  await expect(page).toHaveURL(/\/my\/documents$/);
});
