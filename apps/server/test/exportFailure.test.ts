import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { TestServer, TestTenant } from "./harness.ts";

/**
 * A streamed export takes the answer over from Fastify (hijack), so one that fails must end its
 * response itself. Here its query fails: a column the resources' export reads is gone (a broken
 * deployment), and the people's search reads one that never was when asked for BROKEN_SEARCH (the
 * column of users cannot go: every request's session check reads it).
 */

const BROKEN_SEARCH = "consulta-quebrada";
vi.mock("../src/modules/people/peopleQuery.ts", async (importOriginal) => {
  const original = await importOriginal<typeof import("../src/modules/people/peopleQuery.ts")>();
  return {
    ...original,
    peopleWhere: (...args: Parameters<typeof original.peopleWhere>) =>
      args[1].q === BROKEN_SEARCH ? sql`no_such_column = 1` : original.peopleWhere(...args),
  };
});

const ANSWER_WITHIN_MS = 5_000;
let server: TestServer;
let tenant: TestTenant;
let token: string;

beforeAll(async () => {
  // The server suite shares one module registry between files (isolate: false): the server is
  // loaded again here, so its people's query is the mocked one.
  vi.resetModules();
  const { startTestServer } = await import("./harness.ts");
  server = await startTestServer();
  tenant = await server.createTenant();
  token = await server.loginAs(tenant, { master: true, super: true });
  await server.db.owner.execute(sql`alter table posts rename column title to title_gone`);
});
afterAll(() => server.close());

/** The answer, or `null` when none came in time. */
const exportOf = async (path: string) => {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), ANSWER_WITHIN_MS);
  });
  const answer = server.app.inject({
    method: "GET",
    url: `/t/${tenant.identifier}/api/v1/${path}`,
    headers: { authorization: `Bearer ${token}` },
  });
  try {
    return await Promise.race([answer, late]);
  } finally {
    clearTimeout(timer);
  }
};

describe("an export that fails", () => {
  for (const path of [
    "posts/export.csv",
    "posts/export.xlsx",
    `users/export.csv?q=${BROKEN_SEARCH}`,
    `users/export.xlsx?q=${BROKEN_SEARCH}`,
  ]) {
    it(`ends its answer with a pt-BR failure: ${path}`, async () => {
      const answer = await exportOf(path);
      expect(answer, "no answer: the connection was left open").not.toBeNull();
      expect(answer!.statusCode).toBe(500);
      expect(answer!.json()).toEqual({
        status: 0,
        message: "Erro interno do servidor. Tente de novo; se persistir, fale com o suporte.",
      });
    });
  }
});
