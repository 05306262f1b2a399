import { Notifications } from "@mantine/notifications";
import { cleanup, configure, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { appStore } from "../../platform/state/appStore.ts";
import { sessionInfo } from "../../test/fixtures.ts";
import { renderRoutes } from "../../test/renderWithProviders.tsx";
import { BACKEND, failAnswer, mockApi, okAnswer } from "../admin/testApi.ts";
import { MyRefereeScalesPage } from "./MyRefereeScalesPage.tsx";
import { RefereeBoardPage } from "./RefereeBoardPage.tsx";

configure({ asyncUtilTimeout: 5_000 });
Element.prototype.scrollIntoView ??= () => {};

/** A field's wrapper (its label, input and message), by its label. */
const fieldOf = (scope: HTMLElement, label: RegExp) =>
  within(scope).getByText(label, { selector: "label" }).closest(".mantine-InputWrapper-root") as HTMLElement;

const IDS = {
  competition: "11111111-1111-4111-8111-111111111111",
  duel: "22222222-2222-4222-8222-222222222222",
  ana: "33333333-3333-4333-8333-333333333333",
  role: "44444444-4444-4444-8444-444444444444",
  late: "55555555-5555-4555-8555-555555555555",
  open: "66666666-6666-4666-8666-666666666666",
};

const board = {
  attention: 1,
  referees: [{ id: IDS.ana, name: "Ana Árbitra", category_name: "FIFA", level: 1, kinds: ["referee"] }],
  roles: [{ id: IDS.role, name: "Árbitro principal", kind: "referee", fee: 30_000 }],
  events: [
    {
      kind: "duel",
      id: IDS.duel,
      competition_id: IDS.competition,
      competition_name: "Estadual Sub-17",
      title: "Jogo 1: Gama × Delta",
      scheduled_at: "2026-03-01T18:00:00.000Z",
      place: "Ginásio Central",
      appointments: [
        {
          id: IDS.late,
          referee_id: IDS.ana,
          referee_name: "Bruno Bandeira",
          role_id: IDS.role,
          role_name: "Assistente",
          status: "appointed",
          respond_by: "2020-01-01T15:00:00.000Z",
          responded_at: null,
          decline_reason: null,
          fee: 15_000,
          warnings_accepted: "Sem outro disponível.",
          notified_at: null,
          overdue: true,
          warnings: [
            {
              code: "category",
              severity: "warning",
              field: "referee_id",
              message: "A categoria Estadual é inferior à exigida pela competição (Nacional).",
            },
          ],
        },
      ],
    },
  ],
};

describe("referee screens", { timeout: 20_000 }, () => {
  beforeEach(() => {
    appStore.set({ backend: BACKEND, token: "t", info: sessionInfo({}) });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("shows the board filtered to a competition, the overdue answer, and the warnings before appointing", async () => {
    const calls = mockApi((call) => {
      if (call.path === "referees/board") return okAnswer(board);
      if (call.path === "competitions/options")
        return okAnswer([{ id: IDS.competition, title: "Estadual Sub-17" }]);
      if (call.path === "referees/check")
        return okAnswer({
          refusals: [],
          warnings: [
            {
              code: "overlap",
              severity: "warning",
              field: "referee_id",
              message: "Já está escalado(a) em outro lugar no mesmo horário (01/03 às 15:00).",
            },
          ],
        });
      if (call.path === "refereeappointments" && call.method === "POST")
        return failAnswer(409, "Alertas aceitos: diga o motivo", {
          errors: { warnings_accepted: "Diga o motivo em Alertas aceitos." },
        });
      return failAnswer(404, "não encontrado");
    });
    renderRoutes({
      path: `/referees/referees/all?competition_id=${IDS.competition}`,
      routes: [{ path: "/referees/referees/all", element: <RefereeBoardPage /> }],
    });
    const card = await screen.findByRole("article", { name: "Jogo 1: Gama × Delta" });
    expect(calls.find((call) => call.path === "referees/board")?.query.get("competition_id")).toBe(
      IDS.competition,
    );
    expect(screen.getByText(/1 escala recusada ou sem resposta no prazo/)).toBeTruthy();
    const line = within(card).getByRole("listitem", { name: "Assistente: Bruno Bandeira" });
    expect(within(line).getByText("Sem resposta no prazo")).toBeTruthy();
    expect(within(line).getByText(/inferior à exigida pela competição/)).toBeTruthy();

    fireEvent.click(within(card).getByRole("button", { name: "Escalar" }));
    const dialog = await screen.findByRole("dialog");
    // Sent empty: the API's contract under the referee and the role, never the browser's bubble.
    const form = within(dialog).getByRole("button", { name: "Salvar escala" }).closest("form")!;
    expect(form.noValidate).toBe(true);
    fireEvent.click(within(dialog).getByRole("button", { name: "Salvar escala" }));
    await waitFor(() => expect(fieldOf(dialog, /^Árbitro\(a\)/).textContent).toContain("Campo obrigatório."));
    expect(fieldOf(dialog, /^Função/).textContent).toContain("Campo obrigatório.");
    expect(calls.some((call) => call.path === "refereeappointments")).toBe(false);
    fireEvent.click(within(dialog).getByRole("combobox", { name: /Árbitro\(a\)/ }));
    fireEvent.click(await screen.findByRole("option", { name: "Ana Árbitra (FIFA)", hidden: true }));
    fireEvent.click(within(dialog).getByRole("combobox", { name: /Função/ }));
    fireEvent.click(await screen.findByRole("option", { name: "Árbitro principal", hidden: true }));
    expect(await within(dialog).findByText(/mesmo horário/)).toBeTruthy();
    // Chosen: their messages go.
    expect(fieldOf(dialog, /^Árbitro\(a\)/).textContent).not.toContain("Campo obrigatório.");
    // With warnings, their reason is required, said under its field before sending.
    fireEvent.click(within(dialog).getByRole("button", { name: "Salvar escala" }));
    await waitFor(() =>
      expect(fieldOf(dialog, /^Motivo para escalar/).textContent).toContain("Campo obrigatório."),
    );
    expect(calls.some((call) => call.path === "refereeappointments")).toBe(false);
    fireEvent.change(within(dialog).getByRole("textbox", { name: /Motivo para escalar/ }), {
      target: { value: "Mesmo ginásio." },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Salvar escala" }));
    expect(await within(dialog).findByText("Diga o motivo em Alertas aceitos.")).toBeTruthy();
    expect(calls.find((call) => call.path === "refereeappointments")?.body).toMatchObject({
      duel_id: IDS.duel,
      referee_id: IDS.ana,
      role_id: IDS.role,
      warnings_accepted: "Mesmo ginásio.",
    });
  });

  it("says how many e-mails and WhatsApp messages the notice sent, each in its own number", async () => {
    const answers = [
      { emailed: 1, whatsapp: 2, failures: [] },
      { emailed: 2, whatsapp: 1, failures: [] },
      { emailed: 0, whatsapp: 0, failures: [] },
    ];
    const calls = mockApi((call) => {
      if (call.path === "referees/board") return okAnswer(board);
      if (call.path === "competitions/options") return okAnswer([]);
      if (call.path === "referees/notify") return okAnswer(answers.shift());
      return failAnswer(404, "não encontrado");
    });
    renderRoutes({
      path: "/referees/referees/all",
      routes: [
        {
          path: "/referees/referees/all",
          element: (
            <>
              <Notifications />
              <RefereeBoardPage />
            </>
          ),
        },
      ],
    });
    const card = await screen.findByRole("article", { name: "Jogo 1: Gama × Delta" });
    const notify = within(card).getByRole("button", { name: "Avisar por e-mail e WhatsApp" });
    fireEvent.click(notify);
    expect(await screen.findByText("1 e-mail e 2 mensagens de WhatsApp enviados.")).toBeTruthy();
    expect(calls.find((call) => call.path === "referees/notify")?.body).toEqual({ ids: [IDS.late] });
    await waitFor(() => expect((notify as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(notify);
    expect(await screen.findByText("2 e-mails e 1 mensagem de WhatsApp enviados.")).toBeTruthy();
    await waitFor(() => expect((notify as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(notify);
    expect(await screen.findByText("0 e-mails e 0 mensagens de WhatsApp enviados.")).toBeTruthy();
  });

  it("lets the referee confirm, decline with a reason, and subscribe to the calendar", async () => {
    const mine = [
      {
        id: IDS.open,
        competition_name: "Estadual Sub-17",
        title: "Jogo 1: Gama × Delta",
        scheduled_at: "2026-03-01T18:00:00.000Z",
        place: "Ginásio Central",
        role_name: "Árbitro principal",
        status: "appointed",
        respond_by: "2099-01-01T15:00:00.000Z",
        decline_reason: null,
        fee: 30_000,
        can_respond: true,
      },
      {
        id: IDS.late,
        competition_name: "Estadual Sub-17",
        title: "Jogo 2: Alfa × Beta",
        scheduled_at: "2026-03-02T13:00:00.000Z",
        place: null,
        role_name: "Assistente",
        status: "appointed",
        respond_by: "2020-01-01T15:00:00.000Z",
        decline_reason: null,
        fee: 15_000,
        can_respond: false,
      },
    ];
    const calls = mockApi((call) => {
      if (call.path === "my/referees/scales") return okAnswer(mine);
      if (call.path === "my/referees/calendar")
        return okAnswer({ path: `referees/calendar/${"a".repeat(44)}.ics` });
      if (call.path.endsWith("/decline")) return okAnswer({ ...mine[0], status: "declined" });
      return failAnswer(404, "não encontrado");
    });
    renderRoutes({
      path: "/my/referees/scales",
      routes: [{ path: "/my/referees/scales", element: <MyRefereeScalesPage /> }],
    });
    const open = await screen.findByRole("article", { name: "Jogo 1: Gama × Delta" });
    const late = screen.getByRole("article", { name: "Jogo 2: Alfa × Beta" });
    expect(within(late).queryByRole("button", { name: "Confirmar" })).toBeNull();
    expect(within(late).getByText(/prazo para responder terminou/)).toBeTruthy();
    const feed = (await screen.findByRole("textbox", { name: /Agenda das escalas/ })) as HTMLInputElement;
    expect(feed.value).toMatch(/\/api\/v1\/referees\/calendar\/a{44}\.ics$/);

    fireEvent.click(within(open).getByRole("button", { name: "Recusar" }));
    const dialog = await screen.findByRole("dialog");
    // Sent without a reason: the API's sentence under the field, never the browser's bubble.
    const form = within(dialog).getByRole("button", { name: "Recusar escala" }).closest("form")!;
    expect(form.noValidate).toBe(true);
    fireEvent.click(within(dialog).getByRole("button", { name: "Recusar escala" }));
    await waitFor(() =>
      expect(fieldOf(dialog, /^Motivo da recusa/).textContent).toContain(
        "Diga por que recusa (ao menos 3 caracteres).",
      ),
    );
    expect(
      within(dialog)
        .getByRole("textbox", { name: /Motivo da recusa/ })
        .getAttribute("aria-invalid"),
    ).toBe("true");
    expect(calls.some((call) => call.path.endsWith("/decline"))).toBe(false);
    fireEvent.change(within(dialog).getByRole("textbox", { name: /Motivo da recusa/ }), {
      target: { value: "Jogo do meu filho." },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Recusar escala" }));
    await waitFor(() => expect(calls.some((call) => call.path.endsWith("/decline"))).toBe(true));
    expect(calls.find((call) => call.path.endsWith("/decline"))).toMatchObject({
      method: "POST",
      path: `my/referees/scales/${IDS.open}/decline`,
      body: { reason: "Jogo do meu filho." },
    });
  });
});
