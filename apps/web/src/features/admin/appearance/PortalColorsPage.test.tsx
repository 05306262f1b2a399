import { cleanup, configure, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { appStore } from "../../../platform/state/appStore.ts";
import { sessionInfo } from "../../../test/fixtures.ts";
import { renderRoutes } from "../../../test/renderWithProviders.tsx";
import { BACKEND, failAnswer, mockApi, okAnswer } from "../testApi.ts";
import { PortalColorsPage } from "./PortalColorsPage.tsx";

// Screens render slowly on a busy 2-core machine: wait longer than the default second.
configure({ asyncUtilTimeout: 5_000 });

const show = () => renderRoutes({ path: "/", routes: [{ path: "/", element: <PortalColorsPage /> }] });
const appearance = { primary_color: "blue", logo_light: null, logo_dark: null, version: 5 };

describe("PortalColorsPage", { timeout: 20_000 }, () => {
  beforeEach(() => {
    appStore.set({
      backend: BACKEND,
      backendUpload: BACKEND,
      token: "t",
      title: "Federação Demo",
      config: null,
      info: sessionInfo({ admin: true, permissions_names: ["settings"] }),
    });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("previews the chosen colour and logos in both schemes before anything is saved", async () => {
    const calls = mockApi(() => okAnswer(appearance));
    show();
    const grape = await screen.findByRole("radio", { name: "Uva" });
    expect(screen.getByRole("radio", { name: "Azul" }).getAttribute("aria-checked")).toBe("true");
    fireEvent.click(grape);
    expect(grape.getAttribute("aria-checked")).toBe("true");
    for (const scheme of ["light", "dark"]) {
      const preview = screen.getByTestId(`preview-${scheme}`);
      expect(preview.getAttribute("data-color")).toBe("grape");
      expect(preview.getAttribute("data-mantine-color-scheme")).toBe(scheme);
      expect(within(preview).getByRole("button", { name: "Inscrever" })).toBeTruthy();
      expect(within(preview).getByText("Campeonato Estadual")).toBeTruthy();
    }
    fireEvent.change(screen.getByLabelText(/Logo para o tema claro: ou o endereço/), {
      target: { value: "https://cdn.example.com/claro.png" },
    });
    // The dark preview borrows the light logo while there is no dark one.
    for (const scheme of ["light", "dark"])
      expect(
        within(screen.getByTestId(`preview-${scheme}`))
          .getByRole("img", { name: "Federação Demo" })
          .getAttribute("src"),
      ).toBe("https://cdn.example.com/claro.png");
    // Nothing was sent: the page only read the current appearance.
    expect(calls.map((call) => call.method)).toEqual(["GET"]);
  });

  it("saves colour and logos with the version it read, then refetches the tenant to repaint", async () => {
    const calls = mockApi((call) => {
      if (call.method === "PUT")
        return okAnswer(
          { ...call.body, logo_dark: call.body.logo_dark || null, version: 6 },
          "Aparência salva.",
        );
      if (call.path === "configs/appearance") return okAnswer(appearance);
      return failAnswer(404, "Não encontrado.");
    });
    show();
    fireEvent.click(await screen.findByRole("radio", { name: "Verde" }));
    fireEvent.change(screen.getByLabelText(/Logo para o tema escuro: ou o endereço/), {
      target: { value: "https://cdn.example.com/escuro.png" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Salvar" }));
    await waitFor(() => expect(calls.some((call) => call.method === "PUT")).toBe(true));
    expect(calls.find((call) => call.method === "PUT")).toMatchObject({
      path: "configs/appearance",
      body: {
        version: 5,
        primary_color: "green",
        logo_light: "",
        logo_dark: "https://cdn.example.com/escuro.png",
      },
    });
    // The quiet refetch of the realtime path (directory record, then configuration) repaints this app.
    await waitFor(() => expect(calls.some((call) => call.path === "quadra/client")).toBe(true));
    await waitFor(() =>
      expect(screen.getByRole("radio", { name: "Verde" }).getAttribute("aria-checked")).toBe("true"),
    );
  });

  it("shows a refused logo on its field and offers to reload after a conflict", async () => {
    let conflict = false;
    mockApi((call) => {
      if (call.method !== "PUT") return okAnswer(appearance);
      return conflict
        ? failAnswer(409, "Alterado por outra pessoa.", { code: "conflict" })
        : failAnswer(400, "Logo (tema claro): Informe o endereço http(s) da imagem ou envie um arquivo.", {
            errors: { logo_light: "Informe o endereço http(s) da imagem ou envie um arquivo." },
          });
    });
    show();
    fireEvent.change(await screen.findByLabelText(/Logo para o tema claro: ou o endereço/), {
      target: { value: "ftp://logo" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Salvar" }));
    expect(await screen.findByText("Informe o endereço http(s) da imagem ou envie um arquivo.")).toBeTruthy();
    conflict = true;
    fireEvent.click(screen.getByRole("button", { name: "Salvar" }));
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByRole("button", { name: "Recarregar" })).toBeTruthy();
  });
});
