import { defineResource, f, l, o, RESOURCES } from "@quadra/shared";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { appStore } from "../../platform/state/appStore.ts";
import { renderRoutes } from "../../test/renderWithProviders.tsx";
import { ResourceFormPage, ResourceShowPage } from "./ResourceForm.tsx";

const API = "http://api.test/t/demo/api/v1/";
const ID = "6f1c2b9e-4d3a-4c1b-9a8e-2f7d6c5b4a39";
const CITY = "0b8d3c1e-7a2f-4e5d-8c9b-1a2b3c4d5e6f";

/** A small resource with the kinds these tests need (money, date, a select driving showWhen). */
const matches = defineResource({
  name: "testmatches",
  permission: "regions",
  label: { one: l("Partida", "Match"), many: l("Partidas", "Matches") },
  titleField: "name",
  fields: {
    name: f.text("Nome da partida", "Match name", { required: true, max: 80 }),
    fee: f.money("Taxa de inscrição", "Entry fee"),
    day: f.date("Dia", "Day"),
    kind: f.select(
      "Formato",
      "Format",
      [o("online", "On-line", "Online"), o("venue", "Presencial", "In person")],
      { default: "online" },
    ),
    stream_url: f.url("Endereço da transmissão", "Stream address"),
    notes: f.textarea("Observações", "Notes"),
    code: f.text("Código da partida", "Match code", { createOnly: true, max: 20 }),
  },
  showWhen: { stream_url: { field: "kind", equals: "online" } },
});

const saved = {
  id: ID,
  version: 3,
  created_at: "2025-03-01T12:00:00.000Z",
  updated_at: "2025-03-01T12:00:00.000Z",
  name: "Final",
  fee: 1000,
  day: "2025-03-15",
  kind: "venue",
  stream_url: null,
  notes: null,
  code: "F-1",
};

type Call = { method: string; path: string; body: unknown };
type Answer = { status: number; body: unknown };

/** A fetch that answers by "METHOD path" (path without the query) and records every call. */
const mockApi = (answers: Record<string, Answer | Answer[]>) => {
  const calls: Call[] = [];
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const method = init?.method ?? "GET";
    const path = url.replace(API, "").split("?")[0]!;
    calls.push({ method, path, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const entry = answers[`${method} ${path}`];
    const answer = Array.isArray(entry) ? (entry.length > 1 ? entry.shift()! : entry[0]!) : entry;
    if (!answer) return new Response(JSON.stringify({ status: 0, message: "x" }), { status: 404 });
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { "Content-Type": "application/json" },
    });
  });
  vi.stubGlobal("fetch", fetchMock);
  return { calls, writes: () => calls.filter((call) => call.method !== "GET") };
};

const ok = (result: unknown, status = 200): Answer => ({ status, body: { status: 1, result } });

const renderForm = (path: string) =>
  renderRoutes({
    path,
    routes: [
      { path: "/test/matches/create", element: <ResourceFormPage def={matches} /> },
      { path: "/test/matches/edit/:id", element: <ResourceFormPage def={matches} /> },
      { path: "*", element: <p>elsewhere</p> },
    ],
  });

