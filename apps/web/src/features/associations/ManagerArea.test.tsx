import { cleanup, configure, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { appStore } from "../../platform/state/appStore.ts";
import { sessionInfo } from "../../test/fixtures.ts";
import { renderRoutes } from "../../test/renderWithProviders.tsx";
import { BACKEND, failAnswer, mockApi, okAnswer } from "../admin/testApi.ts";
import { AthletesPage } from "./AthletesPage.tsx";
import { LinkTokenPage } from "./LinkTokenPage.tsx";
import { ManagedAssociationPage } from "./ManagedAssociationPage.tsx";
import { RegisterAthletePage } from "./RegisterAthletePage.tsx";

configure({ asyncUtilTimeout: 5_000 });

const RULES = {
  register: {
    open: true,
    key: "cpf",
    cpf_required: true,
    cpf_check: true,
    mandatory_fields: [],
    strict_address: false,
  },
  register_associations: { open: true, cnpj_check: true, mandatory_fields: [], strict_address: false },
};

const association = (extra: object = {}) => ({
  id: "a1",
  name: "Clube Alfa",
  short_name: "CA",
  cnpj: "11222333000181",
  email: "alfa@exemplo.org",
  phone: null,
  site: null,
  founded_at: null,
  cep: null,
  street: null,
  number: null,
  complement: null,
  district: null,
  city_id: null,
  shield: null,
  pending_shield: null,
  status: "approved",
  review_reason: null,
  token: "ABCD2345",
  version: 3,
  created_at: "2026-03-02T12:00:00.000Z",
  my_role: "president",
  ...extra,
});

const athlete = (id: string, name: string, status: string) => ({
  id,
  user_id: `u-${id}`,
  registration: null,
  status,
  since: status === "active" ? "2026-03-01" : null,
  until: null,
  name,
  cpf_masked: "***.456.789-**",
  birthdate: null,
  registration_number: 7,
});

describe("the managers' area", { timeout: 30_000 }, () => {
  beforeEach(() => {
    appStore.set({
      backend: BACKEND,
      token: "t",
      info: sessionInfo({ permissions_names: ["my_associations"] }),
    });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("shows a refused association's reason and sends the correction back to the federation", async () => {
    let current = association({ status: "rejected", review_reason: "CNPJ de outra entidade." });
    const calls = mockApi((call) => {
      if (call.path === "configs/register") return okAnswer(RULES);
      if (call.method === "PATCH") {
        current = { ...current, ...call.body, status: "pending", review_reason: null, version: 4 };
        return okAnswer(current);
      }
      return okAnswer(current);
    });
    renderRoutes({
      path: "/my/associations/show/a1",
      routes: [{ path: "/my/associations/show/:id", element: <ManagedAssociationPage /> }],
    });
    expect(await screen.findByText("Motivo: CNPJ de outra entidade.")).toBeTruthy();
    const name = screen.getByLabelText(/Razão social/) as HTMLInputElement;
    expect(name.disabled).toBe(false);
    fireEvent.change(name, { target: { value: "Clube Alfa Oficial" } });
    fireEvent.click(screen.getByRole("button", { name: "Salvar e reenviar para análise" }));
    await waitFor(() => expect(calls.find((call) => call.method === "PATCH")).toBeDefined());
    expect(calls.find((call) => call.method === "PATCH")).toMatchObject({
      path: "my/associations/a1",
      body: { name: "Clube Alfa Oficial", cnpj: "11222333000181", version: 3 },
    });
    expect(await screen.findByText(/A federação ainda vai analisar o cadastro/)).toBeTruthy();
  });

  it("keeps name and CNPJ of an approved association out of the manager's edit", async () => {
    const calls = mockApi((call) =>
      call.path === "configs/register" ? okAnswer(RULES) : okAnswer(association()),
    );
    renderRoutes({
      path: "/my/associations/show/a1",
      routes: [{ path: "/my/associations/show/:id", element: <ManagedAssociationPage /> }],
    });
    const name = (await screen.findByLabelText(/Razão social/)) as HTMLInputElement;
    expect(name.disabled).toBe(true);
    expect((screen.getByLabelText(/CNPJ/) as HTMLInputElement).disabled).toBe(true);
    fireEvent.change(screen.getByLabelText(/Sigla/), { target: { value: "CAL" } });
    fireEvent.click(screen.getByRole("button", { name: "Salvar dados" }));
    await waitFor(() => expect(calls.find((call) => call.method === "PATCH")).toBeDefined());
    const body = calls.find((call) => call.method === "PATCH")?.body;
    expect(body).toMatchObject({ short_name: "CAL", email: "alfa@exemplo.org", version: 3 });
    expect(body).not.toHaveProperty("name");
    expect(body).not.toHaveProperty("cnpj");
  });

  it("draws a new link code only after confirming, and shows it", async () => {
    const calls = mockApi((call) =>
      call.method === "POST"
        ? okAnswer(association({ token: "XYZW6789", version: 4 }))
        : okAnswer(association()),
    );
    renderRoutes({
      path: "/my/associations/token/a1",
      routes: [{ path: "/my/associations/token/:id", element: <LinkTokenPage /> }],
    });
    expect(await screen.findByText("ABCD2345")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Copiar código" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Gerar novo código" }));
    const dialog = await screen.findByRole("dialog");
    expect(calls.filter((call) => call.method === "POST")).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole("button", { name: "Gerar novo código" }));
    expect(await screen.findByText("XYZW6789")).toBeTruthy();
    expect(calls.find((call) => call.method === "POST")?.path).toBe("my/associations/a1/token");
  });

  it("lists athletes with their status, filters by search, accepts a request and ends an affiliation after confirming", async () => {
    let athletes = [athlete("f1", "Ana Lima", "pending"), athlete("f2", "Bruno Reis", "active")];
    const calls = mockApi((call) => {
      if (call.method === "POST") {
        const action = call.path.endsWith("accept") ? "active" : "inactive";
        athletes = athletes.map((item) =>
          call.path.includes(`/${item.id}/`) ? { ...item, status: action } : item,
        );
        return okAnswer({});
      }
      if (call.path === "my/associations/a1/users") return okAnswer(athletes);
      return okAnswer(association());
    });
    renderRoutes({
      path: "/my/associations/users/a1",
      routes: [{ path: "/my/associations/users/:id", element: <AthletesPage /> }],
    });
    const table = await screen.findByRole("table", { name: "Atletas da entidade" });
    expect(within(table).getByText("Aguardando a entidade")).toBeTruthy();
    expect(screen.getByText("1 pedido de vínculo aguardando você aceitar.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Cadastrar atleta" }).getAttribute("href")).toBe(
      "/my/associations/users/register/a1",
    );

    fireEvent.change(screen.getByLabelText("Buscar atleta"), { target: { value: "bruno" } });
    await waitFor(() => expect(screen.queryByText("Ana Lima")).toBeNull());
    fireEvent.change(screen.getByLabelText("Buscar atleta"), { target: { value: "" } });

    fireEvent.click(await screen.findByRole("button", { name: "Aceitar Ana Lima" }));
    await waitFor(() =>
      expect(calls.some((call) => call.path === "my/associations/a1/users/f1/accept")).toBe(true),
    );
    await waitFor(() => expect(screen.queryByRole("button", { name: "Aceitar Ana Lima" })).toBeNull());

    fireEvent.click(screen.getByRole("button", { name: "Encerrar vínculo de Bruno Reis" }));
    const dialog = await screen.findByRole("dialog");
    expect(calls.some((call) => call.path.endsWith("/end"))).toBe(false);
    fireEvent.click(within(dialog).getByRole("button", { name: "Encerrar vínculo" }));
    await waitFor(() =>
      expect(calls.some((call) => call.path === "my/associations/a1/users/f2/end")).toBe(true),
    );
    expect(await screen.findByText("Encerrado")).toBeTruthy();
  });

  it("links a registered person by cpf, and shows the server's answer on the cpf when nobody has it", async () => {
    let known = false;
    const calls = mockApi((call) => {
      if (call.path === "configs/register") return okAnswer(RULES);
      if (call.method === "POST") {
        if (!known)
          return failAnswer(404, "CPF: nenhuma pessoa cadastrada com este CPF.", {
            errors: { cpf: "Nenhuma pessoa cadastrada com este CPF. Cadastre-a com os dados completos." },
          });
        return okAnswer({ id: "f9", status: "active" });
      }
      if (call.path === "my/associations/a1/users") return okAnswer([]);
      return okAnswer(association());
    });
    renderRoutes({
      path: "/my/associations/users/register/a1",
      routes: [
        { path: "/my/associations/users/register/:association_id", element: <RegisterAthletePage /> },
        { path: "/my/associations/users/:id", element: <p>lista de atletas</p> },
      ],
    });
    const cpf = await screen.findByLabelText(/^CPF/);
    fireEvent.click(screen.getByRole("button", { name: "Vincular atleta" }));
    expect(await screen.findByText("Informe os 11 dígitos do CPF.")).toBeTruthy();
    fireEvent.input(cpf, { target: { value: "52998224725" } });
    fireEvent.click(screen.getByRole("button", { name: "Vincular atleta" }));
    expect(
      await screen.findByText("Nenhuma pessoa cadastrada com este CPF. Cadastre-a com os dados completos."),
    ).toBeTruthy();
    known = true;
    fireEvent.change(screen.getByLabelText(/Matrícula na entidade/), { target: { value: "A-17" } });
    fireEvent.click(screen.getByRole("button", { name: "Vincular atleta" }));
    expect(await screen.findByText("lista de atletas")).toBeTruthy();
    expect(calls.filter((call) => call.method === "POST").at(-1)).toMatchObject({
      path: "my/associations/a1/users",
      body: { mode: "link", cpf: "529.982.247-25", registration: "A-17" },
    });
  });

  it("registers a new person with the tenant's rules before sending", async () => {
    const calls = mockApi((call) => {
      if (call.path === "configs/register") return okAnswer(RULES);
      if (call.method === "POST") return okAnswer({ id: "f9", status: "active" });
      return okAnswer(association());
    });
    renderRoutes({
      path: "/my/associations/users/register/a1",
      routes: [
        { path: "/my/associations/users/register/:association_id", element: <RegisterAthletePage /> },
        { path: "/my/associations/users/:id", element: <p>lista de atletas</p> },
      ],
    });
    fireEvent.click(await screen.findByRole("radio", { name: "Nova pessoa" }));
    fireEvent.click(await screen.findByRole("button", { name: "Cadastrar e vincular" }));
    expect(await screen.findByText("Corrija os campos indicados.")).toBeTruthy();
    expect(calls.filter((call) => call.method === "POST")).toHaveLength(0);
    fireEvent.change(screen.getByLabelText(/Nome completo/), { target: { value: "Carla Souza" } });
    fireEvent.input(screen.getByLabelText(/^CPF/), { target: { value: "52998224725" } });
    fireEvent.click(screen.getByRole("button", { name: "Cadastrar e vincular" }));
    expect(await screen.findByText("lista de atletas")).toBeTruthy();
    const body = calls.find((call) => call.method === "POST")?.body;
    expect(body).toMatchObject({ name: "Carla Souza", cpf: "529.982.247-25" });
    expect(body).not.toHaveProperty("mode");
    expect(body).not.toHaveProperty("guardian_id");
  });
});
