import { cleanup, configure, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { appStore } from "../../platform/state/appStore.ts";
import { sessionInfo } from "../../test/fixtures.ts";
import { renderRoutes } from "../../test/renderWithProviders.tsx";
import { BACKEND, failAnswer, mockApi, okAnswer } from "../admin/testApi.ts";
import { StudentForm } from "./StudentForm.tsx";

configure({ asyncUtilTimeout: 5_000 });

const saved = {
  id: "s1",
  name: "Joana Pereira",
  birthdate: "2015-06-01",
  gender: "F",
  cpf: null,
  rg: null,
  mother_name: null,
  father_name: null,
  blood_type: null,
  image_url: null,
  registration_number: 12,
  version: 0,
};

const fill = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe("StudentForm", { timeout: 20_000 }, () => {
  beforeEach(() => appStore.set({ backend: BACKEND, token: "t", info: sessionInfo() }));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("refuses an adult in the browser, then sends a minor and reports the saved dependent", async () => {
    const calls = mockApi(() => okAnswer(saved));
    const onSaved = vi.fn();
    renderRoutes({
      path: "/",
      routes: [{ path: "/", element: <StudentForm student={null} cpfCheck onSaved={onSaved} /> }],
    });
    fill(/Nome completo/, "Joana Pereira");
    fill(/Data de nascimento/, "1990-01-01");
    fireEvent.click(screen.getByRole("button", { name: "Salvar dependente" }));
    expect(await screen.findByText(/menos de 18 anos/)).toBeTruthy();
    expect(screen.getByText("Informe o gênero.")).toBeTruthy();
    expect(calls).toEqual([]);

    fill(/Data de nascimento/, "2015-06-01");
    fireEvent.click(screen.getByRole("combobox", { name: /Gênero/ }));
    // jsdom lays nothing out, so floating-ui hides the dropdown: its options are there, hidden.
    fireEvent.click(await screen.findByRole("option", { name: "Feminino", hidden: true }));
    fireEvent.click(screen.getByRole("button", { name: "Salvar dependente" }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(saved));
    expect(calls[0]).toMatchObject({
      method: "POST",
      path: "my/students",
      body: { name: "Joana Pereira", birthdate: "2015-06-01", gender: "F" },
    });
  });

  it("puts the server's field error under the cpf", async () => {
    mockApi(() =>
      failAnswer(409, "CPF: já cadastrado.", {
        errors: { cpf: "Este CPF já pertence a uma pessoa cadastrada." },
      }),
    );
    renderRoutes({
      path: "/",
      routes: [
        { path: "/", element: <StudentForm student={saved as never} cpfCheck={false} onSaved={vi.fn()} /> },
      ],
    });
    fireEvent.click(screen.getByRole("button", { name: "Salvar dependente" }));
    expect(await screen.findByText("Este CPF já pertence a uma pessoa cadastrada.")).toBeTruthy();
  });
});
