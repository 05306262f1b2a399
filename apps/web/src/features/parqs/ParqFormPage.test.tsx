import { cleanup, configure, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { appStore } from "../../platform/state/appStore.ts";
import { sessionInfo } from "../../test/fixtures.ts";
import { renderRoutes } from "../../test/renderWithProviders.tsx";
import { BACKEND, failAnswer, mockApi, okAnswer } from "../admin/testApi.ts";
import { MyParqsPage } from "./MyParqsPage.tsx";
import { ParqCreatePage } from "./ParqFormPage.tsx";

configure({ asyncUtilTimeout: 5_000 });
// jsdom has no scrollIntoView, which Mantine's select calls on its options.
Element.prototype.scrollIntoView ??= () => {};

const PEOPLE = [
  { id: "11111111-1111-4111-8111-111111111111", name: "Marta Souza", self: true },
  { id: "22222222-2222-4222-8222-222222222222", name: "Joãozinho Souza", self: false },
];
const signed = {
  id: "33333333-3333-4333-8333-333333333333",
  user_id: PEOPLE[1]!.id,
  user_name: "Joãozinho Souza",
  q1: false,
  q2: false,
  q3: false,
  q4: false,
  q5: false,
  q6: false,
  q7: false,
  any_yes: false,
  clearance_file: null,
  signed_at: "2025-03-01T13:00:00.000Z",
  valid_until: "2026-03-01",
  status: "approved",
  review_reason: null,
  reviewed_at: "2025-03-01T13:00:00.000Z",
  version: 1,
  valid: true,
  editable: false,
};

const show = () =>
  renderRoutes({
    path: "/my/forms/parq/create",
    routes: [
      { path: "/my/forms/parq/create", element: <ParqCreatePage /> },
      { path: "/my/forms/parq", element: <MyParqsPage /> },
    ],
  });

/** Answers question `number` (1–7) with Sim or Não. */
const answer = (number: number, choice: "Sim" | "Não") => {
  const group = screen.getByRole("radiogroup", { name: new RegExp(`^${number}\\. `) });
  fireEvent.click(within(group).getByRole("radio", { name: choice }));
};

describe("PAR-Q form", { timeout: 20_000 }, () => {
  beforeEach(() => {
    appStore.set({ backend: BACKEND, token: "t", info: sessionInfo({}) });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("asks for the clearance as soon as an answer is Sim, and signs for the chosen dependent", async () => {
    const calls = mockApi((call) => {
      if (call.path === "my/parqs/people") return okAnswer(PEOPLE);
      if (call.method === "POST") return okAnswer(signed);
      return okAnswer([signed]);
    });
    show();
    await screen.findByRole("radiogroup", { name: /^1\. Algum médico/ });
    expect(screen.queryByText(/anexe o atestado de um médico/)).toBeNull();
    answer(6, "Sim");
    expect(await screen.findByText(/anexe o atestado de um médico/)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Assinar e enviar" }));
    expect(await screen.findByText("Anexe o atestado médico.")).toBeTruthy();
    expect(screen.getAllByText("Responda todas as perguntas.")).toHaveLength(6);
    expect(screen.getByText("Marque a declaração para assinar.")).toBeTruthy();
    expect(calls.filter((call) => call.method === "POST")).toEqual([]);

    for (const number of [1, 2, 3, 4, 5, 6, 7]) answer(number, "Não");
    expect(screen.queryByText(/anexe o atestado de um médico/)).toBeNull();
    fireEvent.click(screen.getByRole("combobox", { name: /Para quem é o questionário/ }));
    // jsdom lays nothing out, so floating-ui hides the dropdown: its options are there, hidden.
    fireEvent.click(await screen.findByRole("option", { name: "Joãozinho Souza", hidden: true }));
    fireEvent.click(screen.getByRole("checkbox", { name: /Declaro que as respostas são verdadeiras/ }));
    fireEvent.click(screen.getByRole("button", { name: "Assinar e enviar" }));

    await waitFor(() => expect(calls.some((call) => call.method === "POST")).toBe(true));
    expect(calls.find((call) => call.method === "POST")).toMatchObject({
      path: "my/parqs",
      body: { user_id: PEOPLE[1]!.id, q1: false, q6: false, clearance_file: null, declaration: true },
    });
    expect(await screen.findByRole("article", { name: "Joãozinho Souza" })).toBeTruthy();
    expect(screen.getByText("Válido")).toBeTruthy();
  });

  it("answers for oneself without a person select, and sends nothing while a Sim lacks its clearance", async () => {
    const calls = mockApi((call) => {
      if (call.path === "my/parqs/people") return okAnswer(PEOPLE.slice(0, 1));
      return failAnswer(500, "não deveria chamar");
    });
    show();
    await screen.findByRole("radiogroup", { name: /^1\. / });
    expect(screen.queryByRole("combobox", { name: /Para quem é o questionário/ })).toBeNull();
    for (const number of [1, 2, 3, 4, 5, 7]) answer(number, "Não");
    answer(6, "Sim");
    fireEvent.click(screen.getByRole("checkbox", { name: /Declaro/ }));
    fireEvent.click(screen.getByRole("button", { name: "Assinar e enviar" }));
    expect(await screen.findByText("Anexe o atestado médico.")).toBeTruthy();
    expect(calls.filter((call) => call.method === "POST")).toEqual([]);
  });
});
