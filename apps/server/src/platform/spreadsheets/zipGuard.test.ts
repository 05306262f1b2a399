import { describe, expect, it } from "vitest";
import { AppError } from "../http/errors.ts";
import { buildZip } from "./zipFixture.ts";
import { assertZipWithinLimit, readZipEntries } from "./zipGuard.ts";

const refusal = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
};

describe("zip guard", () => {
  it("reads the entries and their sizes from the central directory", () => {
    const zip = buildZip([
      { name: "xl/workbook.xml", content: Buffer.from("<workbook/>") },
      { name: "xl/worksheets/sheet1.xml", content: Buffer.alloc(5000, "a"), deflate: true },
    ]);
    expect(
      readZipEntries(zip).map(({ name, method, uncompressedSize }) => ({ name, method, uncompressedSize })),
    ).toEqual([
      { name: "xl/workbook.xml", method: 0, uncompressedSize: 11 },
      { name: "xl/worksheets/sheet1.xml", method: 8, uncompressedSize: 5000 },
    ]);
  });

  it("passes an honest zip under the limit", async () => {
    const zip = buildZip([
      { name: "xl/worksheets/sheet1.xml", content: Buffer.alloc(100_000, "a"), deflate: true },
    ]);
    await expect(assertZipWithinLimit({ data: zip })).resolves.toHaveLength(1);
  });

  it("refuses a zip whose directory declares more than 200 MB, without inflating anything", async () => {
    // 1 kB on disk, 3 × 1.5 GB declared: the sum is checked before any entry is read.
    const zip = buildZip(
      ["a", "b", "c"].map((name) => ({
        name: `xl/${name}.xml`,
        content: Buffer.alloc(300, "x"),
        deflate: true,
        declaredSize: 1_500_000_000,
      })),
    );
    expect(zip.length).toBeLessThan(1_000);
    const error = await refusal(assertZipWithinLimit({ data: zip }));
    expect(error.statusCode).toBe(400);
    expect(error.message).toBe(
      "Arquivo: a planilha descompactada passaria de 200 MB. Divida-a em arquivos menores.",
    );
    expect(error.errors).toEqual({
      file: "A planilha descompactada passaria de 200 MB. Divida-a em arquivos menores.",
    });
  });

  it("refuses real data over a smaller limit", async () => {
    const zip = buildZip([
      { name: "xl/worksheets/sheet1.xml", content: Buffer.alloc(2_000_000), deflate: true },
    ]);
    const error = await refusal(assertZipWithinLimit({ data: zip, maxBytes: 1024 * 1024 }));
    expect(error.errors?.file).toBe(
      "A planilha descompactada passaria de 1 MB. Divida-a em arquivos menores.",
    );
  });

  it("refuses an entry that inflates past the size its directory declares", async () => {
    // 5 MB of zeros deflate to about 5 kB; the directory claims 100 bytes to pass the sum.
    const zip = buildZip([
      {
        name: "xl/worksheets/sheet1.xml",
        content: Buffer.alloc(5_000_000),
        deflate: true,
        declaredSize: 100,
      },
    ]);
    const error = await refusal(assertZipWithinLimit({ data: zip }));
    expect(error.errors?.file).toMatch(/^O arquivo XLSX está corrompido/);
  });

  it("refuses a truncated zip and a directory that points outside the file", async () => {
    const zip = buildZip([{ name: "xl/workbook.xml", content: Buffer.from("<workbook/>") }]);
    expect(
      (await refusal(assertZipWithinLimit({ data: zip.subarray(0, zip.length - 10) }))).errors?.file,
    ).toMatch(/corrompido/);
    const pointing = Buffer.from(zip);
    pointing.writeUInt32LE(0x7fff_0000, pointing.length - 6); // directory offset
    expect((await refusal(assertZipWithinLimit({ data: pointing }))).errors?.file).toMatch(/corrompido/);
  });
});
