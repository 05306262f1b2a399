import { mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { text } from "node:stream/consumers";
import { eq } from "drizzle-orm";
import ExcelJS from "exceljs";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uploads } from "../src/platform/db/schema/index.ts";
import { createLocalStorage } from "../src/platform/storage/localStorage.ts";
import { startTestServer, type TestServer, type TestTenant } from "./harness.ts";
import { multipartBody } from "./multipart.ts";

/**
 * File uploads (POST/GET/DELETE uploads): the type is read from the bytes, images are re-encoded
 * without metadata, private files reach only their uploader and the staff, other tenants' files do
 * not exist, and a refused file leaves neither a row nor a stored file behind.
 */

let server: TestServer;
let a: TestTenant;
let b: TestTenant;
let master: string;
let uploader: { id: string; token: string };
let stranger: string;
let athlete: string;
let staff: string;

const ENGLISH = /\b(invalid|expected|received|required|too (big|small)|must|should|request|file)\b/i;
const MISSING_ID = "00000000-0000-4000-8000-000000000000";

const PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n",
);
// The start of a Windows executable: what an attacker renames to .png.
const EXE = Buffer.concat([
  Buffer.from("MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff", "latin1"),
  Buffer.alloc(200),
]);

type Sent = { filename: string; content: Buffer | string; contentType?: string; visibility?: string };

const upload = async (tenant: TestTenant, token: string | undefined, sent: Sent) => {
  const { payload, headers } = multipartBody([
    ...(sent.visibility === undefined ? [] : [{ field: "visibility", value: sent.visibility }]),
    {
      field: "file",
      filename: sent.filename,
      content: sent.content,
      contentType: sent.contentType ?? "image/png",
    },
  ]);
  const response = await server.app.inject({
    method: "POST",
    url: `/t/${tenant.identifier}/api/v1/uploads`,
    headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    payload,
  });
  return { status: response.statusCode, body: response.json() };
};

