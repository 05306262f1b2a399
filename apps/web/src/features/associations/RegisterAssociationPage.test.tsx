import { cleanup, configure, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { appStore } from "../../platform/state/appStore.ts";
import { sessionInfo } from "../../test/fixtures.ts";
import { renderRoutes } from "../../test/renderWithProviders.tsx";
import { type ApiCall, BACKEND, failAnswer, mockApi, okAnswer } from "../admin/testApi.ts";
import { ManagedAssociationPage } from "./ManagedAssociationPage.tsx";
import { RegisterAssociationPage } from "./RegisterAssociationPage.tsx";

configure({ asyncUtilTimeout: 5_000 });

const CITY = "0b8d3c1e-7a2f-4e5d-8c9b-1a2b3c4d5e6f";
const REGISTER = {
  open: true,
  key: "cpf",
  cpf_required: true,
  cpf_check: true,
  mandatory_fields: [],
  strict_address: false,
};
const rulesAnswer = (rules: object) =>
  okAnswer({
    register: REGISTER,
    register_associations: {
      open: true,
      cnpj_check: true,
      mandatory_fields: ["email"],
      strict_address: true,
      ...rules,
    },
  });

const created = {
  id: "a1",
  name: "Clube Novo",
  short_name: null,
  cnpj: "11222333000181",
  email: "clube@exemplo.org",
  phone: null,
  site: null,
  founded_at: null,
  cep: "01310100",
  street: "Avenida Paulista",
  number: "100",
  complement: null,
  district: "Bela Vista",
  city_id: CITY,
  shield: null,
  pending_shield: null,
  status: "pending",
  review_reason: null,
  token: "ABCD2345",
  version: 1,
  created_at: "2026-03-02T12:00:00.000Z",
  my_role: "president",
};

const fill = (label: RegExp | string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
/** Masked inputs (react-imask) take what is typed through `input` events. */
const type = (label: RegExp | string, value: string) =>
  fireEvent.input(screen.getByLabelText(label), { target: { value } });

describe("RegisterAssociationPage", { timeout: 30_000 }, () => {
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

  const show = () =>
    renderRoutes({
      path: "/my/register_associations",
      routes: [
        { path: "/my/register_associations", element: <RegisterAssociationPage /> },
        { path: "/my/associations/show/:id", element: <ManagedAssociationPage /> },
      ],
    });

  it("says the registration is closed and shows no form when the tenant closed it", async () => {
    mockApi(() => rulesAnswer({ open: false }));
    show();
    expect(await screen.findByText("Cadastro de entidades fechado")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Enviar cadastro" })).toBeNull();
    expect(screen.queryByLabelText(/CNPJ/)).toBeNull();
  });

  it("marks the tenant's mandatory fields, checks the CNPJ digits, and asks the whole address before sending", async () => {
    const calls = mockApi(() => rulesAnswer({}));
    show();
    const email = (await screen.findByLabelText(/E-mail/)) as HTMLInputElement;
    expect(email.required).toBe(true);
    expect((screen.getByLabelText(/CNPJ/) as HTMLInputElement).required).toBe(true);
    expect((screen.getByLabelText(/Bairro/) as HTMLInputElement).required).toBe(true);
    expect((screen.getByLabelText(/Site/) as HTMLInputElement).required).toBe(false);

    fill(/Razão social/, "Clube Novo");
    type(/CNPJ/, "11.222.333/0001-99");
    fireEvent.click(screen.getByRole("button", { name: "Enviar cadastro" }));
    expect(await screen.findByText("CNPJ inválido: confira os dígitos.")).toBeTruthy();
    expect(screen.getAllByText("Campo obrigatório.").length).toBeGreaterThanOrEqual(5);
    expect(calls.filter((call) => call.method === "POST")).toHaveLength(0);
  });

  it("accepts an alphanumeric CNPJ typed in lower case, fills the address from the CEP, sends, and shows the association awaiting approval", async () => {
    let posted: ApiCall | undefined;
    const calls = mockApi((call) => {
      if (call.path === "configs/register") return rulesAnswer({});
      if (call.path === "cep/01310100")
        return okAnswer({
          cep: "01310100",
          street: "Avenida Paulista",
          district: "Bela Vista",
          city: "São Paulo",
          state: "SP",
          ibge_code: "3550308",
        });
      if (call.path === "cities/options")
        return okAnswer(
          call.query.get("q") === "3550308" || call.query.get("ids") === CITY
            ? [{ id: CITY, title: "São Paulo" }]
            : [],
        );
      if (call.path === "my/register_associations") {
        posted = call;
        return okAnswer({ ...created, cnpj: "12ABC34501DE35" });
      }
      if (call.path === "my/associations/a1") return okAnswer({ ...created, cnpj: "12ABC34501DE35" });
      return failAnswer(404, "not found");
    });
    show();
    await screen.findByLabelText(/Razão social/);
    fill(/Razão social/, "Clube Novo");
    type(/CNPJ/, "12abc34501de35");
    fill(/E-mail/, "clube@exemplo.org");
    type(/CEP/, "01310-100");
    await waitFor(() =>
      expect((screen.getByLabelText(/Logradouro/) as HTMLInputElement).value).toBe("Avenida Paulista"),
    );
    expect((screen.getByLabelText(/Bairro/) as HTMLInputElement).value).toBe("Bela Vista");
    fill(/Número/, "100");
    await waitFor(() => expect(calls.some((call) => call.query.get("q") === "3550308")).toBe(true));
    fireEvent.click(screen.getByRole("button", { name: "Enviar cadastro" }));

    await waitFor(() => expect(posted).toBeDefined());
    expect(posted?.body).toMatchObject({
      name: "Clube Novo",
      cnpj: "12ABC34501DE35",
      email: "clube@exemplo.org",
      cep: "01310-100",
      street: "Avenida Paulista",
      number: "100",
      district: "Bela Vista",
      city_id: CITY,
      role: "president",
      site: null,
    });
    expect(await screen.findByRole("heading", { name: "Clube Novo" })).toBeTruthy();
    expect(screen.getAllByText("Aguardando aprovação").length).toBeGreaterThan(0);
  });

  it("shows the server's refusal on its field", async () => {
    mockApi((call) => {
      if (call.path === "configs/register")
        return rulesAnswer({ cnpj_check: false, mandatory_fields: [], strict_address: false });
      return failAnswer(409, "CNPJ: já existe uma entidade com este CNPJ.", {
        errors: { cnpj: "Já existe uma entidade com este CNPJ." },
      });
    });
    show();
    await screen.findByLabelText(/Razão social/);
    fill(/Razão social/, "Clube Repetido");
    type(/CNPJ/, "11.222.333/0001-81");
    fireEvent.click(screen.getByRole("button", { name: "Enviar cadastro" }));
    expect(await screen.findByText("Já existe uma entidade com este CNPJ.")).toBeTruthy();
  });
});
