import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderRoutes } from "../test/renderWithProviders.tsx";
import { ListPagination } from "./ListPagination.tsx";

const show = (total: number) =>
  renderRoutes({
    path: "/",
    routes: [
      { path: "/", element: <ListPagination page={1} perPage={20} total={total} onPage={() => {}} /> },
    ],
  });

describe("ListPagination", () => {
  afterEach(() => cleanup());

  it("counts zero records in the plural, as pt-BR says it", () => {
    show(0);
    expect(screen.getByTestId("list-total").textContent).toBe("0 registros");
  });

  it("keeps the singular for one record and the plural for more", () => {
    show(1);
    expect(screen.getByTestId("list-total").textContent).toBe("1 registro");
    cleanup();
    show(2);
    expect(screen.getByTestId("list-total").textContent).toBe("2 registros");
  });
});
