import { defineResource, f, l, RESOURCES } from "@quadra/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tenants } from "../src/platform/db/schema/index.ts";
import { publicRecordOf } from "../src/platform/resources/publicRoutes.ts";
import { startTestServer, type TestServer, type TestTenant } from "./harness.ts";

/**
 * The public read API (`GET public/<name>` and `public/<name>/<id or slug>`): only published records
 * (status, window, not deleted, parent published), only their fields, 404 across tenants, and 403
 * to anonymous visitors of a portal that is not public.
 */

let server: TestServer;
let a: TestTenant;
let b: TestTenant;
let tokenA: string;

const HOUR = 3_600_000;
const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

beforeAll(async () => {
  server = await startTestServer();
  a = await server.createTenant();
  b = await server.createTenant();
  tokenA = await server.loginAs(a, { master: true });
});
afterAll(() => server.close());

const create = async (tenant: TestTenant, token: string, path: string, body: Record<string, unknown>) => {
  const response = await server.api(tenant, "POST", path, { token, body });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.result as Record<string, any>;
};
const post = (slug: string, extra: Record<string, unknown>) =>
  create(a, tokenA, "posts", { title: `Notícia ${slug}`, slug, body: "<p>Texto</p>", ...extra });
const anonymous = (tenant: TestTenant, path: string) => server.api(tenant, "GET", path);
const slugs = (response: { body: any }) =>
  (response.body.result?.data ?? []).map((row: { slug: string }) => row.slug).sort();

describe("published posts", () => {
  let published: Record<string, any>;
  let draft: Record<string, any>;

  beforeAll(async () => {
    published = await post("publicada", {
      status: "published",
      published_at: at(-HOUR),
      unpublish_at: at(24 * HOUR),
      summary: "Resumo público",
      tags: ["campeonato"],
    });
    await post("sem-data", { status: "published" });
    draft = await post("rascunho", { status: "draft", published_at: at(-HOUR) });
    await post("agendada", { status: "published", published_at: at(HOUR) });
    await post("expirada", { status: "published", published_at: at(-48 * HOUR), unpublish_at: at(-HOUR) });
    await post("arquivada", { status: "archived", published_at: at(-HOUR) });
    const deleted = await post("excluida", { status: "published", published_at: at(-HOUR) });
    expect((await server.api(a, "DELETE", `posts/${deleted.id}`, { token: tokenA })).status).toBe(200);
  });

  it("lists only what is published now, to anyone, cacheable for a minute", async () => {
    const response = await anonymous(a, "public/posts");
    expect(response.status).toBe(200);
    expect(slugs(response)).toEqual(["publicada", "sem-data"]);
    expect(response.body.result).toMatchObject({ total: 2, page: 1, per_page: 25, total_capped: false });
    expect(response.headers["cache-control"]).toBe("public, max-age=60");
    // The list's search, filters and sort work on published records only.
    expect(slugs(await anonymous(a, "public/posts?q=resumo%20publico"))).toEqual(["publicada"]);
    expect(slugs(await anonymous(a, "public/posts?tags=campeonato"))).toEqual(["publicada"]);
    expect(slugs(await anonymous(a, "public/posts?q=rascunho"))).toEqual([]);
    expect((await anonymous(a, "public/posts?sort=-secret")).status).toBe(400);
  });

  it("answers one published record by slug or id, with only its fields", async () => {
    const bySlug = await anonymous(a, "public/posts/publicada");
    expect(bySlug.status).toBe(200);
    expect(bySlug.headers["cache-control"]).toBe("public, max-age=60");
    const byId = await anonymous(a, `public/posts/${published.id}`);
    expect(byId.body).toEqual(bySlug.body);
    const record = bySlug.body.result;
    const expected = ["id", ...Object.keys(RESOURCES.posts!.fields), "created_at", "updated_at"];
    expect(Object.keys(record).sort()).toEqual(expected.sort());
    expect(record).toMatchObject({ title: "Notícia publicada", body: "<p>Texto</p>", status: "published" });
    for (const internal of ["version", "created_by", "updated_by", "search_text", "tenant_id", "deleted_at"])
      expect(record).not.toHaveProperty(internal);
    // Upper case finds it too: a slug typed by a person.
    expect((await anonymous(a, "public/posts/PUBLICADA")).status).toBe(200);
  });

  it("answers 404 for drafts, scheduled, expired, archived and deleted posts, as for missing ones", async () => {
    const missing = await anonymous(a, "public/posts/nao-existe");
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ status: 0, message: "Conteúdo não encontrado ou não publicado." });
    for (const slug of ["rascunho", "agendada", "expirada", "arquivada", "excluida"]) {
      const response = await anonymous(a, `public/posts/${slug}`);
      expect({ slug, status: response.status, body: response.body }).toEqual({
        slug,
        status: 404,
        body: missing.body,
      });
    }
    expect((await anonymous(a, `public/posts/${draft.id}`)).body).toEqual(missing.body);
  });

  it("answers another tenant's published post exactly as a missing one", async () => {
    const fromB = await anonymous(b, `public/posts/${published.id}`);
    const none = await anonymous(b, "public/posts/00000000-0000-4000-8000-000000000000");
    expect(fromB.status).toBe(404);
    expect(fromB.body).toEqual(none.body);
    expect((await anonymous(b, "public/posts/publicada")).status).toBe(404);
    expect(slugs(await anonymous(b, "public/posts"))).toEqual([]);
  });
});

