import { cpfFromBase, formatCpf, type RegisterSettings, resourceOf } from "@quadra/shared";
import { and, asc, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadSettings, saveSettings } from "../src/modules/configs/settingsStore.ts";
import { userRoles, users } from "../src/platform/db/schema/index.ts";
import { resourceTableOf } from "../src/platform/resources/resourceTable.ts";
import { startTestServer, type TestServer, type TestTenant } from "./harness.ts";
import { uploadImport } from "./importFlow.ts";

/**
 * The set-wise commit of a people import over many batches (3 rows each here): one INSERT of the
 * new people with their default role and one UPDATE of the registered people per batch, each person
 * keeping what their row does not change, matrículas following on across batches, and a row refused
 * in a later batch leaving nothing of the earlier ones.
 */
let server: TestServer;
let tenant: TestTenant;
let token: string;
let counter = 0;

const csv = (lines: string[]) => `${lines.join("\r\n")}\r\n`;
const newCpf = () => cpfFromBase(String(600_000_000 + Math.floor(Math.random() * 90_000_000) + counter++));

const call = (method: "GET" | "POST", path: string, options: { body?: unknown; key?: string } = {}) =>
  server.api(tenant, method, path, {
    token,
    ...(options.body === undefined ? {} : { body: options.body }),
    ...(options.key ? { headers: { "idempotency-key": options.key } } : {}),
  });

/** Upload and preview (the suggested mapping); answers the import's id and the preview. */
const previewFile = async (content: string) => {
  const { id, suggested_mapping: mapping } = await uploadImport(
    { server, tenant, token },
    { resource: "users", filename: "pessoas.csv", content },
  );
  const preview = await call("POST", `imports/${id}/preview`, { body: { mapping } });
  expect(preview.status, JSON.stringify(preview.body)).toBe(200);
  return { id, preview: preview.body.result };
};

