import { cleanup, configure, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { appStore } from "../../../platform/state/appStore.ts";
import { sessionInfo } from "../../../test/fixtures.ts";
import { renderRoutes } from "../../../test/renderWithProviders.tsx";
import { type ApiCall, BACKEND, failAnswer, mockApi, okAnswer } from "../testApi.ts";
import { AdminsPage } from "./AdminsPage.tsx";

// Screens render slowly on a busy 2-core machine: wait longer than the default second.
configure({ asyncUtilTimeout: 5_000 });

const role = (id: string, name: string, admin: boolean) => ({
  id,
  name,
  description: "",
  permissions: ["users"],
  admin,
  is_default: false,
  version: 0,
  users_count: 0,
  created_at: "2026-01-01T00:00:00.000Z",
  updated_at: "2026-01-01T00:00:00.000Z",
});
const roles = [role("r1", "Secretaria", true), role("r2", "Financeiro", false)];
const person = (patch: Record<string, unknown>) => ({
  email: null,
  cpf_masked: "***.982.247-**",
  image_url: null,
  master: false,
  admin: false,
  disabled: false,
  roles: [],
  ...patch,
});
const admins = [
  person({ id: "u1", name: "Beatriz Master", master: true, admin: true }),
  person({
    id: "u2",
    name: "Carla Secretária",
    admin: true,
    roles: [{ id: "r1", name: "Secretaria", admin: true }],
  }),
];
const candidate = person({ id: "u3", name: "João Conceição", email: "joao@example.com" });

const show = () => renderRoutes({ path: "/", routes: [{ path: "/", element: <AdminsPage /> }] });

describe("AdminsPage", { timeout: 20_000 }, () => {
  beforeEach(() => {
    appStore.set({
      backend: BACKEND,
      token: "t",
      info: sessionInfo({ permissions_names: ["roles", "admins"] }),
    });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  const api = (put: (call: ApiCall) => ReturnType<typeof okAnswer>) =>
    mockApi((call) => {
      if (call.method === "PUT") return put(call);
      if (call.path === "roles") return okAnswer(roles);
      if (call.path === "admins/candidates")
        return okAnswer(call.query.get("q") === "joao" ? [candidate] : []);
      return okAnswer(admins);
    });

  it("lists who reaches the administration area, with their roles", async () => {
    api(() => okAnswer({}));
    show();
    const table = await screen.findByRole("table", { name: "Administradores" });
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows.map((row) => within(row).getAllByRole("cell")[0]!.textContent)).toEqual([
      expect.stringContaining("Beatriz Master"),
      expect.stringContaining("Carla Secretária"),
    ]);
    expect(within(rows[0]!).getByText("Master")).toBeTruthy();
    expect(within(rows[0]!).getByText("Nenhum papel")).toBeTruthy();
    expect(within(rows[1]!).getByText("Secretaria")).toBeTruthy();
    expect(within(rows[1]!).getByText(/CPF \*\*\*\.982\.247-\*\*/)).toBeTruthy();
  });

  it("finds a person and gives them an administration role through users/:id/roles", async () => {
    const calls = api((call) => okAnswer({ role_ids: call.body.role_ids }, "Papéis atualizados."));
    show();
    await screen.findByRole("table", { name: "Administradores" });
    fireEvent.change(screen.getByLabelText("Nome, e-mail ou CPF"), { target: { value: "joao" } });
    const found = await screen.findByRole("table", { name: "Pessoas encontradas" });
    fireEvent.click(within(found).getByRole("button", { name: "Alterar papéis de João Conceição" }));
    const dialog = await screen.findByRole("dialog", { name: "Papéis de João Conceição" });
    expect(within(dialog).getByText(/não entra na área administrativa/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("checkbox", { name: /Secretaria/ }));
    expect(within(dialog).getByText(/Com estes papéis, a pessoa entra/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Salvar" }));
    await waitFor(() => expect(calls.some((call) => call.method === "PUT")).toBe(true));
    expect(calls.find((call) => call.method === "PUT")).toMatchObject({
      path: "users/u3/roles",
      body: { role_ids: ["r1"] },
    });
    // The list is asked again, now with the promoted person.
    await waitFor(() => expect(calls.filter((call) => call.path === "admins")).toHaveLength(2));
    expect(calls.find((call) => call.path === "admins/candidates")?.query.get("q")).toBe("joao");
  });

  it("shows the server's delegation refusal inside the dialog", async () => {
    const refusal = "Você só pode conceder permissões que você mesmo tem. Faltam: Pessoas.";
    api(() => failAnswer(403, refusal, { code: "denied" }));
    show();
    const table = await screen.findByRole("table", { name: "Administradores" });
    fireEvent.click(within(table).getByRole("button", { name: "Alterar papéis de Carla Secretária" }));
    const dialog = await screen.findByRole("dialog");
    expect((within(dialog).getByRole("checkbox", { name: /Secretaria/ }) as HTMLInputElement).checked).toBe(
      true,
    );
    fireEvent.click(within(dialog).getByRole("checkbox", { name: /Financeiro/ }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Salvar" }));
    expect((await within(dialog).findByRole("alert")).textContent).toBe(refusal);
  });

  it("says when nobody matches the search", async () => {
    api(() => okAnswer({}));
    show();
    await screen.findByRole("table", { name: "Administradores" });
    fireEvent.change(screen.getByLabelText("Nome, e-mail ou CPF"), { target: { value: "ninguem" } });
    expect(await screen.findByText("Ninguém encontrado com “ninguem”.")).toBeTruthy();
  });
});
