import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderRoutes } from "../../test/renderWithProviders.tsx";
import { MedalBadge } from "./OlympicsTables.tsx";

describe("MedalBadge", () => {
  afterEach(() => cleanup());

  it('keeps the medal\'s whole word on a narrow phone column, never cut to "BRO…"', () => {
    renderRoutes({ path: "/", routes: [{ path: "/", element: <MedalBadge medal="bronze" /> }] });
    const badge = screen.getByText("Bronze").closest(".mantine-Badge-root") as HTMLElement;
    expect(badge.style.flexShrink).toBe("0");
    expect(badge.style.minWidth).toBe("max-content");
  });
});
