import { MantineProvider } from "@mantine/core";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import indexHtml from "../../../index.html?raw";
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
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });

describe("LoginForm", () => {
  afterEach(cleanup);

  it("takes the cpf in the one field, masked as typed, and sends its digits", async () => {
    const onSubmit = renderForm("cpf");
    type("CPF ou e-mail", "529982");
    expect(field("CPF ou e-mail").value).toBe("529.982");
    type("CPF ou e-mail", "52998224725");
    expect(field("CPF ou e-mail").value).toBe("529.982.247-25");
    type("Senha", "segredo");
    fireEvent.click(screen.getByRole("button", { name: "Entrar" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ login: "52998224725", password: "segredo" }));
  });

  it("takes the e-mail in the same field, unmasked, on a tenant whose key is the cpf", async () => {
    const onSubmit = renderForm("cpf");
    // No button to switch fields: the README's demo login (an e-mail) goes straight in.
    expect(screen.queryByRole("button", { name: /Entrar com/ })).toBeNull();
    type("CPF ou e-mail", " Master@Quadra.local ");
    expect(field("CPF ou e-mail").value).toBe(" Master@Quadra.local ");
    type("Senha", "segredo");
    fireEvent.click(screen.getByRole("button", { name: "Entrar" }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ login: "master@quadra.local", password: "segredo" }),
    );
  });

  it("names the e-mail first when it is the tenant's key, and refuses empty fields", async () => {
    const onSubmit = renderForm("email");
    expect(screen.queryByLabelText(/^CPF/)).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Entrar" }));
    expect(await screen.findByText("Informe o CPF ou o e-mail.")).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    type("E-mail ou CPF", "529.982.247-25");
    type("Senha", "segredo");
    fireEvent.click(screen.getByRole("button", { name: "Entrar" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ login: "52998224725", password: "segredo" }));
  });

  // index.html's login form, drawn before the app's code: what it holds goes to the app's form.
  const showStaticLogin = ({ login, password }: { login: string; password: string }) => {
    const markup = /<main class="qs-login"[\s\S]*?<\/main>/.exec(indexHtml)?.[0];
    expect(markup).toBeTruthy();
    document.body.insertAdjacentHTML("afterbegin", markup as string);
    document.documentElement.classList.add("quadra-static-login");
    (document.getElementById("quadra-static-login-key") as HTMLInputElement).value = login;
    const secret = document.getElementById("quadra-static-login-password") as HTMLInputElement;
    secret.value = password;
    secret.focus();
  };

  it("takes over what was typed into index.html's login form, the cursor too, and removes that form", () => {
    showStaticLogin({ login: "52998224725", password: "segredo" });
    renderForm("cpf");
    expect(document.getElementById("quadra-static-login")).toBeNull();
    expect(document.documentElement.classList.contains("quadra-static-login")).toBe(false);
    expect(field("CPF ou e-mail").value).toBe("529.982.247-25");
    expect(field("Senha").value).toBe("segredo");
    expect(document.activeElement).toBe(field("Senha"));
  });

  it("removes index.html's login form that was never shown (a reset link), leaving one login field", () => {
    showStaticLogin({ login: "", password: "" });
    document.documentElement.classList.remove("quadra-static-login");
    renderForm("cpf");
    expect(document.getElementById("quadra-static-login")).toBeNull();
    expect(screen.getAllByLabelText(/^CPF ou e-mail/)).toHaveLength(1);
  });

  it("sends a login whose Entrar was pressed before the app ran", async () => {
    showStaticLogin({ login: "master@quadra.local", password: "segredo" });
    (document.getElementById("quadra-static-login-form") as HTMLFormElement).dataset.submitted = "true";
    const onSubmit = renderForm("cpf");
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ login: "master@quadra.local", password: "segredo" }),
    );
  });
});
