import { cleanup, configure, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { appStore } from "../../platform/state/appStore.ts";
import { sessionInfo } from "../../test/fixtures.ts";
import { renderRoutes } from "../../test/renderWithProviders.tsx";
import { BACKEND, failAnswer, mockApi, okAnswer } from "../admin/testApi.ts";
import { DOCUMENT_FORM_PAGES } from "./AthleteDocumentFormPage.tsx";
import { DOCUMENTS_PAGES } from "./AthleteDocumentsPage.tsx";
import { IMAGE_PAGES } from "./AthleteImagePage.tsx";

/**
 * The documents and photo screens of a team's members and a school's students (the association's
 * are in managerDocuments.test.tsx), and the association's screens reached from one of its teams.
 */

// Screens render slowly on a busy 2-core machine: wait longer than the default second.
configure({ asyncUtilTimeout: 5_000 });

const TEAM_API = "my/teams/t1/users/u1";
const SCHOOL_API = "my/schools/s1/users/u1";
const ASSOCIATION_API = "my/associations/a1/users/u1";

/** A document type's id and a document's file, as the API has them (the form checks both). */
const RG = "0b9e3f4a-5c6d-4e7f-8a9b-0c1d2e3f4a5b";
const FILE = "uploads/1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f";

const doc = (patch: Record<string, unknown> = {}) => ({
  id: "d1",
  user_id: "u1",
  documenttype_id: RG,
  number: "12.345.678-9",
  issued_on: "2025-01-10",
  expires_on: "2026-01-10",
  file: null,
  notes: null,
  status: "rejected",
  review_reason: "Foto ilegível.",
  reviewed_by: null,
  reviewed_at: null,
  version: 2,
  created_at: "2025-02-01T12:00:00.000Z",
  _titles: { user_id: "Ana Atleta", documenttype_id: "RG" },
  ...patch,
});

const STATUS = {
  user_id: "u1",
  regular: false,
  items: [
    { documenttype_id: RG, name: "RG", health: false, status: "rejected", review_reason: "Foto ilegível." },
  ],
};

const TYPES = [
  {
    id: RG,
    name: "RG",
    description: null,
    required: true,
    validity_months: 12,
    needs_number: true,
    health: false,
  },
];

const IMAGE = {
  user_id: "u1",
  name: "Ana Atleta",
  has_image: false,
  image_pending: false,
  image_submitted_at: null,
  pending_image_url: null,
};

/** A fake API for one person of one scope record: `scope` is how the listing names the record. */
const scopedApi = (base: string, scope: Record<string, { id: string; name: string }>) =>
  mockApi((call) => {
    if (call.path === "my/documenttypes") return okAnswer(TYPES);
    if (call.path === `${base}/documentstatus`) return okAnswer(STATUS);
    if (call.path === `${base}/image`) return okAnswer(IMAGE);
    if (call.path === `${base}/documents/d1` && call.method === "PATCH")
      return okAnswer(doc({ ...call.body, status: "pending", review_reason: null, version: 3 }));
    if (call.path === `${base}/documents/d1`) return okAnswer(doc({ file: FILE }));
    if (call.path === `${base}/documents`)
      return okAnswer({ ...scope, athlete: { id: "u1", name: "Ana Atleta" }, data: [doc()] });
    return failAnswer(404, `unexpected ${call.method} ${call.path}`);
  });

const hrefOf = (name: string) => screen.getByRole("link", { name }).getAttribute("href");

/** Corrects the RG's number on the form and sends it. */
const correctNumber = async (value: string) => {
  const number = (await screen.findByLabelText(/Número/)) as HTMLInputElement;
  expect(number.value).toBe("12.345.678-9");
  fireEvent.change(number, { target: { value } });
  fireEvent.click(screen.getByRole("button", { name: "Enviar para análise" }));
};

describe("a team's member: documents and photo", { timeout: 30_000 }, () => {
  beforeEach(() => {
    appStore.set({ backend: BACKEND, token: "t", info: sessionInfo({ permissions_names: ["my_teams"] }) });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("lists the member's documents under the team's name, with the team's links", async () => {
    const calls = scopedApi(TEAM_API, { team: { id: "t1", name: "Clube Alfa Sub-17" } });
    renderRoutes({
      path: "/my/teams/t1/userdocuments/user/u1",
      routes: [{ path: "/my/teams/:team_id/userdocuments/user/:id", element: <DOCUMENTS_PAGES.team /> }],
    });
    expect(await screen.findByRole("heading", { name: "Documentos de Ana Atleta" })).toBeTruthy();
    expect(screen.getByText("Clube Alfa Sub-17")).toBeTruthy();
    expect(screen.getByText(/enviados pelo\(a\) integrante ou pela federação/)).toBeTruthy();
    const card = await screen.findByRole("listitem", { name: "RG" });
    expect(within(card).getByRole("link", { name: "Corrigir RG" }).getAttribute("href")).toBe(
      "/my/teams/t1/userdocuments/user/u1/edit/d1",
    );
    expect(hrefOf("Enviar documento")).toBe("/my/teams/t1/userdocuments/user/u1/create");
    expect(hrefOf("Foto")).toBe("/my/teams/t1/users/image/u1");
    expect(hrefOf("Voltar à equipe")).toBe("/my/teams/show/t1");
    expect(calls.map((call) => call.path).sort()).toEqual([
      `${TEAM_API}/documents`,
      `${TEAM_API}/documentstatus`,
    ]);
  });

  it("corrects a refused document through the team's route and goes back to the member's documents", async () => {
    const calls = scopedApi(TEAM_API, { team: { id: "t1", name: "Clube Alfa Sub-17" } });
    const { router } = renderRoutes({
      path: "/my/teams/t1/userdocuments/user/u1/edit/d1",
      routes: [
        {
          path: "/my/teams/:team_id/userdocuments/user/:user_id/edit/:id",
          element: <DOCUMENT_FORM_PAGES.team />,
        },
        { path: "/my/teams/:team_id/userdocuments/user/:id", element: <DOCUMENTS_PAGES.team /> },
      ],
    });
    expect(await screen.findByRole("heading", { name: "Corrigir documento de Ana Atleta" })).toBeTruthy();
    expect(screen.getByText("Clube Alfa Sub-17")).toBeTruthy();
    await correctNumber("12.345.678-0");
    await waitFor(() => expect(router.state.location.pathname).toBe("/my/teams/t1/userdocuments/user/u1"));
    expect(calls.find((call) => call.method === "PATCH")).toMatchObject({
      path: `${TEAM_API}/documents/d1`,
      body: { documenttype_id: RG, number: "12.345.678-0", version: 2 },
    });
  });

  it("shows the member's photo screen with the way back to the team", async () => {
    const calls = scopedApi(TEAM_API, {});
    renderRoutes({
      path: "/my/teams/t1/users/image/u1",
      routes: [{ path: "/my/teams/:team_id/users/image/:id", element: <IMAGE_PAGES.team /> }],
    });
    expect(await screen.findByRole("heading", { name: "Foto de Ana Atleta" })).toBeTruthy();
    expect(screen.getByText("O(a) integrante ainda não tem foto aprovada.")).toBeTruthy();
    expect(hrefOf("Documentos do(a) integrante")).toBe("/my/teams/t1/userdocuments/user/u1");
    expect(hrefOf("Voltar à equipe")).toBe("/my/teams/show/t1");
    expect(calls.map((call) => call.path)).toEqual([`${TEAM_API}/image`]);
  });
});

describe("a school's student: documents and photo", { timeout: 30_000 }, () => {
  beforeEach(() => {
    appStore.set({ backend: BACKEND, token: "t", info: sessionInfo({ permissions_names: [] }) });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("lists the student's documents under the school's name and goes back to where the person came from", async () => {
    const calls = scopedApi(SCHOOL_API, { school: { id: "s1", name: "Núcleo Centro" } });
    const { router } = renderRoutes({
      path: "/my/students",
      routes: [
        { path: "/my/students", element: <p>Lista de alunos</p> },
        { path: "/my/schools/:school_id/userdocuments/user/:id", element: <DOCUMENTS_PAGES.school /> },
      ],
    });
    await router.navigate("/my/schools/s1/userdocuments/user/u1");
    expect(await screen.findByRole("heading", { name: "Documentos de Ana Atleta" })).toBeTruthy();
    expect(screen.getByText("Núcleo Centro")).toBeTruthy();
    expect(screen.getByText(/enviados pelo\(a\) aluno\(a\) ou pela federação/)).toBeTruthy();
    const card = await screen.findByRole("listitem", { name: "RG" });
    expect(within(card).getByRole("link", { name: "Corrigir RG" }).getAttribute("href")).toBe(
      "/my/schools/s1/userdocuments/user/u1/edit/d1",
    );
    expect(hrefOf("Enviar documento")).toBe("/my/schools/s1/userdocuments/user/u1/create");
    expect(hrefOf("Foto")).toBe("/my/schools/s1/users/image/u1");
    expect(calls.map((call) => call.path).sort()).toEqual([
      `${SCHOOL_API}/documents`,
      `${SCHOOL_API}/documentstatus`,
    ]);
    fireEvent.click(screen.getByRole("button", { name: "Voltar" }));
    expect(await screen.findByText("Lista de alunos")).toBeTruthy();
  });

  it("opens the form to send a student's document under the school's name", async () => {
    const calls = scopedApi(SCHOOL_API, { school: { id: "s1", name: "Núcleo Centro" } });
    renderRoutes({
      path: "/my/schools/s1/userdocuments/user/u1/create",
      routes: [
        {
          path: "/my/schools/:school_id/userdocuments/user/:user_id/create",
          element: <DOCUMENT_FORM_PAGES.school />,
        },
      ],
    });
    expect(await screen.findByRole("heading", { name: "Enviar documento de Ana Atleta" })).toBeTruthy();
    expect(screen.getByText("Núcleo Centro")).toBeTruthy();
    expect(await screen.findByRole("button", { name: "Enviar para análise" })).toBeTruthy();
    expect(calls.map((call) => call.path).sort()).toEqual(["my/documenttypes", `${SCHOOL_API}/documents`]);
  });

  it("says so when the student is not one the caller may handle", async () => {
    mockApi(() => failAnswer(404, "Aluno(a) não encontrado(a) neste núcleo."));
    renderRoutes({
      path: "/my/schools/s1/userdocuments/user/u1",
      routes: [
        { path: "/my/schools/:school_id/userdocuments/user/:id", element: <DOCUMENTS_PAGES.school /> },
      ],
    });
    expect(await screen.findByText("Aluno(a) não encontrado(a) neste núcleo.")).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Enviar documento" })).toBeNull();
  });

  it("shows the student's photo screen through the school's route", async () => {
    const calls = scopedApi(SCHOOL_API, {});
    renderRoutes({
      path: "/my/schools/s1/users/image/u1",
      routes: [{ path: "/my/schools/:school_id/users/image/:id", element: <IMAGE_PAGES.school /> }],
    });
    expect(await screen.findByRole("heading", { name: "Foto de Ana Atleta" })).toBeTruthy();
    expect(screen.getByText("O(a) aluno(a) ainda não tem foto aprovada.")).toBeTruthy();
    expect(hrefOf("Documentos do(a) aluno(a)")).toBe("/my/schools/s1/userdocuments/user/u1");
    expect(screen.getByRole("button", { name: "Voltar" })).toBeTruthy();
    expect(calls.map((call) => call.path)).toEqual([`${SCHOOL_API}/image`]);
  });
});

describe("an association's athlete reached from one of its teams", { timeout: 30_000 }, () => {
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

  it("keeps the team along the documents, the form and the photo, and goes back to the team", async () => {
    const calls = scopedApi(ASSOCIATION_API, { association: { id: "a1", name: "Clube Alfa" } });
    const { router } = renderRoutes({
      path: "/my/associations/userdocuments/a1/user/u1/t9",
      routes: [
        {
          path: "/my/associations/userdocuments/:association_id/user/:id/:team_id?",
          element: <DOCUMENTS_PAGES.association />,
        },
        {
          path: "/my/associations/userdocuments/:association_id/user/:user_id/edit/:id",
          element: <DOCUMENT_FORM_PAGES.association />,
        },
        {
          path: "/my/associations/:association_id/users/image/:id/:team_id?",
          element: <IMAGE_PAGES.association />,
        },
      ],
    });
    expect(await screen.findByRole("heading", { name: "Documentos de Ana Atleta" })).toBeTruthy();
    expect(hrefOf("Voltar à equipe")).toBe("/my/associations/teams/a1/t9");
    expect(screen.queryByRole("link", { name: "Voltar aos atletas" })).toBeNull();
    expect(hrefOf("Foto")).toBe("/my/associations/a1/users/image/u1/t9");
    expect(hrefOf("Enviar documento")).toBe("/my/associations/userdocuments/a1/user/u1/create?team_id=t9");

    // The correction goes back to the documents, still from the team.
    fireEvent.click(await screen.findByRole("link", { name: "Corrigir RG" }));
    expect(await screen.findByRole("heading", { name: "Corrigir documento de Ana Atleta" })).toBeTruthy();
    await correctNumber("12.345.678-0");
    await waitFor(() =>
      expect(router.state.location.pathname).toBe("/my/associations/userdocuments/a1/user/u1/t9"),
    );
    expect(calls.find((call) => call.method === "PATCH")?.path).toBe(`${ASSOCIATION_API}/documents/d1`);

    fireEvent.click(await screen.findByRole("link", { name: "Foto" }));
    expect(await screen.findByRole("heading", { name: "Foto de Ana Atleta" })).toBeTruthy();
    expect(hrefOf("Voltar à equipe")).toBe("/my/associations/teams/a1/t9");
    expect(hrefOf("Documentos do(a) atleta")).toBe("/my/associations/userdocuments/a1/user/u1/t9");
  });
});
