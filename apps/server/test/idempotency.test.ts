import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { onceByKey } from "../src/platform/http/idempotency.ts";
import { startTestServer, type TestServer, type TestTenant } from "./harness.ts";

/**
 * Writes named by an idempotency key run once: a retry answers the first answer, a key used for
 * something else is refused, and a write that failed leaves its key free for the retry.
 */
let server: TestServer;
let tenant: TestTenant;
let userId: string;

beforeAll(async () => {
  server = await startTestServer();
  tenant = await server.createTenant();
  userId = (await server.createUser(tenant)).id;
});
afterAll(() => server.close());

const once = (key: string, operation: string, write: () => Promise<unknown>, who = userId) =>
  server.db.tenant(tenant.id, (tx) =>
    onceByKey(tx, { key, tenantId: tenant.id, operation, userId: who }, write),
  );

describe("onceByKey", () => {
  it("runs a write once per key and answers a retry with the first answer", async () => {
    let runs = 0;
    const write = async () => ({ run: ++runs });
    expect(await once("chave-0001", "op:a", write)).toEqual({ answer: { run: 1 }, replayed: false });
    expect(await once("chave-0001", "op:a", write)).toEqual({ answer: { run: 1 }, replayed: true });
    expect(runs).toBe(1);
  });

  it("refuses a key used for another operation or by another person", async () => {
    await once("chave-0002", "op:a", async () => 1);
    await expect(once("chave-0002", "op:b", async () => 2)).rejects.toMatchObject({ statusCode: 409 });
    const other = (await server.createUser(tenant)).id;
    await expect(once("chave-0002", "op:a", async () => 3, other)).rejects.toMatchObject({ statusCode: 409 });
  });

  it("forgets the key of a write that failed, so the retry runs", async () => {
    await expect(
      once("chave-0003", "op:a", async () => {
        throw new Error("recusado");
      }),
    ).rejects.toThrow("recusado");
    expect(await once("chave-0003", "op:a", async () => "feito")).toEqual({
      answer: "feito",
      replayed: false,
    });
  });

  it("lets two concurrent sends of one key apply once", async () => {
    let runs = 0;
    const write = async () => {
      runs += 1;
      return runs;
    };
    const both = await Promise.all([once("chave-0004", "op:a", write), once("chave-0004", "op:a", write)]);
    expect(runs).toBe(1);
    expect(both.map((one) => one.answer)).toEqual([1, 1]);
    expect(both.filter((one) => one.replayed)).toHaveLength(1);
  });

  it("keeps one tenant's keys from another's", async () => {
    const other = await server.createTenant();
    const otherUser = (await server.createUser(other)).id;
    await once("chave-0005", "op:a", async () => "daqui");
    const there = await server.db.tenant(other.id, (tx) =>
      onceByKey(
        tx,
        { key: "chave-0005", tenantId: other.id, operation: "op:a", userId: otherUser },
        async () => "de lá",
      ),
    );
    expect(there).toEqual({ answer: "de lá", replayed: false });
  });
});
