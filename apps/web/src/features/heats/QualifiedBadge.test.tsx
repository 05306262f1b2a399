import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderRoutes } from "../../test/renderWithProviders.tsx";
import { QualifiedBadge } from "./HeatEntriesTable.tsx";

const show = (qualified: "Q" | "q") =>
  renderRoutes({ path: "/", routes: [{ path: "/", element: <QualifiedBadge qualified={qualified} /> }] });

describe("QualifiedBadge", () => {
  afterEach(() => cleanup());

  it("shows a qualification by mark as a lower-case q, as the legend says, not upper-cased", () => {
    show("q");
    const badge = screen.getByText("q", { exact: true }).closest(".mantine-Badge-root") as HTMLElement;
    expect(badge.textContent).toBe("q");
    expect(badge.style.textTransform).toBe("none");
    expect(badge.getAttribute("data-variant")).toBe("outline");
  });

  it("shows Q by place in a different, filled badge", () => {
    show("Q");
    const badge = screen.getByText("Q", { exact: true }).closest(".mantine-Badge-root") as HTMLElement;
    expect(badge.style.textTransform).toBe("none");
    expect(badge.getAttribute("data-variant")).toBe("filled");
  });
});
