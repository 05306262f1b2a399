import { cleanup, configure, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { appStore } from "../../platform/state/appStore.ts";
import { sessionInfo } from "../../test/fixtures.ts";
import { renderRoutes } from "../../test/renderWithProviders.tsx";
import { BACKEND, failAnswer, mockApi, okAnswer } from "../admin/testApi.ts";
import { DocumentForm } from "./DocumentForm.tsx";
import { UserDocumentsQueuePage } from "./DocumentsQueuePage.tsx";
import { MyDocumentsPage } from "./MyDocumentsPage.tsx";

// Screens render slowly on a busy 2-core machine: wait longer than the default second.
configure({ asyncUtilTimeout: 5_000 });

const doc = (patch: Record<string, unknown>) => ({
  id: "d1",
  user_id: "u1",
  documenttype_id: "t1",
  number: "12.345.678-9",
  issued_on: "2025-01-10",
  expires_on: "2026-01-10",
  file: null,
  notes: null,
  status: "pending",
  review_reason: null,
  reviewed_by: null,
  reviewed_at: null,
  version: 0,
  created_at: "2025-02-01T12:00:00.000Z",
  _titles: { user_id: "Ana Atleta", documenttype_id: "RG" },
  ...patch,
});

describe("documents screens", { timeout: 20_000 }, () => {
  beforeEach(() => {
    appStore.set({
      backend: BACKEND,
      token: "t",
      info: sessionInfo({ permissions_names: ["userdocuments"] }),
    });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("the queue refuses a document only with a reason, then reads the queue again", async () => {
    let pending = [doc({})];
    const calls = mockApi((call) => {
      if (call.path === "documenttypes") return okAnswer({ data: [{ id: "t1", name: "RG" }], total: 1 });
      if (call.path === "userdocuments/d1/reject") {
        if (!call.body.reason)
          return failAnswer(400, "Motivo: Informe o motivo da recusa.", {
            errors: { reason: "Informe o motivo da recusa." },
          });
        pending = [];
        return okAnswer(doc({ status: "rejected", review_reason: call.body.reason }));
      }
      return okAnswer({ data: pending, total: pending.length });
    });
    renderRoutes({ path: "/", routes: [{ path: "/", element: <UserDocumentsQueuePage /> }] });
    const table = await screen.findByRole("table", { name: "Aprovação de documentos de pessoas" });
    expect(await within(table).findByText("Ana Atleta")).toBeTruthy();
    expect(within(table).getByText("10/01/2026")).toBeTruthy();
    expect(calls[0]?.query.get("status") ?? calls[1]?.query.get("status")).toBe("pending");

    fireEvent.click(within(table).getByRole("button", { name: "Recusar RG — Ana Atleta" }));
    const dialog = await screen.findByRole("dialog", { name: "Recusar documento" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Recusar" }));
    await within(dialog).findByText("Informe o motivo da recusa, para a pessoa saber o que corrigir.");
    fireEvent.change(within(dialog).getByLabelText(/Motivo da recusa/), {
      target: { value: "Foto ilegível." },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Recusar" }));
    await screen.findByText("Nenhum documento aguardando análise.");
    expect(calls.filter((call) => call.path === "userdocuments/d1/reject").at(-1)?.body).toEqual({
      reason: "Foto ilegível.",
    });
  });

  it("shows the person a refused document with its reason and a way to resend it", async () => {
    mockApi((call) => {
      if (call.path === "my/documentstatus")
        return okAnswer({
          user_id: "u1",
          regular: false,
          items: [
            {
              documenttype_id: "t1",
              name: "RG",
              health: false,
              status: "rejected",
              review_reason: "Foto ilegível.",
            },
          ],
        });
      return okAnswer({
        people: [{ id: "u1", name: "Ana Atleta", is_self: true }],
        data: [doc({ status: "rejected", review_reason: "Foto ilegível." })],
      });
    });
    renderRoutes({ path: "/", routes: [{ path: "/", element: <MyDocumentsPage /> }] });
    const card = await screen.findByRole("listitem", { name: "RG" });
    expect(within(card).getByText("Recusado")).toBeTruthy();
    expect(within(card).getByText("Motivo: Foto ilegível.")).toBeTruthy();
    const resend = within(card).getByRole("link", { name: "Corrigir RG" });
    expect(resend.getAttribute("href")).toBe("/my/documents/edit/d1");
    await waitFor(() => expect(screen.getByText("Há documentos obrigatórios pendentes")).toBeTruthy());
  });
});

describe("the document form", { timeout: 20_000 }, () => {
  afterEach(cleanup);

  const rg = {
    id: "11111111-1111-4111-8111-111111111111",
    name: "RG",
    description: null,
    required: true,
    validity_months: null,
    needs_number: true,
    health: false,
  };

  it("says what is missing under each field in pt-BR, never with the browser's bubble", async () => {
    const onSubmit = vi.fn(async () => {});
    renderRoutes({
      path: "/",
      routes: [
        {
          path: "/",
          element: <DocumentForm types={[rg]} submitLabel="Enviar" onSubmit={onSubmit} />,
        },
      ],
    });
    const form = screen.getByRole("button", { name: "Enviar" }).closest("form")!;
    // The browser's validation is off: the app checks and says it under the fields.
    expect(form.noValidate).toBe(true);
    fireEvent.click(screen.getByRole("button", { name: "Enviar" }));
    const typeInput = screen
      .getAllByLabelText(/^Tipo/)
      .find((element) => element.tagName === "INPUT") as HTMLInputElement;
    // The type and the file are required (the API's own contract), each said under its field.
    await waitFor(() => expect(screen.getAllByText("Campo obrigatório.")).toHaveLength(2));
    expect(typeInput.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("Arquivo").closest(".mantine-InputWrapper-root")?.textContent).toContain(
      "Campo obrigatório.",
    );
    expect(onSubmit).not.toHaveBeenCalled();

    // A type that asks for a number: the API's sentence, under the number.
    fireEvent.click(typeInput);
    fireEvent.click(await screen.findByRole("option", { name: "RG", hidden: true }));
    fireEvent.click(screen.getByRole("button", { name: "Enviar" }));
    expect(await screen.findByText("Informe o número do documento (RG).")).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
