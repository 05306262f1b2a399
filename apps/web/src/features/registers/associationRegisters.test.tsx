import { cleanup, configure, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { appStore } from "../../platform/state/appStore.ts";
import { sessionInfo } from "../../test/fixtures.ts";
import { renderRoutes } from "../../test/renderWithProviders.tsx";
import { BACKEND, failAnswer, mockApi, okAnswer } from "../admin/testApi.ts";
import { AssociationMembershipPage } from "./AssociationMembershipPage.tsx";
import { AssociationRequestsCreatePage } from "./AssociationRequestsCreatePage.tsx";
import { AssociationRequestsPage } from "./AssociationRequestsPage.tsx";
import { errorsByAthlete, filterAthletes } from "./bulkRequestForm.ts";

configure({ asyncUtilTimeout: 5_000 });

const association = okAnswer({ id: "a1", name: "Clube Alfa", status: "approved" });

const judo = {
  id: "t1",
  name: "Filiação de judô",
  kind: "athletes",
  requesters: "both",
  accepts_association: true,
  parq_required: false,
  validity: "annual",
  roles: [{ id: "r1", name: "Atleta" }],
  styles: [{ id: "s1", name: "Judô olímpico" }],
  graduations: [
    { id: "g1", name: "Branca", color: null, position: 1 },
    { id: "g2", name: "Azul", color: "#1c7ed6", position: 2 },
  ],
};

const athlete = (user_id: string, name: string, extra: object = {}) => ({
  user_id,
  name,
  cpf_masked: "***.456.789-**",
  birthdate: "2010-05-01",
  pending_request: false,
  entry: null,
  ...extra,
});

const ATHLETES = [
  athlete("u1", "Ana Atleta", { pending_request: true }),
  athlete("u2", "Bia Atleta", {
    entry: { id: "e2", number: "FJ-2025-00002", status: "expired", ends_on: "2025-12-31" },
  }),
  athlete("u3", "Caio Júnior"),
];

/** The fetch stub's calls, with the Idempotency-Key each POST carried. */
const keysOfPosts = () =>
  vi
    .mocked(fetch)
    .mock.calls.filter(([, init]) => init?.method === "POST")
    .map(([, init]) => new Headers(init?.headers).get("Idempotency-Key"));

describe("the association's register screens", { timeout: 30_000 }, () => {
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

  it("maps the server's line errors to the picked athletes and finds athletes without accents", () => {
    const { lines, general } = errorsByAthlete(
      {
        "athletes.1.user_id": "Não é atleta ativo(a) da entidade.",
        "athletes.0.registerrole_id": "Escolha a função da lista.",
        registertype_id: "Este tipo não aceita pedidos.",
      },
      ["u2", "u3"],
    );
    expect(lines.get("u3")).toEqual(["Não é atleta ativo(a) da entidade."]);
    expect(lines.get("u2")).toEqual(["Escolha a função da lista."]);
    expect(general).toEqual({ registertype_id: "Este tipo não aceita pedidos." });
    expect(filterAthletes(ATHLETES, "caio junior").map((a) => a.user_id)).toEqual(["u3"]);
    expect(filterAthletes(ATHLETES, "456").length).toBe(3);
  });

  it("requests several athletes at once, shows a refused line and retries with the same key", async () => {
    let refuse = true;
    const calls = mockApi((call) => {
      if (call.path === "my/associations/a1") return association;
      if (call.path === "my/associations/registers/a1/requesttypes") return okAnswer([judo]);
      if (call.path === "my/associations/registers/a1/requestathletes") return okAnswer(ATHLETES);
      if (call.method === "POST" && refuse)
        return failAnswer(409, "Nenhum pedido foi enviado: corrija o(a) atleta Caio Júnior.", {
          errors: {
            "athletes.1.user_id": "Esta pessoa já tem um pedido deste tipo de registro aguardando análise.",
          },
        });
      if (call.method === "POST") return okAnswer([{ id: "q1" }, { id: "q2" }]);
      return okAnswer({ data: [], total: 0, page: 1, per_page: 20 });
    });
    const { router } = renderRoutes({
      path: "/my/associations/registers/requests/a1/create",
      routes: [
        {
          path: "/my/associations/registers/requests/:id/create",
          element: <AssociationRequestsCreatePage />,
        },
        { path: "/my/associations/registers/requests/:id", element: <p>lista</p> },
      ],
    });
    const table = await screen.findByRole("table", { name: "Atletas ativos da entidade" });
    // Ana's request waits for review: she cannot be picked again.
    expect(within(table).getByRole("checkbox", { name: "Marcar Ana Atleta" })).toHaveProperty(
      "disabled",
      true,
    );
    expect(within(table).getByText("Pedido em análise")).toBeTruthy();
    expect(within(table).getByText("Vencido")).toBeTruthy();
    fireEvent.click(within(table).getByRole("checkbox", { name: "Marcar todos os atletas mostrados" }));
    const submit = screen.getByRole("button", { name: "Enviar 2 pedidos" });
    fireEvent.click(submit);
    await waitFor(() => expect(calls.filter((call) => call.method === "POST")).toHaveLength(1));
    const post = calls.find((call) => call.method === "POST")!;
    expect(post.path).toBe("my/associations/registers/a1/requests");
    // The one role is everyone's until changed.
    expect(post.body).toEqual({
      registertype_id: "t1",
      athletes: [
        { user_id: "u2", registerrole_id: "r1", registerstyle_id: null, registergraduation_id: null },
        { user_id: "u3", registerrole_id: "r1", registerstyle_id: null, registergraduation_id: null },
      ],
    });
    expect(await screen.findByText(/aguardando análise/)).toBeTruthy();
    expect(screen.getByText(/corrija o\(a\) atleta Caio Júnior/)).toBeTruthy();
    expect(router.state.location.pathname).toBe("/my/associations/registers/requests/a1/create");

    // The same attempt sent again keeps its key; the server answers it once.
    refuse = false;
    fireEvent.click(screen.getByRole("button", { name: "Enviar 2 pedidos" }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe("/my/associations/registers/requests/a1"),
    );
    expect(router.state.location.search).toBe("?status=pending");
    const keys = keysOfPosts();
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
  });

  it("answers a picked athlete without a role on its line, before asking the server", async () => {
    const calls = mockApi((call) => {
      if (call.path === "my/associations/a1") return association;
      if (call.path === "my/associations/registers/a1/requesttypes")
        return okAnswer([{ ...judo, roles: [...judo.roles, { id: "r2", name: "Técnico" }] }]);
      if (call.path === "my/associations/registers/a1/requestathletes") return okAnswer(ATHLETES);
      return okAnswer([]);
    });
    renderRoutes({
      path: "/my/associations/registers/requests/a1/create",
      routes: [
        {
          path: "/my/associations/registers/requests/:id/create",
          element: <AssociationRequestsCreatePage />,
        },
      ],
    });
    const table = await screen.findByRole("table", { name: "Atletas ativos da entidade" });
    fireEvent.click(within(table).getByRole("checkbox", { name: "Marcar Caio Júnior" }));
    fireEvent.click(screen.getByRole("button", { name: "Enviar 1 pedido" }));
    expect(await within(table).findByText("Escolha a função.")).toBeTruthy();
    expect(calls.some((call) => call.method === "POST")).toBe(false);
  });

  it("lists requests with the filters in the address", async () => {
    const calls = mockApi((call) => {
      if (call.path === "my/associations/a1") return association;
      if (call.path === "my/associations/registers/a1")
        return okAnswer({ association: { id: "a1", name: "Clube Alfa" }, types: [judo], counts: {} });
      return okAnswer({
        data: [
          {
            id: "q1",
            registertype: { id: "t1", name: "Filiação de judô" },
            user_id: "u1",
            person_name: "Ana Atleta",
            role: { id: "r1", name: "Atleta" },
            style: null,
            graduation: null,
            source: "association",
            status: "rejected",
            review_reason: "Documento ilegível.",
            reviewed_at: null,
            created_at: "2026-11-20T13:00:00.000Z",
            notes: null,
            register: null,
          },
        ],
        total: 1,
        page: 1,
        per_page: 20,
      });
    });
    renderRoutes({
      path: "/my/associations/registers/requests/a1?status=rejected",
      routes: [{ path: "/my/associations/registers/requests/:id", element: <AssociationRequestsPage /> }],
    });
    const link = await screen.findByRole("link", { name: "Ana Atleta" });
    expect(link.getAttribute("href")).toBe("/my/associations/registers/requests/a1/show/q1");
    expect(within(screen.getByRole("table")).getByText("Recusado")).toBeTruthy();
    const list = calls.find((call) => call.path === "my/associations/registers/a1/requests")!;
    expect(list.query.get("status")).toBe("rejected");
    expect(list.query.get("per_page")).toBe("20");
  });

  it("shows an entry's graduation history and sends the association to its finances when it pays", async () => {
    mockApi((call) => {
      if (call.path === "my/associations/a1") return association;
      return okAnswer({
        kind: "entry",
        id: "e1",
        number: "FJ-2026-00001",
        registertype: { id: "t1", name: "Filiação de judô" },
        user_id: "u2",
        person_name: "Bia Atleta",
        role: { id: "r1", name: "Atleta" },
        style: null,
        graduation: { id: "g2", name: "Azul", color: "#1c7ed6", position: 2 },
        graduated_on: "2026-03-01",
        status: "pending_payment",
        starts_on: "2026-01-10",
        ends_on: "2026-12-31",
        notes: null,
        promotions: [
          {
            id: "p1",
            promoted_on: "2026-03-01",
            graduation: { id: "g2", name: "Azul", color: "#1c7ed6", position: 2 },
            from_graduation: { id: "g1", name: "Branca", color: null, position: 1 },
            examiner: "Sensei Tanaka",
            notes: null,
          },
        ],
        debt: {
          id: "d1",
          description: "Filiação 2026",
          amount_cents: 12_000,
          due_date: "2026-12-31",
          status: "billed",
          payer: "association",
          bill_id: "b1",
        },
      });
    });
    renderRoutes({
      path: "/my/associations/registers/memberships/a1/show/e1",
      routes: [
        {
          path: "/my/associations/registers/memberships/:id/show/:memberships_id",
          element: <AssociationMembershipPage />,
        },
      ],
    });
    const history = await screen.findByRole("table", { name: "Histórico de graduações" });
    expect(within(history).getByText("Sensei Tanaka")).toBeTruthy();
    expect(within(history).getByText("Branca")).toBeTruthy();
    expect(screen.getByText("Aguardando pagamento")).toBeTruthy();
    const pay = screen.getByRole("link", { name: "Pagar a cobrança nas finanças da entidade" });
    expect(pay.getAttribute("href")).toBe("/my/associations/finances/a1/bills/show/b1");
  });
});