describe("published children and references", () => {
  it("shows the items of published menus only, and titles only of published pages", async () => {
    const page = await create(a, tokenA, "pages", { title: "Sobre", slug: "sobre", status: "published" });
    const hidden = await create(a, tokenA, "pages", {
      title: "Rascunho secreto",
      slug: "oculta",
      status: "draft",
    });
    const menu = await create(a, tokenA, "menus", { name: "Principal", location: "header" });
    const off = await create(a, tokenA, "menus", { name: "Desligado", location: "footer", active: false });
    const item = await create(a, tokenA, `menus/${menu.id}/menuitems`, {
      label: "Sobre",
      link_type: "page",
      page_id: page.id,
    });
    await create(a, tokenA, `menus/${menu.id}/menuitems`, {
      label: "Oculta",
      link_type: "page",
      page_id: hidden.id,
    });
    await create(a, tokenA, `menus/${menu.id}/menuitems`, {
      label: "Inativo",
      link_type: "none",
      active: false,
    });
    await create(a, tokenA, `menus/${off.id}/menuitems`, { label: "Do menu desligado", link_type: "none" });
    await create(a, tokenA, `menuitems/${item.id}/menusubitems`, { label: "Sub", link_type: "none" });

    const menus = await anonymous(a, "public/menus");
    expect(menus.body.result.data.map((row: { name: string }) => row.name)).toEqual(["Principal"]);
    const items = await anonymous(a, "public/menuitems?per_page=200");
    const byLabel = Object.fromEntries(
      items.body.result.data.map((row: { label: string; _titles?: object }) => [row.label, row._titles]),
    );
    expect(Object.keys(byLabel).sort()).toEqual(["Oculta", "Sobre"]);
    expect(byLabel.Sobre).toEqual({ page_id: "Sobre", menu_id: "Principal" });
    // A draft's title never reaches a visitor through a link to it.
    expect(byLabel.Oculta).toEqual({ page_id: null, menu_id: "Principal" });
    expect((await anonymous(a, `public/menuitems?parent_id=${off.id}`)).body.result.data).toEqual([]);
    const subitems = await anonymous(a, "public/menusubitems");
    expect(subitems.body.result.data.map((row: { label: string }) => row.label)).toEqual(["Sub"]);
    // Its item's menu switched off: the sub-item goes with it.
    await server.api(a, "PATCH", `menus/${menu.id}`, {
      token: tokenA,
      body: { active: false, version: menu.version },
    });
    expect((await anonymous(a, "public/menusubitems")).body.result.data).toEqual([]);
  });
});

describe("a portal that is not public", () => {
  it("answers 403 to visitors, and the content to its own people", async () => {
    const closed = await server.createTenant();
    const master = await server.loginAs(closed, { master: true });
    await create(closed, master, "pages", { title: "Estatuto", slug: "estatuto", status: "published" });
    await server.db.owner.update(tenants).set({ isPublic: false }).where(eq(tenants.id, closed.id));
    server.app.deps.tenants.clear();

    for (const path of ["public/pages", "public/pages/estatuto"]) {
      const response = await anonymous(closed, path);
      expect({ path, status: response.status, body: response.body }).toEqual({
        path,
        status: 403,
        body: {
          status: 0,
          code: "denied",
          message: "Este portal não é aberto ao público. Entre com sua conta para ver o conteúdo publicado.",
        },
      });
    }
    // Anyone of the tenant, whatever their permissions; a token of another tenant is nobody here.
    const athlete = await server.loginAs(closed);
    const read = await server.api(closed, "GET", "public/pages/estatuto", { token: athlete });
    expect(read.status).toBe(200);
    expect(read.headers["cache-control"]).toBe("private, max-age=60");
    expect((await server.api(closed, "GET", "public/pages", { token: tokenA })).status).toBe(403);
  });
});

describe("publicRecordOf", () => {
  it("never answers a secret field, not even masked", () => {
    const def = defineResource({
      name: "exemplos",
      permission: "pages",
      label: { one: l("Exemplo", "Example"), many: l("Exemplos", "Examples") },
      titleField: "title",
      fields: { title: f.text("Título", "Title"), token: f.secret("Chave", "Key") },
      publicRead: {},
    });
    const record = publicRecordOf(def, {
      id: "x",
      title: "Um",
      token: "sealed",
      version: 3,
      created_at: new Date(0),
      updated_at: new Date(0),
      created_by: "u",
      search_text: "um",
    });
    expect(record).toEqual({
      id: "x",
      title: "Um",
      created_at: "1970-01-01T00:00:00.000Z",
      updated_at: "1970-01-01T00:00:00.000Z",
    });
  });
});
