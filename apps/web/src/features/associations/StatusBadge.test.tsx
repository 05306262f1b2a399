import { MantineProvider } from "@mantine/core";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import "../../i18n/i18n.ts";
import { installDomShims } from "../../test/renderWithProviders.tsx";
import { StatusBadge } from "./StatusBadge.tsx";

const renderBadge = (status: string | null) => {
  installDomShims();
  return render(
    <MantineProvider>
      <StatusBadge status={status} />
    </MantineProvider>,
  );
};

describe("StatusBadge", () => {
  afterEach(cleanup);

  it("says where a claim stands in words", () => {
    renderBadge("pending");
    expect(screen.getByText("Aguardando análise")).toBeTruthy();
  });

  it("shows nothing for a record without a status, never the raw key", () => {
    const view = renderBadge(null);
    expect(view.container.textContent).not.toMatch(/associations\.status/i);
    expect(view.container.querySelector(".mantine-Badge-root")).toBeNull();
  });
});
