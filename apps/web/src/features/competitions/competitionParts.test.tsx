import { MantineProvider } from "@mantine/core";
import type { BracketView as Bracket } from "@quadra/shared/contracts/competitions";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { installDomShims } from "../../test/renderWithProviders.tsx";
import { BracketView } from "./BracketView.tsx";
import { duelView, standingRow, team } from "./competitionTestData.ts";
import { DuelCard, DuelsTable } from "./DuelCard.tsx";
import { ScheduleEditor } from "./ScheduleEditor.tsx";
import { StandingsTable } from "./StandingsTable.tsx";

const show = (element: ReactNode) => {
  installDomShims();
  const router = createMemoryRouter([{ path: "*", element }], { initialEntries: ["/"] });
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <MantineProvider>
        <RouterProvider router={router} />
      </MantineProvider>
    </QueryClientProvider>,
  );
};

const qualified = { label: "Classificado às semifinais", color: "#2f9e44", kind: "qualification" as const };

describe("competition parts", { timeout: 30_000 }, () => {
  afterEach(cleanup);

  it("shows a table with zones in a legend, deductions with their reason and why each row is ahead", () => {
    show(
      <StandingsTable
        label="Grupo A"
        scoring="goals"
        rows={[
          standingRow({
            team: team("t1", "Alfa"),
            position: 1,
            points: 7,
            played: 3,
            wins: 2,
            draws: 1,
            score_for: 6,
            score_against: 2,
            score_difference: 4,
            zone: qualified,
          }),
          standingRow({
            team: team("t2", "Beta"),
            position: 2,
            points: 4,
            played: 3,
            wins: 1,
            draws: 1,
            losses: 1,
            zone: qualified,
            explanation: "À frente de Gama pelo saldo de gols (+1 × −1)",
          }),
          standingRow({
            team: team("t3", "Gama"),
            position: 3,
            points: 4,
            played: 3,
            wins: 2,
            losses: 1,
            deductions: 2,
            deduction_reasons: ["Atleta irregular (STJD 12/2025)"],
          }),
        ]}
      />,
    );
    const table = screen.getByRole("table", { name: "Grupo A" });
    const rows = within(table).getAllByRole("row");
    expect(rows).toHaveLength(4);
    expect(within(rows[1]!).getByText("À frente de Beta por pontos (7 × 4)")).toBeTruthy();
    expect(within(rows[2]!).getByText("À frente de Gama pelo saldo de gols (+1 × −1)")).toBeTruthy();
    expect(within(rows[1]!).getByText("+4")).toBeTruthy();
    expect(within(rows[3]!).getByLabelText("Perdeu 2 pontos: Atleta irregular (STJD 12/2025)")).toBeTruthy();
    const legend = screen.getByRole("list", { name: "Legenda das zonas" });
    expect(within(legend).getAllByRole("listitem")).toHaveLength(1);
    expect(within(legend).getByText("Classificado às semifinais")).toBeTruthy();
    expect(screen.getByText("Gama: −2 pontos — Atleta irregular (STJD 12/2025)")).toBeTruthy();
    expect(screen.getByTitle("Saldo de gols")).toBeTruthy();
    // On a phone the position and the team stay in view while the numbers scroll (app.css's
    // .quadra-sticky-lead): the table itself carries it, for the staff's screens as for the public.
    const lead = table.closest(".quadra-sticky-lead") as HTMLElement;
    expect(lead.dataset.lead).toBe("2");
    expect(
      within(table)
        .getAllByRole("columnheader")
        .slice(0, 2)
        .map((cell) => cell.textContent),
    ).toEqual(["Pos", "Equipe"]);
    // The legend and the deductions are not in the scrolling part.
    expect(lead.contains(legend)).toBe(false);
  });

  it("shows sets columns for a sets regulation", () => {
    show(
      <StandingsTable
        label="Grupo B"
        scoring="sets"
        rows={[
          standingRow({ team: team("t1", "Alfa"), points: 3, wins: 1, played: 1, sets_won: 3, sets_lost: 1 }),
        ]}
      />,
    );
    expect(screen.getByTitle("Sets vencidos")).toBeTruthy();
    expect(screen.queryByTitle("Gols pró")).toBeNull();
    expect(screen.getByText("+2")).toBeTruthy();
  });

  it("draws a bracket with its rounds, the winners highlighted and the third-place match apart", () => {
    const slot = (id: string | null, name?: string, from: string | null = null) => ({
      team: id && name ? team(id, name) : null,
      from,
      bye: false,
    });
    const bracket: Bracket = {
      phase_id: "k1",
      format: "knockout",
      rounds: [
        { number: 1, name: "Semifinal" },
        { number: 2, name: "Final" },
      ],
      matches: [
        {
          id: "W1-2",
          section: "winners",
          round: 1,
          position: 2,
          duel_id: "d2",
          home: slot("t2", "Beta"),
          away: slot("t3", "Gama"),
          winner_id: null,
          home_score: null,
          away_score: null,
          status: "scheduled",
        },
        {
          id: "W1-1",
          section: "winners",
          round: 1,
          position: 1,
          duel_id: "d1",
          home: slot("t1", "Alfa"),
          away: slot("t4", "Delta"),
          winner_id: "t1",
          home_score: 2,
          away_score: 0,
          status: "confirmed",
        },
        {
          id: "W2-1",
          section: "final",
          round: 2,
          position: 1,
          duel_id: "d3",
          home: slot("t1", "Alfa"),
          away: slot(null, undefined, "Vencedor de Beta × Gama"),
          winner_id: null,
          home_score: null,
          away_score: null,
          status: "scheduled",
        },
        {
          id: "3P",
          section: "thirdPlace",
          round: 2,
          position: 1,
          duel_id: "d4",
          home: slot("t4", "Delta"),
          away: slot(null, undefined, "Perdedor de Beta × Gama"),
          winner_id: null,
          home_score: null,
          away_score: null,
          status: "scheduled",
        },
      ],
      champion: null,
    };
    show(<BracketView bracket={bracket} duelLink={(id) => `/duel/${id}`} />);
    const semis = screen.getByRole("group", { name: "Semifinal" });
    // The server lists the semifinals out of order: the column follows each match's position.
    expect(
      within(semis)
        .getAllByRole("link")
        .map((link) => link.getAttribute("href")),
    ).toEqual(["/duel/d1", "/duel/d2"]);
    expect(within(semis).getByLabelText("Vencedor")).toBeTruthy();
    // A single elimination's last match (the engine's "final" section) is its round, not a grand final.
    const final = screen.getByRole("group", { name: "Final" });
    expect(screen.queryByRole("group", { name: "Grande final" })).toBeNull();
    expect(within(final).getByText("Vencedor de Beta × Gama")).toBeTruthy();
    const third = screen.getByRole("group", { name: "Disputa de 3º lugar" });
    expect(within(third).getByText("Delta")).toBeTruthy();
    expect(screen.getByTitle("Abrir a súmula de Alfa × Delta").getAttribute("href")).toBe("/duel/d1");
  });

  it("shows a duel's score with its shoot-out and sets, and links to its sheet", () => {
    show(
      <>
        <DuelCard
          duel={duelView({
            home_score: 1,
            away_score: 1,
            shootout_home: 4,
            shootout_away: 3,
            status: "played",
          })}
          to="/sheet/d1"
        />
        <DuelsTable
          label="Partidas"
          duels={[
            duelView({
              id: "d2",
              home_score: 3,
              away_score: 1,
              sets: [
                { home: 25, away: 20 },
                { home: 20, away: 25 },
                { home: 25, away: 18 },
                { home: 25, away: 10 },
              ],
              status: "confirmed",
            }),
          ]}
          link={(duel) => `/sheet/${duel.id}`}
        />
      </>,
    );
    expect(screen.getByText("1 × 1 (4 × 3 pên.)")).toBeTruthy();
    expect(screen.getByText("Resultado lançado")).toBeTruthy();
    const table = screen.getByRole("table", { name: "Partidas" });
    expect(within(table).getByText("25-20, 20-25, 25-18, 25-10")).toBeTruthy();
    expect(within(table).getByText("Resultado confirmado")).toBeTruthy();
    expect(within(table).getByRole("link", { name: "Súmula de Alfa × Beta" }).getAttribute("href")).toBe(
      "/sheet/d2",
    );
  });

  it("edits the schedule with the status whole and the place and court wide enough to read", () => {
    show(
      <ScheduleEditor
        competitionId="c1"
        label="Partidas e agenda"
        link={(duel) => `/sheet/${duel.id}`}
        duels={[
          duelView({
            id: "d1",
            status: "confirmed",
            home_score: 2,
            away_score: 1,
            place: "Ginásio AS Serrana",
            court: "Quadra principal",
          }),
        ]}
      />,
    );
    const table = screen.getByRole("table", { name: "Partidas e agenda" });
    // The badge keeps its words' width: a narrowed column scrolls the table, it never cuts the status.
    const badge = within(table)
      .getByText("Resultado confirmado")
      .closest(".mantine-Badge-root") as HTMLElement;
    expect(badge.style.minWidth).toBe("max-content");
    expect(badge.style.flexShrink).toBe("0");
    const widthOf = (name: string) =>
      (within(table).getByRole("textbox", { name }).closest(".mantine-TextInput-root") as HTMLElement).style
        .minWidth;
    expect(widthOf("Local de Alfa × Beta")).toContain("12.5rem");
    expect(widthOf("Quadra de Alfa × Beta")).toContain("8.125rem");
    expect(
      (within(table).getByRole("textbox", { name: "Local de Alfa × Beta" }) as HTMLInputElement).value,
    ).toBe("Ginásio AS Serrana");
  });
});
