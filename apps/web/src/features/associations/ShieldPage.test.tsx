import { cleanup, configure, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { describeUpload, fetchUpload, uploadFile } from "../../platform/api/uploadFile.ts";
import { appStore } from "../../platform/state/appStore.ts";
import { sessionInfo } from "../../test/fixtures.ts";
import { renderRoutes } from "../../test/renderWithProviders.tsx";
import { BACKEND, mockApi, okAnswer } from "../admin/testApi.ts";
import { MyShieldPage, StaffShieldPage } from "./ShieldPage.tsx";

vi.mock("../../platform/api/uploadFile.ts", () => ({
  MAX_UPLOAD_BYTES: 10 * 1024 * 1024,
  uploadFile: vi.fn(),
  describeUpload: vi.fn(),
  fetchUpload: vi.fn(),
}));

configure({ asyncUtilTimeout: 5_000 });

const SENT = "uploads/7b0f5c1e-0000-4000-8000-000000000002";
const association = {
  id: "a1",
  name: "Clube Alfa",
  shield: "uploads/7b0f5c1e-0000-4000-8000-000000000001",
  pending_shield: null,
  status: "approved",
  version: 2,
};

const pick = () => {
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [new File(["png"], "escudo.png", { type: "image/png" })] } });
};

describe("shield screens", { timeout: 20_000 }, () => {
  beforeEach(() => {
    appStore.set({
      backend: BACKEND,
      token: "t",
      info: sessionInfo({ permissions_names: ["associations"] }),
    });
    vi.stubGlobal(
      "URL",
      Object.assign(URL, { createObjectURL: () => "blob:shield", revokeObjectURL: () => {} }),
    );
    vi.mocked(fetchUpload).mockResolvedValue(new Blob(["png"], { type: "image/png" }));
    vi.mocked(describeUpload).mockResolvedValue({ name: "escudo.png", contentType: "image/png" });
    vi.mocked(uploadFile).mockImplementation(async ({ visibility }) => ({
      id: SENT.slice(8),
      url: SENT,
      name: "escudo.png",
      size: 3,
      content_type: "image/png",
      kind: "image",
      visibility: visibility ?? "private",
      width: 8,
      height: 8,
    }));
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it("a manager's new shield goes privately to the federation's queue and shows as awaiting approval", async () => {
    let current = { ...association, my_role: "president" };
    const calls = mockApi((call) => {
      if (call.method === "PUT") current = { ...current, pending_shield: call.body.shield };
      return okAnswer(current);
    });
    renderRoutes({
      path: "/my/associations/image/a1",
      routes: [{ path: "/my/associations/image/:id", element: <MyShieldPage /> }],
    });
    expect(await screen.findByRole("img", { name: "Escudo atual de Clube Alfa" })).toBeTruthy();
    expect(screen.getByText("Nenhum escudo aguardando.")).toBeTruthy();
    pick();
    await waitFor(() => expect(uploadFile).toHaveBeenCalled());
    expect(vi.mocked(uploadFile).mock.calls[0]?.[0].visibility).toBe("private");
    fireEvent.click(await screen.findByRole("button", { name: "Enviar para aprovação" }));
    await waitFor(() => expect(calls.find((call) => call.method === "PUT")).toBeDefined());
    expect(calls.find((call) => call.method === "PUT")).toMatchObject({
      path: "my/associations/a1/shield",
      body: { shield: SENT },
    });
    expect(
      await screen.findByRole("img", { name: "Escudo de Clube Alfa aguardando aprovação" }),
    ).toBeTruthy();
    expect(screen.getByText(/Há um escudo aguardando a aprovação da federação/)).toBeTruthy();
  });

  it("staff replace the shield at once with a public image", async () => {
    const calls = mockApi((call) =>
      okAnswer(call.method === "PUT" ? { ...association, shield: SENT } : association),
    );
    renderRoutes({
      path: "/records/associations/image/a1",
      routes: [{ path: "/records/associations/image/:id", element: <StaffShieldPage /> }],
    });
    await screen.findByRole("img", { name: "Escudo atual de Clube Alfa" });
    pick();
    await waitFor(() => expect(uploadFile).toHaveBeenCalled());
    expect(vi.mocked(uploadFile).mock.calls[0]?.[0].visibility).toBe("public");
    fireEvent.click(await screen.findByRole("button", { name: "Salvar escudo" }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === "PUT")).toMatchObject({
        path: "associations/a1/shield",
        body: { shield: SENT },
      }),
    );
  });
});
