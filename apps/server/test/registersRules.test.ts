import { formatCpf } from "@quadra/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resourceTable } from "../src/platform/resources/resourceTable.ts";
import { startTestServer, type TestServer } from "./harness.ts";
import { commitImport, previewImport } from "./importFlow.ts";
import { insertRow, personRow, setPerson } from "./myArea.ts";

/**
 * The registers' rules (apps/server/src/modules/registers/*.rules.ts) through the real API, each
 * refused with the same sentence on staff CRUD and on an import's preview, and imports
 * all-or-nothing: entries numbered PREFIX-YEAR-SEQUENCE (unique under concurrent creates), refs of
 * the entry's own register type, the association's linked people, the status moves, contracts
 * (verification code, loans, termination, no overlap but a loan's), promotions (higher grade,
 * minimum time and age, the entry moved) and price bands that do not overlap. Runs on PGlite and,
 * with DATABASE_URL, PostgreSQL.
 */
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const YEAR = new Date().getFullYear();

/**
 * Two register types (judo with prefix FPJ; "Sócios do clube" without one), each with its roles,
 * graduations (white 1, yellow 2 after 6 months, black 3 after 12 months and at 18), styles,
 * plans and membership styles; a club with Ana (active) and Caio (pending); Bia unattached.
 */
const setup = async () => {
  const tenant = await server.createTenant();
  const master = await server.loginAs(tenant, { master: true });
  const person = async (name: string, birthdate?: string) => {
    const row = await server.createUser(tenant, { name });
    if (birthdate) await setPerson(server, tenant, row.id, { birthdate });
    return row.id as string;
  };
  const judo = await insertRow(server, tenant, "registertypes", {
    name: "Filiação de judocas",
    kind: "athletes",
    validity: "annual",
    requesters: "both",
    number_prefix: "FPJ",
  });
  const club = await insertRow(server, tenant, "registertypes", {
    name: "Sócios do clube",
    kind: "members",
    validity: "annual",
    requesters: "both",
  });
  const catalog = async (type: Record<string, any>) => {
    const registertype_id = type.id as string;
    const grade = (name: string, position: number, min_months_in_previous: number, min_age: number | null) =>
      insertRow(server, tenant, "registergraduations", {
        registertype_id,
        name,
        position,
        min_months_in_previous,
        min_age,
      });
    return {
      athlete: await insertRow(server, tenant, "registerroles", { registertype_id, name: "Atleta" }),
      white: await grade("Branca", 1, 0, null),
      yellow: await grade("Amarela", 2, 6, null),
      black: await grade("Preta", 3, 12, 18),
      style: await insertRow(server, tenant, "registerstyles", { registertype_id, name: "Judô" }),
      plan: await insertRow(server, tenant, "registermembershipplans", {
        registertype_id,
        name: "Anual",
        amount_cents: 12_000,
        billing: "once",
        months: 12,
      }),
      mstyle: await insertRow(server, tenant, "registermembershipstyles", {
        registertype_id,
        name: "Natação",
      }),
    };
  };
  const association = await insertRow(server, tenant, "associations", {
    name: "Clube Alfa",
    status: "approved",
  });
  const other = await insertRow(server, tenant, "associations", { name: "Clube Beta", status: "approved" });
  const people = {
    ana: await person("Ana Atleta", "2000-03-02"),
    caio: await person("Caio Aguardando"),
    bia: await person("Bia Solta", "2012-01-15"),
    davi: await person("Davi Duplo", "1999-07-07"),
  };
  await insertRow(server, tenant, "associationusers", {
    association_id: association.id,
    user_id: people.ana,
    status: "active",
  });
  await insertRow(server, tenant, "associationusers", {
    association_id: association.id,
    user_id: people.caio,
    status: "pending",
  });
  return {
    tenant,
    master,
    judo,
    club,
    a: await catalog(judo),
    b: await catalog(club),
    association,
    other,
    ...people,
  };
};
type Setup = Awaited<ReturnType<typeof setup>>;

