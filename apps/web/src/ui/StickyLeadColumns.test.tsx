import { MantineProvider, Table } from "@mantine/core";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { installDomShims } from "../test/renderWithProviders.tsx";
import { StickyLeadColumns } from "./StickyLeadColumns.tsx";

const standings = (
  <Table aria-label="Grupo A">
    <Table.Tbody>
      <Table.Tr>
        <Table.Td w={48}>1</Table.Td>
        <Table.Td>Alfa</Table.Td>
        <Table.Td>9</Table.Td>
      </Table.Tr>
    </Table.Tbody>
  </Table>
);

describe("a wide table's lead columns on a phone", () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it("marks how many columns stay in view, and sticks the second where the first ends", () => {
    installDomShims();
    vi.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockReturnValue({ width: 52 } as DOMRect);
    render(
      <MantineProvider>
        <StickyLeadColumns count={2}>{standings}</StickyLeadColumns>
      </MantineProvider>,
    );
    const wrapper = screen
      .getByRole("table", { name: "Grupo A" })
      .closest(".quadra-sticky-lead") as HTMLElement;
    expect(wrapper.dataset.lead).toBe("2");
    expect(wrapper.style.getPropertyValue("--quadra-lead-offset")).toBe("52px");
  });

  it("leaves the offset to the style sheet while the table is not laid out", () => {
    installDomShims();
    render(
      <MantineProvider>
        <StickyLeadColumns count={2}>{standings}</StickyLeadColumns>
      </MantineProvider>,
    );
    const wrapper = screen
      .getByRole("table", { name: "Grupo A" })
      .closest(".quadra-sticky-lead") as HTMLElement;
    expect(wrapper.style.getPropertyValue("--quadra-lead-offset")).toBe("");
  });
});
