import type { Person } from "@quadra/shared";
import { cleanup, configure, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { appStore } from "../../platform/state/appStore.ts";
import { sessionInfo } from "../../test/fixtures.ts";
import { renderRoutes } from "../../test/renderWithProviders.tsx";
import { BACKEND, mockApi, okAnswer } from "../admin/testApi.ts";
import { SocialNamesApprovePage } from "./PersonQueuePage.tsx";

configure({ asyncUtilTimeout: 5_000 });

const waiting = (id: string, name: string, pending: string): Person =>
  ({
    id,
    name,
    social_name: null,
    pending_social_name: pending,
    social_name_submitted_at: "2026-03-01T13:00:00.000Z",
    registration_number: 7,
    image_url: null,
    pending_image_url: null,
  }) as Person;

const show = () => renderRoutes({ path: "/", routes: [{ path: "/", element: <SocialNamesApprovePage /> }] });

describe("social names approval queue", { timeout: 30_000 }, () => {
  beforeEach(() => {
    appStore.set({
      backend: BACKEND,
      token: "t",
      info: sessionInfo({ admin: true, permissions_names: ["users"] }),
    });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("shows the current and the asked name, approves, and refuses only with a reason", async () => {
    let queue = [waiting("a1", "Carlos Pereira", "Carla"), waiting("b2", "Bruno Dias", "Bia")];
    const calls = mockApi((call) => {
      if (call.method === "POST") {
        const id = call.path.split("/")[1];
        queue = queue.filter((person) => person.id !== id);
        return okAnswer({});
      }
      return okAnswer({ data: queue, total: queue.length, page: 1, per_page: 20 });
    });
    show();
    const carlos = await screen.findByRole("article", { name: "Carlos Pereira" });
    expect(within(carlos).getByText("Carla")).toBeTruthy();
    expect(within(carlos).getByText("Nome social pedido")).toBeTruthy();

    fireEvent.click(within(carlos).getByRole("button", { name: "Aprovar pedido de Carlos Pereira" }));
    await waitFor(() => expect(screen.queryByRole("article", { name: "Carlos Pereira" })).toBeNull());
    expect(calls.find((call) => call.method === "POST")).toMatchObject({
      path: "users/a1/socialname/approve",
      body: {},
    });

    fireEvent.click(screen.getByRole("button", { name: "Recusar pedido de Bruno Dias" }));
    const dialog = await screen.findByRole("dialog");
    fireEvent.click(within(dialog).getByRole("button", { name: "Recusar e avisar" }));
    expect(await within(dialog).findByText("Informe o motivo da recusa.")).toBeTruthy();
    expect(calls.filter((call) => call.method === "POST")).toHaveLength(1);
    fireEvent.change(within(dialog).getByLabelText(/Motivo da recusa/), {
      target: { value: "Use o nome completo que deseja." },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Recusar e avisar" }));
    expect(await screen.findByText("Nenhum nome social aguardando")).toBeTruthy();
    expect(calls.filter((call) => call.method === "POST").at(-1)).toMatchObject({
      path: "users/b2/socialname/reject",
      body: { reason: "Use o nome completo que deseja." },
    });
  });
});