const commit = async (id: string) => {
  const started = await call("POST", `imports/${id}/commit`, { key: `key-${id}` });
  expect(started.status, JSON.stringify(started.body)).toBe(202);
  for (let attempt = 0; attempt < 300; attempt++) {
    const { job } = (await call("GET", `imports/${id}`)).body.result;
    if (job.status === "succeeded" || job.status === "failed") return job;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error("the job did not end");
};

const people = () =>
  server.db.tenant(tenant.id, (tx) =>
    tx.select().from(users).where(eq(users.tenantId, tenant.id)).orderBy(asc(users.registrationNumber)),
  );
const byCpf = async (cpf: string) => (await people()).find((person) => person.cpf === cpf)!;
const lastNumber = async () =>
  Math.max(0, ...(await people()).map((person) => person.registrationNumber ?? 0));

const setRegister = (register: Partial<RegisterSettings>) =>
  server.db.tenant(tenant.id, async (tx) => {
    const { version } = await loadSettings(tx, tenant.id);
    await saveSettings(tx, {
      tenantId: tenant.id,
      version,
      change: (settings) => ({ ...settings, register: { ...settings.register, ...register } }),
    });
  });

const HEADER = "Nome;CPF;E-mail;Telefone;Data de nascimento;Gênero;Nome da mãe";

beforeAll(async () => {
  server = await startTestServer({ config: { importBatchRows: 3 } });
  tenant = await server.createTenant();
  token = await server.loginAs(tenant, { permissions: ["operations", "users"] });
});
afterAll(() => server.close());

describe("people import in many batches", () => {
  it("updates each registered person's own changes and creates the new ones with matrícula and role", async () => {
    const registered = [newCpf(), newCpf(), newCpf()];
    const first = await previewFile(
      csv([
        HEADER,
        `Ana Reis;${registered[0]};ana.reis@example.com;11987650010;01/01/2001;Feminino;Rosa Reis`,
        `Bia Reis;${registered[1]};bia.reis@example.com;11987650011;02/02/2002;Feminino;Rosa Reis`,
        `Caio Reis;${registered[2]};;11987650012;03/03/2003;Masculino;`,
      ]),
    );
    expect((await commit(first.id)).status).toBe("succeeded");
    const numberBefore = await lastNumber();
    const fresh = [newCpf(), newCpf(), newCpf(), newCpf()];
    const { id, preview } = await previewFile(
      csv([
        HEADER,
        // Only the phone changes (the birthdate and the mother's name are the stored ones).
        `Ana Reis;${formatCpf(registered[0]!)};;11900000010;01/01/2001;;Rosa Reis`,
        `Davi Luz;${fresh[0]};davi.luz@example.com;11987650013;04/04/2004;Masculino;Lia Luz`,
        // Birthdate, gender and mother's name change; the empty e-mail erases nothing.
        `Bia Reis;${registered[1]};;11987650011;09/09/1999;Outro;Vera Reis`,
        `Eva Luz;${fresh[1]};;11987650014;05/05/2005;Feminino;`,
        `Caio Reis;${registered[2]};;11987650012;03/03/2003;Masculino;`,
        `Fabi Luz;${fresh[2]};fabi.luz@example.com;11987650016;06/06/2006;;`,
        `Gil Luz;${fresh[3]};;11987650015;07/07/2007;Masculino;Lia Luz`,
      ]),
    );
    expect(preview, JSON.stringify(preview.rows)).toMatchObject({
      error_rows: 0,
      outcomes: { create: 4, update: 2, unchanged: 1 },
    });
    expect(await commit(id)).toMatchObject({
      status: "succeeded",
      message: "7 pessoas na planilha: 4 novas, 2 atualizadas, 1 sem alterações.",
    });

    expect(await byCpf(registered[0]!)).toMatchObject({
      phone: "11900000010",
      email: "ana.reis@example.com",
      birthdate: "2001-01-01",
      gender: "F",
      motherName: "Rosa Reis",
      version: 1,
    });
    expect(await byCpf(registered[1]!)).toMatchObject({
      phone: "11987650011",
      email: "bia.reis@example.com",
      birthdate: "1999-09-09",
      gender: "O",
      motherName: "Vera Reis",
      version: 1,
    });
    expect(await byCpf(registered[2]!)).toMatchObject({ version: 0, motherName: null });

    const created = await Promise.all(fresh.map(byCpf));
    // In the sheet's order, across three batches, after the numbers already taken.
    expect(created.map((person) => person.registrationNumber)).toEqual(
      [1, 2, 3, 4].map((offset) => numberBefore + offset),
    );
    expect(created[0]).toMatchObject({
      name: "Davi Luz",
      email: "davi.luz@example.com",
      phone: "11987650013",
      birthdate: "2004-04-04",
      gender: "M",
      motherName: "Lia Luz",
      address: null,
      passwordHash: null,
    });
    const grants = await server.db.tenant(tenant.id, (tx) =>
      tx
        .select({ userId: userRoles.userId })
        .from(userRoles)
        .where(
          inArray(
            userRoles.userId,
            created.map((person) => person.id),
          ),
        ),
    );
    expect(grants.map((grant) => grant.userId).sort()).toEqual(created.map((person) => person.id).sort());

    const logs = resourceTableOf(resourceOf("logs")) as any;
    const updates = (await server.db.tenant(tenant.id, (tx) =>
      tx
        .select({ record: logs.record_id, changes: logs.changes })
        .from(logs)
        .where(and(eq(logs.tenant_id, tenant.id), eq(logs.action, "update"))),
    )) as { record: string; changes: Record<string, unknown> }[];
    const bia = await byCpf(registered[1]!);
    expect(updates.find((entry) => entry.record === bia.id)?.changes).toEqual({
      before: { birthdate: "2002-02-02", gender: "F", motherName: "Rosa Reis" },
      after: { birthdate: "1999-09-09", gender: "O", motherName: "Vera Reis" },
      import: true,
    });
    expect(updates).toHaveLength(2);

    const items = resourceTableOf(resourceOf("importitems")) as any;
    const outcome = (await server.db.owner
      .select({ row: items.row_number, status: items.status, record: items.record_id })
      .from(items)
      .where(eq(items.import_id, id))
      .orderBy(items.row_number)) as { row: number; status: string; record: string }[];
    expect(outcome.map((item) => item.status)).toEqual(Array(7).fill("imported"));
    expect(outcome[1]!.record).toBe(created[0]!.id);
    expect(outcome[2]!.record).toBe(bia.id);
  });

  it("matches registered people by e-mail without case, and names an e-mail that is another person's", async () => {
    const [otto, pia, quim] = [newCpf(), newCpf(), newCpf()];
    const first = await previewFile(
      csv([
        HEADER,
        `Otto Reis;${otto};otto.reis@example.com;11987650030;01/01/2001;Masculino;`,
        `Pia Reis;${pia};pia.reis@example.com;11987650031;01/01/2001;Feminino;`,
        `Quim Reis;${quim};quim.reis@example.com;11987650033;01/01/2001;Masculino;`,
      ]),
    );
    expect((await commit(first.id)).status).toBe("succeeded");
    // Login by e-mail: a row may leave the cpf out.
    await setRegister({ key: "email", cpf_required: false });
    try {
      const { preview } = await previewFile(
        csv([
          "Nome;CPF;E-mail;Telefone;Data de nascimento",
          // Found by the e-mail alone: nothing differs.
          "Otto Reis;;OTTO.Reis@Example.com;11987650030;01/01/2001",
          // Pia's cpf with Quim's e-mail.
          `Pia Reis;${pia};quim.reis@EXAMPLE.com;11987650031;01/01/2001`,
          // A new cpf with Pia's e-mail: Pia is registered with another cpf.
          `Rui Reis;${newCpf()};Pia.Reis@example.com;11987650032;01/01/2001`,
        ]),
      );
      expect(preview.outcomes).toEqual({ unchanged: 1 });
      expect(
        preview.rows.map((row: { row_number: number; errors: object }) => [row.row_number, row.errors]),
      ).toEqual([
        [3, { email: "Este e-mail já é de outra pessoa cadastrada." }],
        [4, { email: "Este e-mail é de uma pessoa cadastrada com outro CPF." }],
      ]);
    } finally {
      await setRegister({ key: "cpf", cpf_required: true });
    }
  });

  it("a row refused in a later batch at the commit leaves nothing of the earlier batches", async () => {
    const before = await people();
    const { id, preview } = await previewFile(
      csv([
        HEADER,
        `Hugo Sá;${newCpf()};;11987650020;01/01/2001;Masculino;Ivone Sá`,
        `Iris Sá;${newCpf()};;11987650021;01/01/2001;Feminino;Ivone Sá`,
        `Jair Sá;${newCpf()};;11987650022;01/01/2001;Masculino;Ivone Sá`,
        `Kátia Sá;${newCpf()};;11987650023;01/01/2001;Feminino;`,
      ]),
    );
    expect(preview.error_rows).toBe(0);
    // The register changed between the preview and the commit: the commit checks every row again.
    await setRegister({ mandatory_fields: ["mother_name"] });
    try {
      const job = await commit(id);
      expect(job.status).toBe("failed");
      expect(job.message).toMatch(/^Linha 5: .*Nada foi gravado\.$/);
    } finally {
      await setRegister({ mandatory_fields: [] });
    }
    expect(await people()).toEqual(before);
  });
});