type Answer = { status: number; body: any };

const post = (s: Setup, path: string, body: Record<string, unknown>) =>
  server.api(s.tenant, "POST", path, { token: s.master, body });
const patch = async (s: Setup, resource: string, id: string, body: Record<string, unknown>) => {
  const current = await server.api(s.tenant, "GET", `${resource}/${id}`, { token: s.master });
  return server.api(s.tenant, "PATCH", `${resource}/${id}`, {
    token: s.master,
    body: { ...body, version: current.body.result.version },
  });
};

const rowsOf = async (s: Setup, resource: string) => {
  const table = resourceTable(resource) as any;
  return (await server.db.tenant(s.tenant.id, (tx) =>
    tx.select().from(table).where(eq(table.tenant_id, s.tenant.id)),
  )) as Record<string, any>[];
};

const importing = (s: Setup) => ({ server, tenant: s.tenant, token: s.master });
const preview = (s: Setup, resource: string, rows: Record<string, string>[]) =>
  previewImport(importing(s), resource, rows);
const commit = (s: Setup, id: string) => commitImport(importing(s), id);

/** The same refusal on the HTTP write and on the import's row. */
const expectRefused = (
  answer: Answer,
  imported: Record<string, string>,
  expected: { status: number; field: string; message: string },
) => {
  expect(answer.status, JSON.stringify(answer.body)).toBe(expected.status);
  expect(answer.body.errors).toEqual({ [expected.field]: expected.message });
  expect(imported).toEqual({ [expected.field]: expected.message });
};

