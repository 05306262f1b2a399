import { MantineProvider } from "@mantine/core";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { installDomShims } from "../../test/renderWithProviders.tsx";
import { LoginForm } from "./LoginForm.tsx";

const renderForm = (keyType: "cpf" | "email") => {
  installDomShims();
  const onSubmit = vi.fn(async () => {});
  render(
    <MantineProvider>
      <LoginForm keyType={keyType} submitLabel="Entrar" onSubmit={onSubmit} />
    </MantineProvider>,
  );
  return onSubmit;
};
const field = (name: string) => screen.getByLabelText(new RegExp(`^${name}`)) as HTMLInputElement;

describe("LoginForm", () => {
  afterEach(cleanup);

  it("masks the cpf and sends its digits when the tenant's key is cpf", async () => {
    const onSubmit = renderForm("cpf");
    fireEvent.input(field("CPF"), { target: { value: "52998224725" } });
    expect(field("CPF").value).toBe("529.982.247-25");
    fireEvent.change(field("Senha"), { target: { value: "segredo" } });
    fireEvent.click(screen.getByRole("button", { name: "Entrar" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ login: "52998224725", password: "segredo" }));
  });

  it("asks for the e-mail when the key is e-mail, and refuses empty fields", async () => {
    const onSubmit = renderForm("email");
    expect(screen.queryByLabelText(/^CPF/)).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Entrar" }));
    expect(await screen.findByText("Informe o CPF ou o e-mail.")).toBeTruthy();
    fireEvent.change(field("E-mail"), { target: { value: "Ana@Example.com " } });
    fireEvent.change(field("Senha"), { target: { value: "segredo" } });
    fireEvent.click(screen.getByRole("button", { name: "Entrar" }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ login: "ana@example.com", password: "segredo" }),
    );
  });
});
