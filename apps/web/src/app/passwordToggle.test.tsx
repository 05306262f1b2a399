import { MantineProvider, PasswordInput } from "@mantine/core";
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { changeLanguage } from "../i18n/i18n.ts";
import { installDomShims } from "../test/renderWithProviders.tsx";
import { buildTheme } from "./theme.ts";

const show = () => {
  installDomShims();
  return render(
    <MantineProvider theme={buildTheme("blue")}>
      <PasswordInput label="Senha" />
    </MantineProvider>,
  );
};

describe("every password field's eye button", () => {
  afterEach(async () => {
    cleanup();
    await act(() => changeLanguage("pt-BR"));
  });

  it("is named in pt-BR through the theme, not Mantine's English", () => {
    show();
    expect(screen.getByRole("button", { name: "Mostrar ou ocultar a senha" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Toggle password visibility" })).toBeNull();
  });

  it("follows the language chosen", async () => {
    await act(() => changeLanguage("en"));
    show();
    expect(screen.getByRole("button", { name: "Show or hide the password" })).toBeTruthy();
  });
});
