import { cleanup, configure, screen } from "@testing-library/react";
import type { ReactElement } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { appStore } from "../../platform/state/appStore.ts";
import { sessionInfo } from "../../test/fixtures.ts";
import { renderRoutes } from "../../test/renderWithProviders.tsx";
import { BACKEND, failAnswer, mockApi, okAnswer } from "../admin/testApi.ts";
import { DOCUMENT_FORM_PAGES } from "../managerdocuments/AthleteDocumentFormPage.tsx";
import { DOCUMENTS_PAGES } from "../managerdocuments/AthleteDocumentsPage.tsx";
import { IMAGE_PAGES } from "../managerdocuments/AthleteImagePage.tsx";
import { MyDocumentFormPage } from "./MyDocumentFormPage.tsx";
import { MyDocumentsPage } from "./MyDocumentsPage.tsx";
import { PersonDocumentsPage } from "./PersonDocumentsPage.tsx";
import { StaffDocumentApproveFormPage, StaffDocumentFormPage } from "./StaffDocumentFormPage.tsx";

/*
 * The document screens opened for a record that does not exist (a stale link, a typed address): the
 * not-found state, never the first-load message forever, and no heading left hanging on a "de".
 */

configure({ asyncUtilTimeout: 5_000 });

const TYPES = [
  { id: "t1", name: "RG", required: true, validity_months: 12, needs_number: true, health: false },
];
const GONE = "Documento não encontrado.";

/** The API of a person with no such document: the lists answer, the record answers 404. */
const apiWithoutTheRecord = () =>
  mockApi((call) => {
    if (call.path === "my/documenttypes") return okAnswer(TYPES);
    if (call.path === "documenttypes") return okAnswer({ data: TYPES, total: 1 });
    if (call.path === "my/documents")
      return okAnswer({ people: [{ id: "u1", name: "Ana Atleta", is_self: true }], data: [] });
    if (call.path === "users/options") return okAnswer([]);
    if (/^my\/(associations|teams|schools)\/[^/]+\/users\/[^/]+\/documents$/.test(call.path))
      return okAnswer({ athlete: { id: "u1", name: "Ana Atleta" }, data: [] });
    return failAnswer(404, GONE);
  });

const expectNotFound = async () => {
  expect(await screen.findByText("Registro não encontrado")).toBeTruthy();
  expect(screen.queryByText("Obtendo informações, aguarde...")).toBeNull();
  for (const heading of screen.queryAllByRole("heading"))
    expect(heading.textContent?.trim()).not.toMatch(/ (de|da|do)$/);
};

const open = (pattern: string, path: string, element: ReactElement) =>
  renderRoutes({ path, routes: [{ path: pattern, element }] });

describe("document screens of a record that does not exist", { timeout: 30_000 }, () => {
  beforeEach(() => {
    appStore.set({
      backend: BACKEND,
      token: "t",
      info: sessionInfo({ permissions_names: ["userdocuments", "my_teams"] }),
    });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("the person's own edit screen (/my/documents/edit/:id)", async () => {
    apiWithoutTheRecord();
    open("/my/documents/edit/:id", "/my/documents/edit/d404", <MyDocumentFormPage />);
    await expectNotFound();
    expect(screen.getByText(GONE)).toBeTruthy();
  });

  it("a dependent's edit screen (/my/userdocuments/:user_id/edit/:id)", async () => {
    apiWithoutTheRecord();
    open("/my/userdocuments/:user_id/edit/:id", "/my/userdocuments/u1/edit/d404", <MyDocumentFormPage />);
    await expectNotFound();
  });

  it("a dependent's documents of nobody the person answers for (/my/userdocuments/:id)", async () => {
    apiWithoutTheRecord();
    open("/my/userdocuments/:id", "/my/userdocuments/u404", <MyDocumentsPage />);
    await expectNotFound();
  });

  it("the staff edit screens, plain and in the approval context", async () => {
    apiWithoutTheRecord();
    const view = open(
      "/records/userdocuments/:user_id/edit/:id",
      "/records/userdocuments/u1/edit/d404",
      <StaffDocumentFormPage />,
    );
    await expectNotFound();
    view.unmount();
    open(
      "/records/userdocuments/approve/:user_id/edit/:id",
      "/records/userdocuments/approve/u1/edit/d404",
      <StaffDocumentApproveFormPage />,
    );
    await expectNotFound();
  });

  it("the staff documents of a person who does not exist (/records/userdocuments/:id)", async () => {
    apiWithoutTheRecord();
    open("/records/userdocuments/:id", "/records/userdocuments/u404", <PersonDocumentsPage />);
    await expectNotFound();
    expect(screen.queryByText(/Documentos de\s+e a situação/)).toBeNull();
  });

  it("a team's and an association's edit screens, the document or the person missing", async () => {
    apiWithoutTheRecord();
    const team = open(
      "/my/teams/:team_id/userdocuments/user/:user_id/edit/:id",
      "/my/teams/t1/userdocuments/user/u1/edit/d404",
      <DOCUMENT_FORM_PAGES.team />,
    );
    await expectNotFound();
    team.unmount();
    const association = open(
      "/my/associations/userdocuments/:association_id/user/:user_id/edit/:id",
      "/my/associations/userdocuments/a1/user/u1/edit/d404",
      <DOCUMENT_FORM_PAGES.association />,
    );
    await expectNotFound();
    association.unmount();
    // Nobody of that school: every call about the person answers 404.
    mockApi((call) =>
      call.path === "my/documenttypes" ? okAnswer(TYPES) : failAnswer(404, "Aluno não encontrado."),
    );
    const school = open(
      "/my/schools/:school_id/userdocuments/user/:user_id/edit/:id",
      "/my/schools/s1/userdocuments/user/u404/edit/d1",
      <DOCUMENT_FORM_PAGES.school />,
    );
    await expectNotFound();
    school.unmount();
    const documents = open(
      "/my/schools/:school_id/userdocuments/user/:id",
      "/my/schools/s1/userdocuments/user/u404",
      <DOCUMENTS_PAGES.school />,
    );
    await expectNotFound();
    documents.unmount();
    open("/my/schools/:school_id/users/image/:id", "/my/schools/s1/users/image/u404", <IMAGE_PAGES.school />);
    await expectNotFound();
  });
});
