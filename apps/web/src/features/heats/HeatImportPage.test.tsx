import type { HeatImportAnswer, HeatImportRow } from "@quadra/shared/contracts/heats";
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderRoutes } from "../../test/renderWithProviders.tsx";
import { ImportRowsTable } from "./HeatImportPage.tsx";

afterEach(cleanup);

const row = (line: number, values: Partial<HeatImportRow>): HeatImportRow => ({
  line,
  team: "Clube Azul",
  athlete: `Atleta ${line}`,
  lane: "",
  seed_mark: "",
  mark: "",
  attempts: [],
  errors: {},
  action: "create",
  ...values,
});

const show = (answer: HeatImportAnswer) =>
  renderRoutes({ routes: [{ path: "/", element: <ImportRowsTable answer={answer} /> }], path: "/" });

describe("the heat import's rows", () => {
  it("shows a field event's attempt cells as typed, with the error of a bad one on its row", async () => {
    show({
      written: 0,
      errors: 1,
      rows: [
        row(2, { attempts: ["7.45", "X", "7.30"] }),
        row(3, {
          attempts: ["6.90", "sete", ""],
          errors: { t2: "Atleta 3, tentativa 2: Marca inválida." },
        }),
      ],
    });
    const table = await screen.findByRole("table");
    expect(within(table).getByRole("columnheader", { name: "Tentativas" })).toBeTruthy();
    const [, first, second] = within(table).getAllByRole("row");
    expect(within(first!).getByText("7.45 · X · 7.30")).toBeTruthy();
    expect(within(second!).getByText("6.90 · sete")).toBeTruthy();
    expect(within(second!).getByText("Atleta 3, tentativa 2: Marca inválida.")).toBeTruthy();
  });

  it("has no attempts column for a sheet without attempt cells", async () => {
    show({ written: 0, errors: 0, rows: [row(2, { mark: "62.34" })] });
    const table = await screen.findByRole("table");
    expect(within(table).queryByRole("columnheader", { name: "Tentativas" })).toBeNull();
  });
});
