import { DEFAULT_TENANT_SETTINGS, defineResource, f, l, o, RESOURCES } from "@quadra/shared";
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { appStore } from "../../platform/state/appStore.ts";
import { sessionInfo } from "../../test/fixtures.ts";
import { renderRoutes } from "../../test/renderWithProviders.tsx";
import { ResourceListPage } from "./ResourceListPage.tsx";

const BACKEND = "http://api.test/t/demo";
const ID = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;

/** A resource with a field of each kind the list formats specially (no route: forms in a modal). */
const fees = defineResource({
  name: "testfees",
  permission: "bills",
  label: { one: l("Taxa", "Fee"), many: l("Taxas", "Fees") },
  titleField: "name",
  defaultSort: "name",
  fields: {
    name: f.text("Nome", "Name", { list: true, search: true }),
    amount: f.money("Valor", "Amount", { list: true, filter: true }),
    due_on: f.date("Vencimento", "Due on", { list: true, filter: true }),
    paid_at: f.datetime("Pago em", "Paid at", { list: true }),
    paid: f.bool("Paga", "Paid", { list: true, filter: true }),
    state_id: f.ref("Estado", "State", "states", { list: true, filter: true }),
    kind: f.select("Tipo", "Kind", [o("annual", "Anual", "Yearly"), o("once", "Avulsa", "One-off")], {
      list: true,
      filter: true,
    }),
    notes: f.richtext("Observações", "Notes", { list: true }),
    token: f.secret("Chave", "Key", { list: true }),
  },
});

const record = (n: number, patch: Record<string, unknown> = {}) => ({
  id: ID(n),
  version: 1,
  created_at: "2026-01-10T12:00:00.000Z",
  updated_at: "2026-01-10T12:00:00.000Z",
  ...patch,
});

const FEE = record(1, {
  name: "Anuidade 2026",
  amount: 123456,
  due_on: "2026-03-05",
  paid_at: "2026-03-05T02:30:00.000Z",
  paid: true,
  state_id: ID(9),
  kind: "annual",
  notes: "<p>segredo do texto rico</p>",
  token: "********",
  _titles: { state_id: "São Paulo" },
});

type Call = { url: URL; method: string; body: unknown; headers: Record<string, string> };

/** Answers the list, its options and its writes like the API; remembers every call. */
const mockApi = ({
  rows,
  total = rows.length,
  capped = false,
}: {
  rows: object[];
  total?: number;
  capped?: boolean;
}) => {
  const calls: Call[] = [];
  const fetchMock = vi.fn(async (input: string, init: RequestInit = {}) => {
    const url = new URL(input);
    calls.push({
      url,
      method: init.method ?? "GET",
      body: init.body ? JSON.parse(String(init.body)) : undefined,
      headers: (init.headers ?? {}) as Record<string, string>,
    });
    const json = (result: unknown) =>
      new Response(JSON.stringify({ status: 1, result }), {
        status: 200,
        headers: { "Content-Type": "application/json" },
      });
    if (url.pathname.includes("/export.")) {
      return new Response("Nome\nBrasil\n", {
        status: 200,
        headers: {
          "Content-Type": "text/csv",
          "Content-Disposition": `attachment; filename="Paises.csv"; filename*=UTF-8''Pa%C3%ADses.csv`,
        },
      });
    }
    if (url.pathname.endsWith("/options")) return json([{ id: ID(9), title: "São Paulo" }]);
    if (url.pathname.endsWith("/delete"))
      return json({ deleted: (calls.at(-1)!.body as { ids: string[] }).ids.length });
    if (init.method === "DELETE") return json({ deleted: 1 });
    return json({ data: rows, total, total_capped: capped, page: 1, per_page: 25 });
  });
  vi.stubGlobal("fetch", fetchMock);
  const lists = () =>
    calls.filter((call) => call.method === "GET" && !call.url.pathname.endsWith("/options"));
  return { calls, lists, last: () => lists().at(-1)!.url };
};

const renderList = (def = RESOURCES.countries!, path = "/list") =>
  renderRoutes({ routes: [{ path: "/list", element: <ResourceListPage def={def} /> }], path });

const COUNTRIES = [
  record(1, { name: "Brasil", iso2: "BR", iso3: "BRA", active: true }),
  record(2, { name: "Argentina", iso2: "AR", iso3: "ARG", active: false }),
];

