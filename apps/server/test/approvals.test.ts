import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decisionMail } from "../src/modules/approvals/notifyDecision.ts";
import { users } from "../src/platform/db/schema/index.ts";
import { startTestServer, type TestServer } from "./harness.ts";

/** GET approvals/counts: the menu's badges, per queue the caller may decide. */

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe("GET approvals/counts", () => {
  it("counts what waits in each queue the caller may decide, and only in this tenant", async () => {
    const tenant = await server.createTenant();
    const other = await server.createTenant();
    const person = await server.createUser(tenant);
    const stranger = await server.createUser(other);
    await server.db.tenant(tenant.id, (tx) =>
      tx
        .update(users)
        .set({ pendingImageUrl: "uploads/x", pendingSocialName: "Ana" })
        .where(eq(users.id, person.id)),
    );
    await server.db.tenant(other.id, (tx) =>
      tx.update(users).set({ pendingImageUrl: "uploads/y" }).where(eq(users.id, stranger.id)),
    );
    const master = await server.loginAs(tenant, { master: true });
    const all = await server.api(tenant, "GET", "approvals/counts", { token: master });
    expect(all.status).toBe(200);
    expect(all.body.result).toEqual({
      profilepictures: 1,
      socialnames: 1,
      userdocuments: 0,
      associations: 0,
      shields: 0,
      associationclaims: 0,
      associationdocuments: 0,
      parqs: 0,
      teams: 0,
      registerrequests: 0,
      registermembershiprequests: 0,
    });

    const staff = await server.loginAs(tenant, { permissions: ["parqs"] });
    const some = await server.api(tenant, "GET", "approvals/counts", { token: staff });
    expect(some.body.result).toEqual({ parqs: 0 });
  });

  it("needs a logged-in person", async () => {
    const tenant = await server.createTenant();
    expect((await server.api(tenant, "GET", "approvals/counts")).status).toBe(401);
  });
});

describe("decision mail", () => {
  it("names what was decided and, when refused, the reason and what to do", () => {
    const mail = decisionMail({
      name: "Ana",
      subject: "Seu documento RG",
      approved: false,
      reason: "Foto ilegível.",
      title: "Federação Demo",
    });
    expect(mail.subject).toBe("Federação Demo: Seu documento RG foi recusado(a)");
    expect(mail.text).toContain("Motivo: Foto ilegível.");
    expect(mail.text).toContain("envie de novo");
    // The tenant's name takes its article after "de" ("da Federação", not "de Federação").
    expect(mail.text).toContain("recusado(a) pela equipe de Federação Demo.");
    expect(
      decisionMail({
        name: "Ana",
        subject: "Sua foto",
        approved: true,
        title: "Federação Demo",
        article: "a",
      }).text,
    ).toContain("Sua foto foi aprovado(a) pela equipe da Federação Demo.");
  });
});
