import { RESOURCES } from "@quadra/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bulkInsert } from "../src/platform/resources/bulkInsert.ts";
import { COUNT_CAP } from "../src/platform/resources/resourceStore.ts";
import { startTestServer, type TestServer } from "./harness.ts";

/**
 * A list remembers that a search matched more than COUNT_CAP records, and forgets it as soon as a
 * write is answered: the total after a deletion is counted again, never the remembered "more than".
 */
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe("remembered capped counts", () => {
  it("answer 'more than 1,000' again without a write, and count again after one", async () => {
    const tenant = await server.createTenant();
    const user = await server.createUser(tenant);
    const actor = { tenantId: tenant.id, userId: user.id, userName: "Teste", ip: null };
    const rows = Array.from({ length: COUNT_CAP + 5 }, (_, index) => ({
      body: { name: `Auxiliar técnico ${index}` },
    }));
    await server.db.tenant(tenant.id, (tx) => bulkInsert(tx, { def: RESOURCES.crews!, actor, rows }));
    const token = await server.loginAs(tenant, { permissions: ["crews"] });
    const list = () => server.api(tenant, "GET", "crews?q=auxiliar&per_page=10", { token });

    const first = await list();
    expect(first.body.result).toMatchObject({ total: COUNT_CAP, total_capped: true });
    expect(first.body.result.data).toHaveLength(10);
    expect(server.app.deps.counts.size()).toBe(1);
    expect((await list()).body.result).toMatchObject({ total: COUNT_CAP, total_capped: true });

    // Ten records fewer: 995 match, under the cap; the deletion's answer dropped the memory.
    const ids = first.body.result.data.map((record: { id: string }) => record.id);
    const deleted = await server.api(tenant, "POST", "crews/delete", { token, body: { ids } });
    expect(deleted.status).toBe(200);
    expect(server.app.deps.counts.size()).toBe(0);
    expect((await list()).body.result).toMatchObject({ total: COUNT_CAP - 5, total_capped: false });
  });

  it("never answer one tenant's search from another's", async () => {
    const tenant = await server.createTenant();
    const token = await server.loginAs(tenant, { permissions: ["crews"] });
    const other = await server.api(tenant, "GET", "crews?q=auxiliar&per_page=10", { token });
    expect(other.body.result).toMatchObject({ total: 0, total_capped: false, data: [] });
  });
});
