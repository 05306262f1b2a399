import { cleanup, configure, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { appStore } from "../../platform/state/appStore.ts";
import { sessionInfo } from "../../test/fixtures.ts";
import { renderRoutes } from "../../test/renderWithProviders.tsx";
import { BACKEND, failAnswer, mockApi, okAnswer } from "../admin/testApi.ts";
import { AthleteDocumentFormPage } from "./AthleteDocumentFormPage.tsx";
import { AthleteDocumentsPage } from "./AthleteDocumentsPage.tsx";
import { AthleteImagePage } from "./AthleteImagePage.tsx";

// Screens render slowly on a busy 2-core machine: wait longer than the default second.
configure({ asyncUtilTimeout: 5_000 });

const BASE = "my/associations/a1/users/u1";

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

const listing = (data: unknown[]) => ({
  association: { id: "a1", name: "Clube Alfa" },
  athlete: { id: "u1", name: "Ana Atleta" },
  data,
});

const STATUS = {
  user_id: "u1",
  regular: false,
  items: [
    { documenttype_id: "t2", name: "Atestado médico", health: true, status: "pending" },
    { documenttype_id: RG, name: "RG", health: false, status: "rejected", review_reason: "Foto ilegível." },
  ],
};

describe("a manager's screens for an athlete's documents and photo", { timeout: 30_000 }, () => {
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

  it("lists the athlete's documents with the required ones' status and a way to correct a refused one", async () => {
    const calls = mockApi((call) =>
      call.path === `${BASE}/documentstatus` ? okAnswer(STATUS) : okAnswer(listing([doc()])),
    );
    renderRoutes({
      path: "/my/associations/userdocuments/a1/user/u1",
      routes: [
        {
          path: "/my/associations/userdocuments/:association_id/user/:id/:team_id?",
          element: <AthleteDocumentsPage />,
        },
      ],
    });
    expect(await screen.findByRole("heading", { name: "Documentos de Ana Atleta" })).toBeTruthy();
    expect(screen.getByText("Clube Alfa")).toBeTruthy();
    const card = await screen.findByRole("listitem", { name: "RG" });
    expect(within(card).getByText("Motivo: Foto ilegível.")).toBeTruthy();
    expect(within(card).getByRole("link", { name: "Corrigir RG" }).getAttribute("href")).toBe(
      "/my/associations/userdocuments/a1/user/u1/edit/d1",
    );
    const required = await screen.findByLabelText("Documentos obrigatórios");
    expect(within(required).getByText("Atestado médico")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Enviar documento" }).getAttribute("href")).toBe(
      "/my/associations/userdocuments/a1/user/u1/create",
    );
    expect(screen.getByRole("link", { name: "Foto" }).getAttribute("href")).toBe(
      "/my/associations/a1/users/image/u1",
    );
    expect(calls.map((call) => call.path).sort()).toEqual([`${BASE}/documents`, `${BASE}/documentstatus`]);
  });

  it("says so when the athlete is not one the manager may handle", async () => {
    mockApi(() => failAnswer(404, "Atleta não encontrado(a) nesta entidade."));
    renderRoutes({
      path: "/my/associations/userdocuments/a1/user/u1",
      routes: [
        {
          path: "/my/associations/userdocuments/:association_id/user/:id",
          element: <AthleteDocumentsPage />,
        },
      ],
    });
    expect(await screen.findByText("Atleta não encontrado(a) nesta entidade.")).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Enviar documento" })).toBeNull();
  });

  it("corrects a refused document through the manager's route and goes back to the athlete's documents", async () => {
    const calls = mockApi((call) => {
      if (call.path === "my/documenttypes")
        return okAnswer([
          {
            id: RG,
            name: "RG",
            description: null,
            required: true,
            validity_months: 12,
            needs_number: true,
            health: false,
          },
        ]);
      if (call.path === `${BASE}/documents/d1` && call.method === "PATCH")
        return okAnswer(doc({ ...call.body, status: "pending", review_reason: null, version: 3 }));
      if (call.path === `${BASE}/documents/d1`) return okAnswer(doc({ file: FILE }));
      if (call.path === `${BASE}/documentstatus`) return okAnswer(STATUS);
      return okAnswer(listing([doc()]));
    });
    const { router } = renderRoutes({
      path: "/my/associations/userdocuments/a1/user/u1/edit/d1",
      routes: [
        {
          path: "/my/associations/userdocuments/:association_id/user/:user_id/edit/:id",
          element: <AthleteDocumentFormPage />,
        },
        {
          path: "/my/associations/userdocuments/:association_id/user/:id",
          element: <AthleteDocumentsPage />,
        },
      ],
    });
    expect(await screen.findByRole("heading", { name: "Corrigir documento de Ana Atleta" })).toBeTruthy();
    const number = (await screen.findByLabelText(/Número/)) as HTMLInputElement;
    expect(number.value).toBe("12.345.678-9");
    fireEvent.change(number, { target: { value: "12.345.678-0" } });
    fireEvent.click(screen.getByRole("button", { name: "Enviar para análise" }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe("/my/associations/userdocuments/a1/user/u1"),
    );
    expect(calls.find((call) => call.method === "PATCH")).toMatchObject({
      path: `${BASE}/documents/d1`,
      body: { documenttype_id: RG, number: "12.345.678-0", version: 2 },
    });
  });

  it("shows the server's field error when sending fails", async () => {
    mockApi((call) => {
      if (call.path === "my/documenttypes")
        return okAnswer([
          {
            id: RG,
            name: "RG",
            description: null,
            required: true,
            validity_months: 12,
            needs_number: true,
            health: false,
          },
        ]);
      if (call.path === `${BASE}/documents/d1` && call.method === "PATCH")
        return failAnswer(400, "Número: Este número já foi enviado.", {
          errors: { number: "Este número já foi enviado." },
        });
      if (call.path === `${BASE}/documents/d1`) return okAnswer(doc({ file: FILE }));
      return okAnswer(listing([doc()]));
    });
    renderRoutes({
      path: "/my/associations/userdocuments/a1/user/u1/edit/d1",
      routes: [
        {
          path: "/my/associations/userdocuments/:association_id/user/:user_id/edit/:id",
          element: <AthleteDocumentFormPage />,
        },
      ],
    });
    const number = (await screen.findByLabelText(/Número/)) as HTMLInputElement;
    fireEvent.change(number, { target: { value: "99" } });
    fireEvent.click(screen.getByRole("button", { name: "Enviar para análise" }));
    expect(await screen.findByText("Este número já foi enviado.")).toBeTruthy();
  });

  it("shows that a photo waits for the federation's approval", async () => {
    mockApi(() =>
      okAnswer({
        user_id: "u1",
        name: "Ana Atleta",
        has_image: true,
        image_pending: true,
        image_submitted_at: "2026-03-02T12:00:00.000Z",
        pending_image_url: null,
      }),
    );
    renderRoutes({
      path: "/my/associations/a1/users/image/u1",
      routes: [
        { path: "/my/associations/:association_id/users/image/:id/:team_id?", element: <AthleteImagePage /> },
      ],
    });
    expect(await screen.findByRole("heading", { name: "Foto de Ana Atleta" })).toBeTruthy();
    expect(screen.getByText("O(a) atleta já tem uma foto aprovada.")).toBeTruthy();
    expect(screen.getByText("Uma foto aguarda aprovação da federação.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Escolher foto" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Documentos do(a) atleta" }).getAttribute("href")).toBe(
      "/my/associations/userdocuments/a1/user/u1",
    );
  });
});
