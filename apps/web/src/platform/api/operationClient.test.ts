import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { appStore } from "../state/appStore.ts";
import { parqsApi } from "./operations/parqs.ts";

const calls: { url: string; method: string; body: unknown }[] = [];

beforeEach(() => {
  calls.length = 0;
  appStore.set({ backend: "https://api.example.test/t/demo", token: "token-1" });
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({
        url,
        method: init.method ?? "GET",
        body: init.body ? JSON.parse(String(init.body)) : undefined,
      });
      return new Response(JSON.stringify({ status: 1, result: { id: "p1" } }), { status: 200 });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe("operationClient", () => {
  it("fills the contract's path, sends its method and body, and answers the envelope's result", async () => {
    const id = "0b6d2a1e-8f7c-4e1a-9d3b-2c5f6a7b8c9d";
    const result = await parqsApi.reject({ params: { id }, body: { reason: "Falta o atestado" } });
    expect(result).toEqual({ id: "p1" });
    expect(calls).toEqual([
      {
        url: `https://api.example.test/t/demo/api/v1/parqs/${id}/reject`,
        method: "POST",
        body: { reason: "Falta o atestado" },
      },
    ]);
  });

  it("encodes path parameters and calls operations without inputs", async () => {
    await parqsApi.one({ params: { id: "a/b c" } });
    await parqsApi.mine();
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      "GET https://api.example.test/t/demo/api/v1/my/parqs/a%2Fb%20c",
      "GET https://api.example.test/t/demo/api/v1/my/parqs",
    ]);
  });

  it("refuses at compile time what the contract does not declare", () => {
    const typeOnly = () => {
      // @ts-expect-error the contract requires params.id
      void parqsApi.one({});
      // @ts-expect-error the body of a refusal needs its reason
      void parqsApi.reject({ params: { id: "x" }, body: {} });
      // @ts-expect-error no such operation in the contract
      void parqsApi.remove();
    };
    expect(typeof typeOnly).toBe("function");
  });
});