describe("register entries", () => {
  it("are numbered PREFIX-YEAR-SEQUENCE per type and year, by the server, on CRUD and import", async () => {
    const s = await setup();
    const first = await post(s, `registertypes/${s.judo.id}/registers`, {
      user_id: s.bia,
      registerrole_id: s.a.athlete.id,
    });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body.result.number).toBe(`FPJ-${YEAR}-00001`);
    const dated = await post(s, `registertypes/${s.judo.id}/registermemberships`, {
      user_id: s.bia,
      registermembershipplan_id: s.a.plan.id,
      starts_on: "2024-02-01",
    });
    expect(dated.body.result.number).toBe("FPJ-2024-00001");
    const club = await post(s, `registertypes/${s.club.id}/registermemberships`, {
      user_id: s.bia,
      registermembershipplan_id: s.b.plan.id,
    });
    // No prefix: the initials of "Sócios do clube" without the small words.
    expect(club.body.result.number).toBe(`SC-${YEAR}-00001`);
    // Names within the row's own type ("Atleta" is also a role of the club's type); a person by cpf.
    const davi = await personRow(server, s.tenant, s.davi);
    const { id, errors } = await preview(s, "registers", [
      { registertype_id: "Filiação de judocas", user_id: s.ana, registerrole_id: "Atleta" },
      { registertype_id: "Filiação de judocas", user_id: formatCpf(davi!.cpf!), registerrole_id: "atleta" },
    ]);
    expect(errors).toEqual([{}, {}]);
    expect((await commit(s, id)).status).toBe("succeeded");
    const stored = await rowsOf(s, "registers");
    expect(stored.find((row) => row.user_id === s.davi)?.registerrole_id).toBe(s.a.athlete.id);
    const numbers = stored.map((row) => row.number).sort();
    expect(numbers).toEqual([`FPJ-${YEAR}-00001`, `FPJ-${YEAR}-00002`, `FPJ-${YEAR}-00003`]);
  });

  it("never repeat a number under concurrent creates", async () => {
    const s = await setup();
    // Eight people (one person holds one entry of a type at a time).
    const people = await Promise.all(
      Array.from(
        { length: 8 },
        async (_, index) => (await server.createUser(s.tenant, { name: `Atleta ${index}` })).id,
      ),
    );
    const answers = await Promise.all(
      people.map((user_id) =>
        post(s, `registertypes/${s.judo.id}/registers`, { user_id, registerrole_id: s.a.athlete.id }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(201));
    const numbers = new Set(answers.map((answer) => answer.body.result.number));
    expect(numbers.size).toBe(8);
    expect([...numbers].sort().at(-1)).toBe(`FPJ-${YEAR}-00008`);
  });

  it("point at the role, style, graduation and plan of their own register type", async () => {
    const s = await setup();
    const message = "Esta função é de outro tipo de registro; escolha uma função deste tipo.";
    const http = await post(s, `registertypes/${s.judo.id}/registers`, {
      user_id: s.bia,
      registerrole_id: s.b.athlete.id,
    });
    const { errors } = await preview(s, "registers", [
      { registertype_id: s.judo.id, user_id: s.bia, registerrole_id: s.b.athlete.id },
    ]);
    expectRefused(http, errors[0]!, { status: 400, field: "registerrole_id", message });
    const plan = await post(s, `registertypes/${s.judo.id}/registermemberships`, {
      user_id: s.bia,
      registermembershipplan_id: s.b.plan.id,
    });
    const planImport = await preview(s, "registermemberships", [
      { registertype_id: s.judo.id, user_id: s.bia, registermembershipplan_id: s.b.plan.id },
    ]);
    expectRefused(plan, planImport.errors[0]!, {
      status: 400,
      field: "registermembershipplan_id",
      message: "Este plano é de outro tipo de registro; escolha um plano deste tipo.",
    });
    const entry = await post(s, `registertypes/${s.judo.id}/registers`, {
      user_id: s.bia,
      registerrole_id: s.a.athlete.id,
    });
    const moved = await patch(s, "registers", entry.body.result.id, { registergraduation_id: s.b.black.id });
    expect(moved.status).toBe(400);
    expect(moved.body.errors).toEqual({
      registergraduation_id: "Esta graduação é de outro tipo de registro; escolha uma graduação deste tipo.",
    });
    expect(await rowsOf(s, "registers")).toHaveLength(1);
  });

  it("made through an association are of its actively linked people", async () => {
    const s = await setup();
    const body = (user_id: string) => ({
      user_id,
      association_id: s.association.id,
      registerrole_id: s.a.athlete.id,
    });
    for (const [who, message] of [
      [
        s.bia,
        "Esta pessoa não tem vínculo com a entidade escolhida; vincule-a à lista de atletas da entidade antes.",
      ],
      [
        s.caio,
        "O vínculo desta pessoa com a entidade ainda não foi aceito; aceite-o na lista de atletas da entidade antes.",
      ],
    ] as const) {
      const http = await post(s, `registertypes/${s.judo.id}/registers`, body(who));
      const { errors } = await preview(s, "registers", [
        { registertype_id: s.judo.id, user_id: who, association_id: "Clube Alfa", registerrole_id: "Atleta" },
      ]);
      expectRefused(http, errors[0]!, { status: 400, field: "user_id", message });
    }
    expect((await post(s, `registertypes/${s.judo.id}/registers`, body(s.ana))).status).toBe(201);
  });

  it("move status only as allowed, and to active only with the debt paid and the validity on", async () => {
    const s = await setup();
    const entry = (
      await post(s, `registertypes/${s.judo.id}/registermemberships`, {
        user_id: s.bia,
        registermembershipplan_id: s.a.plan.id,
      })
    ).body.result;
    expect(entry.status).toBe("pending_payment");
    const debt = await insertRow(server, s.tenant, "debts", {
      user_id: s.bia,
      description: "Anuidade",
      amount_cents: 12_000,
      due_date: `${YEAR}-12-31`,
      status: "open",
      origin: "registration",
    });
    const r = resourceTable("registermemberships") as any;
    await server.db.tenant(s.tenant.id, (tx) =>
      tx.update(r).set({ debt_id: debt.id }).where(eq(r.id, entry.id)),
    );
    const unpaid = await patch(s, "registermemberships", entry.id, { status: "active" });
    expect(unpaid.status).toBe(409);
    expect(unpaid.body.errors).toEqual({
      status: "O débito deste registro está em aberto; ele fica ativo quando o débito for pago.",
    });
    const suspended = await patch(s, "registermemberships", entry.id, { status: "suspended" });
    expect(suspended.status).toBe(409);
    expect(suspended.body.errors).toEqual({
      status: "A situação não passa de “Aguardando pagamento” para “Suspenso”.",
    });
    const d = resourceTable("debts") as any;
    await server.db.tenant(s.tenant.id, (tx) =>
      tx.update(d).set({ status: "paid" }).where(eq(d.id, debt.id)),
    );
    expect((await patch(s, "registermemberships", entry.id, { status: "active" })).status).toBe(200);
    const past = await patch(s, "registermemberships", entry.id, {
      status: "suspended",
      starts_on: "2020-01-01",
      ends_on: "2020-12-31",
    });
    expect(past.status).toBe(200);
    const expired = await patch(s, "registermemberships", entry.id, { status: "active" });
    expect(expired.status).toBe(409);
    expect(expired.body.errors).toEqual({
      ends_on: "A validade terminou em 31/12/2020; estenda o fim da validade para deixá-lo ativo.",
    });
    expect((await patch(s, "registermemberships", entry.id, { status: "cancelled" })).status).toBe(200);
    const back = await patch(s, "registermemberships", entry.id, {
      status: "active",
      ends_on: `${YEAR + 1}-12-31`,
    });
    expect(back.status).toBe(409);
    expect(back.body.errors).toEqual({
      status: "Um registro cancelado não volta a valer; faça um novo pedido.",
    });
  });

  it("of one person and type do not overlap in force, on CRUD, import and edit", async () => {
    const s = await setup();
    const path = `registertypes/${s.judo.id}/registers`;
    const held = await post(s, path, {
      user_id: s.bia,
      registerrole_id: s.a.athlete.id,
      starts_on: "2026-01-10",
      ends_on: "2026-12-31",
    });
    expect(held.status, JSON.stringify(held.body)).toBe(201);
    const number = held.body.result.number as string;
    const message = `Esta pessoa já tem um registro deste tipo em vigor nesse período (nº ${number}, válido até 31/12/2026).`;
    const http = await post(s, path, {
      user_id: s.bia,
      registerrole_id: s.a.athlete.id,
      starts_on: "2026-06-01",
      ends_on: "2027-05-31",
    });
    const { errors } = await preview(s, "registers", [
      {
        registertype_id: s.judo.id,
        user_id: s.bia,
        registerrole_id: s.a.athlete.id,
        starts_on: "01/06/2026",
        ends_on: "31/05/2027",
      },
    ]);
    expectRefused(http, errors[0]!, { status: 409, field: "user_id", message });
    // The next validity, a cancelled one over it, another type and another person are all fine.
    expect(
      (
        await post(s, path, {
          user_id: s.bia,
          registerrole_id: s.a.athlete.id,
          starts_on: "2027-01-01",
          ends_on: "2027-12-31",
        })
      ).status,
    ).toBe(201);
    expect(
      (
        await post(s, path, {
          user_id: s.bia,
          registerrole_id: s.a.athlete.id,
          status: "cancelled",
          starts_on: "2026-03-01",
          ends_on: "2026-03-31",
        })
      ).status,
    ).toBe(201);
    expect(
      (
        await post(s, `registertypes/${s.club.id}/registermemberships`, {
          user_id: s.bia,
          registermembershipplan_id: s.b.plan.id,
        })
      ).status,
    ).toBe(201);
    // Two rows of one sheet over the same period: the second names the first.
    const sheet = await preview(s, "registers", [
      {
        registertype_id: s.judo.id,
        user_id: s.ana,
        registerrole_id: s.a.athlete.id,
        starts_on: "01/01/2026",
      },
      {
        registertype_id: s.judo.id,
        user_id: s.ana,
        registerrole_id: s.a.athlete.id,
        starts_on: "01/02/2026",
      },
    ]);
    expect(sheet.errors).toEqual([
      {},
      {
        user_id:
          "Esta pessoa já tem, em outra linha desta gravação, um registro deste tipo em vigor nesse período (sem data de fim).",
      },
    ]);
    // An edit that stretches the 2027 entry back over 2026 is refused the same way.
    const later = (await rowsOf(s, "registers")).find((row) => String(row.starts_on).startsWith("2027"))!;
    const stretched = await patch(s, "registers", later.id, { starts_on: "2026-12-01" });
    expect(stretched.status).toBe(409);
    expect(stretched.body.errors).toEqual({ user_id: message });
  });

  it("import all or nothing: one refused row writes none, and the job names it", async () => {
    const s = await setup();
    const coach = await insertRow(server, s.tenant, "registerroles", {
      registertype_id: s.judo.id,
      name: "Técnico",
    });
    const rows = [
      { registertype_id: s.judo.id, user_id: s.ana, registerrole_id: "Atleta", status: "active" },
      { registertype_id: s.judo.id, user_id: s.davi, registerrole_id: coach.id, status: "active" },
    ];
    const { id, errors } = await preview(s, "registers", rows);
    expect(errors).toEqual([{}, {}]);
    // After the preview the coach role moves to another type: the commit's own check refuses row 3.
    const r = resourceTable("registerroles") as any;
    await server.db.tenant(s.tenant.id, (tx) =>
      tx.update(r).set({ registertype_id: s.club.id }).where(eq(r.id, coach.id)),
    );
    const job = await commit(s, id);
    expect(job.status).toBe("failed");
    expect(job.message).toContain("Linha 3");
    expect(job.message).toContain("Esta função é de outro tipo de registro");
    expect(await rowsOf(s, "registers")).toHaveLength(0);
  });
});

describe("contracts", () => {
  const contract = (s: Setup, body: Record<string, unknown>) =>
    post(s, `registertypes/${s.judo.id}/registercontracts`, {
      user_id: s.ana,
      association_id: s.association.id,
      kind: "amateur",
      starts_on: "2026-01-01",
      ends_on: "2026-12-31",
      ...body,
    });
  const sheet = (s: Setup, row: Record<string, string>) => ({
    registertype_id: s.judo.id,
    user_id: s.ana,
    association_id: "Clube Alfa",
    kind: "amateur",
    starts_on: "01/01/2026",
    ends_on: "31/12/2026",
    ...row,
  });

  it("get a number and an unguessable verification code from the server", async () => {
    const s = await setup();
    const first = (await contract(s, {})).body.result;
    const second = (await contract(s, { user_id: s.bia })).body.result;
    expect(first.number).toBe("FPJ-2026-00001");
    expect(second.number).toBe("FPJ-2026-00002");
    for (const code of [first.verification_code, second.verification_code])
      expect(code).toMatch(/^[23456789ABCDEFGHJKMNPQRSTVWXYZ]{12}$/);
    expect(first.verification_code).not.toBe(second.verification_code);
    const { id, errors } = await preview(s, "registercontracts", [sheet(s, { user_id: s.davi })]);
    expect(errors).toEqual([{}]);
    expect((await commit(s, id)).status).toBe("succeeded");
    const imported = (await rowsOf(s, "registercontracts")).find((row) => row.user_id === s.davi)!;
    expect(imported.number).toBe("FPJ-2026-00003");
    expect(imported.verification_code).toMatch(/^[23456789ABCDEFGHJKMNPQRSTVWXYZ]{12}$/);
  });

  it("a loan names another lending association; a termination says when", async () => {
    const s = await setup();
    const cases: [Record<string, unknown>, Record<string, string>, { field: string; message: string }][] = [
      [
        { kind: "loan" },
        { kind: "loan" },
        {
          field: "lending_association_id",
          message: "Num empréstimo, informe a entidade cedente (a que empresta o atleta).",
        },
      ],
      [
        { kind: "loan", lending_association_id: s.association.id },
        { kind: "loan", lending_association_id: "Clube Alfa" },
        { field: "lending_association_id", message: "A entidade cedente deve ser outra que a contratante." },
      ],
      [
        { status: "terminated" },
        { status: "terminated" },
        { field: "terminated_on", message: "Informe a data da rescisão." },
      ],
    ];
    for (const [body, row, expected] of cases) {
      const http = await contract(s, body);
      const { errors } = await preview(s, "registercontracts", [sheet(s, row)]);
      expectRefused(http, errors[0]!, { status: 400, ...expected });
    }
    expect(await rowsOf(s, "registercontracts")).toHaveLength(0);
  });

  it("of one athlete and type do not overlap in force, but a loan over the lending club's contract", async () => {
    const s = await setup();
    const held = (await contract(s, {})).body.result;
    const message = `Este atleta já tem o contrato ${held.number} vigente de 01/01/2026 a 31/12/2026 neste tipo de registro; só um empréstimo se sobrepõe ao contrato da entidade cedente.`;
    const http = await contract(s, {
      association_id: s.other.id,
      kind: "professional",
      starts_on: "2026-06-01",
    });
    const { errors } = await preview(s, "registercontracts", [
      sheet(s, { association_id: "Clube Beta", kind: "professional", starts_on: "01/06/2026" }),
    ]);
    expectRefused(http, errors[0]!, { status: 409, field: "starts_on", message });
    // A loan to Beta by Alfa, the club that holds the contract, runs over it.
    const loan = await contract(s, {
      association_id: s.other.id,
      kind: "loan",
      lending_association_id: s.association.id,
      starts_on: "2026-03-01",
      ends_on: "2026-06-30",
    });
    expect(loan.status, JSON.stringify(loan.body)).toBe(201);
    // Another loan over the same months is not over Alfa's contract alone: refused.
    const third = await contract(s, {
      association_id: s.other.id,
      kind: "loan",
      lending_association_id: s.association.id,
      starts_on: "2026-05-01",
      ends_on: "2026-07-31",
    });
    expect(third.status).toBe(409);
    expect(third.body.errors.starts_on).toContain(loan.body.result.number);
    // Two rows of one file that overlap: the later one is refused, naming the file's row.
    const file = await preview(s, "registercontracts", [
      sheet(s, { user_id: s.davi }),
      sheet(s, { user_id: s.davi, association_id: "Clube Beta", starts_on: "01/12/2026" }),
    ]);
    expect(file.errors[0]).toEqual({});
    expect(file.errors[1]!.starts_on).toContain("outro contrato desta planilha");
    // Ending the contract lets a new one in; moving the loan into Beta's own contract is refused.
    expect((await patch(s, "registercontracts", held.id, { status: "ended" })).status).toBe(200);
    const beta = await contract(s, { association_id: s.other.id, starts_on: "2026-07-01" });
    expect(beta.status, JSON.stringify(beta.body)).toBe(201);
    const moved = await patch(s, "registercontracts", loan.body.result.id, { ends_on: "2026-08-31" });
    expect(moved.status).toBe(409);
    expect(moved.body.errors.starts_on).toContain(beta.body.result.number);
  });
});

describe("graduation promotions", () => {
  /** An entry of Bia (born 15/01/2012) in the judo type, at `grade` since `since`. */
  const entryAt = async (s: Setup, grade: string, since: string) =>
    (
      await post(s, `registertypes/${s.judo.id}/registers`, {
        user_id: s.bia,
        registerrole_id: s.a.athlete.id,
        registergraduation_id: grade,
        graduated_on: since,
      })
    ).body.result as Record<string, any>;
  const promote = (s: Setup, entryId: string, body: Record<string, unknown>) =>
    post(s, `registers/${entryId}/registerpromotions`, { examiner: "Sensei Kano", ...body });

  it("keep the minimum time in the previous grade, go up only, and move the entry", async () => {
    const s = await setup();
    const entry = await entryAt(s, s.a.white.id, "2026-04-10");
    const early = await promote(s, entry.id, {
      registergraduation_id: s.a.yellow.id,
      promoted_on: "2026-09-09",
    });
    expect(early.status).toBe(409);
    expect(early.body.errors).toEqual({
      promoted_on: "Tempo mínimo na graduação anterior: 6 meses; a pessoa tem 4 meses (desde 10/04/2026).",
    });
    const done = await promote(s, entry.id, {
      registergraduation_id: s.a.yellow.id,
      promoted_on: "2026-10-10",
    });
    expect(done.status, JSON.stringify(done.body)).toBe(201);
    expect(done.body.result.from_graduation_id).toBe(s.a.white.id);
    const moved = (await server.api(s.tenant, "GET", `registers/${entry.id}`, { token: s.master })).body
      .result;
    expect(moved.registergraduation_id).toBe(s.a.yellow.id);
    expect(moved.graduated_on).toBe("2026-10-10");
    const down = await promote(s, entry.id, {
      registergraduation_id: s.a.white.id,
      promoted_on: "2026-11-01",
    });
    expect(down.status).toBe(409);
    expect(down.body.errors).toEqual({
      registergraduation_id: "A nova graduação deve ser acima da atual (Amarela).",
    });
    // The time now counts from the last promotion.
    const black = await promote(s, entry.id, {
      registergraduation_id: s.a.black.id,
      promoted_on: "2026-11-20",
    });
    expect(black.body.errors).toEqual({
      promoted_on: "Tempo mínimo na graduação anterior: 12 meses; a pessoa tem 1 mês (desde 10/10/2026).",
    });
    expect(await rowsOf(s, "registerpromotions")).toHaveLength(1);
  });

  it("keep the minimum age on the promotion's date, the type's grades and no future dates", async () => {
    const s = await setup();
    const entry = await entryAt(s, s.a.yellow.id, "2024-01-01");
    const young = await promote(s, entry.id, {
      registergraduation_id: s.a.black.id,
      promoted_on: "2026-11-20",
    });
    expect(young.status).toBe(409);
    expect(young.body.errors).toEqual({
      promoted_on:
        "Idade mínima para Preta: 18 anos; a pessoa tem 14 anos em 20/11/2026 (nasceu em 15/01/2012).",
    });
    const other = await promote(s, entry.id, {
      registergraduation_id: s.b.black.id,
      promoted_on: "2026-11-20",
    });
    expect(other.status).toBe(400);
    expect(other.body.errors).toEqual({
      registergraduation_id: "Esta graduação é de outro tipo de registro; escolha uma graduação deste tipo.",
    });
    const future = await promote(s, entry.id, {
      registergraduation_id: s.a.black.id,
      promoted_on: "2999-01-01",
    });
    expect(future.status).toBe(400);
    expect(future.body.errors).toEqual({ promoted_on: "A data da promoção não pode ser futura." });
    expect(await rowsOf(s, "registerpromotions")).toHaveLength(0);
  });
});

describe("price bands", () => {
  it("of one style do not overlap in ages and dates, on CRUD and import", async () => {
    const s = await setup();
    const path = `registerstyles/${s.a.style.id}/registerstyleprices`;
    const band = (body: Record<string, unknown>) =>
      post(s, path, {
        name: "Sub-18",
        amount_cents: 8_000,
        valid_from: "2026-01-01",
        valid_until: "2026-12-31",
        ...body,
      });
    expect((await band({ age_min: 0, age_max: 17 })).status).toBe(201);
    expect((await band({ name: "Adulto", age_min: 18 })).status).toBe(201);
    expect(
      (
        await band({
          name: "Sub-18 2027",
          age_min: 0,
          age_max: 17,
          valid_from: "2027-01-01",
          valid_until: null,
        })
      ).status,
    ).toBe(201);
    const message =
      "Esta faixa se sobrepõe à faixa “Sub-18” (0 a 17 anos, de 01/01/2026 a 31/12/2026) da mesma modalidade; ajuste as idades ou as datas.";
    const http = await band({ name: "Juvenil", age_min: 15, age_max: 17 });
    const { errors } = await preview(s, "registerstyleprices", [
      {
        registerstyle_id: s.a.style.id,
        name: "Juvenil",
        amount_cents: "80,00",
        age_min: "15",
        age_max: "17",
        valid_from: "01/01/2026",
        valid_until: "31/12/2026",
      },
    ]);
    expectRefused(http, errors[0]!, { status: 409, field: "age_min", message });
    // The same band under another style is no overlap.
    const elsewhere = await post(s, `registerstyles/${s.b.style.id}/registerstyleprices`, {
      name: "Juvenil",
      amount_cents: 8_000,
      age_min: 15,
      age_max: 17,
    });
    expect(elsewhere.status).toBe(201);
  });

  it("are imported with their style named within the register type the sheet names", async () => {
    const s = await setup();
    // Both types have a style "Judô" (and a membership style "Natação"): the type's column tells them apart.
    const band = { name: "Juvenil", amount_cents: "80,00", age_min: "15", age_max: "17" };
    const named = await preview(s, "registerstyleprices", [
      { registertype_id: "Sócios do clube", registerstyle_id: "Judô", ...band },
      { registertype_id: "Filiação de judocas", registerstyle_id: "judo", ...band, name: "Juvenil FPJ" },
    ]);
    expect(named.errors).toEqual([{}, {}]);
    expect(await commit(s, named.id)).toMatchObject({ status: "succeeded" });
    const stored = (await rowsOf(s, "registerstyleprices")).map((row) => [row.name, row.registerstyle_id]);
    expect(stored.sort(([a], [b]) => String(a).localeCompare(String(b)))).toEqual([
      ["Juvenil", s.b.style.id],
      ["Juvenil FPJ", s.a.style.id],
    ]);

    const membership = await preview(s, "registermembershipstyleprices", [
      { registertype_id: "Sócios do clube", registermembershipstyle_id: "Natação", ...band },
    ]);
    expect(membership.errors).toEqual([{}]);
    expect(await commit(s, membership.id)).toMatchObject({ status: "succeeded" });
    expect((await rowsOf(s, "registermembershipstyleprices"))[0]).toMatchObject({
      registermembershipstyle_id: s.b.mstyle.id,
    });

    // Without the type the name is the tenant's, which two types share; a type without that style,
    // or no such type, is said on its column.
    const refused = await preview(s, "registerstyleprices", [
      { registertype_id: "", registerstyle_id: "Judô", ...band, name: "Sem tipo" },
      { registertype_id: "Sócios do clube", registerstyle_id: "Karatê", ...band, name: "Outra" },
      { registertype_id: "Filiação de karatecas", registerstyle_id: "Judô", ...band, name: "Tipo errado" },
    ]);
    expect(refused.errors).toEqual([
      {
        registerstyle_id: 'Há 2 registros de Modalidade chamados "Judô". Use o id do registro certo.',
      },
      {
        registerstyle_id: 'Nenhum registro de Modalidade se chama "Karatê". Confira o nome ou use o id.',
      },
      {
        registertype_id:
          'Nenhum registro de Tipo de registro se chama "Filiação de karatecas". Confira o nome ou use o id.',
        registerstyle_id: 'Há 2 registros de Modalidade chamados "Judô". Use o id do registro certo.',
      },
    ]);
  });
});
