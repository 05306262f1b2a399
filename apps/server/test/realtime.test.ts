import { type ChildProcess, spawn } from "node:child_process";
import { createServer as createNetServer } from "node:net";
import { resolve } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { competitionTopic, publishCompetitionChange } from "../src/modules/competitions/competitionEvents.ts";
import { rowsOf } from "./dbState.ts";
import { startTestServer, type TestServer, type TestTenant } from "./harness.ts";
import { type EventStream, openEventStream } from "./sse.ts";

/**
 * Realtime (spec §4, ARCHITECTURE §2): `GET {backend}/api/v1/realtime` streams `backends_changes`
 * events of topic `core-<identifier>`, fanned out through LISTEN/NOTIFY, so on PostgreSQL an event
 * reaches every server process.
 */

const REPO_ROOT = resolve(import.meta.dirname, "../../..");

let server: TestServer;
let base: string;
let platform: TestTenant;
let superToken: string;
const streams: EventStream[] = [];

const stream = async (origin: string, tenant: TestTenant) => {
  const opened = await openEventStream(`${origin}/t/${tenant.identifier}/api/v1/realtime`);
  streams.push(opened);
  await opened.subscribed();
  return opened;
};

/** Changes a tenant's settings as someone holding `settings` there. */
const changeSettings = async (tenant: TestTenant, title: string) => {
  const token = await server.loginAs(tenant, { permissions: ["settings"] });
  const { version } = (await server.api(tenant, "GET", "configs/common")).body.result;
  const response = await server.api(tenant, "PATCH", "configs/common", { token, body: { version, title } });
  expect(response.status).toBe(200);
};

const changeClient = async (tenant: TestTenant, name: string) => {
  const current = await server.api(platform, "GET", `platform/tenants/${tenant.id}`, { token: superToken });
  const response = await server.api(platform, "PATCH", `platform/tenants/${tenant.id}`, {
    token: superToken,
    body: { version: current.body.result.version, name },
  });
  expect(response.status).toBe(200);
};

const configsEvent = (tenant: TestTenant) => ({
  event: "backends_changes",
  data: {
    collection: "backends_changes",
    topic: `core-${tenant.identifier}`,
    action: "update",
    record: { kind: "configs", identifier: tenant.identifier },
  },
});

beforeAll(async () => {
  server = await startTestServer();
  await server.app.listen({ port: 0, host: "127.0.0.1" });
  const address = server.app.server.address();
  if (!address || typeof address === "string") throw new Error("no port");
  base = `http://127.0.0.1:${address.port}`;
  platform = await server.createTenant();
  superToken = await server.loginAs(platform, { super: true });
});
afterAll(async () => {
  // Closed with its streams still open, as a deploy does: the server ends them instead of waiting.
  await server.close();
  await Promise.all(streams.map((opened) => opened.close()));
});

