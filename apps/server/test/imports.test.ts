import { randomUUID } from "node:crypto";
import { RESOURCES, type ResourceDef } from "@quadra/shared";
import { eq } from "drizzle-orm";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { itemsTable } from "../src/modules/imports/importStore.ts";
import { jobsTable } from "../src/modules/jobs/jobStore.ts";
import { searchTextOf } from "../src/platform/resources/recordValues.ts";
import { resourceTableOf } from "../src/platform/resources/resourceTable.ts";
import { dumpDatabase } from "./dbState.ts";
import { startTestServer, type TestServer, type TestTenant } from "./harness.ts";
import { multipartBody } from "./multipart.ts";

/**
 * Imports from CSV and XLSX as jobs: upload and mapping suggestion, preview with per-row errors,
 * an all-or-nothing commit keyed by Idempotency-Key, progress, audit, isolation and permissions.
 */
let server: TestServer;
let tenant: TestTenant;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  tenant = await server.createTenant();
  token = await server.loginAs(tenant, { permissions: ["operations", "regions", "logs", "jobs"] });
});
afterAll(() => server.close());

type Session = { server: TestServer; tenant: TestTenant; token: string };

/** The calls the import screens make, as one person of one tenant on one server. */
const importClient = (session: () => Session) => {
  const upload = async ({
    content,
    filename,
    resource = "countries",
    as = session().token,
    target = session().tenant,
  }: {
    content: Buffer | string;
    filename: string;
    resource?: string;
    as?: string;
    target?: TestTenant;
  }) => {
    const form = multipartBody([
      { field: "resource", value: resource },
      { field: "file", filename, content },
    ]);
    const response = await session().server.app.inject({
      method: "POST",
      url: `/t/${target.identifier}/api/v1/imports`,
      headers: { ...form.headers, authorization: `Bearer ${as}` },
      payload: form.payload,
    });
    return { status: response.statusCode, body: response.json() };
  };

  const call = (
    method: "GET" | "POST" | "DELETE",
    path: string,
    options: { body?: unknown; key?: string } = {},
  ) =>
    session().server.api(session().tenant, method, path, {
      token: session().token,
      ...(options.body === undefined ? {} : { body: options.body }),
      ...(options.key ? { headers: { "idempotency-key": options.key } } : {}),
    });

  const preview = (id: string, mapping: Record<string, string | null>) =>
    call("POST", `imports/${id}/preview`, { body: { mapping } });
  const commit = (id: string, key: string) => call("POST", `imports/${id}/commit`, { key });

  /** Polls GET imports/:id until its job ends, as the screen does; answers every progress seen. */
  const waitForJob = async (id: string) => {
    const seen: number[] = [];
    for (let attempt = 0; attempt < 200; attempt++) {
      const response = await call("GET", `imports/${id}`);
      expect(response.status).toBe(200);
      const job = response.body.result.job;
      seen.push(job.progress);
      if (job.status === "succeeded" || job.status === "failed")
        return { record: response.body.result, seen };
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error("the job did not end");
  };

  const countriesNamed = async (names: string[]) => {
    const found: string[] = [];
    for (const name of names) {
      const list = await call("GET", `countries?q=${encodeURIComponent(name)}&per_page=200`);
      found.push(...list.body.result.data.map((row: { name: string }) => row.name));
    }
    return [...new Set(found)].filter((name) => names.includes(name));
  };

  return { upload, call, preview, commit, waitForJob, countriesNamed };
};

const { upload, call, preview, commit, waitForJob, countriesNamed } = importClient(() => ({
  server,
  tenant,
  token,
}));

const csv = (lines: string[]) => `${lines.join("\r\n")}\r\n`;

describe("imports", () => {
  it("suggests a field for each column it recognizes", async () => {
    const response = await upload({
      filename: "paises.csv",
      content: csv(["Nome;Sigla ISO (2 letras);ATIVO;Observação", "Sugestãolândia;SG;Sim;qualquer"]),
    });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    expect(response.body.result).toMatchObject({
      id: expect.any(String),
      headers: ["Nome", "Sigla ISO (2 letras)", "ATIVO", "Observação"],
      suggested_mapping: {
        Nome: "name",
        "Sigla ISO (2 letras)": "iso2",
        ATIVO: "active",
        Observação: null,
      },
      required_fields: ["name"],
      total_rows: 1,
    });
    const record = await call("GET", `imports/${response.body.result.id}`);
    expect(record.body.result).toMatchObject({
      resource: "countries",
      file_name: "paises.csv",
      status: "uploaded",
      total_rows: 1,
      job: null,
    });
  });

  it("shows a bad row's errors at the preview, refuses to commit and writes nothing", async () => {
    const uploaded = await upload({
      filename: "paises-com-erro.csv",
      content: csv([
        "Nome;ISO;Ativo",
        "Erronia;ER;Sim",
        "Erronia do Sul;ERRADO;talvez",
        "erronia;EN;Não",
        "Erronia do Norte;EN;",
      ]),
    });
    const { id } = uploaded.body.result;
    const checked = await preview(id, { Nome: "name", ISO: "iso2", Ativo: "active" });
    expect(checked.status, JSON.stringify(checked.body)).toBe(200);
    expect(checked.body.result).toMatchObject({ total_rows: 4, valid_rows: 1, error_rows: 3 });
    const rows = checked.body.result.rows;
    expect(rows.map((row: { row_number: number }) => row.row_number)).toEqual([3, 4, 5]);
    expect(rows[0].errors).toEqual({ iso2: expect.stringMatching(/2/), active: "Use Sim ou Não." });
    expect(rows[0].data).toEqual({ Nome: "Erronia do Sul", ISO: "ERRADO", Ativo: "talvez" });
    expect(rows[1].errors).toEqual({ name: "Valor repetido: a linha 2 da planilha já tem esse valor." });
    expect(rows[2].errors).toEqual({ iso2: "Valor repetido: a linha 4 da planilha já tem esse valor." });

    const items = await call("GET", `imports/${id}/importitems?status=error`);
    expect(items.body.result.data.map((row: { row_number: number }) => row.row_number)).toEqual([3, 4, 5]);

    const before = await dumpDatabase(server.db);
    const refused = await commit(id, randomUUID());
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/^Linhas: 3 linhas com erro/);
    expect(await dumpDatabase(server.db)).toEqual(before);
    expect(await countriesNamed(["Erronia"])).toEqual([]);
  });

  it("commits every row of a good file in the background and the progress reaches 100", async () => {
    const names = Array.from({ length: 30 }, (_, index) => `Importália ${index + 1}`);
    const uploaded = await upload({
      filename: "paises-bons.csv",
      content: csv(["nome,ativo", ...names.map((name, index) => `${name},${index % 2 ? "Sim" : "Não"}`)]),
    });
    const { id, suggested_mapping } = uploaded.body.result;
    expect(suggested_mapping).toEqual({ nome: "name", ativo: "active" });
    const checked = await preview(id, suggested_mapping);
    expect(checked.body.result).toMatchObject({ valid_rows: 30, error_rows: 0, rows: [] });

    const started = await commit(id, randomUUID());
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    expect(started.body.result.job).toMatchObject({ kind: "import", total: 30 });
    const { record, seen } = await waitForJob(id);
    expect(record.status).toBe("committed");
    expect(record.job).toMatchObject({
      status: "succeeded",
      progress: 100,
      done: 30,
      total: 30,
      message: "30 registros importados.",
    });
    // Never backwards. On PostgreSQL the polls see it move; PGlite serves one transaction at a
    // time, so there the polls wait for the commit and see 100 at once.
    expect(seen).toEqual([...seen].sort((x, y) => x - y));
    expect(seen.at(-1)).toBe(100);
    expect(await countriesNamed(names)).toHaveLength(30);
    const one = await call("GET", `countries?q=${encodeURIComponent("Importália 2")}`);
    expect(one.body.result.data.find((row: any) => row.name === "Importália 2").active).toBe(true);

    const items = await call("GET", `imports/${id}/importitems?per_page=100`);
    expect(items.body.result.data.every((row: any) => row.status === "imported" && row.record_id)).toBe(true);
    const jobs = await call("GET", `jobs?record_id=${id}`);
    expect(jobs.body.result.data).toHaveLength(1);
  });

  it("imports once when the same Idempotency-Key is sent twice", async () => {
    const uploaded = await upload({ filename: "uma-vez.csv", content: csv(["Nome", "Unicônia"]) });
    const { id } = uploaded.body.result;
    await preview(id, { Nome: "name" });
    const key = randomUUID();
    const first = await commit(id, key);
    expect(first.status).toBe(202);
    const again = await commit(id, key);
    expect(again.status).toBe(200);
    expect(again.body.result.job.id).toBe(first.body.result.job.id);
    await waitForJob(id);
    const afterEnd = await commit(id, key);
    expect(afterEnd.status).toBe(200);
    expect(afterEnd.body.result.job).toMatchObject({ id: first.body.result.job.id, status: "succeeded" });
    expect(await countriesNamed(["Unicônia"])).toEqual(["Unicônia"]);
    const jobs = await call("GET", `jobs?record_id=${id}`);
    expect(jobs.body.result.total).toBe(1);

    // Another key cannot import the same file again, and a used key cannot start another import.
    const otherKey = await commit(id, randomUUID());
    expect(otherKey.status).toBe(409);
    const second = await upload({ filename: "outra.csv", content: csv(["Nome", "Outrônia"]) });
    await preview(second.body.result.id, { Nome: "name" });
    const reused = await commit(second.body.result.id, key);
    expect(reused.status).toBe(409);
    expect(reused.body.errors).toEqual({ idempotency_key: expect.any(String) });
    const missing = await call("POST", `imports/${second.body.result.id}/commit`);
    expect(missing.status).toBe(400);
    expect(missing.body.errors.idempotency_key).toMatch(/Idempotency-Key/);
  });

  it("reads XLSX, finds refs by title without case or accents, options by label, dates dd/mm/aaaa", async () => {
    await call("POST", "countries", { body: { name: "República Xlsxiana", iso2: "XL" } });
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet("Estados");
    sheet.addRow(["País", "Nome", "UF", "Região geográfica"]);
    sheet.addRow(["republica xlsxiana", "Planalto", "PL", "Centro-Oeste"]);
    sheet.addRow(["REPÚBLICA XLSXIANA", "Litoral", "LT", "sudeste"]);
    const uploaded = await upload({
      filename: "estados.xlsx",
      resource: "states",
      content: Buffer.from(await workbook.xlsx.writeBuffer()),
    });
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
    const { id, suggested_mapping } = uploaded.body.result;
    expect(suggested_mapping).toEqual({
      País: "country_id",
      Nome: "name",
      UF: "uf",
      "Região geográfica": "region",
    });
    const checked = await preview(id, suggested_mapping);
    expect(checked.body.result, JSON.stringify(checked.body)).toMatchObject({ error_rows: 0, valid_rows: 2 });
    const started = await commit(id, randomUUID());
    expect(started.status).toBe(202);
    expect((await waitForJob(id)).record.job.status).toBe("succeeded");
    const states = await call("GET", "states?q=litoral");
    expect(states.body.result.data[0]).toMatchObject({
      name: "Litoral",
      region: "SE",
      _titles: { country_id: "República Xlsxiana" },
    });

    // An unknown title is the row's error.
    const workbook2 = new ExcelJS.Workbook();
    const sheet2 = workbook2.addWorksheet("Estados");
    sheet2.addRow(["País", "Nome", "UF"]);
    sheet2.addRow(["Atlântida", "Fundo do Mar", "FM"]);
    const bad = await upload({
      filename: "estados-2.xlsx",
      resource: "states",
      content: Buffer.from(await workbook2.xlsx.writeBuffer()),
    });
    const badPreview = await preview(bad.body.result.id, { País: "country_id", Nome: "name", UF: "uf" });
    expect(badPreview.body.result.rows[0].errors.country_id).toMatch(
      /Nenhum registro de País se chama "Atlântida"/,
    );
  });

  it("refuses a mapping that leaves a required field out or feeds one field twice", async () => {
    const uploaded = await upload({ filename: "mapa.csv", content: csv(["A;B", "x;y"]) });
    const { id } = uploaded.body.result;
    const unmapped = await preview(id, { A: null, B: "iso2" });
    expect(unmapped.status).toBe(400);
    expect(unmapped.body.message).toBe(
      "Associação de colunas: Associe uma coluna a cada campo obrigatório: Nome.",
    );
    const twice = await preview(id, { A: "name", B: "name" });
    expect(twice.status).toBe(400);
    expect(twice.body.errors.mapping).toMatch(/duas colunas/);
    const unknown = await preview(id, { A: "name", C: "iso2" });
    expect(unknown.status).toBe(400);
  });

  it("finds values that already exist at the preview, and a conflict at commit fails naming the row", async () => {
    await call("POST", "countries", { body: { name: "Existência" } });
    const uploaded = await upload({
      filename: "existentes.csv",
      content: csv(["Nome", "Novidade", "EXISTÊNCIA"]),
    });
    const checked = await preview(uploaded.body.result.id, { Nome: "name" });
    expect(checked.body.result.rows).toEqual([
      {
        row_number: 3,
        data: { Nome: "EXISTÊNCIA" },
        errors: { name: "Já existe um registro com esse valor." },
      },
    ]);

    const late = await upload({ filename: "tarde.csv", content: csv(["Nome", "Antecipada", "Atrasada"]) });
    const lateId = late.body.result.id;
    expect((await preview(lateId, { Nome: "name" })).body.result.error_rows).toBe(0);
    // Someone creates the same name between the preview and the commit.
    await call("POST", "countries", { body: { name: "Atrasada" } });
    const before = await countriesNamed(["Antecipada"]);
    await commit(lateId, randomUUID());
    const { record } = await waitForJob(lateId);
    expect(record.status).toBe("failed");
    expect(record.job.status).toBe("failed");
    expect(record.job.message).toBe("Linha 3: Nome: Já existe um registro com esse valor. Nada foi gravado.");
    expect(await countriesNamed(["Antecipada"])).toEqual(before);
  });

  it("writes one import entry in the audit log, not one entry per record", async () => {
    const uploaded = await upload({
      filename: "auditoria.csv",
      content: csv(["Nome", "Auditália", "Registrônia"]),
    });
    const { id } = uploaded.body.result;
    await preview(id, { Nome: "name" });
    await commit(id, randomUUID());
    await waitForJob(id);
    const log = await call("GET", `logs?record_id=${id}`);
    expect(log.body.result.data).toHaveLength(1);
    expect(log.body.result.data[0]).toMatchObject({
      action: "import",
      resource: "countries",
      record_title: "auditoria.csv",
      changes: { import_id: id, records: 2 },
    });
    const items = await call("GET", `imports/${id}/importitems`);
    for (const item of items.body.result.data) {
      const created = await call("GET", `logs?record_id=${item.record_id}`);
      expect(created.body.result.total).toBe(0);
    }
  });

  it("answers another tenant's import as a missing one", async () => {
    const other = await server.createTenant();
    const otherToken = await server.loginAs(other, { master: true });
    const theirs = await upload({
      filename: "deles.csv",
      content: csv(["Nome", "Alheia"]),
      as: otherToken,
      target: other,
    });
    expect(theirs.status).toBe(201);
    const id = theirs.body.result.id;
    const missing = randomUUID();
    for (const [method, path, body] of [
      ["GET", "imports/:id", undefined],
      ["POST", "imports/:id/preview", { mapping: { Nome: "name" } }],
      ["POST", "imports/:id/commit", undefined],
    ] as const) {
      const answer = async (target: string) => {
        const response = await server.api(tenant, method, path.replace(":id", target), {
          token,
          headers: { "idempotency-key": randomUUID() },
          ...(body ? { body } : {}),
        });
        return `${response.status} ${JSON.stringify(response.body).replaceAll(target, "<id>")}`;
      };
      const seen = await answer(id);
      expect(seen).toMatch(/^404/);
      expect(seen).toBe(await answer(missing));
    }
    const list = await call("GET", "imports?per_page=200");
    expect(list.body.result.data.map((row: { id: string }) => row.id)).not.toContain(id);
  });

  it("needs operations and the permission of the resource it writes into", async () => {
    const withoutRegions = await server.loginAs(tenant, { permissions: ["operations"] });
    const denied = await upload({ filename: "x.csv", content: csv(["Nome", "Negada"]), as: withoutRegions });
    expect(denied.status).toBe(403);
    expect(denied.body).toMatchObject({ code: "denied", message: expect.stringMatching(/Países/) });
    const withoutOperations = await server.loginAs(tenant, { permissions: ["regions"] });
    const guarded = await upload({
      filename: "x.csv",
      content: csv(["Nome", "Negada"]),
      as: withoutOperations,
    });
    expect(guarded.status).toBe(403);

    const uploaded = await upload({ filename: "x.csv", content: csv(["Nome", "Negada"]) });
    const { id } = uploaded.body.result;
    const previewDenied = await server.api(tenant, "POST", `imports/${id}/preview`, {
      token: withoutRegions,
      body: { mapping: { Nome: "name" } },
    });
    expect(previewDenied.status).toBe(403);
    await preview(id, { Nome: "name" });
    const commitDenied = await server.api(tenant, "POST", `imports/${id}/commit`, {
      token: withoutRegions,
      headers: { "idempotency-key": randomUUID() },
    });
    expect(commitDenied.status).toBe(403);
    expect(await countriesNamed(["Negada"])).toEqual([]);

    const notImportable = await upload({ filename: "x.csv", content: csv(["Nome", "x"]), resource: "logs" });
    expect(notImportable.status).toBe(400);
    expect(notImportable.body.errors).toEqual({ resource: expect.any(String) });
  });

  it("refuses files that are not spreadsheets, with the reason on the file field", async () => {
    const empty = await upload({ filename: "vazia.csv", content: csv(["Nome"]) });
    expect(empty.status).toBe(400);
    expect(empty.body.errors.file).toMatch(/só tem o cabeçalho/);
    const binary = await upload({
      filename: "foto.png",
      content: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 3]),
    });
    expect(binary.status).toBe(400);
    expect(binary.body.errors.file).toMatch(/CSV ou XLSX/);
  });
});