// Mantine screens render slowly in jsdom on a busy machine; the debounces add 300 ms per step.
describe("ResourceListPage", { timeout: 20_000 }, () => {
  beforeEach(() => {
    localStorage.clear();
    // jsdom has no layout: Mantine's combobox scrolls the active option into view.
    Element.prototype.scrollIntoView ??= () => {};
    appStore.set({
      booting: false,
      backend: BACKEND,
      token: "tok",
      info: sessionInfo({ master: true, permissions_names: ["regions", "operations"] }),
    });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("lists with the definition's default sort and shows the rows", async () => {
    const api = mockApi({ rows: COUNTRIES });
    renderList();
    expect(await screen.findByText("Brasil")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Países" })).toBeTruthy();
    const url = api.last();
    expect(url.pathname).toBe("/t/demo/api/v1/countries");
    expect(Object.fromEntries(url.searchParams)).toEqual({ page: "1", per_page: "25" });
    expect(screen.getByTestId("list-total").textContent).toBe("2 registros");
  });

  it("offers a resource's own create screen when it has no generic form (bills), to whoever may open it", async () => {
    mockApi({ rows: [] });
    const withPermissions = (permissions_names: string[]) =>
      appStore.set({
        info: sessionInfo({ permissions_names }),
        config: {
          ...DEFAULT_TENANT_SETTINGS,
          available_modules: ["bills"],
          read_only_until: null,
          debt: false,
        },
      });
    withPermissions(["debts", "bills"]);
    renderRoutes({
      routes: [
        { path: "/list", element: <ResourceListPage def={RESOURCES.bills!} /> },
        { path: "/finances/bills/create", element: <p>Tela de nova cobrança</p> },
      ],
      path: "/list",
    });
    fireEvent.click(await screen.findByRole("button", { name: "Novo" }));
    expect(await screen.findByText("Tela de nova cobrança")).toBeTruthy();
    cleanup();
    withPermissions(["debts"]);
    renderList(RESOURCES.bills!);
    expect(await screen.findByRole("heading", { name: "Cobranças" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Novo" })).toBeNull();
  });

  it("sends what is typed in the search box as q after a pause, and keeps it in the address", async () => {
    const api = mockApi({ rows: COUNTRIES });
    const { router } = renderList();
    await screen.findByText("Brasil");
    fireEvent.change(screen.getByRole("searchbox", { name: "Buscar" }), { target: { value: "sao tome" } });
    await waitFor(() => expect(api.last().searchParams.get("q")).toBe("sao tome"), { timeout: 2_000 });
    expect(router.state.location.search).toBe("?q=sao+tome");
  });

  it("sends a chosen filter as its field", async () => {
    const api = mockApi({ rows: COUNTRIES });
    const { router } = renderList();
    await screen.findByText("Brasil");
    fireEvent.click(screen.getByRole("button", { name: "Filtros" }));
    const filters = await screen.findByTestId("list-filters");
    fireEvent.click(within(filters).getByRole("combobox", { name: "Ativo" }));
    // jsdom lays nothing out, so floating-ui hides the dropdown: its options are there, hidden.
    fireEvent.click(await screen.findByRole("option", { name: "Não", hidden: true }));
    await waitFor(() => expect(api.last().searchParams.get("active")).toBe("false"));
    expect(router.state.location.search).toBe("?active=false");
  });

  it("reads search, filters, sort and page from the address", async () => {
    const api = mockApi({ rows: COUNTRIES, total: 60 });
    renderList(RESOURCES.countries, "/list?q=bra&active=true&sort=-iso2&page=2&per_page=50&bogus=1");
    await screen.findByText("Brasil");
    expect(Object.fromEntries(api.last().searchParams)).toEqual({
      q: "bra",
      active: "true",
      sort: "-iso2",
      page: "2",
      per_page: "50",
    });
  });

  it("toggles the sort of a column between ascending and descending", async () => {
    const api = mockApi({ rows: COUNTRIES });
    renderList();
    await screen.findByText("Brasil");
    // Names are the default sort, ascending: the first click turns it round.
    fireEvent.click(screen.getByRole("button", { name: "Ordenar por Nome" }));
    await waitFor(() => expect(api.last().searchParams.get("sort")).toBe("-name"));
    fireEvent.click(screen.getByRole("button", { name: "Ordenar por Nome" }));
    await waitFor(() => expect(api.last().searchParams.get("sort")).toBe("name"));
    fireEvent.click(screen.getByRole("button", { name: "Ordenar por Sigla ISO (2 letras)" }));
    await waitFor(() => expect(api.last().searchParams.get("sort")).toBe("iso2"));
    fireEvent.click(screen.getByRole("button", { name: "Ordenar por Sigla ISO (2 letras)" }));
    await waitFor(() => expect(api.last().searchParams.get("sort")).toBe("-iso2"));
  });

  it("deletes the selected rows in one call after confirming with their count", async () => {
    const api = mockApi({ rows: COUNTRIES });
    renderList();
    await screen.findByText("Brasil");
    fireEvent.click(screen.getByRole("checkbox", { name: "Selecionar Brasil" }));
    fireEvent.click(screen.getByRole("checkbox", { name: "Selecionar Argentina" }));
    fireEvent.click(screen.getByRole("button", { name: "Excluir 2 selecionados" }));
    const dialog = await screen.findByRole("dialog", { name: "Excluir registros selecionados" });
    expect(within(dialog).getByText(/Excluir 2 registros de Países\?/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Excluir 2 selecionados" }));
    await waitFor(() => expect(api.calls.some((call) => call.method === "POST")).toBe(true));
    const post = api.calls.find((call) => call.method === "POST")!;
    expect(post.url.pathname).toBe("/t/demo/api/v1/countries/delete");
    expect(post.body).toEqual({ ids: [ID(1), ID(2)] });
  });

  it("deletes one row after a confirmation that names it", async () => {
    const api = mockApi({ rows: COUNTRIES });
    renderList();
    await screen.findByText("Brasil");
    fireEvent.click(screen.getByRole("button", { name: "Excluir Argentina" }));
    const dialog = await screen.findByRole("dialog", { name: "Excluir País" });
    expect(within(dialog).getByText("Excluir “Argentina”? Esta ação não pode ser desfeita.")).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Excluir" }));
    await waitFor(() => expect(api.calls.some((call) => call.method === "DELETE")).toBe(true));
    expect(api.calls.find((call) => call.method === "DELETE")!.url.pathname).toBe(
      `/t/demo/api/v1/countries/${ID(2)}`,
    );
  });

  it("exports with the search, filters and sort in use, signed, under the server's file name", async () => {
    const api = mockApi({ rows: COUNTRIES });
    const saved: { name: string; href: string }[] = [];
    vi.stubGlobal(
      "URL",
      Object.assign(URL, { createObjectURL: () => "blob:export", revokeObjectURL: () => {} }),
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push({ name: this.download, href: this.href });
    });
    renderList(RESOURCES.countries, "/list?q=bra&active=true&sort=-iso2&page=3");
    await screen.findByText("Brasil");
    fireEvent.click(screen.getByRole("button", { name: "Exportar CSV" }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const call = api.calls.find((candidate) => candidate.url.pathname.endsWith("/export.csv"))!;
    expect(call.url.pathname).toBe("/t/demo/api/v1/countries/export.csv");
    expect(Object.fromEntries(call.url.searchParams)).toEqual({ q: "bra", active: "true", sort: "-iso2" });
    expect(call.headers.Authorization).toBe("Bearer tok");
    expect(saved[0]).toEqual({ name: "Países.csv", href: "blob:export" });
    click.mockRestore();
  });

  it("formats cells by kind: money, dates in São Paulo, yes/no, option labels and referenced titles", async () => {
    mockApi({ rows: [FEE] });
    renderList(fees as never);
    expect(await screen.findByText("Anuidade 2026")).toBeTruthy();
    const row = screen.getByText("Anuidade 2026").closest("tr")!;
    const cells = within(row);
    expect(cells.getByText("R$ 1.234,56")).toBeTruthy();
    expect(cells.getByText("05/03/2026")).toBeTruthy();
    // 02:30 UTC is still the day before in São Paulo.
    expect(cells.getByText("04/03/2026 23:30")).toBeTruthy();
    expect(cells.getByText("Sim")).toBeTruthy();
    expect(cells.getByText("São Paulo")).toBeTruthy();
    expect(cells.getByText("Anual")).toBeTruthy();
    // Rich text and secrets never reach a list.
    expect(screen.queryByText(/segredo/)).toBeNull();
    expect(screen.queryByText("********")).toBeNull();
    expect(screen.queryByRole("button", { name: "Ordenar por Observações" })).toBeNull();
  });

  it("offers range filters, money typed in reais and sent in centavos", async () => {
    const api = mockApi({ rows: [FEE] });
    renderList(fees as never, "/list?due_on_from=2026-03-01");
    await screen.findByText("Anuidade 2026");
    expect(api.last().searchParams.get("due_on_from")).toBe("2026-03-01");
    // A filter in the address opens the filters, with their count on the button.
    expect(screen.getByRole("button", { name: /^Filtros/ }).getAttribute("aria-expanded")).toBe("true");
    const filters = await screen.findByTestId("list-filters");
    fireEvent.change(within(filters).getByRole("textbox", { name: "Valor a partir de" }), {
      target: { value: "R$ 12,50" },
    });
    await waitFor(() => expect(api.last().searchParams.get("amount_from")).toBe("1250"), { timeout: 2_000 });
  });

  it("says 'mais de 10.000' when the server stopped counting", async () => {
    mockApi({ rows: COUNTRIES, total: 10_000, capped: true });
    renderList();
    await screen.findByText("Brasil");
    expect(screen.getByTestId("list-total").textContent).toBe("Mais de 10.000 registros");
  });

  it("remembers the chosen columns per resource on this device", async () => {
    mockApi({ rows: COUNTRIES });
    renderList();
    await screen.findByText("Brasil");
    expect(screen.queryByRole("columnheader", { name: /Nacionalidade/ })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Colunas" }));
    fireEvent.click(await screen.findByRole("checkbox", { name: "Nacionalidade (gentílico)" }));
    expect(await screen.findByRole("columnheader", { name: /Nacionalidade/ })).toBeTruthy();
    expect(JSON.parse(localStorage.getItem("quadra:columns:countries") ?? "[]")).toContain("nationality");
    cleanup();
    renderList();
    expect(await screen.findByRole("columnheader", { name: /Nacionalidade/ })).toBeTruthy();
  });

  it("links the title to the record's screen, edits on its route, and offers import to operations", async () => {
    mockApi({ rows: COUNTRIES });
    renderList();
    await screen.findByText("Brasil");
    expect(screen.getByRole("link", { name: "Brasil" }).getAttribute("href")).toBe(
      `/regions/countries/show/${ID(1)}`,
    );
    expect(screen.getByRole("link", { name: "Editar Brasil" }).getAttribute("href")).toBe(
      `/regions/countries/edit/${ID(1)}`,
    );
    expect(screen.getByRole("link", { name: "Importar" }).getAttribute("href")).toBe(
      "/admin/imports?resource=countries",
    );
    cleanup();
    act(() => appStore.set({ info: sessionInfo({ permissions_names: ["regions"] }) }));
    renderList();
    await screen.findByText("Brasil");
    expect(screen.queryByRole("link", { name: "Importar" })).toBeNull();
  });

  it("shows an empty state that tells a filtered list from an empty one", async () => {
    mockApi({ rows: [] });
    renderList(RESOURCES.countries, "/list?q=zzz");
    expect(await screen.findByText("Nenhum registro encontrado")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Limpar filtros" }));
    expect(await screen.findByText("Nenhum registro em Países")).toBeTruthy();
  });

  it("lists a child resource under its parent, headed by the parent's title, with the way back", async () => {
    const api = mockApi({ rows: [record(3, { name: "Goleiro", active: true })] });
    const original = globalThis.fetch;
    vi.stubGlobal(
      "fetch",
      vi.fn(async (input: string, init?: RequestInit) =>
        new URL(input).pathname.endsWith(`/sports/${ID(5)}`)
          ? new Response(JSON.stringify({ status: 1, result: record(5, { name: "Futebol" }) }), {
              headers: { "Content-Type": "application/json" },
            })
          : original(input, init),
      ),
    );
    renderRoutes({
      routes: [{ path: "/list", element: <ResourceListPage def={RESOURCES.sportroles!} parentId={ID(5)} /> }],
      path: "/list",
    });
    expect(await screen.findByText("Goleiro")).toBeTruthy();
    expect(api.last().pathname).toBe(`/t/demo/api/v1/sports/${ID(5)}/sportroles`);
    expect(await screen.findByText("Modalidade: Futebol")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Voltar para Modalidades" }).getAttribute("href")).toBe(
      "/admin/sports",
    );
  });

  it("leads from a row to the lists of its child resources", async () => {
    mockApi({ rows: [record(5, { name: "Futebol", active: true })] });
    renderList(RESOURCES.sports);
    await screen.findByText("Futebol");
    fireEvent.click(screen.getByRole("button", { name: "Mais opções de Futebol" }));
    const roles = await screen.findByRole("menuitem", { name: "Funções da modalidade", hidden: true });
    expect(roles.getAttribute("href")).toBe(`/admin/sports/roles/${ID(5)}`);
  });
});
