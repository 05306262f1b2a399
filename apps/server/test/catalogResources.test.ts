import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connections, posts, sports } from "../src/platform/db/schema/index.ts";
import { revealSecret, SECRET_MASK } from "../src/platform/resources/recordValues.ts";
import type { ResourceTable } from "../src/platform/resources/resourceTable.ts";
import { dumpDatabase } from "./dbState.ts";
import { startTestServer, type TestServer, type TestTenant } from "./harness.ts";

/** The catalog's resources on a real server: children, secrets, soft delete, rich text, slugs, rules. */
let server: TestServer;
let tenant: TestTenant;
let token: string;
const MISSING = "00000000-0000-4000-8000-000000000000";

beforeAll(async () => {
  server = await startTestServer();
  tenant = await server.createTenant();
  token = await server.loginAs(tenant, {
    permissions: [
      "menus",
      "pages",
      "posts",
      "connections",
      "sports",
      "events",
      "icms",
      "regions",
      "invoices",
      "logs",
    ],
  });
});
afterAll(() => server.close());

const call = (method: "GET" | "POST" | "PATCH" | "DELETE", path: string, body?: unknown) =>
  server.api(tenant, method, path, { token, ...(body === undefined ? {} : { body }) });

/** A row as stored, read with the owner connection (no row-level security, no API). */
const storedRow = async (table: ResourceTable, id: string) => {
  const [row] = await server.db.owner.select().from(table).where(eq(table.id, id));
  return row as Record<string, any>;
};

const create = async (path: string, body: Record<string, unknown>) => {
  const response = await call("POST", path, body);
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.result as Record<string, any>;
};

describe("child resources", () => {
  it("list only their parent's records, take the parent from the path and 404 for a missing parent", async () => {
    const header = await create("menus", { name: "Principal", location: "header" });
    const footer = await create("menus", { name: "Rodapé", location: "footer" });
    const page = await create("pages", { title: "Quem somos", slug: "quem-somos", status: "published" });
    const about = await create(`menus/${header.id}/menuitems`, {
      label: "Quem somos",
      link_type: "page",
      page_id: page.id,
      order: 1,
    });
    await create(`menus/${header.id}/menuitems`, {
      label: "Notícias",
      link_type: "route",
      route: "/noticias",
    });
    await create(`menus/${footer.id}/menuitems`, {
      label: "Contato",
      link_type: "url",
      url: "https://x.org",
    });

    expect(about).toMatchObject({
      menu_id: header.id,
      _titles: { page_id: "Quem somos", menu_id: "Principal" },
    });
    const items = await call("GET", `menus/${header.id}/menuitems`);
    expect(items.status).toBe(200);
    expect(items.body.result.data.map((item: any) => item.label)).toEqual(["Notícias", "Quem somos"]);
    expect(items.body.result.total).toBe(2);
    const sorted = await call("GET", `menus/${header.id}/menuitems?sort=-order`);
    expect(sorted.body.result.data[0].label).toBe("Quem somos");

    // A grandchild under the item, and the options of items narrowed to one menu.
    await create(`menuitems/${about.id}/menusubitems`, { label: "Diretoria", link_type: "none" });
    const subitems = await call("GET", `menuitems/${about.id}/menusubitems`);
    expect(subitems.body.result.data.map((item: any) => item.label)).toEqual(["Diretoria"]);
    const options = await call("GET", `menuitems/options?parent_id=${footer.id}`);
    expect(options.body.result.map((option: any) => option.title)).toEqual(["Contato"]);

    const before = await dumpDatabase(server.db);
    for (const [method, path] of [
      ["GET", `menus/${MISSING}/menuitems`],
      ["POST", `menus/${MISSING}/menuitems`],
      ["GET", `menus/${MISSING}/menuitems/export.csv`],
    ] as const) {
      const response = await call(
        method,
        path,
        method === "POST" ? { label: "Órfão", link_type: "none" } : undefined,
      );
      expect({ path, method, status: response.status }).toEqual({ path, method, status: 404 });
    }
    // The parent's id in the body is not a field a client may send: the path decides it.
    const moved = await call("POST", `menus/${header.id}/menuitems`, {
      label: "Intruso",
      link_type: "none",
      menu_id: footer.id,
    });
    expect(moved.status).toBe(400);
    expect(await dumpDatabase(server.db)).toEqual(before);

    // Deleting the menu takes its items and their sub-items with it.
    expect((await call("DELETE", `menus/${header.id}`)).status).toBe(200);
    expect((await call("GET", `menuitems/${about.id}`)).status).toBe(404);
    expect((await call("GET", `menus/${footer.id}/menuitems`)).body.result.total).toBe(1);
  });
});

