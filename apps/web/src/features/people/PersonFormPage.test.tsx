import type { Person, RegisterSettings } from "@quadra/shared";
import { cleanup, configure, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { appStore } from "../../platform/state/appStore.ts";
import { sessionInfo } from "../../test/fixtures.ts";
import { renderRoutes } from "../../test/renderWithProviders.tsx";
import { type ApiCall, BACKEND, failAnswer, mockApi, okAnswer } from "../admin/testApi.ts";
import { PersonFormPage } from "./PersonFormPage.tsx";

// Screens render slowly on a busy 2-core machine: wait longer than the default second.
configure({ asyncUtilTimeout: 5_000 });

const REGISTER: RegisterSettings = {
  open: true,
  key: "cpf",
  cpf_required: true,
  cpf_check: true,
  mandatory_fields: ["phone", "birthdate"],
  strict_address: false,
};

const PERSON: Person = {
  id: "5d7f8a5e-2f7c-4d1e-9a8b-1c2d3e4f5a6b",
  name: "Ana Júlia Souza",
  social_name: null,
  cpf: "52998224725",
  email: "ana@example.com",
  phone: "11987654321",
  birthdate: "2008-04-12",
  gender: "F",
  mother_name: "Maria Souza",
  father_name: null,
  rg: null,
  nationality: null,
  birth_city: null,
  blood_type: "O+",
  emergency_contact_name: null,
  emergency_contact_phone: null,
  address: null,
  image_url: null,
  pending_image_url: null,
  image_submitted_at: null,
  pending_social_name: null,
  social_name_submitted_at: null,
  registration_number: 42,
  guardian_id: null,
  guardian_name: null,
  master: false,
  verifyed_at: null,
  disabled_at: null,
  anonymized_at: null,
  version: 3,
  created_at: "2026-01-10T12:00:00.000Z",
  updated_at: "2026-01-10T12:00:00.000Z",
};

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}\\s*\\*?$`)) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const typeMasked = (label: string, value: string) => fireEvent.input(field(label), { target: { value } });
const submit = (name: string) => fireEvent.click(screen.getByRole("button", { name }));

const show = (path: string) =>
  renderRoutes({
    path,
    routes: [
      { path: "/records/users/create", element: <PersonFormPage /> },
      { path: "/records/users/edit/:id", element: <PersonFormPage /> },
      { path: "/records/users", element: <p>lista de pessoas</p> },
    ],
  });

const writes = (calls: ApiCall[]) => calls.filter((call) => call.method !== "GET");

describe("PersonFormPage", { timeout: 30_000 }, () => {
  beforeEach(() => {
    appStore.set({
      backend: BACKEND,
      token: "t",
      info: sessionInfo({ admin: true, permissions_names: ["users"] }),
    });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("marks what configs/register makes mandatory and checks the cpf before sending", async () => {
    const calls = mockApi((call) =>
      call.path === "configs/register"
        ? okAnswer({ register: REGISTER, register_associations: {} })
        : okAnswer({ ...PERSON, id: "new" }, "Pessoa cadastrada."),
    );
    show("/records/users/create");
    await screen.findByText("Dados pessoais");
    expect(field("Telefone").required).toBe(true);
    expect(field("Data de nascimento").required).toBe(true);
    expect(field("CPF").required).toBe(true);
    expect(field("Nome da mãe").required).toBe(false);

    type("Nome completo", "Ana Júlia Souza");
    typeMasked("CPF", "12345678900");
    submit("Cadastrar");
    expect(await screen.findByText("CPF inválido: confira os dígitos.")).toBeTruthy();
    expect(screen.getByText("Informe o telefone.")).toBeTruthy();
    expect(writes(calls)).toEqual([]);

    typeMasked("CPF", "52998224725");
    typeMasked("Telefone", "11987654321");
    type("Data de nascimento", "2008-04-12");
    submit("Cadastrar");
    await screen.findByText("lista de pessoas");
    expect(writes(calls)).toHaveLength(1);
    expect(writes(calls)[0]).toMatchObject({
      method: "POST",
      path: "users",
      body: {
        name: "Ana Júlia Souza",
        cpf: "529.982.247-25",
        phone: "(11) 98765-4321",
        birthdate: "2008-04-12",
      },
    });
  });

  it("shows the server's field errors on their fields (409: cpf already registered)", async () => {
    mockApi((call) =>
      call.path === "configs/register"
        ? okAnswer({ register: REGISTER, register_associations: {} })
        : failAnswer(409, "CPF: este CPF já está cadastrado para outra pessoa.", {
            code: "conflict",
            errors: { cpf: "Este CPF já está cadastrado para outra pessoa." },
          }),
    );
    show("/records/users/create");
    await screen.findByText("Dados pessoais");
    type("Nome completo", "Ana Júlia Souza");
    typeMasked("CPF", "52998224725");
    typeMasked("Telefone", "11987654321");
    type("Data de nascimento", "2008-04-12");
    submit("Cadastrar");
    expect(await screen.findByText("Este CPF já está cadastrado para outra pessoa.")).toBeTruthy();
    expect(screen.queryByText("Cadastro alterado por outra pessoa")).toBeNull();
  });

  it("edits with the version read, and offers to reload when someone saved first", async () => {
    let version = PERSON.version;
    const calls = mockApi((call) => {
      if (call.path === "configs/register")
        return okAnswer({ register: REGISTER, register_associations: {} });
      if (call.method === "PATCH")
        return failAnswer(409, "Este registro foi alterado por outra pessoa depois que você o abriu.", {
          code: "conflict",
        });
      return okAnswer({ ...PERSON, version, name: version > 3 ? "Ana Júlia Souza Lima" : PERSON.name });
    });
    show(`/records/users/edit/${PERSON.id}`);
    await waitFor(() => expect(field("Nome completo").value).toBe("Ana Júlia Souza"));
    expect(field("CPF").value).toBe("529.982.247-25");
    expect(screen.getByText("Matrícula 42")).toBeTruthy();
    type("Nome social", "Juju");
    submit("Salvar cadastro");
    expect(await screen.findByText("Cadastro alterado por outra pessoa")).toBeTruthy();
    expect(writes(calls)[0]).toMatchObject({
      method: "PATCH",
      path: `users/${PERSON.id}`,
      body: { version: 3, social_name: "Juju", name: "Ana Júlia Souza", address: null },
    });
    version = 4;
    submit("Recarregar cadastro");
    await waitFor(() => expect(field("Nome completo").value).toBe("Ana Júlia Souza Lima"));
    expect(field("Nome social").value).toBe("");
  });

  it("tells a person without `users` that who they register becomes their dependent", async () => {
    appStore.set({ backend: BACKEND, token: "t", info: sessionInfo() });
    mockApi(() => okAnswer({ register: REGISTER, register_associations: {} }));
    show("/records/users/create");
    expect(await screen.findByText(/ficará como sua dependente/)).toBeTruthy();
    expect(screen.queryByText("Responsável")).toBeNull();
  });
});
