import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tenantSettings } from "../src/platform/db/schema/index.ts";
import { startTestServer, type TestServer, type TestTenant } from "./harness.ts";
import { type EventStream, openEventStream } from "./sse.ts";

/**
 * The portal's look (/admin/portal/colors): GET/PUT configs/appearance change the primary colour
 * (settings document) and the logos (directory record) together, and every open app hears it.
 */

let server: TestServer;
let base: string;
const streams: EventStream[] = [];

beforeAll(async () => {
  server = await startTestServer();
  await server.app.listen({ port: 0, host: "127.0.0.1" });
  const address = server.app.server.address();
  if (!address || typeof address === "string") throw new Error("no port");
  base = `http://127.0.0.1:${address.port}`;
});
afterAll(async () => {
  await server.close();
  await Promise.all(streams.map((stream) => stream.close()));
});

const LIGHT = "https://cdn.example.com/logo-claro.png";
const DARK = "https://cdn.example.com/logo-escuro.png";

const appearanceOf = async (tenant: TestTenant, token: string) =>
  (await server.api(tenant, "GET", "configs/appearance", { token })).body.result;

describe("configs/appearance", () => {
  it("refuses people without the settings permission", async () => {
    const tenant = await server.createTenant();
    const token = await server.loginAs(tenant, { permissions: ["roles"] });
    expect((await server.api(tenant, "GET", "configs/appearance", { token })).status).toBe(403);
    const put = await server.api(tenant, "PUT", "configs/appearance", {
      token,
      body: { version: 0, primary_color: "grape", logo_light: null, logo_dark: null },
    });
    expect(put.status).toBe(403);
    expect(put.body.code).toBe("denied");
    expect((await server.api(tenant, "GET", "configs/appearance")).status).toBe(401);
  });

  it("saves colour and logos together, serves them, and publishes one change every app hears", async () => {
    const tenant = await server.createTenant();
    const other = await server.createTenant();
    const token = await server.loginAs(tenant, { permissions: ["settings"] });
    const stream = await openEventStream(`${base}/t/${tenant.identifier}/api/v1/realtime`);
    const otherStream = await openEventStream(`${base}/t/${other.identifier}/api/v1/realtime`);
    streams.push(stream, otherStream);
    await stream.subscribed();
    await otherStream.subscribed();

    const current = await appearanceOf(tenant, token);
    expect(current).toEqual({ primary_color: "blue", logo_light: null, logo_dark: null, version: 0 });
    const saved = await server.api(tenant, "PUT", "configs/appearance", {
      token,
      body: { version: current.version, primary_color: "grape", logo_light: LIGHT, logo_dark: DARK },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.result).toEqual({
      primary_color: "grape",
      logo_light: LIGHT,
      logo_dark: DARK,
      version: 1,
    });
    expect(saved.body.message).toMatch(/Aparência salva/);

    expect(await stream.event(0)).toEqual({
      event: "backends_changes",
      data: {
        collection: "backends_changes",
        topic: `core-${tenant.identifier}`,
        action: "update",
        record: { kind: "client", id: tenant.id, identifier: tenant.identifier },
      },
    });
    // What the app refetches on that event: the configuration and the directory record.
    const config = await server.api(tenant, "GET", "configs/common");
    expect(config.body.result.colors).toEqual({ primary: "grape" });
    expect(config.body.result.version).toBe(1);
    const client = await server.app.inject({ url: `/api/v1/quadra/client?code=${tenant.code}` });
    expect(client.json().result.logos).toEqual({ light: LIGHT, dark: DARK });
    expect(await appearanceOf(tenant, token)).toEqual(saved.body.result);
    expect(otherStream.events).toEqual([]);

    // The other tenant is untouched.
    expect((await server.api(other, "GET", "configs/common")).body.result.colors).toEqual({
      primary: "blue",
    });
  });

  it("answers 409 to a stale version and changes nothing", async () => {
    const tenant = await server.createTenant();
    const token = await server.loginAs(tenant, { permissions: ["settings"] });
    const title = await server.api(tenant, "PATCH", "configs/common", {
      token,
      body: { version: 0, title: "Título novo" },
    });
    expect(title.status).toBe(200);
    const stale = await server.api(tenant, "PUT", "configs/appearance", {
      token,
      body: { version: 0, primary_color: "red", logo_light: LIGHT, logo_dark: null },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe("conflict");
    expect(await appearanceOf(tenant, token)).toEqual({
      primary_color: "blue",
      logo_light: null,
      logo_dark: null,
      version: 1,
    });
  });

  it("refuses colours outside the palette and logos that are not http(s) addresses, per field", async () => {
    const tenant = await server.createTenant();
    const token = await server.loginAs(tenant, { permissions: ["settings"] });
    const response = await server.api(tenant, "PUT", "configs/appearance", {
      token,
      body: { version: 0, primary_color: "#ff0000", logo_light: "javascript:alert(1)", logo_dark: "" },
    });
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.errors).sort()).toEqual(["logo_light", "primary_color"]);
    expect(response.body.message).toBe("Corrija os campos: Cor principal, Logo (tema claro).");
    // An empty logo clears it.
    const cleared = await server.api(tenant, "PUT", "configs/appearance", {
      token,
      body: { version: 0, primary_color: "teal", logo_light: LIGHT, logo_dark: "" },
    });
    expect(cleared.body.result).toMatchObject({ logo_light: LIGHT, logo_dark: null });
  });

  it("keeps the rest of the settings document as it was", async () => {
    const tenant = await server.createTenant();
    const token = await server.loginAs(tenant, { permissions: ["settings"] });
    await server.api(tenant, "PATCH", "configs/common", {
      token,
      body: { version: 0, title: "Federação Azul", wa: "11987654321" },
    });
    await server.api(tenant, "PUT", "configs/appearance", {
      token,
      body: { version: 1, primary_color: "orange", logo_light: null, logo_dark: null },
    });
    const [row] = await server.db.owner
      .select()
      .from(tenantSettings)
      .where(eq(tenantSettings.tenantId, tenant.id));
    expect(row?.settings).toMatchObject({
      title: "Federação Azul",
      wa: "11987654321",
      colors: { primary: "orange" },
    });
    expect(row?.version).toBe(2);
  });
});