describe("secret fields", () => {
  it("are sealed at rest, answered as a mask, kept when the mask comes back and replaced when changed", async () => {
    const created = await create("connections", {
      provider: "asaas",
      name: "Asaas produção",
      client_id: "cliente-publico",
      api_key: "chave-de-api-secreta",
    });
    expect(created).toMatchObject({
      api_key: SECRET_MASK,
      client_secret: null,
      client_id: "cliente-publico",
    });
    const stored = () => storedRow(connections, created.id);
    const sealed = (await stored()).api_key as string;
    expect(sealed).not.toContain("chave-de-api-secreta");
    expect(revealSecret(sealed)).toBe("chave-de-api-secreta");

    // The form sends back what it read: the mask keeps the secret, the rest changes.
    const edited = await call("PATCH", `connections/${created.id}`, {
      ...created,
      id: undefined,
      created_at: undefined,
      updated_at: undefined,
      name: "Asaas (produção)",
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.result).toMatchObject({ name: "Asaas (produção)", api_key: SECRET_MASK });
    expect(revealSecret((await stored()).api_key)).toBe("chave-de-api-secreta");

    const replaced = await call("PATCH", `connections/${created.id}`, { api_key: "nova-chave", version: 1 });
    expect(replaced.status).toBe(200);
    expect(revealSecret((await stored()).api_key)).toBe("nova-chave");
    const cleared = await call("PATCH", `connections/${created.id}`, { api_key: null, version: 2 });
    expect(cleared.body.result.api_key).toBeNull();

    // Neither the list, nor the audit log, nor the export ever carries the secret.
    const everywhere = JSON.stringify([
      (await call("GET", "connections")).body,
      (await call("GET", `connections/${created.id}`)).body,
      (await call("GET", `logs?record_id=${created.id}`)).body,
    ]);
    expect(everywhere).toContain("Asaas (produção)");
    expect(everywhere).not.toMatch(/chave-de-api-secreta|nova-chave/);
    const csv = await server.app.inject({
      method: "GET",
      url: `/t/${tenant.identifier}/api/v1/connections/export.csv`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).not.toMatch(/nova-chave|chave-de-api|Chave de API/);
  });
});

describe("soft delete", () => {
  it("hides a sport from lists, reads and selects but keeps its row, and frees its name", async () => {
    const sport = await create("sports", { name: "Vôlei de praia", abbreviation: "VP", kind: "team" });
    await create(`sports/${sport.id}/sportroles`, { name: "Bloqueador" });
    expect((await call("DELETE", `sports/${sport.id}`)).status).toBe(200);

    const list = await call("GET", "sports?q=volei");
    expect(list.body.result.data).toEqual([]);
    expect((await call("GET", `sports/${sport.id}`)).status).toBe(404);
    expect((await call("GET", "sports/options?q=volei")).body.result).toEqual([]);
    expect((await call("GET", `sports/${sport.id}/sportroles`)).status).toBe(404);
    expect((await call("DELETE", `sports/${sport.id}`)).status).toBe(404);

    const row = await storedRow(sports, sport.id);
    expect(row).toMatchObject({ name: "Vôlei de praia" });
    expect(row.deleted_at).toBeInstanceOf(Date);

    const again = await create("sports", { name: "VÔLEI DE PRAIA" });
    expect(again.id).not.toBe(sport.id);
  });
});

describe("posts", () => {
  it("keep rich text's formatting but never its scripts or event handlers", async () => {
    const post = await create("posts", {
      title: "Seleção convocada",
      slug: "selecao-convocada",
      body: '<p>Lista <strong>oficial</strong></p><script>alert("x")</script><img src="https://x.org/a.png" onerror="alert(1)"><a href="javascript:alert(1)">link</a>',
    });
    expect(post.body).toContain("<strong>oficial</strong>");
    expect(post.body).not.toMatch(/script|onerror|javascript:/);
    expect(post.body).toContain('<img src="https://x.org/a.png" />');
    expect((await storedRow(posts, post.id)).body).not.toMatch(/script|onerror/);
    // Search reads the text, not the markup.
    const found = await call("GET", "posts?q=lista%20oficial");
    expect(found.body.result.data.map((item: any) => item.id)).toEqual([post.id]);
  });

  it("answer 409 on a slug already taken, whatever its case, and 400 on a malformed one", async () => {
    const first = await create("posts", { title: "Copa Estadual", slug: "copa-estadual-2025" });
    expect(first).toMatchObject({ status: "draft", featured: false, tags: [] });
    const taken = await call("POST", "posts", { title: "Outra", slug: "Copa-Estadual-2025" });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({
      code: "conflict",
      errors: { slug: "Já existe um registro com esse valor." },
    });
    const malformed = await call("POST", "posts", { title: "Outra", slug: "copa estadual" });
    expect(malformed.status).toBe(400);
    expect(Object.keys(malformed.body.errors)).toEqual(["slug"]);
    // A required field with a default may be left out, not sent empty.
    const noStatus = await call("POST", "posts", { title: "Outra", slug: "outra", status: null });
    expect(noStatus.status).toBe(400);
    expect(noStatus.body.errors).toEqual({ status: "Campo obrigatório." });
    // A deleted post frees its slug.
    expect((await call("DELETE", `posts/${first.id}`)).status).toBe(200);
    await create("posts", { title: "Copa Estadual", slug: "copa-estadual-2025" });
  });
});

describe("field rules", () => {
  it("refuse an event that ends before it starts, on create and on a change of either end", async () => {
    const wrong = await call("POST", "events", {
      title: "Seletiva",
      starts_at: "2026-05-10T09:00:00-03:00",
      ends_at: "2026-05-10T08:00:00-03:00",
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({
      message: "Término: Não pode ser anterior a Início.",
      errors: { ends_at: "Não pode ser anterior a Início." },
    });
    const event = await create("events", {
      title: "Seletiva",
      starts_at: "2026-05-10T09:00:00-03:00",
      ends_at: "2026-05-10T18:00:00-03:00",
    });
    const later = await call("PATCH", `events/${event.id}`, {
      starts_at: "2026-05-11T09:00:00-03:00",
      version: event.version,
    });
    expect(later.status).toBe(400);
    expect(Object.keys(later.body.errors)).toEqual(["ends_at"]);
    const fine = await call("PATCH", `events/${event.id}`, {
      title: "Seletiva estadual",
      version: event.version,
    });
    expect(fine.status).toBe(200);
  });

  it("keep one ICMS record per city and year (409 naming the city) and one invoice per number and series", async () => {
    const country = await create("countries", { name: "Brasil" });
    const state = await create("states", { country_id: country.id, name: "Minas Gerais", uf: "MG" });
    const bh = await create("cities", { state_id: state.id, name: "Belo Horizonte" });
    const contagem = await create("cities", { state_id: state.id, name: "Contagem" });
    await create("icms", { year: 2025, city_id: bh.id, points: 12.5, amount: 1_500_000 });
    const twice = await call("POST", "icms", { year: 2025, city_id: bh.id });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe("Ano-base: já existe um registro com esse valor para o mesmo Município.");
    await create("icms", { year: 2025, city_id: contagem.id });
    await create("icms", { year: 2024, city_id: bh.id });
    const byCity = await call("GET", `icms?city_id=${bh.id}&sort=year`);
    expect(byCity.body.result.data.map((row: any) => row.year)).toEqual([2024, 2025]);

    const invoice = {
      number: "1001",
      issued_on: "2026-02-01",
      taker_type: "company",
      taker_name: "Clube Atlético",
      taker_cnpj: "11.222.333/0001-81",
      description: "Taxa de filiação 2026",
      amount: 150_000,
    };
    expect(await create("invoices", invoice)).toMatchObject({ series: "1", amount: 150_000 });
    expect((await call("POST", "invoices", invoice)).status).toBe(409);
    await create("invoices", { ...invoice, series: "2" });
  });
});
