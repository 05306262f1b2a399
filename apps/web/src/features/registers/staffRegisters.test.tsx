import { cleanup, configure, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { appStore } from "../../platform/state/appStore.ts";
import { sessionInfo } from "../../test/fixtures.ts";
import { renderRoutes } from "../../test/renderWithProviders.tsx";
import { BACKEND, failAnswer, mockApi, okAnswer } from "../admin/testApi.ts";
import { PendingMembershipRequestsPage } from "./PendingRequestsPage.tsx";
import { RegisterContractShowPage } from "./RegisterContractShowPage.tsx";
import { RegisterEntryShowPage } from "./RegisterEntryShowPage.tsx";
import { RegisterRequestShowPage } from "./RegisterRequestShowPage.tsx";
import { RegisterTypeShowPage } from "./RegisterTypeShowPage.tsx";

configure({ asyncUtilTimeout: 5_000 });

const review = (extra: object = {}) => ({
  kind: "register",
  id: "r1",
  registertype_id: "t1",
  type_name: "Filiação de judocas",
  status: "pending",
  source: "person",
  notes: null,
  review_reason: null,
  reviewed_by: null,
  reviewed_at: null,
  created_at: "2026-11-20T10:00:00Z",
  person: { id: "u1", name: "Ana Atleta", email: "ana@example.com", birthdate: "2006-03-10", age: 20 },
  association: null,
  choices: [
    { label: "Função", value: "Atleta" },
    { label: "Modalidade", value: "Judô" },
  ],
  documents: [{ documenttype_id: "d1", name: "RG", blocks_approval: true, status: "missing" }],
  parq: { status: "approved", valid_until: "2027-05-01" },
  charge: {
    plan_cents: 0,
    band: { id: "p1", name: "Adulto", amount_cents: 9_000 },
    total_cents: 9_000,
    payer: { kind: "person", id: "u1", name: "Ana Atleta" },
  },
  blockers: ['Documento "RG" não enviado'],
  entry: null,
  ...extra,
});

const route = (path: string, element: React.ReactNode, at: string) =>
  renderRoutes({ path: at, routes: [{ path, element }] });

/** Graduations' ids, as the API has them (the promotion form checks them with its contract). */
const WHITE = "5a0c1b2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d";
const YELLOW = "6b1d2c3e-4f5a-4b6c-9d7e-8f9a0b1c2d3e";

describe("the staff's registers screens", { timeout: 30_000 }, () => {
  beforeEach(() => {
    appStore.set({
      backend: BACKEND,
      token: "t",
      info: sessionInfo({ permissions_names: ["registertypes"] }),
    });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("reviews a request: the person, what blocks approval, the price, and approves", async () => {
    let decided: object | null = null;
    const calls = mockApi((call) => {
      if (call.method !== "POST") return okAnswer(decided ?? review());
      decided = review({
        status: "approved",
        reviewed_by: "Rita",
        reviewed_at: "2026-11-26T12:00:00Z",
        charge: null,
        blockers: [],
        entry: {
          entry_id: "e1",
          number: "FPJ-2026-00001",
          status: "pending_payment",
          starts_on: "2026-11-26",
          ends_on: "2026-12-31",
          debt: null,
        },
      });
      return okAnswer(decided);
    });
    route(
      "/registers/registertypes/:parent_id/registerrequests/show/:request_id",
      <RegisterRequestShowPage />,
      "/registers/registertypes/t1/registerrequests/show/r1",
    );
    expect(await screen.findByRole("heading", { name: "Ana Atleta" })).toBeTruthy();
    expect(screen.getByText("20 anos")).toBeTruthy();
    expect(screen.getByText('Documento "RG" não enviado')).toBeTruthy();
    expect(screen.getByText("Faixa de preço (Adulto)")).toBeTruthy();
    expect(screen.getAllByText("R$ 90,00").length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole("button", { name: "Aprovar" }));
    await waitFor(() => expect(calls.find((call) => call.method === "POST")).toBeDefined());
    expect(calls.find((call) => call.method === "POST")).toMatchObject({
      path: "registerrequests/r1/approve",
    });
    const link = await screen.findByRole("link", { name: "Abrir o registro" });
    expect(link.getAttribute("href")).toBe("/registers/registertypes/t1/registers/show/e1");
  });

  it("rejects with a reason the person receives", async () => {
    let decided: object | null = null;
    const calls = mockApi((call) => {
      if (call.method === "POST")
        decided = review({ status: "rejected", review_reason: "Foto ilegível", charge: null, blockers: [] });
      return okAnswer(decided ?? review());
    });
    route(
      "/registers/registertypes/:parent_id/registerrequests/show/:request_id",
      <RegisterRequestShowPage />,
      "/registers/registertypes/t1/registerrequests/show/r1",
    );
    fireEvent.click(await screen.findByRole("button", { name: "Recusar" }));
    const dialog = await screen.findByRole("dialog");
    fireEvent.change(within(dialog).getByRole("textbox", { name: /Motivo da recusa/ }), {
      target: { value: "Foto ilegível" },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Recusar pedido" }));
    await waitFor(() => expect(calls.find((call) => call.method === "POST")).toBeDefined());
    expect(calls.find((call) => call.method === "POST")).toMatchObject({
      path: "registerrequests/r1/reject",
      body: { reason: "Foto ilegível" },
    });
    expect(await screen.findByText("Motivo: Foto ilegível")).toBeTruthy();
  });

  it("shows the type's figures linking to their lists", async () => {
    mockApi((call) =>
      call.path.endsWith("/summary")
        ? okAnswer({
            pending_requests: 3,
            pending_membership_requests: 1,
            active_entries: 40,
            pending_payment_entries: 2,
            active_memberships: 7,
            contracts_in_force: 5,
            expiring_30_days: 4,
          })
        : okAnswer({
            id: "t1",
            version: 1,
            name: "Filiação de judocas",
            kind: "athletes",
            validity: "annual",
            requesters: "both",
            parq_required: true,
            public: false,
            active: true,
          }),
    );
    route("/registers/registertypes/show/:id", <RegisterTypeShowPage />, "/registers/registertypes/show/t1");
    expect(await screen.findByRole("heading", { name: "Filiação de judocas" })).toBeTruthy();
    const pending = (await screen.findByText("Pedidos de registro pendentes")).closest("a");
    expect(pending?.getAttribute("href")).toBe("/registers/registertypes/t1/registerrequests");
    expect(within(pending as HTMLElement).getByText("3")).toBeTruthy();
    expect(screen.getByText("Anual (até 31/12)")).toBeTruthy();
  });

  it("promotes on an entry and shows the rule's refusal as the server wrote it", async () => {
    const refusal = "Faltam 4 meses na graduação anterior (mínimo de 6 meses).";
    const calls = mockApi((call) => {
      if (call.method === "POST") return failAnswer(409, refusal, { errors: { promoted_on: refusal } });
      if (call.path === "registers/e1")
        return okAnswer({
          id: "e1",
          version: 1,
          number: "FPJ-2026-00001",
          status: "active",
          registergraduation_id: WHITE,
          starts_on: "2026-01-10",
          ends_on: "2026-12-31",
          _titles: { user_id: "Ana Atleta", registergraduation_id: "Branca" },
        });
      if (call.path === "registers/e1/payment")
        return okAnswer({
          entry_id: "e1",
          number: "FPJ-2026-00001",
          status: "active",
          starts_on: "2026-01-10",
          ends_on: "2026-12-31",
          debt: null,
        });
      if (call.path.includes("registergraduations"))
        return okAnswer({
          data: [
            { id: WHITE, version: 1, name: "Branca" },
            { id: YELLOW, version: 1, name: "Amarela" },
          ],
          page: 1,
          per_page: 100,
          total: 2,
          total_capped: false,
        });
      return okAnswer({ data: [], page: 1, per_page: 100, total: 0, total_capped: false });
    });
    route(
      "/registers/registertypes/:parent_id/registers/show/:id",
      <RegisterEntryShowPage />,
      "/registers/registertypes/t1/registers/show/e1",
    );
    expect(await screen.findByRole("heading", { name: "FPJ-2026-00001" })).toBeTruthy();
    expect(await screen.findByText("Sem débito: nada a pagar.")).toBeTruthy();
    expect(screen.getByText("Nenhuma promoção registrada.")).toBeTruthy();
    // Sent empty (the date cleared): each missing value said under its field, nothing sent.
    const form = screen.getByRole("button", { name: "Promover" }).closest("form")!;
    expect(form.noValidate).toBe(true);
    fireEvent.change(screen.getByLabelText(/^Data/), { target: { value: "" } });
    fireEvent.click(screen.getByRole("button", { name: "Promover" }));
    expect(await screen.findAllByText("Campo obrigatório.")).toHaveLength(3);
    expect(screen.getByRole("textbox", { name: /Examinador/ }).getAttribute("aria-invalid")).toBe("true");
    expect(calls.some((call) => call.method === "POST")).toBe(false);
    fireEvent.change(screen.getByLabelText(/^Data/), { target: { value: "2026-03-01" } });
    fireEvent.click(screen.getByRole("combobox", { name: /Nova graduação/ }));
    fireEvent.click(await screen.findByRole("option", { name: "Amarela", hidden: true }));
    fireEvent.change(screen.getByRole("textbox", { name: /Examinador/ }), {
      target: { value: "Sensei Kano" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Promover" }));
    expect(await screen.findByRole("alert")).toBeTruthy();
    expect(screen.getAllByText(refusal).length).toBeGreaterThan(0);
    expect(calls.find((call) => call.method === "POST")).toMatchObject({
      path: "registers/e1/registerpromotions",
      body: { registergraduation_id: YELLOW, examiner: "Sensei Kano" },
    });
  });

  it("shows a loan contract: the lender, its term, its status and where anyone verifies it", async () => {
    mockApi(() =>
      okAnswer({
        id: "c1",
        version: 1,
        number: "FPJ-2026-00007",
        status: "active",
        kind: "loan",
        starts_on: "2026-02-01",
        ends_on: "2026-12-31",
        verification_code: "K7Q2-9XZA",
        _titles: {
          user_id: "Ana Atleta",
          association_id: "Clube Alfa",
          lending_association_id: "Clube Beta",
        },
      }),
    );
    route(
      "/registers/registertypes/:parent_id/registercontracts/show/:id",
      <RegisterContractShowPage />,
      "/registers/registertypes/t1/registercontracts/show/c1",
    );
    expect(await screen.findByRole("heading", { name: "FPJ-2026-00007" })).toBeTruthy();
    expect(screen.getByText("Clube Beta")).toBeTruthy();
    expect(screen.getByText("01/02/2026 a 31/12/2026")).toBeTruthy();
    expect(screen.getByText("K7Q2-9XZA")).toBeTruthy();
    expect(screen.getByRole("link", { name: /verifica/i }).getAttribute("href")).toBe(
      "/public/contracts/K7Q2-9XZA",
    );
    expect(screen.getByRole("link", { name: "Editar" }).getAttribute("href")).toBe(
      "/registers/registertypes/t1/registercontracts/edit/c1",
    );
  });

  it("queues the membership requests of every type, oldest first, each opening its review", async () => {
    const calls = mockApi(() =>
      okAnswer({
        data: [
          {
            id: "m1",
            registertype_id: "t2",
            user_id: "u2",
            created_at: "2026-11-20T13:00:00Z",
            source: "public",
            _titles: { user_id: "Bruno Sócio", registertype_id: "Sócios do clube" },
          },
        ],
        total: 1,
        page: 1,
        per_page: 20,
      }),
    );
    route(
      "/registers/registermembershiprequests/pending",
      <PendingMembershipRequestsPage />,
      "/registers/registermembershiprequests/pending",
    );
    const card = await screen.findByRole("article", { name: "Bruno Sócio" });
    expect(within(card).getByText(/Sócios do clube · Pedido em 20\/11\/2026/)).toBeTruthy();
    expect(within(card).getByRole("link", { name: "Analisar Bruno Sócio" }).getAttribute("href")).toBe(
      "/registers/registertypes/t2/registermembershiprequests/show/m1",
    );
    expect(calls[0]).toMatchObject({
      method: "GET",
      path: "registermembershiprequests/pending",
    });
    expect(calls[0]!.query.get("page")).toBe("1");
  });
});
