import { readdirSync } from "node:fs";
import { join } from "node:path";
import { cnpjFromBody, cpfFromBase, formatCpf, resourceOf } from "@quadra/shared";
import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../src/platform/db/schema/index.ts";
import { resourceTableOf } from "../src/platform/resources/resourceTable.ts";
import { startTestServer, type TestServer, type TestTenant } from "./harness.ts";
import { multipartBody } from "./multipart.ts";
import { zipFile } from "./zipFile.ts";

/**
 * Images imports: a .zip of people's photos named by cpf, of associations' shields named by CNPJ.
 * The per-file report, the uploads pipeline (metadata stripped), zip bombs refused with nothing
 * changed, unsafe names ignored, the permission, and tenants kept apart.
 */
let server: TestServer;
let tenant: TestTenant;
let staff: string;
let seq = 0;

const newCpf = () => cpfFromBase(String(600_000_000 + Math.floor(Math.random() * 90_000_000) + seq++));

/** A small JPEG carrying EXIF an athlete would not want published (camera owner). */
const photo = (color = "#3366cc") =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: color } })
    .jpeg()
    .withExif({ IFD0: { Copyright: "Segredo do fotógrafo", Artist: "Câmera pessoal" } })
    .toBuffer();

const personWithCpf = async (target: TestTenant, name: string) => {
  const cpf = newCpf();
  const [row] = await server.db.tenant(target.id, (tx) =>
    tx.insert(users).values({ tenantId: target.id, name, cpf }).returning(),
  );
  return { id: row!.id, cpf };
};

const imageOf = async (target: TestTenant, id: string) => {
  const [row] = await server.db.tenant(target.id, (tx) =>
    tx
      .select({ imageUrl: users.imageUrl })
      .from(users)
      .where(and(eq(users.tenantId, target.id), eq(users.id, id))),
  );
  return row?.imageUrl ?? null;
};

const sendZip = async (path: string, zip: Buffer, { target = tenant, token = staff } = {}) => {
  const form = multipartBody([
    { field: "file", filename: "fotos.zip", content: zip, contentType: "application/zip" },
  ]);
  const response = await server.app.inject({
    method: "POST",
    url: `/t/${target.identifier}/api/v1/${path}`,
    headers: { ...form.headers, authorization: `Bearer ${token}` },
    payload: form.payload,
  });
  return { status: response.statusCode, body: response.json() };
};

/** Every stored file of the server, to see that a refused archive leaves none behind. */
const storedFiles = () => {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }))
      entry.isDirectory() ? walk(join(dir, entry.name)) : found.push(entry.name);
  };
  walk(server.uploadsDir);
  return found.sort();
};

beforeAll(async () => {
  server = await startTestServer();
  tenant = await server.createTenant();
  staff = await server.loginAs(tenant, { permissions: ["users", "associations"] });
});
afterAll(() => server.close());

