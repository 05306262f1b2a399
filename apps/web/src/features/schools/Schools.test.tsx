import { DEFAULT_TENANT_SETTINGS, type ModuleKey } from "@quadra/shared";
import { cleanup, configure, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { appStore, initialState } from "../../platform/state/appStore.ts";
import { sessionInfo } from "../../test/fixtures.ts";
import { renderRoutes } from "../../test/renderWithProviders.tsx";
import { BACKEND, failAnswer, mockApi, okAnswer } from "../admin/testApi.ts";
import { DependentOccurrencesSection } from "./DependentOccurrencesSection.tsx";
import { EducationalOccurrencesPage } from "./EducationalOccurrencesPage.tsx";
import { MySchoolsSection } from "./MySchoolsSection.tsx";

configure({ asyncUtilTimeout: 5_000 });

const withModules = (modules: ModuleKey[]) =>
  appStore.set({
    ...initialState(),
    booting: false,
    backend: BACKEND,
    token: "t",
    info: sessionInfo({ permissions_names: ["my_associations"] }),
    config: { ...DEFAULT_TENANT_SETTINGS, available_modules: modules, read_only_until: null, debt: false },
  });

const occurrence = (extra: object = {}) => ({
  id: "o1",
  school_id: "s1",
  school_name: "Núcleo Centro",
  user_id: "u1",
  student_name: "Ana Júlia",
  occurred_on: "2026-03-10",
  kind: "attendance",
  status: "open",
  description: "Três faltas seguidas.",
  measures: null,
  created_at: "2026-03-10T15:00:00.000Z",
  created_by_name: "Marcos Gestor",
  updated_at: "2026-03-10T15:00:00.000Z",
  updated_by_name: null,
  version: 0,
  ...extra,
});

const ASSOCIATION = { id: "a1", name: "Clube Alfa", status: "approved", my_role: "president", version: 1 };
// The form checks ids as the server does: they are uuids.
const SCHOOL_ID = "5c1f0a6e-2b1d-4c3e-9f4a-0a1b2c3d4e5f";
const STUDENT_ID = "7d2e1b7f-3c2e-4d4f-8a5b-1b2c3d4e5f60";
const SCHOOLS = {
  association: { id: "a1", name: "Clube Alfa" },
  data: [{ id: SCHOOL_ID, name: "Núcleo Centro", active: true, coordinator_name: "Carla", students: 2 }],
};

const showOccurrences = () =>
  renderRoutes({
    path: "/my/associations/educationaloccurrences/a1",
    routes: [
      { path: "/my/associations/educationaloccurrences/:id", element: <EducationalOccurrencesPage /> },
    ],
  });

describe("schools from /my", { timeout: 30_000 }, () => {
  beforeEach(() => {
    // jsdom has no layout: Mantine's combobox scrolls the active option into view.
    Element.prototype.scrollIntoView ??= () => {};
    withModules(["schools"]);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("lists the occurrences with who recorded them and asks the server again when a filter changes", async () => {
    const calls = mockApi((call) => {
      if (call.path === "my/associations/a1") return okAnswer(ASSOCIATION);
      if (call.path === "my/associations/a1/schools") return okAnswer(SCHOOLS);
      return okAnswer({ data: [occurrence()], total: 1, page: 1, per_page: 20 });
    });
    showOccurrences();
    const card = await screen.findByRole("article", { name: "Ana Júlia" });
    expect(within(card).getByText("10/03/2026 · Núcleo Centro")).toBeTruthy();
    expect(within(card).getByText("Frequência (faltas)")).toBeTruthy();
    expect(within(card).getByText(/Registrada por Marcos Gestor em/)).toBeTruthy();

    fireEvent.click(screen.getByRole("combobox", { name: "Tipo" }));
    fireEvent.click(screen.getByRole("option", { name: "Comportamento", hidden: true }));
    await waitFor(() =>
      expect(
        calls.some(
          (call) =>
            call.path === "my/associations/a1/educationaloccurrences" &&
            call.query.get("kind") === "behavior",
        ),
      ).toBe(true),
    );
    fireEvent.change(screen.getByLabelText("De"), { target: { value: "2026-01-01" } });
    await waitFor(() =>
      expect(calls.some((call) => call.query.get("from") === "2026-01-01" && call.query.get("kind"))).toBe(
        true,
      ),
    );
  });

  it("records an occurrence, refusing a future date before sending", async () => {
    const calls = mockApi((call) => {
      if (call.path === "my/associations/a1") return okAnswer(ASSOCIATION);
      if (call.path === "my/associations/a1/schools") return okAnswer(SCHOOLS);
      if (call.path === `my/associations/a1/schools/${SCHOOL_ID}/students`)
        return okAnswer([
          { id: "u1", name: "Ana Júlia", status: "active" },
          { id: STUDENT_ID, name: "Beto Souza", status: "waiting" },
        ]);
      if (call.method === "POST") return okAnswer(occurrence({ id: "o2" }), "Ocorrência registrada.");
      return okAnswer({ data: [], total: 0, page: 1, per_page: 20 });
    });
    showOccurrences();
    expect(await screen.findByText("Nenhuma ocorrência encontrada")).toBeTruthy();
    await waitFor(() =>
      expect(
        (screen.getByRole("button", { name: "Registrar ocorrência" }) as HTMLButtonElement).disabled,
      ).toBe(false),
    );
    fireEvent.click(screen.getByRole("button", { name: "Registrar ocorrência" }));
    const form = await screen.findByRole("form", { name: "Registrar ocorrência" });
    // The only school is chosen already; its students (enrolled or waiting) are offered.
    fireEvent.click(within(form).getByRole("combobox", { name: /Aluno\(a\)/ }));
    fireEvent.click(
      await screen.findByRole("option", { name: "Beto Souza (Em lista de espera)", hidden: true }),
    );
    fireEvent.click(within(form).getByRole("combobox", { name: /Tipo/ }));
    // The list's own "Tipo" filter has the same options; the dialog's are the last ones.
    fireEvent.click(screen.getAllByRole("option", { name: "Comportamento", hidden: true }).at(-1)!);
    fireEvent.change(within(form).getByLabelText(/Data/), { target: { value: "2999-01-01" } });
    fireEvent.change(within(form).getByLabelText(/Descrição/), { target: { value: "Briga no treino." } });
    fireEvent.click(within(form).getByRole("button", { name: "Salvar" }));
    expect(await within(form).findByText("A data não pode estar no futuro.")).toBeTruthy();
    expect(calls.some((call) => call.method === "POST")).toBe(false);

    fireEvent.change(within(form).getByLabelText(/Data/), { target: { value: "2026-03-09" } });
    fireEvent.click(within(form).getByRole("button", { name: "Salvar" }));
    await waitFor(() => expect(calls.find((call) => call.method === "POST")).toBeDefined());
    expect(calls.find((call) => call.method === "POST")).toMatchObject({
      path: "my/associations/a1/educationaloccurrences",
      body: {
        school_id: SCHOOL_ID,
        user_id: STUDENT_ID,
        occurred_on: "2026-03-09",
        kind: "behavior",
        status: "open",
        description: "Briga no treino.",
        measures: null,
      },
    });
  });

  it("follows an occurrence up with the version it read, and reloads on a conflict", async () => {
    let conflict = false;
    const calls = mockApi((call) => {
      if (call.path === "my/associations/a1") return okAnswer(ASSOCIATION);
      if (call.path === "my/associations/a1/schools") return okAnswer(SCHOOLS);
      if (call.method === "PATCH")
        return conflict
          ? failAnswer(409, "Este registro foi alterado por outra pessoa.", { code: "conflict" })
          : okAnswer(occurrence({ status: "closed", version: 1 }));
      return okAnswer({ data: [occurrence({ version: 4 })], total: 1, page: 1, per_page: 20 });
    });
    showOccurrences();
    const card = await screen.findByRole("article", { name: "Ana Júlia" });
    fireEvent.click(within(card).getByRole("button", { name: "Acompanhar" }));
    const form = await screen.findByRole("form", { name: "Acompanhar ocorrência" });
    fireEvent.change(within(form).getByLabelText("Encaminhamentos"), {
      target: { value: "Conversa com a família." },
    });
    fireEvent.click(within(form).getByRole("button", { name: "Salvar" }));
    await waitFor(() => expect(calls.find((call) => call.method === "PATCH")).toBeDefined());
    expect(calls.find((call) => call.method === "PATCH")).toMatchObject({
      path: "my/associations/a1/educationaloccurrences/o1",
      body: {
        status: "open",
        description: "Três faltas seguidas.",
        measures: "Conversa com a família.",
        version: 4,
      },
    });
    await waitFor(() => expect(screen.queryByRole("form", { name: "Acompanhar ocorrência" })).toBeNull());

    conflict = true;
    const listsBefore = calls.filter((call) => call.path.endsWith("educationaloccurrences")).length;
    fireEvent.click(
      within(await screen.findByRole("article", { name: "Ana Júlia" })).getByRole("button", {
        name: "Acompanhar",
      }),
    );
    fireEvent.click(
      within(await screen.findByRole("form", { name: "Acompanhar ocorrência" })).getByRole("button", {
        name: "Salvar",
      }),
    );
    await waitFor(() => expect(screen.queryByRole("form", { name: "Acompanhar ocorrência" })).toBeNull());
    await waitFor(() =>
      expect(calls.filter((call) => call.path.endsWith("educationaloccurrences")).length).toBeGreaterThan(
        listsBefore,
      ),
    );
  });

  it("lists my schools and their students with links to their documents and photo", async () => {
    mockApi((call) => {
      if (call.path === "my/schools")
        return okAnswer([
          {
            id: "s1",
            name: "Núcleo Centro",
            active: true,
            association_id: "a1",
            association_name: "Clube Alfa",
            coordinator_name: "Carla",
            coordinates: true,
            manages: false,
            students: 1,
          },
        ]);
      return okAnswer({
        school: { id: "s1", name: "Núcleo Centro" },
        data: [
          {
            user_id: "u1",
            name: "Ana Júlia",
            status: "active",
            since: null,
            until: null,
            documents_regular: false,
            documents_pending: 2,
          },
        ],
        total: 1,
        page: 1,
        per_page: 50,
      });
    });
    renderRoutes({
      path: "/my/associations",
      routes: [{ path: "/my/associations", element: <MySchoolsSection /> }],
    });
    const card = await screen.findByRole("article", { name: "Núcleo Centro" });
    expect(within(card).getByText("Coordenação")).toBeTruthy();
    fireEvent.click(within(card).getByRole("button", { name: "Ver alunos" }));
    expect(await within(card).findByText("Ana Júlia")).toBeTruthy();
    expect(within(card).getByText("2 pendentes")).toBeTruthy();
    expect(within(card).getByRole("link", { name: "Documentos" }).getAttribute("href")).toBe(
      "/my/schools/s1/userdocuments/user/u1",
    );
    expect(within(card).getByRole("link", { name: "Foto" }).getAttribute("href")).toBe(
      "/my/schools/s1/users/image/u1",
    );
  });

  it("shows no schools section without the module, and none to a person who follows no school", async () => {
    withModules([]);
    const calls = mockApi(() => okAnswer([]));
    renderRoutes({
      path: "/my/associations",
      routes: [{ path: "/my/associations", element: <MySchoolsSection /> }],
    });
    expect(screen.queryByText("Escolas e núcleos")).toBeNull();
    expect(calls).toEqual([]);
    cleanup();
    withModules(["schools"]);
    renderRoutes({
      path: "/my/associations",
      routes: [{ path: "/my/associations", element: <MySchoolsSection /> }],
    });
    await waitFor(() => expect(calls.map((call) => call.path)).toEqual(["my/schools"]));
    expect(screen.queryByText("Escolas e núcleos")).toBeNull();
  });

  it("shows a guardian their dependent's occurrences, read-only", async () => {
    mockApi(() =>
      okAnswer([
        {
          id: "o1",
          school_id: "s1",
          school_name: "Núcleo Centro",
          occurred_on: "2026-05-02",
          kind: "school_performance",
          status: "open",
          description: "Notas baixas em matemática.",
          measures: "Reforço às terças.",
          updated_at: "2026-05-02T12:00:00.000Z",
        },
      ]),
    );
    renderRoutes({
      path: "/my/students/show/u1",
      routes: [
        {
          path: "/my/students/show/:id",
          element: <DependentOccurrencesSection studentId="u1" name="Ana Júlia" />,
        },
      ],
    });
    expect(await screen.findByText("02/05/2026 · Núcleo Centro")).toBeTruthy();
    expect(screen.getByText("Desempenho escolar")).toBeTruthy();
    expect(screen.getByText("Encaminhamentos: Reforço às terças.")).toBeTruthy();
    expect(screen.queryByRole("button")).toBeNull();
  });
});
