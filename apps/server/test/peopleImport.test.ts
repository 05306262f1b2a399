import { cnpjFromBody, cpfFromBase, formatCpf, type RegisterSettings, resourceOf } from "@quadra/shared";
import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ATHLETE_OF_ANOTHER_ASSOCIATION } from "../src/modules/associations/managerLinks.ts";
import { loadSettings, saveSettings } from "../src/modules/configs/settingsStore.ts";
import { userRoles, users } from "../src/platform/db/schema/index.ts";
import { resourceTableOf } from "../src/platform/resources/resourceTable.ts";
import { startTestServer, type TestServer, type TestTenant } from "./harness.ts";
import { multipartBody } from "./multipart.ts";

/**
 * People imported from a spreadsheet through the import engine (resource `users`): the tenant's
 * registration settings, dedup by cpf (the same file twice changes nothing), all-or-nothing on a bad
 * row, matrícula and default role for new people, affiliation to an association by name or CNPJ, and
 * a manager's import into their own association.
 */
let server: TestServer;
let tenant: TestTenant;
let staff: string;
let counter = 0;

const csv = (lines: string[]) => `${lines.join("\r\n")}\r\n`;
/** A valid cpf no other test of this file uses. */
const newCpf = () => cpfFromBase(String(700_000_000 + Math.floor(Math.random() * 90_000_000) + counter++));

type Session = { tenant: TestTenant; token: string; base?: string };

const upload = async (content: string, { tenant: target, token, base }: Session) => {
  const form = multipartBody([
    ...(base ? [] : [{ field: "resource", value: "users" }]),
    { field: "file", filename: "pessoas.csv", content },
  ]);
  const response = await server.app.inject({
    method: "POST",
    url: `/t/${target.identifier}/api/v1/${base ?? ""}imports`,
    headers: { ...form.headers, authorization: `Bearer ${token}` },
    payload: form.payload,
  });
  return { status: response.statusCode, body: response.json() };
};

const call = (
  session: Session,
  method: "GET" | "POST",
  path: string,
  options: { body?: unknown; key?: string } = {},
) =>
  server.api(session.tenant, method, `${session.base ?? ""}${path}`, {
    token: session.token,
    ...(options.body === undefined ? {} : { body: options.body }),
    ...(options.key ? { headers: { "idempotency-key": options.key } } : {}),
  });