describe("imports of thousands of rows, in batches", () => {
  // Batches of 100 rows (the default is thousands): 2,500 rows cover 25 of them.
  let batched: Session;
  const client = importClient(() => batched);
  const lines = (count: number, line: (index: number) => string) =>
    Array.from({ length: count }, (_, index) => line(index));
  /** The sheet line of a data row: the header is line 1. */
  const lineOf = (index: number) => index + 2;

  beforeAll(async () => {
    const batchedServer = await startTestServer({ config: { importBatchRows: 100 } });
    const batchedTenant = await batchedServer.createTenant();
    batched = {
      server: batchedServer,
      tenant: batchedTenant,
      token: await batchedServer.loginAs(batchedTenant, {
        permissions: ["operations", "regions", "logs", "jobs"],
      }),
    };
  });
  afterAll(() => batched.server.close());

  const owner = () => batched.server.db.owner;
  const itemsOf = async (importId: string) => {
    const t = itemsTable();
    return (await owner()
      .select({ row_number: t.row_number, status: t.status, record_id: t.record_id })
      .from(t)
      .where(eq(t.import_id, importId))
      .orderBy(t.row_number)) as { row_number: number; status: string; record_id: string | null }[];
  };
  const rowsOfTenant = async (def: ResourceDef) => {
    const t = resourceTableOf(def) as any;
    return (await owner().select().from(t).where(eq(t.tenant_id, batched.tenant.id))) as Record<
      string,
      any
    >[];
  };

  it("commits 2,500 rows: every record with its search text, its row pointing at it, one audit entry", async () => {
    const names = lines(2_500, (index) => `Arquipélago Série ${String(index + 1).padStart(4, "0")}`);
    const uploaded = await client.upload({
      filename: "arquipelagos.csv",
      content: csv(["Nome;Ativo", ...names.map((name, index) => `${name};${index % 2 ? "Sim" : "Não"}`)]),
    });
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
    const { id } = uploaded.body.result;
    const checked = await client.preview(id, { Nome: "name", Ativo: "active" });
    expect(checked.body.result).toMatchObject({ total_rows: 2_500, valid_rows: 2_500, error_rows: 0 });
    expect((await client.commit(id, randomUUID())).status).toBe(202);
    const { record } = await client.waitForJob(id);
    expect(record.status).toBe("committed");
    expect(record.job).toMatchObject({
      status: "succeeded",
      done: 2_500,
      total: 2_500,
      progress: 100,
      message: "2500 registros importados.",
    });

    // Each row of the sheet points at the record made from it: the ids came back in order.
    const countries = new Map((await rowsOfTenant(RESOURCES.countries!)).map((row) => [row.id, row]));
    const items = await itemsOf(id);
    expect(items).toHaveLength(2_500);
    for (const [index, item] of items.entries()) {
      expect(item).toMatchObject({ row_number: lineOf(index), status: "imported" });
      const country = countries.get(item.record_id!)!;
      expect(country).toMatchObject({ name: names[index], active: index % 2 === 1 });
      // What createRecord writes for the same values.
      expect(country.search_text).toBe(searchTextOf(RESOURCES.countries!, country));
      expect(country.created_by).toEqual(expect.any(String));
    }
    expect(countries.get(items[1_234]!.record_id!)!.search_text).toBe("arquipelago serie 1235");
    const found = await client.call("GET", `countries?q=${encodeURIComponent("ARQUIPELAGO série 2345")}`);
    expect(found.body.result.data.map((row: { name: string }) => row.name)).toEqual([
      "Arquipélago Série 2345",
    ]);

    const log = await client.call("GET", `logs?record_id=${id}`);
    expect(log.body.result.data).toHaveLength(1);
    expect(log.body.result.data[0]).toMatchObject({
      action: "import",
      resource: "countries",
      changes: { import_id: id, records: 2_500 },
    });
    const entries = await rowsOfTenant(RESOURCES.logs!);
    expect(entries.filter((entry) => entry.action === "create")).toEqual([]);
  });

  it("a value taken in the third batch since the preview rolls every batch back and names the row", async () => {
    const names = lines(2_500, (index) => `Ilha do Lote ${String(index + 1).padStart(4, "0")}`);
    const uploaded = await client.upload({ filename: "ilhas.csv", content: csv(["Nome", ...names]) });
    const { id } = uploaded.body.result;
    expect((await client.preview(id, { Nome: "name" })).body.result.error_rows).toBe(0);
    // Someone creates the name of the 249th row (line 250, in the third batch), in other case.
    const taken = await client.call("POST", "countries", { body: { name: names[248]!.toUpperCase() } });
    expect(taken.status).toBe(201);
    const before = await rowsOfTenant(RESOURCES.countries!);

    await client.commit(id, randomUUID());
    const { record } = await client.waitForJob(id);
    expect(record.status).toBe("failed");
    expect(record.job).toMatchObject({
      status: "failed",
      message: `Linha ${lineOf(248)}: Nome: Já existe um registro com esse valor. Nada foi gravado.`,
    });
    expect(await rowsOfTenant(RESOURCES.countries!)).toEqual(before);
    expect((await itemsOf(id)).every((item) => item.status === "ok" && item.record_id === null)).toBe(true);
    expect((await client.call("GET", `logs?record_id=${id}`)).body.result.total).toBe(0);
  });

  it("a referenced record deleted since the preview fails the commit naming the first row, writes nothing", async () => {
    const create = async (path: string, body: Record<string, unknown>) =>
      (await client.call("POST", path, { body })).body.result as { id: string };
    const country = await create("countries", { name: "País dos Bairros" });
    const state = await create("states", { country_id: country.id, name: "Estado dos Bairros", uf: "EB" });
    await create("cities", { state_id: state.id, name: "Cidade Que Fica" });
    const leaving = await create("cities", { state_id: state.id, name: "Cidade Que Sai" });
    // Rows name the leaving city from the 231st on (line 232, in the third batch).
    const uploaded = await client.upload({
      filename: "bairros.csv",
      resource: "districts",
      content: csv([
        "Cidade;Nome",
        ...lines(
          2_500,
          (index) =>
            `${index >= 230 && index % 3 === 2 ? "Cidade Que Sai" : "Cidade Que Fica"};Bairro ${index}`,
        ),
      ]),
    });
    const { id } = uploaded.body.result;
    const checked = await client.preview(id, { Cidade: "city_id", Nome: "name" });
    expect(checked.body.result).toMatchObject({ valid_rows: 2_500, error_rows: 0 });
    expect((await client.call("DELETE", `cities/${leaving.id}`)).status).toBe(200);

    await client.commit(id, randomUUID());
    const { record } = await client.waitForJob(id);
    expect(record.job).toMatchObject({
      status: "failed",
      message: `Linha ${lineOf(230)}: Cidade: O registro que esta linha nomeia foi excluído depois da prévia. Confira a planilha e envie de novo. Nada foi gravado.`,
    });
    expect(await rowsOfTenant(RESOURCES.districts!)).toEqual([]);
    expect((await itemsOf(id)).every((item) => item.status === "ok" && item.record_id === null)).toBe(true);
  });
});