describe("people's photos from a zip", () => {
  it("reports each file, sets matched photos without their metadata, ignores folders and unsafe names", async () => {
    const ana = await personWithCpf(tenant, "Ana Foto");
    const bia = await personWithCpf(tenant, "Bia Foto");
    const caio = await personWithCpf(tenant, "Caio Foto");
    const unknown = newCpf();
    const zip = zipFile([
      { name: "fotos/", content: "" },
      { name: `fotos/${formatCpf(ana.cpf)}.JPG`, content: await photo(), store: true },
      { name: `${unknown}.jpg`, content: await photo("#cc3366") },
      { name: `${bia.cpf}.jpeg`, content: "isto não é uma imagem" },
      { name: "leia-me.txt", content: "fotos da federação" },
      { name: `__MACOSX/fotos/._${ana.cpf}.JPG`, content: "resource fork" },
      { name: ".DS_Store", content: "finder" },
      { name: `../${caio.cpf}.jpg`, content: await photo("#33cc66") },
    ]);
    const response = await sendZip("users/images/import", zip);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const report = response.body.result;
    expect(report).toMatchObject({ matched: 1, not_found: 1, invalid: 1, skipped: 2 });
    expect(report.files).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          file: `fotos/${formatCpf(ana.cpf)}.JPG`,
          status: "matched",
          record_title: "Ana Foto",
        }),
        expect.objectContaining({
          file: `${unknown}.jpg`,
          status: "not_found",
          reason: `Nenhuma pessoa cadastrada tem o CPF ${formatCpf(unknown)}.`,
        }),
        expect.objectContaining({ file: `${bia.cpf}.jpeg`, status: "invalid" }),
        expect.objectContaining({ file: "leia-me.txt", status: "skipped" }),
        expect.objectContaining({ file: `../${caio.cpf}.jpg`, status: "skipped" }),
      ]),
    );
    expect(report.files.map((file: { file: string }) => file.file)).not.toContain(".DS_Store");
    expect(await imageOf(tenant, bia.id)).toBeNull();
    expect(await imageOf(tenant, caio.id)).toBeNull();

    const url = await imageOf(tenant, ana.id);
    expect(url).toMatch(/^uploads\/[0-9a-f-]{36}$/);
    const download = await server.app.inject({
      method: "GET",
      url: `/t/${tenant.identifier}/api/v1/${url}`,
      headers: { authorization: `Bearer ${staff}` },
    });
    expect(download.statusCode).toBe(200);
    const metadata = await sharp(download.rawPayload).metadata();
    expect(metadata.format).toBe("jpeg");
    expect(metadata.exif).toBeUndefined();
  });

  it("lets the person, and staff of people, download the imported photo; another person may not", async () => {
    const person = await server.createUser(tenant, { name: "Dora Foto" });
    const zip = zipFile([{ name: `${person.cpf}.jpg`, content: await photo("#3366cc") }]);
    expect((await sendZip("users/images/import", zip)).status).toBe(200);
    const url = await imageOf(tenant, person.id);
    const download = async (token: string) =>
      (
        await server.app.inject({
          method: "GET",
          url: `/t/${tenant.identifier}/api/v1/${url}`,
          headers: { authorization: `Bearer ${token}` },
        })
      ).statusCode;
    expect(await download(await server.login(tenant, person))).toBe(200);
    expect(await download(staff)).toBe(200);
    // Another person holding some staff permission, but not people's.
    expect(await download(await server.loginAs(tenant, { permissions: ["posts"] }))).toBe(403);

    // A manager of an association the person is an athlete of sees the face; before, not.
    const manager = await server.createUser(tenant, { name: "Gestora do Clube" });
    const managerToken = await server.login(tenant, manager);
    expect(await download(managerToken)).toBe(403);
    const club = await server.api(tenant, "POST", "associations", {
      token: staff,
      body: { name: "Clube das Fotos", cnpj: "11222333000181", email: "fotos@example.com" },
    });
    expect(club.status, JSON.stringify(club.body)).toBe(201);
    const base = `associations/${club.body.result.id}`;
    for (const [path, user] of [
      ["associationmanagers", manager.id],
      ["associationusers", person.id],
    ] as const)
      expect(
        (await server.api(tenant, "POST", `${base}/${path}`, { token: staff, body: { user_id: user } }))
          .status,
      ).toBe(201);
    expect(await download(managerToken)).toBe(200);
  });

  it("refuses a zip bomb by its compression ratio, changing nothing", async () => {
    const ana = await personWithCpf(tenant, "Ana Bomba");
    const before = storedFiles();
    const zip = zipFile([
      { name: `${ana.cpf}.jpg`, content: await photo() },
      { name: `${newCpf()}.png`, content: Buffer.alloc(20 * 1024 * 1024) },
    ]);
    const response = await sendZip("users/images/import", zip);
    expect(response.status).toBe(413);
    expect(response.body.errors.file).toMatch(/compressão suspeita/);
    expect(await imageOf(tenant, ana.id)).toBeNull();
    expect(storedFiles()).toEqual(before);
  });

  it("refuses an entry that inflates past its declared size, removing photos already stored", async () => {
    const ana = await personWithCpf(tenant, "Ana Mentira");
    const liar = await personWithCpf(tenant, "Leo Mentira");
    const before = storedFiles();
    const zip = zipFile([
      { name: `${ana.cpf}.jpg`, content: await photo() },
      // 200 kB of zeros deflate to a few hundred bytes but the headers claim 1,000 bytes (ratio ~3:1).
      { name: `${liar.cpf}.jpg`, content: Buffer.alloc(200 * 1024), declaredSize: 1_000 },
    ]);
    const response = await sendZip("users/images/import", zip);
    expect(response.status).toBe(413);
    expect(await imageOf(tenant, ana.id)).toBeNull();
    expect(storedFiles()).toEqual(before);
  });

  it("refuses what is not a zip, and needs the users permission", async () => {
    const notZip = await sendZip("users/images/import", Buffer.from("nome;cpf\n"));
    expect(notZip.status).toBe(400);
    expect(notZip.body.errors.file).toMatch(/não é um \.zip/);
    const athlete = await server.loginAs(tenant, { permissions: ["associations"] });
    const denied = await sendZip(
      "users/images/import",
      zipFile([{ name: "x.jpg", content: await photo() }]),
      {
        token: athlete,
      },
    );
    expect(denied.status).toBe(403);
  });

  it("matches only people of the caller's tenant", async () => {
    const other = await server.createTenant();
    const outsider = await personWithCpf(other, "Pessoa de Outra Federação");
    const response = await sendZip(
      "users/images/import",
      zipFile([{ name: `${outsider.cpf}.jpg`, content: await photo() }]),
    );
    expect(response.status).toBe(200);
    expect(response.body.result).toMatchObject({ matched: 0, not_found: 1 });
    expect(await imageOf(other, outsider.id)).toBeNull();
  });
});

describe("associations' shields from a zip", () => {
  it("sets the shield of the association named by its CNPJ, as a public file", async () => {
    const cnpj = cnpjFromBody("98765432000");
    const created = await server.api(tenant, "POST", "associations", {
      token: staff,
      body: { name: "Clube do Escudo", cnpj, email: "escudo@example.com" },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const shield = await sharp({ create: { width: 32, height: 32, channels: 4, background: "#ff0000" } })
      .png()
      .toBuffer();
    const response = await sendZip(
      "associations/images/import",
      zipFile([{ name: `${cnpj}.png`, content: shield }]),
    );
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.result).toMatchObject({ matched: 1 });
    const a = resourceTableOf(resourceOf("associations")) as any;
    const [row] = (await server.db.tenant(tenant.id, (tx) =>
      tx
        .select()
        .from(a)
        .where(and(eq(a.tenant_id, tenant.id), eq(a.id, created.body.result.id))),
    )) as Record<string, any>[];
    expect(row!.shield).toMatch(/^uploads\//);
    const visitor = await server.app.inject({
      method: "GET",
      url: `/t/${tenant.identifier}/api/v1/${row!.shield}`,
    });
    expect(visitor.statusCode).toBe(200);
  });
});
