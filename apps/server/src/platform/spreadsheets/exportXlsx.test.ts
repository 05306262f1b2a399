import { buffer } from "node:stream/consumers";
import { inflateRawSync } from "node:zlib";
import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import type { ExportColumn, ExportRow } from "./exportColumns.ts";
import { exportXlsx, safeSheetName } from "./exportXlsx.ts";
import { readZipEntries } from "./zipGuard.ts";

async function* inBatches(...batches: ExportRow[][]) {
  yield* batches;
}

const columns: ExportColumn[] = [
  { key: "name", label: "Nome", kind: "text" },
  { key: "goals", label: "Gols", kind: "number" },
  { key: "fee", label: "Mensalidade", kind: "money" },
  { key: "active", label: "Ativo", kind: "boolean" },
  { key: "born", label: "Nascimento", kind: "date" },
  { key: "paid_at", label: "Pago em", kind: "datetime" },
  { key: "sports", label: "Modalidades", kind: "list" },
];

const load = async (data: Buffer) => {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(data as unknown as ExcelJS.Buffer);
  return workbook.worksheets[0]!;
};

/** The sheet's XML as written, to see what exceljs's reader would smooth over. */
const sheetXml = (data: Buffer) => {
  const entry = readZipEntries(data).find((candidate) => candidate.name === "xl/worksheets/sheet1.xml")!;
  const start = entry.localHeaderOffset + 30 + data.readUInt16LE(entry.localHeaderOffset + 26);
  const extra = data.readUInt16LE(entry.localHeaderOffset + 28);
  return inflateRawSync(data.subarray(start + extra, start + extra + entry.compressedSize)).toString("utf8");
};

describe("exportXlsx", () => {
  it("writes numbers, money and dates as real cells and the rest as Excel in pt-BR shows them", async () => {
    const data = await buffer(
      exportXlsx({
        columns,
        sheetName: "Associações",
        batches: inBatches(
          [
            {
              name: "Associação Atlética São José",
              goals: 3.5,
              fee: 123456,
              active: true,
              born: "2010-03-05",
              paid_at: "2024-07-01T15:30:00Z",
              sports: ["Futsal", "Vôlei"],
            },
          ],
          [
            {
              name: null,
              goals: "17",
              fee: -5,
              active: false,
              born: "2024-02-30",
              paid_at: new Date("2024-01-01T02:59:00Z"),
            },
          ],
        ),
      }),
    );
    const sheet = await load(data);
    expect(sheet.name).toBe("Associações");
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      "Nome",
      "Gols",
      "Mensalidade",
      "Ativo",
      "Nascimento",
      "Pago em",
      "Modalidades",
    ]);
    expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(sheet.getRow(2).values).toEqual([
      undefined,
      "Associação Atlética São José",
      3.5,
      1234.56,
      "Sim",
      // the wall clock of São Paulo, written as it should show (a spreadsheet has no time zone)
      new Date(Date.UTC(2010, 2, 5)),
      new Date(Date.UTC(2024, 6, 1, 12, 30)),
      "Futsal, Vôlei",
    ]);
    expect(sheet.getRow(3).values).toEqual([
      undefined,
      undefined,
      17,
      -0.05,
      "Não",
      "2024-02-30", // not a day: written as the text it was
      new Date(Date.UTC(2023, 11, 31, 23, 59)),
    ]);
    expect(sheet.getRow(2).getCell(3).numFmt).toBe("#,##0.00");
    expect(sheet.getRow(2).getCell(5).numFmt).toBe("dd/mm/yyyy");
    expect(sheet.getRow(2).getCell(6).numFmt).toBe("dd/mm/yyyy hh:mm");

    // The header stays in view, has filter buttons, and the columns are as wide as the first batch asks.
    expect(sheet.views[0]).toMatchObject({ state: "frozen", ySplit: 1 });
    const xml = sheetXml(data);
    expect(xml).toContain('<autoFilter ref="A1:G1"/>');
    expect(sheet.getColumn(1).width).toBe("Associação Atlética São José".length + 1);
    expect(sheet.getColumn(2).width).toBe(8);
  });

  it("writes text that could run as a formula as an escaped string, never as a formula", async () => {
    const dangerous = ['=HYPERLINK("http://x","clique")', "+1+1", "-1+1", "@SUM(A1)", "\t=1", "\r=1"];
    const data = await buffer(
      exportXlsx({
        columns: [
          { key: "text", label: "Texto", kind: "text" },
          { key: "tags", label: "Tags", kind: "list" },
          { key: "amount", label: "Valor", kind: "money" },
        ],
        sheetName: "Teste",
        batches: inBatches(dangerous.map((value) => ({ text: value, tags: [value], amount: -150 }))),
      }),
    );
    const xml = sheetXml(data);
    expect(xml).not.toContain("<f>");
    const sheet = await load(data);
    dangerous.forEach((value, index) => {
      const row = sheet.getRow(index + 2);
      // XML reads a bare carriage return back as a line feed; the escape is what matters here.
      const readBack = `'${value.replace("\r", "\n")}`;
      expect(row.getCell(1).type).toBe(ExcelJS.ValueType.String);
      expect(row.getCell(1).value).toBe(readBack);
      expect(row.getCell(2).value).toBe(readBack);
      expect(row.getCell(3).value).toBe(-1.5); // a negative number is a number, not a formula
    });
  });

  it("writes a workbook with the header alone when there are no rows", async () => {
    const sheet = await load(
      await buffer(exportXlsx({ columns: columns.slice(0, 2), sheetName: "Vazia", batches: inBatches() })),
    );
    expect(sheet.actualRowCount).toBe(1);
    expect(sheet.getRow(1).values).toEqual([undefined, "Nome", "Gols"]);
  });

  it("fails the stream when the source fails", async () => {
    async function* failing() {
      yield [{ name: "a" }];
      throw new Error("cursor lost");
    }
    await expect(buffer(exportXlsx({ columns, sheetName: "x", batches: failing() }))).rejects.toThrow(
      "cursor lost",
    );
  });

  it("makes any name a valid sheet name", () => {
    expect(safeSheetName("Receitas/Despesas [2024]: *total*?")).toBe("Receitas Despesas  2024    tota"); // 31 characters
    expect(safeSheetName("'Clubes'")).toBe("Clubes");
    expect(safeSheetName(" / ")).toBe("Planilha");
  });
});
