import { MantineProvider } from "@mantine/core";
import { useForm } from "@mantine/form";
import { f } from "@quadra/shared";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, expect, it, vi } from "vitest";
import { installDomShims } from "../../test/renderWithProviders.tsx";
import { FieldInput } from "./FieldInput.tsx";
import type { FormValues } from "./formValues.ts";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const DateTimeField = () => {
  const form = useForm<FormValues>({ initialValues: { starts_at: null } });
  return (
    <FieldInput
      fieldKey="starts_at"
      field={f.datetime("De", "From", { required: true })}
      form={form}
      locale="pt-BR"
      visibility="private"
    />
  );
};

it("names a date-and-time field's calendar dialog by the field's button, which its label names", async () => {
  installDomShims();
  // jsdom lays nothing out, so the calendar's focus trap finds nothing to focus and says so.
  const warn = console.warn;
  vi.spyOn(console, "warn").mockImplementation((...args) => {
    if (!String(args[0]).includes("use-focus-trap")) warn(...args);
  });
  render(
    <MantineProvider>
      <DateTimeField />
    </MantineProvider>,
  );
  const button = screen.getByRole("button", { name: /^De/ });
  fireEvent.click(button);
  const dialog = await waitFor(() => {
    const found = document.querySelector("[data-dates-dropdown]");
    if (!found) throw new Error("the calendar did not open");
    return found;
  });
  expect(dialog.getAttribute("role")).toBe("dialog");
  expect(dialog.getAttribute("aria-labelledby")).toBe(button.id);
  expect(button.getAttribute("aria-controls")).toBe(dialog.id);
});
