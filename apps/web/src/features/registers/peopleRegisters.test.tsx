import { cpfFromBase } from "@quadra/shared";
import { cleanup, configure, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { appStore } from "../../platform/state/appStore.ts";
import { sessionInfo } from "../../test/fixtures.ts";
import { renderRoutes } from "../../test/renderWithProviders.tsx";
import { BACKEND, failAnswer, mockApi, okAnswer } from "../admin/testApi.ts";
import { MyMembershipRequestPage } from "./MyMembershipRequestPage.tsx";
import { MyMembershipRequestsPage } from "./MyMembershipRequestsPage.tsx";
import { PublicContractPage } from "./PublicContractPage.tsx";
import { PublicMembershipRequestPage } from "./PublicMembershipRequestPage.tsx";

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
const OFFER = [
  {
    id: "11111111-1111-4111-8111-111111111111",
    name: "Sócios do clube",
    kind: "members",
    validity: "annual",
    description: null,
    parq_required: false,
    plans: [
      {
        id: "22222222-2222-4222-8222-222222222222",
        name: "Anual",
        amount_cents: 12_000,
        billing: "once",
        months: 12,
        description: null,
      },
    ],
    styles: [],
  },
];

const fill = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
/** A masked field (react-imask) takes what is typed through the input event. */
const typeMasked = (label: RegExp, value: string) =>
  fireEvent.input(screen.getByLabelText(label), { target: { value } });
const minorBirthdate = () => `${new Date().getFullYear() - 10}-01-15`;

describe("PublicMembershipRequestPage", { timeout: 30_000 }, () => {
  beforeEach(() => appStore.set({ backend: BACKEND, token: null, info: null }));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("asks a minor for the guardian, sends the request and says what happens next", async () => {
    const calls = mockApi((call) => {
      if (call.path === "configs/register") return okAnswer(RULES);
      if (call.path === "public/registers/offer") return okAnswer(OFFER);
      return okAnswer({
        request_id: "r1",
        registertype_name: "Sócios do clube",
        plan_name: "Anual",
        person: "created",
        email_masked: "j***@example.com",
      });
    });
    renderRoutes({ path: "/", routes: [{ path: "/", element: <PublicMembershipRequestPage /> }] });
    // One type with one plan: both chosen, and the total shown.
    expect(await screen.findByText(/Total do pedido: R\$\s?120,00/)).toBeTruthy();
    fill(/Nome completo/, "Joana Visitante");
    typeMasked(/^CPF/, cpfFromBase("123456789"));
    fill(/E-mail/, "joana@example.com");
    fill(/Data de nascimento/, minorBirthdate());
    expect(await screen.findByText("Responsável (menor de 18 anos)")).toBeTruthy();
    fireEvent.click(screen.getByLabelText(/Li e aceito/));
    fireEvent.click(screen.getByRole("button", { name: "Enviar pedido" }));
    expect(await screen.findByText("Menor de 18 anos: informe o nome completo do responsável.")).toBeTruthy();
    expect(calls.some((call) => call.method === "POST")).toBe(false);

    fill(/Nome do responsável/, "Paulo Responsável");
    typeMasked(/CPF do responsável/, cpfFromBase("987654321"));
    fireEvent.click(screen.getByLabelText(/autorizo este pedido/));
    fireEvent.click(screen.getByRole("button", { name: "Enviar pedido" }));
    expect(await screen.findByText("Pedido enviado")).toBeTruthy();
    expect(screen.getByText(/Enviamos para j\*\*\*@example.com um link/)).toBeTruthy();
    const post = calls.find((call) => call.method === "POST")!;
    expect(post.path).toBe("public/registers/membershiprequests");
    expect(post.body).toMatchObject({
      registertype_id: OFFER[0]!.id,
      registermembershipplan_id: OFFER[0]!.plans[0]!.id,
      name: "Joana Visitante",
      guardian_name: "Paulo Responsável",
      guardian_consent: true,
      website: "",
    });
  });

  it("puts the server's refusal under the CPF", async () => {
    mockApi((call) => {
      if (call.path === "configs/register") return okAnswer(RULES);
      if (call.path === "public/registers/offer") return okAnswer(OFFER);
      return failAnswer(409, "CPF: já cadastrado.", {
        errors: { cpf: "Este CPF já está cadastrado com outra data de nascimento." },
      });
    });
    renderRoutes({ path: "/", routes: [{ path: "/", element: <PublicMembershipRequestPage /> }] });
    await screen.findByText(/Total do pedido/);
    fill(/Nome completo/, "Joana Visitante");
    typeMasked(/^CPF/, cpfFromBase("123456789"));
    fill(/E-mail/, "joana@example.com");
    fill(/Data de nascimento/, "1990-04-12");
    fireEvent.click(screen.getByLabelText(/Li e aceito/));
    fireEvent.click(screen.getByRole("button", { name: "Enviar pedido" }));
    expect(await screen.findByText("Este CPF já está cadastrado com outra data de nascimento.")).toBeTruthy();
  });

  it("says so when no type takes requests on the open page", async () => {
    mockApi((call) => okAnswer(call.path === "configs/register" ? RULES : []));
    renderRoutes({ path: "/", routes: [{ path: "/", element: <PublicMembershipRequestPage /> }] });
    expect(await screen.findByText("Nenhum pedido aberto agora")).toBeTruthy();
  });
});

const approved = {
  id: "33333333-3333-4333-8333-333333333333",
  kind: "membership",
  registertype_id: OFFER[0]!.id,
  registertype_name: "Sócios do clube",
  option_name: "Anual",
  style_name: null,
  association_name: null,
  source: "public",
  status: "approved",
  review_reason: null,
  reviewed_at: "2026-11-20T12:00:00.000Z",
  created_at: "2026-11-19T12:00:00.000Z",
  notes: null,
  entry: { id: "m1", number: "SOC-2026-00001", status: "pending_payment", starts_on: null, ends_on: null },
  bill: {
    debt_id: "d1",
    debt_status: "billed",
    amount_cents: 12_000,
    due_date: "2026-11-30",
    bill_id: "b1",
    bill_status: "open",
    bill_total_cents: 12_000,
  },
};
const rejected = {
  ...approved,
  id: "44444444-4444-4444-8444-444444444444",
  kind: "affiliation",
  registertype_name: "Filiação de atletas",
  option_name: "Atleta",
  status: "rejected",
  review_reason: "Falta o atestado médico.",
  entry: null,
  bill: null,
};

describe("the person's requests", { timeout: 30_000 }, () => {
  beforeEach(() => appStore.set({ backend: BACKEND, token: "t", info: sessionInfo() }));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("lists both kinds labelled, the reason of a refusal, and Pagar leading to the bill", async () => {
    mockApi((call) => {
      if (call.path === "my/registers/membershiprequests") return okAnswer([approved, rejected]);
      if (call.path === "my/registers/offer") return okAnswer(OFFER);
      return okAnswer({ birthdate: "1990-04-12" });
    });
    renderRoutes({ path: "/", routes: [{ path: "/", element: <MyMembershipRequestsPage /> }] });
    expect(await screen.findByText("Motivo: Falta o atestado médico.")).toBeTruthy();
    expect(screen.getByText("Associação")).toBeTruthy();
    expect(screen.getByText("Registro")).toBeTruthy();
    expect(screen.getByText("Número SOC-2026-00001")).toBeTruthy();
    const pay = screen.getByRole("link", { name: "Pagar" }) as HTMLAnchorElement;
    expect(pay.getAttribute("href")).toBe("/my/personalfinances/bills/show/b1");
  });

  it("makes a new bill when the approved request's bill expired, and opens it", async () => {
    const expired = { ...approved, bill: { ...approved.bill, debt_status: "open", bill_status: "expired" } };
    const calls = mockApi((call) =>
      call.method === "POST"
        ? okAnswer({ ...approved, bill: { ...approved.bill, bill_id: "b2" } })
        : okAnswer(expired),
    );
    const { router } = renderRoutes({
      path: `/my/registers/membershiprequests/show/${approved.id}`,
      routes: [
        {
          path: "/my/registers/membershiprequests/show/:membershiprequest_id",
          element: <MyMembershipRequestPage />,
        },
        { path: "/my/personalfinances/bills/show/:bills_id", element: <p>cobrança</p> },
      ],
    });
    fireEvent.click(await screen.findByRole("button", { name: "Pagar" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/my/personalfinances/bills/show/b2"));
    expect(calls.find((call) => call.method === "POST")?.path).toBe(
      `my/registers/membershiprequests/${approved.id}/bill`,
    );
  });
});

describe("PublicContractPage", { timeout: 30_000 }, () => {
  beforeEach(() => appStore.set({ backend: BACKEND, token: null, info: null }));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });
  const routes = [{ path: "/public/contracts/:code?", element: <PublicContractPage /> }];

  it("shows the contract of a code: athlete's name, association, kind, dates, in force", async () => {
    mockApi(() =>
      okAnswer({
        number: "CT-1",
        verification_code: "K7PX9M2QRT",
        registertype_name: "Filiação de atletas",
        athlete_name: "Carlos Atleta",
        association_name: "Clube Alfa",
        lending_association_name: null,
        kind: "professional",
        starts_on: "2026-01-01",
        ends_on: "2027-12-31",
        status: "active",
        terminated_on: null,
        in_force: true,
        checked_at: "2026-11-26T12:00:00.000Z",
      }),
    );
    renderRoutes({ path: "/public/contracts/K7PX9M2QRT", routes });
    expect(await screen.findByText("Contrato vigente")).toBeTruthy();
    expect(screen.getByText("Carlos Atleta")).toBeTruthy();
    expect(screen.getByText("Clube Alfa")).toBeTruthy();
    expect(screen.getByText("Profissional")).toBeTruthy();
    expect(screen.getByText("01/01/2026 – 31/12/2027")).toBeTruthy();
  });

  it("says not found for an unknown code, and a typed code opens its page", async () => {
    mockApi(() => failAnswer(404, "Contrato não encontrado."));
    const { router } = renderRoutes({ path: "/public/contracts", routes });
    // Sent empty: the API's sentence under the field (never the browser's bubble), no navigation.
    const form = screen.getByRole("button", { name: "Conferir" }).closest("form")!;
    expect(form.noValidate).toBe(true);
    fireEvent.click(screen.getByRole("button", { name: "Conferir" }));
    expect(
      await screen.findByText("Código de verificação inválido: use as letras e os números do contrato."),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe("/public/contracts");
    fill(/Código de verificação/, "zz99zz99");
    fireEvent.click(screen.getByRole("button", { name: "Conferir" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/public/contracts/ZZ99ZZ99"));
    expect(await screen.findByText("Contrato não encontrado: confira o código.")).toBeTruthy();
  });
});