const waitForJob = async (session: Session, id: string) => {
  for (let attempt = 0; attempt < 300; attempt++) {
    const response = await call(session, "GET", `imports/${id}`);
    const job = response.body.result.job;
    if (job.status === "succeeded" || job.status === "failed") return job;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error("the job did not end");
};

/** Upload, preview with the suggested mapping, commit: answers each step's answer. */
const importFile = async (content: string, session: Session) => {
  const uploaded = await upload(content, session);
  expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
  const { id, suggested_mapping: mapping } = uploaded.body.result;
  const preview = await call(session, "POST", `imports/${id}/preview`, { body: { mapping } });
  if (preview.status !== 200 || preview.body.result.error_rows) return { id, mapping, preview, job: null };
  const commit = await call(session, "POST", `imports/${id}/commit`, { key: `key-${id}` });
  expect(commit.status, JSON.stringify(commit.body)).toBe(202);
  return { id, mapping, preview, job: await waitForJob(session, id) };
};

const peopleOf = async (target: TestTenant) =>
  server.db.tenant(target.id, (tx) =>
    tx.select().from(users).where(eq(users.tenantId, target.id)).orderBy(asc(users.registrationNumber)),
  );
const personByCpf = async (target: TestTenant, cpf: string) =>
  (await peopleOf(target)).find((person) => person.cpf === cpf);

const affiliationsOf = async (target: TestTenant, userId: string) => {
  const t = resourceTableOf(resourceOf("associationusers")) as any;
  return server.db.tenant(target.id, (tx) =>
    tx
      .select()
      .from(t)
      .where(and(eq(t.tenant_id, target.id), eq(t.user_id, userId))),
  ) as Promise<Record<string, any>[]>;
};

const setRegister = async (target: TestTenant, register: Partial<RegisterSettings>) =>
  server.db.tenant(target.id, async (tx) => {
    const { version } = await loadSettings(tx, target.id);
    await saveSettings(tx, {
      tenantId: target.id,
      version,
      change: (settings) => ({ ...settings, register: { ...settings.register, ...register } }),
    });
  });

const createAssociation = async (session: Session, body: Record<string, unknown>) => {
  const response = await call(session, "POST", "associations", {
    body: { email: `contato${counter++}@example.com`, ...body },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.result as { id: string; name: string; cnpj: string };
};

const HEADER = "Nome;CPF;E-mail;Telefone;Data de nascimento;Gênero;Nome da mãe;Entidade (nome ou CNPJ)";

beforeAll(async () => {
  server = await startTestServer();
  tenant = await server.createTenant();
  staff = await server.loginAs(tenant, { permissions: ["operations", "users", "associations"] });
});
afterAll(() => server.close());

describe("people import", () => {
  it("creates people with matrícula, default role and affiliation; the same file again changes nothing", async () => {
    const session = { tenant, token: staff };
    const club = await createAssociation(session, {
      name: "Clube Náutico Import",
      cnpj: cnpjFromBody("11222333000"),
    });
    const league = await createAssociation(session, {
      name: "Liga Escolar Import",
      cnpj: cnpjFromBody("44555666000"),
    });
    const [ana, joao] = [newCpf(), newCpf()];
    const file = csv([
      HEADER,
      `Ana Conceição;${formatCpf(ana)};ana.import@example.com;(11) 98765-4321;05/03/2008;Feminino;Maria Conceição;${club.cnpj}`,
      `João Araújo;${joao};;11987654322;12/11/2009;Masculino;;liga escolar import`,
    ]);
    const first = await importFile(file, session);
    expect(first.preview.body.result).toMatchObject({ error_rows: 0, outcomes: { create: 2 } });
    expect(first.job).toMatchObject({ status: "succeeded", message: "2 pessoas na planilha: 2 novas." });

    const created = await personByCpf(tenant, ana);
    expect(created).toMatchObject({
      name: "Ana Conceição",
      email: "ana.import@example.com",
      phone: "11987654321",
      birthdate: "2008-03-05",
      gender: "F",
      motherName: "Maria Conceição",
      passwordHash: null,
    });
    const second = (await personByCpf(tenant, joao))!;
    expect(second.registrationNumber).toBe(created!.registrationNumber! + 1);
    const roles = await server.db.tenant(tenant.id, (tx) =>
      tx.select().from(userRoles).where(eq(userRoles.userId, created!.id)),
    );
    expect(roles).toHaveLength(1);
    expect((await affiliationsOf(tenant, created!.id)).map((row) => row.association_id)).toEqual([club.id]);
    expect((await affiliationsOf(tenant, second.id)).map((row) => [row.association_id, row.status])).toEqual([
      [league.id, "active"],
    ]);

    const before = await peopleOf(tenant);
    const again = await importFile(file, session);
    expect(again.preview.body.result).toMatchObject({ error_rows: 0, outcomes: { unchanged: 2 } });
    expect(again.preview.body.message).toContain("2 sem alterações");
    expect(again.job).toMatchObject({
      status: "succeeded",
      message: "2 pessoas na planilha: 2 sem alterações.",
    });
    expect(await peopleOf(tenant)).toEqual(before);
    expect(await affiliationsOf(tenant, created!.id)).toHaveLength(1);
  });

  it("updates only what differs in a registered person, never erasing with an empty cell, audited", async () => {
    const session = { tenant, token: staff };
    const cpf = newCpf();
    await importFile(
      csv([HEADER, `Bruno Lima;${cpf};bruno.lima@example.com;11987650000;01/01/2000;M;Rita Lima;`]),
      session,
    );
    const changed = await importFile(
      csv(["Nome;CPF;Telefone;Data de nascimento;Nome da mãe", `Bruno Lima;${cpf};11987651111;01/01/2000;`]),
      session,
    );
    expect(changed.preview.status, JSON.stringify(changed.preview.body)).toBe(200);
    expect(changed.preview.body.result.outcomes).toEqual({ update: 1 });
    expect(changed.job.message).toBe("1 pessoa na planilha: 1 atualizada.");
    const person = (await personByCpf(tenant, cpf))!;
    expect(person).toMatchObject({
      phone: "11987651111",
      motherName: "Rita Lima",
      email: "bruno.lima@example.com",
    });
    const logs = resourceTableOf(resourceOf("logs")) as any;
    const entries = (await server.db.tenant(tenant.id, (tx) =>
      tx
        .select()
        .from(logs)
        .where(and(eq(logs.tenant_id, tenant.id), eq(logs.record_id, person.id), eq(logs.action, "update"))),
    )) as Record<string, any>[];
    expect(entries.map((entry) => entry.changes)).toEqual([
      { before: { phone: "11987650000" }, after: { phone: "11987651111" }, import: true },
    ]);
  });

  it("a bad row stops everything, named with its line and field; a cpf repeated in the file too", async () => {
    const session = { tenant, token: staff };
    const [good, repeated] = [newCpf(), newCpf()];
    const count = (await peopleOf(tenant)).length;
    const result = await importFile(
      csv([
        "Nome;CPF;Telefone;Data de nascimento",
        `Carla Dias;${good};11987650001;01/02/2001`,
        `Diego Reis;123.456.789-00;11987650002;01/02/2001`,
        `Elisa Melo;${repeated};11987650003;31/02/2001`,
        `Fábio Melo;${repeated};11987650004;01/02/2001`,
      ]),
      session,
    );
    expect(result.preview.body.result.error_rows, JSON.stringify(result.preview.body)).toBe(3);
    const rows = result.preview.body.result.rows as { row_number: number; errors: Record<string, string> }[];
    expect(rows.find((row) => row.row_number === 3)!.errors.cpf).toBe("CPF inválido: confira os dígitos.");
    expect(rows.find((row) => row.row_number === 4)!.errors.birthdate).toMatch(/Data inválida/);
    expect(rows.find((row) => row.row_number === 5)!.errors.cpf).toBe(
      "CPF repetido: a linha 4 da planilha já tem esse CPF.",
    );
    const commit = await call(session, "POST", `imports/${result.id}/commit`, {
      key: `key-bad-${result.id}`,
    });
    expect(commit.status).toBe(400);
    expect(commit.body.errors.rows).toMatch(/3 linhas com erro/);
    expect(await peopleOf(tenant)).toHaveLength(count);
  });

  it("follows the tenant's registration settings: mandatory columns and fields, cpf check", async () => {
    const other = await server.createTenant();
    const token = await server.loginAs(other, { permissions: ["operations", "users"] });
    const session = { tenant: other, token };
    await setRegister(other, { mandatory_fields: ["phone", "birthdate", "mother_name"] });
    const noColumn = await upload(
      csv(["Nome;CPF;Telefone;Data de nascimento", `Gil Souza;${newCpf()};11987650005;01/01/1990`]),
      session,
    );
    // The upload says which fields the mapping must feed (the mapping step lists them), the same
    // list the preview then checks: the name, the cpf (the login) and the mandatory fields.
    expect(noColumn.body.result.required_fields).toEqual([
      "name",
      "cpf",
      "phone",
      "birthdate",
      "mother_name",
    ]);
    const refused = await call(session, "POST", `imports/${noColumn.body.result.id}/preview`, {
      body: { mapping: noColumn.body.result.suggested_mapping },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors.mapping).toBe("Associe uma coluna a cada campo obrigatório: Nome da mãe.");

    const emptyCell = await importFile(
      csv([
        "Nome;CPF;Telefone;Data de nascimento;Nome da mãe",
        `Gil Souza;${newCpf()};;01/01/1990;Rosa Souza`,
      ]),
      session,
    );
    expect(emptyCell.preview.body.result.rows[0].errors).toEqual({ phone: "Informe o telefone." });

    // cpf neither required nor checked (login by e-mail): a cpf with wrong digits is taken as typed.
    await setRegister(other, { key: "email", cpf_required: false, cpf_check: false, mandatory_fields: [] });
    const unchecked = await importFile(
      csv(["Nome;CPF;E-mail", "Hugo Paz;12345678900;hugo@example.com", "Iara Paz;;"]),
      session,
    );
    expect(unchecked.preview.body.result.rows).toEqual([
      expect.objectContaining({ row_number: 3, errors: { email: "Informe o e-mail." } }),
    ]);
  });

  it("needs the users permission, and another tenant's import is not found", async () => {
    const noUsers = await server.loginAs(tenant, { permissions: ["operations"] });
    const denied = await upload(csv(["Nome;CPF", `Júlia Rocha;${newCpf()}`]), { tenant, token: noUsers });
    expect(denied.status).toBe(403);
    const mine = await upload(csv(["Nome;CPF", `Júlia Rocha;${newCpf()}`]), { tenant, token: staff });
    const other = await server.createTenant();
    const stranger = await server.loginAs(other, { permissions: ["operations", "users"] });
    const answer = await call(
      { tenant: other, token: stranger },
      "POST",
      `imports/${mine.body.result.id}/preview`,
      {
        body: { mapping: mine.body.result.suggested_mapping },
      },
    );
    expect(answer.status).toBe(404);
  });
});

describe("a manager's import of athletes", () => {
  it("affiliates to the manager's association only, never changing a registered person's data", async () => {
    const session = { tenant, token: staff };
    const club = await createAssociation(session, {
      name: "Esporte Clube Gestor",
      cnpj: cnpjFromBody("77888999000"),
    });
    const elsewhere = await createAssociation(session, {
      name: "Outro Clube",
      cnpj: cnpjFromBody("12121212000"),
    });
    const manager = await server.createUser(tenant, { permissions: ["my_associations"] });
    const added = await call(session, "POST", `associations/${club.id}/associationmanagers`, {
      body: { user_id: manager.id, role: "president" },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    const token = await server.login(tenant, manager);
    const mine = { tenant, token, base: `my/associations/${club.id}/` };

    const registered = newCpf();
    await importFile(
      csv(["Nome;CPF;Telefone;Data de nascimento", `Karina Alves;${registered};11987650006;02/02/2002`]),
      session,
    );
    const newcomer = newCpf();
    const stranger = newCpf();
    await importFile(
      csv(["Nome;CPF;Telefone;Data de nascimento", `Lucas Prado;${stranger};11987650007;02/02/2002`]),
      session,
    );

    const wrongName = await importFile(
      csv(["Nome;CPF;Telefone;Data de nascimento", `Outro Nome;${stranger};11987650008;02/02/2002`]),
      mine,
    );
    expect(wrongName.preview.body.result.rows[0].errors.cpf).toMatch(/outro nome/);

    // Another association's active athlete is not the manager's to take by cpf; one whose link there
    // has ended is.
    const theirs = newCpf();
    const former = newCpf();
    // Registered by staff, then sent by the manager as they are.
    const sheet = csv([
      "Nome;CPF;Telefone;Data de nascimento",
      `Olga Lima;${theirs};11987650010;05/05/2005`,
      `Paulo Dias;${former};11987650011;06/06/2006`,
    ]);
    await importFile(sheet, session);
    for (const [cpf, status] of [
      [theirs, "active"],
      [former, "inactive"],
    ] as const) {
      const linked = await call(session, "POST", `associations/${elsewhere.id}/associationusers`, {
        body: { user_id: (await personByCpf(tenant, cpf))!.id, status },
      });
      expect(linked.status, JSON.stringify(linked.body)).toBe(201);
    }
    const taken = await importFile(sheet, mine);
    expect(taken.preview.body.result.rows).toEqual([
      expect.objectContaining({ row_number: 2, errors: { cpf: ATHLETE_OF_ANOTHER_ASSOCIATION } }),
    ]);
    expect(taken.job).toBeNull();
    const olga = (await personByCpf(tenant, theirs))!;
    expect((await affiliationsOf(tenant, olga.id)).map((row) => row.association_id)).toEqual([elsewhere.id]);

    const result = await importFile(
      csv([
        "Nome;CPF;Telefone;Data de nascimento",
        `karina alves;${registered};11900000000;03/03/2003`,
        `Mateus Nunes;${newcomer};11987650009;04/04/2004`,
      ]),
      mine,
    );
    expect(result.preview.body.result.outcomes).toEqual({ update: 1, create: 1 });
    expect(result.job.status).toBe("succeeded");
    const karina = (await personByCpf(tenant, registered))!;
    expect(karina).toMatchObject({ phone: "11987650006", birthdate: "2002-02-02" });
    expect((await affiliationsOf(tenant, karina.id)).map((row) => row.association_id)).toEqual([club.id]);
    const mateus = (await personByCpf(tenant, newcomer))!;
    expect((await affiliationsOf(tenant, mateus.id)).map((row) => row.association_id)).toEqual([club.id]);

    // Another association, or a staff import, is not the manager's to reach.
    const notMine = await upload(csv(["Nome;CPF", `Nina Reis;${newCpf()}`]), {
      tenant,
      token,
      base: `my/associations/${elsewhere.id}/`,
    });
    expect(notMine.status).toBe(404);
    const staffImport = await upload(csv(["Nome;CPF", `Nina Reis;${newCpf()}`]), session);
    const peek = await call(mine, "GET", `imports/${staffImport.body.result.id}`);
    expect(peek.status).toBe(404);
    const plain = await server.loginAs(tenant, {});
    const noPermission = await upload(csv(["Nome;CPF", `Nina Reis;${newCpf()}`]), { ...mine, token: plain });
    expect(noPermission.status).toBe(403);
  });
});

describe("associations import", () => {
  const uploadAssociations = async (content: string) => {
    const form = multipartBody([
      { field: "resource", value: "associations" },
      { field: "file", filename: "entidades.csv", content },
    ]);
    const response = await server.app.inject({
      method: "POST",
      url: `/t/${tenant.identifier}/api/v1/imports`,
      headers: { ...form.headers, authorization: `Bearer ${staff}` },
      payload: form.payload,
    });
    expect(response.statusCode).toBe(201);
    return response.json().result as { id: string; suggested_mapping: Record<string, string | null> };
  };

  it("applies the tenant's association rules and makes what the form makes (status, link code)", async () => {
    const session = { tenant, token: staff };
    const cnpj = cnpjFromBody("31313131000");
    const header = "Razão social ou nome;CNPJ;E-mail";
    const bad = await uploadAssociations(
      csv([
        header,
        `Associação Atlética Nova;${cnpj};aa@example.com`,
        "Associação Sem CNPJ;;sem@example.com",
      ]),
    );
    const preview = await call(session, "POST", `imports/${bad.id}/preview`, {
      body: { mapping: bad.suggested_mapping },
    });
    expect(preview.body.result.rows).toEqual([
      expect.objectContaining({ row_number: 3, errors: { cnpj: "Informe o CNPJ." } }),
    ]);

    const good = await uploadAssociations(csv([header, `Associação Atlética Nova;${cnpj};aa@example.com`]));
    await call(session, "POST", `imports/${good.id}/preview`, { body: { mapping: good.suggested_mapping } });
    await call(session, "POST", `imports/${good.id}/commit`, { key: `key-${good.id}` });
    expect((await waitForJob(session, good.id)).status).toBe("succeeded");
    const a = resourceTableOf(resourceOf("associations")) as any;
    const [created] = (await server.db.tenant(tenant.id, (tx) =>
      tx
        .select()
        .from(a)
        .where(and(eq(a.tenant_id, tenant.id), eq(a.cnpj, cnpj))),
    )) as Record<string, any>[];
    expect(created).toMatchObject({ name: "Associação Atlética Nova", status: "approved" });
    expect(created!.token).toMatch(/^[2-9A-Z]{8}$/);
  });
});
