import { cleanup, configure, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { i18n } from "../../../i18n/i18n.ts";
import { appStore } from "../../../platform/state/appStore.ts";
import { sessionInfo } from "../../../test/fixtures.ts";
import { renderRoutes } from "../../../test/renderWithProviders.tsx";
import { BACKEND, mockApi, okAnswer } from "../testApi.ts";
import { PermissionCatalogPage } from "./PermissionCatalogPage.tsx";

// Screens render slowly on a busy 2-core machine: wait longer than the default second.
configure({ asyncUtilTimeout: 5_000 });

const catalog = [
  { key: "users", label: "Pessoas", label_en: "People", group: "records" },
  {
    key: "competitions",
    label: "Competições (do seu escopo)",
    label_en: "Competitions (own scope)",
    group: "competitions",
  },
  {
    key: "competitions_full",
    label: "Competições (todas)",
    label_en: "Competitions (all)",
    group: "competitions",
  },
  { key: "roles", label: "Papéis e permissões", label_en: "Roles", group: "admin_tools" },
];
const role = (name: string, permissions: string[], admin = false) => ({
  id: `id-${name}`,
  name,
  description: "",
  permissions,
  admin,
  is_default: false,
  version: 0,
  users_count: 1,
  created_at: "2026-01-01T00:00:00.000Z",
  updated_at: "2026-01-01T00:00:00.000Z",
});
const roles = [
  role("Secretaria", ["users", "roles"], true),
  role("Coordenação técnica", ["competitions_full"]),
];

const show = () => renderRoutes({ path: "/", routes: [{ path: "/", element: <PermissionCatalogPage /> }] });
const rowOf = (label: string) => screen.getByText(label).closest("tr")!;

describe("PermissionCatalogPage", { timeout: 20_000 }, () => {
  afterEach(async () => {
    cleanup();
    vi.unstubAllGlobals();
    await i18n.changeLanguage("pt-BR");
  });

  it("groups the catalog as the menus do and names the roles holding each permission", async () => {
    appStore.set({
      backend: BACKEND,
      token: "t",
      info: sessionInfo({ permissions_names: ["permissions", "roles"] }),
    });
    const calls = mockApi((call) => okAnswer(call.path === "roles" ? roles : catalog));
    show();
    expect(await screen.findByRole("heading", { name: "Cadastros" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Competições" })).toBeTruthy();
    expect(within(rowOf("Pessoas")).getByText("Secretaria")).toBeTruthy();
    // competitions_full implies competitions: its holder shows on both, marked on the implied one.
    expect(within(rowOf("Competições (todas)")).getByText("Coordenação técnica")).toBeTruthy();
    expect(within(rowOf("Competições (do seu escopo)")).getByText("Coordenação técnica")).toBeTruthy();
    expect(calls.map((call) => call.path).sort()).toEqual(["permissions", "roles"]);
  });

  it("searches labels, keys and role names without accents", async () => {
    appStore.set({
      backend: BACKEND,
      token: "t",
      info: sessionInfo({ permissions_names: ["permissions", "roles"] }),
    });
    mockApi((call) => okAnswer(call.path === "roles" ? roles : catalog));
    show();
    const search = await screen.findByLabelText("Buscar permissão ou papel");
    fireEvent.change(search, { target: { value: "competicoes todas" } });
    expect(await screen.findByText("Competições (todas)")).toBeTruthy();
    expect(screen.queryByText("Pessoas")).toBeNull();
    fireEvent.change(search, { target: { value: "secretaria" } });
    expect(screen.getByText("Pessoas")).toBeTruthy();
    expect(screen.getByText("Papéis e permissões")).toBeTruthy();
    expect(screen.queryByText("Competições (todas)")).toBeNull();
    fireEvent.change(search, { target: { value: "xyz" } });
    expect(screen.getByText("Nenhuma permissão encontrada")).toBeTruthy();
  });

  it("shows the catalog without roles to someone who may not read roles, in their language", async () => {
    await i18n.changeLanguage("en");
    appStore.set({ backend: BACKEND, token: "t", info: sessionInfo({ permissions_names: ["permissions"] }) });
    const calls = mockApi(() => okAnswer(catalog));
    show();
    expect(await screen.findByRole("heading", { name: "Records" })).toBeTruthy();
    expect(screen.getByText("People")).toBeTruthy();
    expect(screen.getByText(/the Roles permission is needed too/)).toBeTruthy();
    expect(calls.map((call) => call.path)).toEqual(["permissions"]);
  });
});