describe("realtime stream", () => {
  it("delivers backends_changes events of the tenant's topic, and nothing of other tenants", async () => {
    const a = await server.createTenant();
    const b = await server.createTenant();
    const streamA = await stream(base, a);
    const streamB = await stream(base, b);

    await changeSettings(a, "Novo título de A");
    expect(await streamA.event(0)).toEqual(configsEvent(a));

    await changeClient(a, "Novo nome de A");
    expect(await streamA.event(1)).toEqual({
      event: "backends_changes",
      data: {
        collection: "backends_changes",
        topic: `core-${a.identifier}`,
        action: "update",
        record: { kind: "client", id: a.id, identifier: a.identifier },
      },
    });

    // B's stream has heard nothing of A: the first thing it receives is B's own change, which was
    // made after A's (notifications arrive in commit order).
    await changeSettings(b, "Novo título de B");
    expect(await streamB.event(0)).toEqual(configsEvent(b));
    expect(streamB.events).toHaveLength(1);
    expect(streamA.events).toHaveLength(2);
  });

  it("sends no event for a refused change", async () => {
    const a = await server.createTenant();
    const streamA = await stream(base, a);
    const token = await server.loginAs(a, { permissions: ["settings"] });
    const stale = await server.api(a, "PATCH", "configs/common", {
      token,
      body: { version: 7, title: "Nunca" },
    });
    expect(stale.status).toBe(409);
    await changeSettings(a, "Depois");
    expect(await streamA.event(0)).toEqual(configsEvent(a));
    expect(streamA.events).toHaveLength(1);
  });

  it("drops the tenant and session caches on the tenant's core changes, not on a competition's results", async () => {
    const a = await server.createTenant();
    const streamA = await stream(base, a);
    const competitionId = "00000000-0000-4000-8000-0000000000c1";
    const delivered = new Promise<void>((done) => {
      const stop = server.app.deps.realtime.subscribe(competitionTopic(a.identifier, competitionId), () => {
        stop();
        done();
      });
    });
    const clear = vi.spyOn(server.app.deps.tenants, "clear");
    try {
      await server.db.tenant(a.id, (tx) =>
        publishCompetitionChange(tx, a.identifier, { competition_id: competitionId, kind: "result" }),
      );
      await delivered;
      expect(clear).not.toHaveBeenCalled();
      await changeSettings(a, "Outro título");
      await streamA.event(0);
      expect(clear).toHaveBeenCalled();
    } finally {
      clear.mockRestore();
    }
  });

  it.skipIf(!process.env.DATABASE_URL)(
    "keeps serving and delivering after PostgreSQL drops every connection (restart, failover)",
    async () => {
      const a = await server.createTenant();
      const streamA = await stream(base, a);
      // Simultaneous requests leave several idle connections in the pool.
      await Promise.all(Array.from({ length: 6 }, () => server.api(a, "GET", "configs/common")));
      const dropped = rowsOf<{ query: string }>(
        await server.db.owner.execute(sql`
          select query, pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid()`),
      );
      expect(dropped.map((row) => row.query)).toEqual(
        expect.arrayContaining([expect.stringMatching(/^LISTEN /)]),
      );
      expect(dropped.length).toBeGreaterThan(1);
      // Changes go on being made until one is heard: the hub reconnects and listens again.
      for (let attempt = 0; streamA.events.length === 0 && attempt < 20; attempt++) {
        await changeSettings(a, `Título ${attempt}`);
        await new Promise((wait) => setTimeout(wait, 500));
      }
      expect((await streamA.event(0)).data).toMatchObject({
        topic: `core-${a.identifier}`,
        action: "update",
      });
    },
    60_000,
  );

  it.skipIf(!process.env.DATABASE_URL)(
    "reaches a second server process through PostgreSQL LISTEN/NOTIFY",
    async () => {
      const port = await freePort();
      const child = spawn(process.execPath, ["--import", "tsx", "apps/server/src/main.ts"], {
        cwd: REPO_ROOT,
        env: {
          ...process.env,
          DATABASE_URL: server.database.url,
          PORT: String(port),
          HOST: "127.0.0.1",
          QUADRA_SEED_DEMO: "0",
          QUADRA_WEB_DIST: "/nonexistent",
          LOG_LEVEL: "warn",
        },
        stdio: ["ignore", "ignore", "pipe"],
      });
      let stderr = "";
      child.stderr?.on("data", (chunk: Buffer) => {
        stderr += chunk.toString();
      });
      try {
        const childBase = `http://127.0.0.1:${port}`;
        await waitForHealth(childBase, child, () => stderr);
        const host = `${Date.now().toString(36)}.cell.example`;
        const a = await server.createTenant({ hosts: [host] });
        const other = await server.createTenant();
        // The child resolves (and caches) the tenant by host before the change.
        const nameByHost = async () => {
          const response = await fetch(`${childBase}/api/v1/quadra/client?host=${host}`);
          const body = (await response.json()) as { result?: { name: string }; message?: string };
          return body.result?.name ?? `${response.status} ${body.message}`;
        };
        expect(await nameByHost()).toBe(a.name);
        const fromChild = await stream(childBase, a);
        const otherFromChild = await stream(childBase, other);

        await changeSettings(a, "Mudou no outro processo");
        expect(await fromChild.event(0, 15_000)).toEqual(configsEvent(a));
        await changeClient(a, "Nome novo");
        expect((await fromChild.event(1, 15_000)).data).toMatchObject({
          action: "update",
          record: { id: a.id },
        });
        expect(otherFromChild.events).toEqual([]);
        // The event also dropped the child's tenant cache: it answers the new name at once.
        expect(await nameByHost()).toBe("Nome novo");

        // A deploy stops the process while browsers are still subscribed: it must still exit.
        const exited = new Promise<number | null>((done) => child.once("exit", (code) => done(code)));
        child.kill("SIGTERM");
        const code = await Promise.race([
          exited,
          new Promise((done) => setTimeout(() => done("still running"), 8_000)),
        ]);
        expect(code).toBe(0);
      } finally {
        await Promise.all(streams.splice(0).map((opened) => opened.close()));
        await stopChild(child);
      }
    },
    300_000,
  );
});

const freePort = () =>
  new Promise<number>((resolvePort, reject) => {
    const probe = createNetServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolvePort(port));
    });
  });

const waitForHealth = async (origin: string, child: ChildProcess, stderr: () => string) => {
  // A few seconds alone; beside CI's browser suite (this suite runs niced) it took over a minute.
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server process exited ${child.exitCode}: ${stderr()}`);
    try {
      const response = await fetch(`${origin}/healthz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((wait) => setTimeout(wait, 250));
  }
  throw new Error(`server process never became healthy: ${stderr()}`);
};

const stopChild = async (child: ChildProcess) => {
  if (child.exitCode !== null) return;
  const exited = new Promise((done) => child.once("exit", done));
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), 5_000);
  await exited;
  clearTimeout(timer);
};
