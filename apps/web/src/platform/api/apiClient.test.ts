import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { notifyError } from "../notify/notify.tsx";
import { appStore } from "../state/appStore.ts";
import { apiRequest, buildUrl, setUnauthorizedHandler } from "./apiClient.ts";
import { ApiError } from "./apiError.ts";

vi.mock("../notify/notify.tsx", () => ({ notifyError: vi.fn() }));

const answer = (status: number, body: unknown) =>
  vi.fn(
    async () =>
      new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } }),
  );

describe("apiRequest", () => {
  beforeEach(() => appStore.set({ backend: "http://api.test/t/demo", token: "tok" }));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.mocked(notifyError).mockClear();
  });

  it("builds {backend}/api/v1 URLs with a query", () => {
    expect(
      buildUrl({ backend: "http://x/t/demo/", path: "/roles", query: { q: "a b", page: 2, sort: "" } }),
    ).toBe("http://x/t/demo/api/v1/roles?q=a+b&page=2");
  });

  it("fails at once without a network the device knows it lacks, as an unanswered call", async () => {
    const fetchMock = answer(200, { status: 1, result: {} });
    vi.stubGlobal("fetch", fetchMock);
    const online = vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    try {
      await expect(apiRequest({ path: "auth/me", quiet: true })).rejects.toMatchObject({ status: 0 });
      expect(fetchMock).not.toHaveBeenCalled();
    } finally {
      online.mockRestore();
    }
  });

  it("unwraps a success envelope and sends the bearer token", async () => {
    const fetchMock = answer(200, { status: 1, result: { ok: true } });
    vi.stubGlobal("fetch", fetchMock);
    await expect(apiRequest({ path: "auth/me" })).resolves.toEqual({ ok: true });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("http://api.test/t/demo/api/v1/auth/me");
    expect((init.headers as Record<string, string>).Authorization).toBe("Bearer tok");
  });

  it("notifies the server message and throws field errors when status is not 1", async () => {
    vi.stubGlobal(
      "fetch",
      answer(400, { status: 0, message: "Confira o CPF.", errors: { cpf: "CPF inválido." } }),
    );
    const error = await apiRequest({ path: "auth/register", method: "POST", body: {} }).catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, errors: { cpf: "CPF inválido." } });
    expect(notifyError).toHaveBeenCalledWith({ message: "Confira o CPF." });
  });

  it("stays silent when quiet", async () => {
    vi.stubGlobal("fetch", answer(401, { status: 0, message: "Entre novamente." }));
    await expect(apiRequest({ path: "auth/me", quiet: true })).rejects.toMatchObject({ status: 401 });
    expect(notifyError).not.toHaveBeenCalled();
  });

  it("ends the local session when a signed call outside auth/* answers 401", async () => {
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    vi.stubGlobal("fetch", answer(401, { status: 0, message: "Sessão expirada." }));
    await apiRequest({ path: "roles" }).catch(() => undefined);
    await apiRequest({ path: "auth/me", quiet: true }).catch(() => undefined);
    expect(handler).toHaveBeenCalledOnce();
  });
});