/** The input labelled so (a select's list of options carries its label too). */
const input = (label: string) =>
  screen
    .getAllByLabelText(new RegExp(`^${label}`))
    .find((element) => ["INPUT", "TEXTAREA"].includes(element.tagName)) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(input(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole("button", { name: "Salvar" }));

/** jsdom has no `document.fonts`, which the autosizing textarea listens to. */
const installFonts = () => {
  // Nor layout: Mantine's combobox scrolls the active option into view.
  Element.prototype.scrollIntoView ??= () => {};
  if (!("fonts" in document))
    Object.defineProperty(document, "fonts", {
      configurable: true,
      value: { addEventListener: () => {}, removeEventListener: () => {} },
    });
};

// Each test renders a whole form screen: slow on a busy machine.
describe("resource form", { timeout: 20_000 }, () => {
  beforeEach(() => {
    installFonts();
    appStore.set({ backend: "http://api.test/t/demo", token: "tok" });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("creates with exactly the typed fields: money in cents, dates as YYYY-MM-DD", async () => {
    const api = mockApi({ "POST testmatches": ok({ ...saved, name: "Final" }, 201) });
    const { router } = renderForm("/elsewhere");
    await router.navigate("/test/matches/create");
    await screen.findAllByLabelText(/^Nome da partida/);
    type("Nome da partida", "Final");
    type("Taxa de inscrição", "1234,5");
    type("Dia", "15/03/2025");
    fireEvent.blur(input("Dia"));
    submit();
    await waitFor(() => expect(api.writes()).toHaveLength(1));
    expect(api.writes()[0]).toEqual({
      method: "POST",
      path: "testmatches",
      body: { name: "Final", fee: 123450, day: "2025-03-15", kind: "online" },
    });
    // Saved: the form leaves for the list, or back where the person came from.
    await waitFor(() => expect(router.state.location.pathname).toBe("/elsewhere"));
  });

  it("edits by sending only the changed fields and the version read", async () => {
    const api = mockApi({
      [`GET testmatches/${ID}`]: ok(saved),
      [`PATCH testmatches/${ID}`]: ok({ ...saved, name: "Semifinal", version: 4 }),
    });
    renderForm(`/test/matches/edit/${ID}`);
    await waitFor(() => expect(input("Nome da partida").value).toBe("Final"));
    expect(input("Taxa de inscrição").value).toBe("R$ 10,00");
    expect(input("Dia").value).toBe("15/03/2025");
    type("Nome da partida", "Semifinal");
    submit();
    await waitFor(() => expect(api.writes()).toHaveLength(1));
    expect(api.writes()[0]).toEqual({
      method: "PATCH",
      path: `testmatches/${ID}`,
      body: { name: "Semifinal", version: 3 },
    });
  });

  it("takes a create-only field on create and shows it locked on edit", async () => {
    const api = mockApi({
      "POST testmatches": ok(saved, 201),
      [`GET testmatches/${ID}`]: ok(saved),
      [`PATCH testmatches/${ID}`]: ok({ ...saved, name: "Semifinal", version: 4 }),
    });
    const { router } = renderForm("/elsewhere");
    await router.navigate("/test/matches/create");
    await screen.findAllByLabelText(/^Nome da partida/);
    expect(input("Código da partida").disabled).toBe(false);
    type("Nome da partida", "Final");
    type("Código da partida", "F-1");
    submit();
    await waitFor(() => expect(api.writes()).toHaveLength(1));
    expect(api.writes()[0]?.body).toMatchObject({ name: "Final", code: "F-1" });

    await waitFor(() => expect(router.state.location.pathname).toBe("/elsewhere"));
    cleanup();

    renderForm(`/test/matches/edit/${ID}`);
    await waitFor(() => expect(input("Nome da partida").value).toBe("Final"));
    expect(input("Código da partida").value).toBe("F-1");
    expect(input("Código da partida").disabled).toBe(true);
    type("Nome da partida", "Semifinal");
    submit();
    await waitFor(() => expect(api.writes()).toHaveLength(2));
    expect(api.writes()[1]?.body).toEqual({ name: "Semifinal", version: 3 });
  });

  it("says 'Campo obrigatório.' under an empty required field without calling the API", async () => {
    const api = mockApi({});
    renderForm("/test/matches/create");
    type("Taxa de inscrição", "10");
    submit();
    expect(await screen.findByText("Campo obrigatório.")).toBeTruthy();
    expect(input("Nome da partida").getAttribute("aria-invalid")).toBe("true");
    expect(api.calls).toHaveLength(0);
  });

  it("puts the server's 400 message under its field", async () => {
    mockApi({
      "POST testmatches": {
        status: 400,
        body: {
          status: 0,
          message: "Confira o campo Nome da partida.",
          errors: { name: "Já existe um registro com esse valor." },
        },
      },
    });
    renderForm("/test/matches/create");
    type("Nome da partida", "Final");
    submit();
    const message = await screen.findByText("Já existe um registro com esse valor.");
    expect(input("Nome da partida").getAttribute("aria-describedby")).toContain(
      message.getAttribute("id") ?? "none",
    );
  });

  it("offers to reload after a stale edit (409) and keeps the form open on the latest version", async () => {
    const stale =
      "Este registro foi alterado por outra pessoa depois que você o abriu. Recarregue e tente de novo.";
    const api = mockApi({
      [`GET testmatches/${ID}`]: [ok(saved), ok({ ...saved, name: "Final estadual", version: 4 })],
      [`PATCH testmatches/${ID}`]: [
        { status: 409, body: { status: 0, message: stale, code: "conflict" } },
        ok({ ...saved, name: "Final 2", version: 5 }),
      ],
    });
    const { router } = renderForm(`/test/matches/edit/${ID}`);
    await waitFor(() => expect(input("Nome da partida").value).toBe("Final"));
    type("Nome da partida", "Final nacional");
    submit();
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByText(stale)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Recarregar" }));
    await waitFor(() => expect(input("Nome da partida").value).toBe("Final estadual"));
    expect(router.state.location.pathname).toBe(`/test/matches/edit/${ID}`);
    type("Nome da partida", "Final 2");
    submit();
    await waitFor(() => expect(api.writes()).toHaveLength(2));
    expect(api.writes()[1]?.body).toEqual({ name: "Final 2", version: 4 });
  });

  it("shows a field only while its showWhen condition holds", async () => {
    mockApi({ [`GET testmatches/${ID}`]: ok(saved) });
    renderForm("/test/matches/create");
    expect(screen.queryByLabelText(/^Endereço da transmissão/)).not.toBeNull();
    cleanup();
    renderForm(`/test/matches/edit/${ID}`);
    await waitFor(() => expect(input("Nome da partida").value).toBe("Final"));
    // kind = venue: no stream address.
    expect(screen.queryByLabelText(/^Endereço da transmissão/)).toBeNull();
    fireEvent.click(screen.getByRole("combobox", { name: /^Formato/ }));
    // jsdom has no layout, so the dropdown counts as detached from its input and stays hidden.
    fireEvent.click(await screen.findByRole("option", { name: "On-line", hidden: true }));
    expect(await screen.findByLabelText(/^Endereço da transmissão/)).toBeTruthy();
  });

  it("asks before leaving a form with unsaved changes", async () => {
    const api = mockApi({});
    const { router } = renderForm("/elsewhere");
    await router.navigate("/test/matches/create");
    await screen.findAllByLabelText(/^Nome da partida/);
    type("Nome da partida", "Final");
    fireEvent.click(screen.getByRole("button", { name: "Cancelar" }));
    const dialog = await screen.findByRole("dialog", { name: "Sair sem salvar?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Continuar editando" }));
    expect(router.state.location.pathname).toBe("/test/matches/create");
    expect(input("Nome da partida").value).toBe("Final");
    fireEvent.click(screen.getByRole("button", { name: "Cancelar" }));
    fireEvent.click(
      within(await screen.findByRole("dialog", { name: "Sair sem salvar?" })).getByRole("button", {
        name: "Sair sem salvar",
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe("/elsewhere"));
    expect(api.calls).toHaveLength(0);
  });

  it("shows the title of a ref's record in its select", async () => {
    mockApi({
      [`GET streets/${ID}`]: ok({
        id: ID,
        version: 1,
        city_id: CITY,
        district_id: null,
        type: "avenida",
        name: "Paulista",
        cep: "01310100",
        _titles: { city_id: "São Paulo" },
      }),
    });
    renderRoutes({
      path: `/streets/edit/${ID}`,
      routes: [{ path: "/streets/edit/:id", element: <ResourceFormPage def={RESOURCES.streets!} /> }],
    });
    await waitFor(() => expect(input("Cidade").value).toBe("São Paulo"));
    expect(input("CEP").value).toBe("01310-100");
    expect(input("Tipo").value).toBe("Avenida");
  });
});

describe("resource detail page", { timeout: 20_000 }, () => {
  beforeEach(() => appStore.set({ backend: "http://api.test/t/demo", token: "tok" }));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("shows option labels, ref titles, money and dates as the list does", async () => {
    mockApi({
      [`GET streets/${ID}`]: ok({
        id: ID,
        version: 1,
        created_at: "2025-03-01T12:00:00.000Z",
        updated_at: "2025-03-02T12:00:00.000Z",
        city_id: CITY,
        district_id: null,
        type: "avenida",
        name: "Paulista",
        cep: "01310100",
        _titles: { city_id: "São Paulo" },
      }),
      [`GET testmatches/${ID}`]: ok(saved),
    });
    renderRoutes({
      path: `/streets/show/${ID}`,
      routes: [
        { path: "/streets/show/:id", element: <ResourceShowPage def={RESOURCES.streets!} /> },
        { path: "/matches/show/:id", element: <ResourceShowPage def={matches} /> },
      ],
    });
    expect(await screen.findByText("Avenida")).toBeTruthy();
    expect(screen.getByText("São Paulo")).toBeTruthy();
    expect(screen.getByText("01310-100")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Logradouro: Paulista" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Excluir" })).toBeTruthy();
    cleanup();
    renderRoutes({
      path: `/matches/show/${ID}`,
      routes: [{ path: "/matches/show/:id", element: <ResourceShowPage def={matches} /> }],
    });
    expect(await screen.findByText("Presencial")).toBeTruthy();
    expect(screen.getByText(/R\$\s10,00/)).toBeTruthy();
    expect(screen.getByText("15/03/2025")).toBeTruthy();
  });
});
