import { vi } from "vitest";

/** One call the screen made, as the fake API saw it. */
export type ApiCall = { method: string; path: string; query: URLSearchParams; body: any };
export type ApiAnswer = { status?: number; body: unknown };

export const BACKEND = "http://api.test";

/** A success envelope, as the API answers. */
export const okAnswer = (result: unknown, message?: string): ApiAnswer => ({
  status: 200,
  body: message === undefined ? { status: 1, result } : { status: 1, result, message },
});

/** A failure envelope with its HTTP status. */
export const failAnswer = (
  status: number,
  message: string,
  extra: { errors?: Record<string, string>; code?: string } = {},
): ApiAnswer => ({ status, body: { status: 0, message, ...extra } });

/**
 * Replaces fetch with a fake tenant API at BACKEND: `answer` gets each call (its path after the
 * API's version prefix) and returns what to answer. Returns the calls made, in order.
 */
export const mockApi = (answer: (call: ApiCall) => ApiAnswer | Promise<ApiAnswer>) => {
  const calls: ApiCall[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      // Directory calls are relative (the page's own origin); tenant calls go to BACKEND.
      const url = new URL(String(input), window.location.origin);
      const raw = init?.body;
      const call: ApiCall = {
        method: init?.method ?? "GET",
        path: url.pathname.replace(/^\/api\/v1\//, ""),
        query: url.searchParams,
        body: typeof raw === "string" ? JSON.parse(raw) : raw,
      };
      calls.push(call);
      const { status = 200, body } = await answer(call);
      return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
    }),
  );
  return calls;
};