describe("a commit after its preview in the same process", () => {
  let session: Session;
  const client = importClient(() => session);
  beforeAll(async () => {
    const server = await startTestServer({ config: { importBatchRows: 100 } });
    const tenant = await server.createTenant();
    session = {
      server,
      tenant,
      token: await server.loginAs(tenant, { permissions: ["operations", "regions", "logs", "jobs"] }),
    };
  });
  afterAll(() => session.server.close());

  it("takes the rows its preview checked instead of reading every cell again (a row's cells never change)", async () => {
    const uploaded = await client.upload({
      filename: "paises.csv",
      content: csv(["Nome", ...Array.from({ length: 250 }, (_, index) => `Ilha Lembrada ${index}`)]),
    });
    const { id } = uploaded.body.result;
    expect((await client.preview(id, { Nome: "name" })).body.result.error_rows).toBe(0);
    // No path writes an import's cells after the upload; written here behind the API's back, they
    // show which rows the commit wrote: the preview's.
    const t = itemsTable();
    await session.server.db.owner
      .update(t)
      .set({ data: { Nome: "Escrito Depois" } })
      .where(eq(t.import_id, id));
    await client.commit(id, randomUUID());
    const { record } = await client.waitForJob(id);
    expect(record.job).toMatchObject({ status: "succeeded", done: 250 });
    const found = await client.call("GET", "countries?q=Ilha%20Lembrada&limit=1");
    expect(found.body.result.total).toBe(250);
    expect((await client.call("GET", "countries?q=Escrito%20Depois")).body.result.total).toBe(0);
  });

  it("a new preview with another mapping replaces what the first one found", async () => {
    const uploaded = await client.upload({
      filename: "paises2.csv",
      content: csv([
        "Nome;Outro",
        ...Array.from({ length: 150 }, (_, index) => `Primeira ${index};Segunda ${index}`),
      ]),
    });
    const { id } = uploaded.body.result;
    expect((await client.preview(id, { Nome: "name", Outro: null })).body.result.error_rows).toBe(0);
    expect((await client.preview(id, { Nome: null, Outro: "name" })).body.result.error_rows).toBe(0);
    await client.commit(id, randomUUID());
    expect((await client.waitForJob(id)).record.job).toMatchObject({ status: "succeeded", done: 150 });
    expect((await client.call("GET", "countries?q=Segunda")).body.result.total).toBe(150);
    expect((await client.call("GET", "countries?q=Primeira")).body.result.total).toBe(0);
  });
});

describe("jobs interrupted by a crash", () => {
  it("are marked failed when the server starts again", async () => {
    const database = server.database;
    const other = await server.createTenant();
    const jobId = await database.db.tenant(other.id, async (tx) => {
      const [row] = await tx
        .insert(jobsTable())
        .values({
          tenant_id: other.id,
          title: "Importação de Países: perdida.csv",
          kind: "import",
          status: "running",
          progress: 0,
          total: 10,
          done: 0,
        })
        .returning();
      return (row as { id: string }).id;
    });
    const again = await startTestServer({ database });
    try {
      const token = await again.loginAs(other, { master: true });
      const job = await again.api(other, "GET", `jobs/${jobId}`, { token });
      expect(job.body.result).toMatchObject({
        status: "failed",
        message: "Tarefa interrompida; nada foi gravado. Tente de novo.",
        finished_at: expect.any(String),
      });
    } finally {
      await again.close();
    }
  });
});