const download = (tenant: TestTenant, url: string, token?: string) =>
  server.app.inject({
    method: "GET",
    url: `/t/${tenant.identifier}/api/v1/${url}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

/** Every stored file, relative to the storage folder. */
const storedFiles = () =>
  readdirSync(server.uploadsDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(server.uploadsDir.length + 1))
    .sort();

const rowsOf = (tenant: TestTenant) =>
  server.db.owner.select().from(uploads).where(eq(uploads.tenantId, tenant.id));

/** Runs `send` and checks it left neither a row nor a file. */
const storesNothing = async <T>(send: () => Promise<T>) => {
  const before = { rows: (await rowsOf(a)).length, files: storedFiles() };
  const result = await send();
  expect({ rows: (await rowsOf(a)).length, files: storedFiles() }).toEqual(before);
  return result;
};

const expectRefused = (response: { status: number; body: any }, status: number, field = "file") => {
  expect({ status: response.status, envelope: response.body.status }).toEqual({ status, envelope: 0 });
  expect(response.body.message).toEqual(expect.any(String));
  expect(response.body.message).not.toMatch(ENGLISH);
  expect(response.body.errors?.[field]).toEqual(expect.any(String));
  expect(response.body.errors[field]).not.toMatch(ENGLISH);
};

beforeAll(async () => {
  server = await startTestServer();
  a = await server.createTenant();
  b = await server.createTenant();
  master = await server.loginAs(a, { master: true });
  const person = await server.createUser(a);
  uploader = { id: person.id, token: await server.login(a, person) };
  stranger = await server.loginAs(a);
  athlete = await server.loginAs(a, { permissions: ["my_teams", "my_users"] });
  staff = await server.loginAs(a, { permissions: ["users"] });
});
afterAll(() => server.close());

describe("images", () => {
  it("re-encodes a PNG: EXIF removed, at most 2048 px on the long side, width and height stored", async () => {
    const png = await sharp({ create: { width: 3000, height: 1500, channels: 3, background: "#1c7ed6" } })
      .png()
      .withExif({ IFD0: { Copyright: "Segredo da Federacao", Artist: "Fotografo Anonimo" } })
      .toBuffer();
    expect((await sharp(png).metadata()).exif).toBeDefined();

    const sent = await upload(a, uploader.token, { filename: "foto do jogo.png", content: png });
    expect(sent.status).toBe(201);
    const result = sent.body.result;
    expect(result).toEqual({
      id: expect.any(String),
      url: `uploads/${result.id}`,
      name: "foto do jogo.png",
      size: expect.any(Number),
      content_type: "image/png",
      kind: "image",
      visibility: "private",
      width: 2048,
      height: 1024,
    });
    const [row] = await rowsOf(a).then((rows) => rows.filter((row) => row.id === result.id));
    expect(row?.key).toMatch(new RegExp(`^t/${a.id}/\\d{4}/\\d{2}/${result.id}\\.png$`));
    expect(row?.createdBy).toBe(uploader.id);

    const file = await download(a, result.url, uploader.token);
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("image/png");
    const stored = file.rawPayload;
    expect(stored.length).toBe(result.size);
    const meta = await sharp(stored).metadata();
    expect({ format: meta.format, width: meta.width, height: meta.height, exif: meta.exif }).toEqual({
      format: "png",
      width: 2048,
      height: 1024,
      exif: undefined,
    });
    expect(stored.includes("Segredo")).toBe(false);
    expect(stored.includes("Fotografo")).toBe(false);
  });

  it("turns a JPEG upright by its EXIF orientation and drops the orientation tag", async () => {
    const jpeg = await sharp({ create: { width: 40, height: 20, channels: 3, background: "#fa5252" } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const sent = await upload(a, uploader.token, { filename: "IMG_0001.JPEG", content: jpeg });
    expect(sent.status).toBe(201);
    expect(sent.body.result).toMatchObject({
      content_type: "image/jpeg",
      width: 20,
      height: 40,
      name: "IMG_0001.jpeg",
    });
    const meta = await sharp((await download(a, sent.body.result.url, uploader.token)).rawPayload).metadata();
    expect({
      width: meta.width,
      height: meta.height,
      orientation: meta.orientation,
      exif: meta.exif,
    }).toEqual({
      width: 20,
      height: 40,
      orientation: undefined,
      exif: undefined,
    });
  });

  it("stores a GIF as WebP", async () => {
    const gif = await sharp({ create: { width: 16, height: 16, channels: 4, background: "#40c057" } })
      .gif()
      .toBuffer();
    const sent = await upload(a, uploader.token, { filename: "icone-volei.gif", content: gif });
    expect(sent.status).toBe(201);
    expect(sent.body.result).toMatchObject({
      content_type: "image/webp",
      name: "icone-volei.webp",
      width: 16,
      height: 16,
    });
  });

  it("refuses an image that cannot be decoded (415) and stores nothing", async () => {
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#000" } })
      .png()
      .toBuffer();
    const broken = Buffer.concat([png.subarray(0, 60), Buffer.alloc(40)]);
    expectRefused(
      await storesNothing(() => upload(a, uploader.token, { filename: "x.png", content: broken })),
      415,
    );
  });
});

describe("documents", () => {
  it("accepts a PDF and serves it inline with its name, nosniff and no caching when private", async () => {
    const sent = await upload(a, uploader.token, {
      filename: "Súmula nº 3.pdf",
      content: PDF,
      contentType: "application/pdf",
    });
    expect(sent.status).toBe(201);
    expect(sent.body.result).toMatchObject({
      name: "Súmula nº 3.pdf",
      content_type: "application/pdf",
      kind: "document",
      size: PDF.length,
      width: null,
      height: null,
    });
    const file = await download(a, sent.body.result.url, uploader.token);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(PDF)).toBe(true);
    expect(file.headers).toMatchObject({
      "content-type": "application/pdf",
      "content-disposition": `inline; filename="Sumula no 3.pdf"; filename*=UTF-8''S%C3%BAmula%20n%C2%BA%203.pdf`,
      "x-content-type-options": "nosniff",
      "cache-control": "private, no-store",
    });
  });

  it("accepts a spreadsheet and a CSV as attachments, named after what they really are", async () => {
    const book = new ExcelJS.Workbook();
    book.addWorksheet("Atletas").addRow(["Nome", "Clube"]);
    const xlsx = Buffer.from(await book.xlsx.writeBuffer());
    const sheet = await upload(a, uploader.token, { filename: "inscritos.pdf", content: xlsx });
    expect(sheet.status).toBe(201);
    expect(sheet.body.result).toMatchObject({
      name: "inscritos.xlsx",
      content_type: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      kind: "document",
    });
    const csv = await upload(a, uploader.token, {
      filename: "resultados.csv",
      content: "nome;tempo\nAna;10,5\n",
    });
    expect(csv.status).toBe(201);
    expect(csv.body.result).toMatchObject({ name: "resultados.csv", content_type: "text/csv" });
    const file = await download(a, csv.body.result.url, uploader.token);
    expect(file.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(file.headers["content-disposition"]).toMatch(/^attachment; filename="resultados.csv"/);
  });

  it("serves a text file that looks like a page as text to download, never as a page", async () => {
    const sent = await upload(a, uploader.token, {
      filename: "pagina.html",
      content: "<html><script>alert(1)</script></html>",
      contentType: "text/html",
    });
    expect(sent.status).toBe(201);
    expect(sent.body.result).toMatchObject({ name: "pagina.txt", content_type: "text/plain" });
    const file = await download(a, sent.body.result.url, uploader.token);
    expect(file.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(file.headers["content-disposition"]).toMatch(/^attachment;/);
  });
});

describe("refusals", () => {
  it("refuses an executable renamed .png (415 on file) and stores neither a row nor a file", async () => {
    const response = await storesNothing(() =>
      upload(a, uploader.token, { filename: "foto.png", content: EXE, contentType: "image/png" }),
    );
    expectRefused(response, 415);
    expect(response.body.message).toMatch(/^Arquivo: tipo de arquivo não aceito/);
  });

  it("refuses binary data that is neither a known type nor UTF-8 text", async () => {
    const binary = Buffer.from([0xc3, 0x28, 0xa0, 0xa1, 0x00, 0xff, 0xfe, 0x01]);
    expectRefused(
      await storesNothing(() => upload(a, uploader.token, { filename: "dados.csv", content: binary })),
      415,
    );
  });

  it("refuses a file over 10 MB with 413 and the pt-BR envelope", async () => {
    const big = Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]);
    const response = await storesNothing(() =>
      upload(a, uploader.token, { filename: "grande.pdf", content: big, contentType: "application/pdf" }),
    );
    expectRefused(response, 413);
    expect(response.body.message).toMatch(/10 MB/);
  });

  it("answers 401 to an anonymous upload and stores nothing", async () => {
    const response = await storesNothing(() => upload(a, undefined, { filename: "doc.pdf", content: PDF }));
    expect({ status: response.status, envelope: response.body.status }).toEqual({ status: 401, envelope: 0 });
  });

  it("answers 400 on the field to a form without a file, with two files, or with a bad visibility", async () => {
    const send = async (parts: Parameters<typeof multipartBody>[0]) => {
      const { payload, headers } = multipartBody(parts);
      const response = await server.app.inject({
        method: "POST",
        url: `/t/${a.identifier}/api/v1/uploads`,
        headers: { ...headers, authorization: `Bearer ${uploader.token}` },
        payload,
      });
      return { status: response.statusCode, body: response.json() };
    };
    await storesNothing(async () => {
      expectRefused(await send([{ field: "visibility", value: "public" }]), 400);
      expectRefused(
        await send([
          { field: "file", filename: "a.pdf", content: PDF },
          { field: "file", filename: "b.pdf", content: PDF },
        ]),
        400,
      );
      expectRefused(
        await send([
          { field: "file", filename: "a.pdf", content: PDF },
          { field: "visibility", value: "todos" },
        ]),
        400,
        "visibility",
      );
      expectRefused(await send([{ field: "file", filename: "vazio.pdf", content: "" }]), 400);
      const json = await server.api(a, "POST", "uploads", { token: uploader.token, body: { file: "x" } });
      expectRefused(json, 400);
    });
  });
});

describe("who may download and delete", () => {
  let privateUrl: string;
  let publicUrl: string;

  beforeAll(async () => {
    privateUrl = (await upload(a, uploader.token, { filename: "rg.pdf", content: PDF })).body.result.url;
    publicUrl = (
      await upload(a, uploader.token, { filename: "banner.pdf", content: PDF, visibility: "public" })
    ).body.result.url;
  });

  it("gives a private file to its uploader, a master and the staff, and refuses everyone else", async () => {
    const statuses = {
      uploader: (await download(a, privateUrl, uploader.token)).statusCode,
      master: (await download(a, privateUrl, master)).statusCode,
      staff: (await download(a, privateUrl, staff)).statusCode,
      stranger: (await download(a, privateUrl, stranger)).statusCode,
      athlete: (await download(a, privateUrl, athlete)).statusCode,
      anonymous: (await download(a, privateUrl)).statusCode,
    };
    expect(statuses).toEqual({
      uploader: 200,
      master: 200,
      staff: 200,
      stranger: 403,
      athlete: 403,
      anonymous: 401,
    });
    const refused = await download(a, privateUrl, stranger);
    expect(refused.json()).toMatchObject({ status: 0, code: "denied" });
    expect(refused.body).not.toContain("%PDF");
  });

  it("gives a public file to anyone, cacheable for long", async () => {
    const file = await download(a, publicUrl);
    expect(file.statusCode).toBe(200);
    expect(file.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(file.rawPayload.equals(PDF)).toBe(true);
    // The web app learns a stored value's name and type with HEAD, from any origin.
    const head = await server.app.inject({ method: "HEAD", url: `/t/${a.identifier}/api/v1/${publicUrl}` });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe("");
    expect(head.headers).toMatchObject({
      "content-type": "application/pdf",
      "content-disposition": expect.stringContaining("banner.pdf"),
      "access-control-expose-headers": "Content-Disposition, Content-Length",
    });
  });

  it("lets only the uploader or a master delete, and then the file is gone", async () => {
    const sent = await upload(a, uploader.token, { filename: "apagar.pdf", content: PDF });
    const { id, url } = sent.body.result;
    const filesBefore = storedFiles();
    expect(filesBefore.some((file) => file.includes(id))).toBe(true);
    for (const token of [stranger, staff]) {
      const refused = await server.api(a, "DELETE", url, { token });
      expect({ status: refused.status, code: refused.body.code }).toEqual({ status: 403, code: "denied" });
    }
    const deleted = await server.api(a, "DELETE", url, { token: uploader.token });
    expect(deleted.status).toBe(200);
    expect((await rowsOf(a)).some((row) => row.id === id)).toBe(false);
    expect(storedFiles().some((file) => file.includes(id))).toBe(false);
    expect((await download(a, url, uploader.token)).statusCode).toBe(404);

    const other = (await upload(a, uploader.token, { filename: "outro.pdf", content: PDF })).body.result;
    expect((await server.api(a, "DELETE", other.url, { token: master })).status).toBe(200);
  });
});

describe("tenants and paths", () => {
  it("answers tenant B's upload from tenant A exactly like a missing one", async () => {
    const tokenB = await server.loginAs(b, { master: true });
    const ofB = (await upload(b, tokenB, { filename: "de-b.pdf", content: PDF, visibility: "public" })).body
      .result;
    expect((await download(b, ofB.url)).statusCode).toBe(200);
    const answer = async (id: string, token?: string) => {
      const response = await download(a, `uploads/${id}`, token);
      return `${response.statusCode} ${response.body.replaceAll(id, "<id>")}`;
    };
    for (const token of [undefined, master]) {
      const fromA = await answer(ofB.id, token);
      expect(fromA).toMatch(/^404 /);
      expect(fromA).toBe(await answer(MISSING_ID, token));
      const deleted = await server.api(a, "DELETE", ofB.url, { token: master });
      expect(deleted.status).toBe(404);
    }
    expect((await download(b, ofB.url)).statusCode).toBe(200);
  });

  it("keeps the sent name a label: a path in it never reaches the storage", async () => {
    const sent = await upload(a, uploader.token, {
      filename: "../../../../etc/passwd.pdf",
      content: PDF,
      contentType: "application/pdf",
    });
    expect(sent.status).toBe(201);
    expect(sent.body.result.name).toBe("passwd.pdf");
    for (const file of storedFiles())
      expect(file).toMatch(/^t\/[0-9a-f-]{36}\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.\w+$/);
    for (const path of ["uploads/..%2F..%2Fetc%2Fpasswd", "uploads/../../etc/passwd", "uploads/%2e%2e"]) {
      const response = await download(a, path, master);
      expect({ path, ok: response.statusCode < 300 }).toEqual({ path, ok: false });
    }
  });

  it("has a local storage that refuses every key outside its folder", async () => {
    const root = mkdtempSync(join(tmpdir(), "quadra-storage-"));
    try {
      const dir = join(root, "uploads");
      writeFileSync(join(root, "segredo.txt"), "segredo");
      const storage = createLocalStorage(dir);
      const body = Buffer.from("x");
      for (const key of [
        "../segredo.txt",
        "t/../../segredo.txt",
        "/etc/passwd",
        "t//x",
        "t\\..\\x",
        "",
        ".",
        "t/./x",
      ]) {
        await expect(storage.get(key), key).rejects.toThrow(/invalid storage key/);
        await expect(storage.put({ key, body, contentType: "text/plain" }), key).rejects.toThrow();
        await expect(storage.delete(key), key).rejects.toThrow();
      }
      await storage.put({ key: "t/x/2025/01/a.txt", body, contentType: "text/plain" });
      const stored = await storage.get("t/x/2025/01/a.txt");
      expect({ size: stored?.size, type: stored?.contentType, text: await text(stored!.stream) }).toEqual({
        size: 1,
        type: "text/plain",
        text: "x",
      });
      expect(await storage.get("t/x/2025/01/nada.txt")).toBeUndefined();
      await storage.delete("t/x/2025/01/a.txt");
      await storage.delete("t/x/2025/01/a.txt");
      expect(readdirSync(join(dir, "t/x/2025/01"))).toEqual([]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
