import { cleanup, configure, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { appStore } from "../../platform/state/appStore.ts";
import { sessionInfo } from "../../test/fixtures.ts";
import { renderRoutes } from "../../test/renderWithProviders.tsx";
import { BACKEND, mockApi, okAnswer } from "../admin/testApi.ts";
import { PrivacyPanel } from "./PrivacyPanel.tsx";

configure({ asyncUtilTimeout: 5_000 });

const overview = (revoked: boolean, self = true) => ({
  person: { id: "p1", name: "Ana Lima", anonymized_at: null },
  categories: [
    { key: "identification", items: [{ key: "cpf", value: "***.456.789-**" }] },
    { key: "contact", items: [{ key: "phone", value: "(11) *****-4321" }] },
  ],
  sharing: [{ key: "federation", detail: "Federação Demo" }],
  consents: [
    {
      id: "c1",
      purpose: "image",
      granted_at: "2026-01-10T12:00:00.000Z",
      revoked_at: revoked ? "2026-05-01T12:00:00.000Z" : null,
    },
  ],
  requests: [],
  self,
  can_anonymize: !self,
});

describe("PrivacyPanel", { timeout: 20_000 }, () => {
  beforeEach(() => appStore.set({ backend: BACKEND, token: "t", info: sessionInfo() }));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("shows what is held and revokes a consent after confirming", async () => {
    let revoked = false;
    const calls = mockApi((call) => {
      if (call.method === "POST" && call.path === "my/consents/c1/revoke") {
        revoked = true;
        return okAnswer({});
      }
      return okAnswer(overview(revoked));
    });
    renderRoutes({ path: "/", routes: [{ path: "/", element: <PrivacyPanel /> }] });
    expect(await screen.findByText("***.456.789-**")).toBeTruthy();
    expect(screen.getByText("A federação (controladora dos dados): Federação Demo")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Revogar: Uso de imagem em divulgações" }));
    const dialog = await screen.findByRole("dialog");
    fireEvent.click(within(dialog).getByRole("button", { name: "Revogar" }));
    await waitFor(() => expect(screen.getByText(/Revogado em/)).toBeTruthy());
    expect(calls.filter((call) => call.method === "POST").map((call) => call.path)).toEqual([
      "my/consents/c1/revoke",
    ]);
    expect(screen.queryByRole("button", { name: "Revogar: Uso de imagem em divulgações" })).toBeNull();
    expect(screen.getByRole("button", { name: "Autorizar: Uso de imagem em divulgações" })).toBeTruthy();
  });

  it("shows staff the person's record with anonymize and without consent buttons", async () => {
    const calls = mockApi(() => okAnswer(overview(false, false)));
    renderRoutes({ path: "/", routes: [{ path: "/", element: <PrivacyPanel personId="p1" /> }] });
    expect(await screen.findByRole("button", { name: "Anonimizar pessoa" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: /^Revogar/ })).toBeNull();
    expect(screen.queryByRole("button", { name: "Solicitar exclusão" })).toBeNull();
    expect(calls[0]?.path).toBe("users/p1/privacy");
  });
});
