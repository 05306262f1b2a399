import { cleanup, configure, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { appStore } from "../../platform/state/appStore.ts";
import { sessionInfo } from "../../test/fixtures.ts";
import { renderRoutes } from "../../test/renderWithProviders.tsx";
import { BACKEND, failAnswer, mockApi, okAnswer } from "../admin/testApi.ts";
import { ClaimForm } from "./ClaimForm.tsx";

configure({ asyncUtilTimeout: 5_000 });

const found = [{ id: "a1", name: "Esporte Clube Exemplo", short_name: "ECE", cnpj: "11222333000181" }];

describe("ClaimForm", { timeout: 20_000 }, () => {
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

  const show = (onSent = vi.fn()) => {
    renderRoutes({ path: "/", routes: [{ path: "/", element: <ClaimForm onSent={onSent} /> }] });
    return onSent;
  };

  it("finds the association, sends the claim with the chosen role and message, and reports it sent", async () => {
    const calls = mockApi((call) =>
      call.method === "POST" ? okAnswer({ id: "c1", status: "pending" }) : okAnswer(found),
    );
    const onSent = show();
    fireEvent.change(screen.getByLabelText("Buscar entidade"), { target: { value: "exemplo" } });
    fireEvent.click(await screen.findByRole("radio", { name: /Esporte Clube Exemplo · ECE/ }));
    fireEvent.change(screen.getByLabelText("Mensagem para a federação"), {
      target: { value: "Fui eleito." },
    });
    fireEvent.click(screen.getByRole("button", { name: "Enviar pedido" }));
    await waitFor(() => expect(onSent).toHaveBeenCalled());
    const search = calls.find((call) => call.path === "my/associations/search");
    expect(search?.query.get("q")).toBe("exemplo");
    const sent = calls.find((call) => call.method === "POST");
    expect(sent).toMatchObject({
      path: "my/associationclaims",
      body: { association_id: "a1", role: "president", file: null, message: "Fui eleito." },
    });
  });

  it("asks for the association before sending, and shows the server's refusal on its field", async () => {
    const calls = mockApi((call) =>
      call.method === "POST"
        ? failAnswer(409, "Você já tem um pedido aguardando análise para esta entidade.", {
            errors: { association_id: "Já existe um pedido seu aguardando análise." },
          })
        : okAnswer(found),
    );
    const onSent = show();
    fireEvent.click(screen.getByRole("button", { name: "Enviar pedido" }));
    expect(await screen.findByText("Escolha a entidade na lista.")).toBeTruthy();
    expect(calls.filter((call) => call.method === "POST")).toHaveLength(0);

    fireEvent.change(screen.getByLabelText("Buscar entidade"), { target: { value: "exemplo" } });
    fireEvent.click(await screen.findByRole("radio", { name: /Esporte Clube Exemplo/ }));
    fireEvent.click(screen.getByRole("button", { name: "Enviar pedido" }));
    expect(await screen.findByText("Já existe um pedido seu aguardando análise.")).toBeTruthy();
    expect(onSent).not.toHaveBeenCalled();
  });
});
