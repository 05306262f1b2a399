import { vi } from "vitest";

/** One call a screen made, as the fake API saw it (path without `/api/v1/`). */
export type FetchCall = { method: string; path: string; query: URLSearchParams; body: unknown };
export type FetchAnswer = { status?: number; body: unknown };

export const TEST_BACKEND = "http://api.test";

/** A success envelope. */
export const answerOk = (result: unknown, message?: string): FetchAnswer => ({
  body: message === undefined ? { status: 1, result } : { status: 1, result, message },
});

/** A failure envelope with its HTTP status. */
export const answerFail = (status: number, message: string, code?: string): FetchAnswer => ({
  status,
  body: { status: 0, message, ...(code ? { code } : {}) },
});

/** A page of a list, as `GET <resource>` and `GET public/<resource>` answer. */
export const answerPage = (data: unknown[]): FetchAnswer =>
  answerOk({ data, total: data.length, total_capped: false, page: 1, per_page: 25 });

/**
 * Replaces fetch with a fake tenant API at TEST_BACKEND: `answer` gets each call and says what to
 * answer. Returns the calls made, in order.
 */
export const mockFetch = (answer: (call: FetchCall) => FetchAnswer | Promise<FetchAnswer>) => {
  const calls: FetchCall[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input));
      const raw = init?.body;
      const call: FetchCall = {
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
