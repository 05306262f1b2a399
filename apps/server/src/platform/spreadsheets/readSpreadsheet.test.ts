import { buffer } from "node:stream/consumers";
import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { AppError } from "../http/errors.ts";
import type { ExportColumn, ExportRow } from "./exportColumns.ts";
import { exportCsv } from "./exportCsv.ts";
import { exportXlsx } from "./exportXlsx.ts";
import { readSpreadsheet } from "./readSpreadsheet.ts";
import { buildZip } from "./zipFixture.ts";

const read = (data: Buffer, filename = "planilha.csv", maxRows?: number) =>
  readSpreadsheet({ data, filename, ...(maxRows === undefined ? {} : { maxRows }) });

/** The `file` message of the refusal, checking it is the 400 the API answers. */
const refusal = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  const appError = error as AppError;
  expect(appError.statusCode).toBe(400);
  const file = appError.errors?.file ?? "";
  expect(appError.message).toBe(`Arquivo: ${file.charAt(0).toLowerCase()}${file.slice(1)}`);
  return file;
};

const xlsx = async (fill: (workbook: ExcelJS.Workbook) => void) => {
  const workbook = new ExcelJS.Workbook();
  fill(workbook);
  return Buffer.from(await workbook.xlsx.writeBuffer());
};

async function* inBatches(...batches: ExportRow[][]) {
  yield* batches;
}

describe("readSpreadsheet: CSV", () => {
  it("reads Excel's pt-BR CSV: BOM, `;`, CRLF, quotes, trimmed cells, no empty lines or stray columns", async () => {
    const csv =
      "\uFEFFNome ; Cidade;Observação;;\r\n" +
      '  Associação Atlética ;São Paulo;"Sede; quadra\r\ncoberta";;\r\n' +
      ";;;;\r\n" +
      "\r\n" +
      'Clube "Azul";"Rio de Janeiro"\r\n';
    expect(await read(Buffer.from(csv))).toEqual({
      headers: ["Nome", "Cidade", "Observação"],
      rows: [
        ["Associação Atlética", "São Paulo", "Sede; quadra\r\ncoberta"],
        ['Clube "Azul"', "Rio de Janeiro", ""],
      ],
    });
  });

  it("reads a windows-1252 file, as Excel in Brazil saves 'CSV (separado por vírgulas)'", async () => {
    const latin = Buffer.from("Nome;Cidade;Valor\r\nAssociação Atlética;São Paulo;", "latin1");
    const data = Buffer.concat([latin, Buffer.from([0x80]), Buffer.from(" 10,00\r\n", "latin1")]);
    expect(() => new TextDecoder("utf-8", { fatal: true }).decode(data)).toThrow();
    expect(await read(data)).toEqual({
      headers: ["Nome", "Cidade", "Valor"],
      rows: [["Associação Atlética", "São Paulo", "€ 10,00"]],
    });
  });

  it("tells `;` from `,` and tab by the header line", async () => {
    const expected = { headers: ["Nome", "Valor"], rows: [["Clube", "1.234,56"]] };
    expect(await read(Buffer.from('Nome;Valor\n Clube ;"1.234,56"\n'))).toEqual(expected);
    expect(await read(Buffer.from('Nome,Valor\nClube,"1.234,56"\n'))).toEqual(expected);
    expect(await read(Buffer.from("Nome\tValor\nClube\t1.234,56\n"))).toEqual(expected);
    // a comma inside a quoted header name does not make the file comma-separated
    expect(await read(Buffer.from('"Valor (R$, bruto)";Nome\n10,5;Clube\n'))).toEqual({
      headers: ["Valor (R$, bruto)", "Nome"],
      rows: [["10,5", "Clube"]],
    });
    // one column: no separator at all
    expect(await read(Buffer.from("\n\nE-mail\nana@exemplo.com.br\n"))).toEqual({
      headers: ["E-mail"],
      rows: [["ana@exemplo.com.br"]],
    });
  });

  it("takes a vertical tab, some programs' line break inside a cell, as text", async () => {
    expect(await read(Buffer.from("Endereço\nRua A, 10\vFundos\n"))).toEqual({
      headers: ["Endereço"],
      rows: [["Rua A, 10\vFundos"]],
    });
  });

  it("reads UTF-16 'Texto Unicode' as Excel saves it", async () => {
    const data = Buffer.concat([
      Buffer.from([0xff, 0xfe]),
      Buffer.from("Nome\tCidade\r\nAssociação\tGoiânia\r\n", "utf16le"),
    ]);
    expect(await read(data, "planilha.txt")).toEqual({
      headers: ["Nome", "Cidade"],
      rows: [["Associação", "Goiânia"]],
    });
  });

  it("reads back what exportCsv wrote, formula escapes removed", async () => {
    const columns: ExportColumn[] = [
      { key: "name", label: "Nome", kind: "text" },
      { key: "fee", label: "Mensalidade", kind: "money" },
      { key: "born", label: "Nascimento", kind: "date" },
      { key: "active", label: "Ativo", kind: "boolean" },
    ];
    const data = await buffer(
      exportCsv({
        columns,
        batches: inBatches([
          { name: "=1+1", fee: 123456, born: "2010-03-05", active: true },
          { name: "'sem fórmula", fee: -5, born: null, active: false },
        ]),
      }),
    );
    expect(await read(data)).toEqual({
      headers: ["Nome", "Mensalidade", "Nascimento", "Ativo"],
      rows: [
        ["=1+1", "1234,56", "05/03/2010", "Sim"],
        ["'sem fórmula", "-0,05", "", "Não"],
      ],
    });
  });
});

describe("readSpreadsheet: XLSX", () => {
  it("reads the first visible sheet, each kind of cell as text", async () => {
    const data = await xlsx((workbook) => {
      const hidden = workbook.addWorksheet("Instruções");
      hidden.state = "hidden";
      hidden.addRow(["não é esta"]);
      const sheet = workbook.addWorksheet("Dados");
      sheet.addRow(["Nome", " Valor ", "Ativo", "Nascimento", "Chegada", "Hora", "Site", "Soma", "Erro"]);
      sheet.addRow([
        { richText: [{ text: "Associação " }, { font: { bold: true }, text: "Atlética" }] },
        1234.5,
        true,
        new Date(Date.UTC(2010, 2, 5)),
        new Date(Date.UTC(2024, 6, 1, 14, 30)),
        new Date(Date.UTC(1899, 11, 30, 8, 15)),
        { text: "site do clube", hyperlink: "https://clube.example" },
        { formula: "0.1+0.2", result: 0.30000000000000004 },
        { error: "#N/A" },
      ]);
      sheet.addRow([]);
      sheet.addRow([
        "  Clube  ",
        12345678901,
        false,
        null,
        null,
        null,
        null,
        { formula: "A1", result: "Nome" },
        "'=cmd",
      ]);
      // a styled but empty cell far right, as a spreadsheet leaves after a column is cleared
      sheet.getCell("L1").value = "";
      sheet.getCell("L4").value = null;
      for (const column of [4, 5, 6]) sheet.getColumn(column).numFmt = "dd/mm/yyyy hh:mm";
    });
    expect(await read(data, "dados.xlsx")).toEqual({
      headers: ["Nome", "Valor", "Ativo", "Nascimento", "Chegada", "Hora", "Site", "Soma", "Erro"],
      rows: [
        [
          "Associação Atlética",
          "1234.5",
          "Sim",
          "2010-03-05",
          "2024-07-01 14:30",
          "08:15",
          "site do clube",
          "0.3",
          "#N/A",
        ],
        ["Clube", "12345678901", "Não", "", "", "", "", "Nome", "=cmd"],
      ],
    });
  });

  it("decides by content: an XLSX named .csv is read as XLSX", async () => {
    const data = await xlsx((workbook) => {
      const sheet = workbook.addWorksheet("A");
      sheet.addRow(["Nome"]);
      sheet.addRow(["Clube"]);
    });
    expect(await read(data, "exportado.csv")).toEqual({ headers: ["Nome"], rows: [["Clube"]] });
  });

  it("reads back what exportXlsx wrote", async () => {
    const columns: ExportColumn[] = [
      { key: "name", label: "Nome", kind: "text" },
      { key: "fee", label: "Mensalidade", kind: "money" },
      { key: "born", label: "Nascimento", kind: "date" },
      { key: "paid_at", label: "Pago em", kind: "datetime" },
      { key: "active", label: "Ativo", kind: "boolean" },
      { key: "sports", label: "Modalidades", kind: "list" },
    ];
    const data = await buffer(
      exportXlsx({
        columns,
        sheetName: "Atletas",
        batches: inBatches([
          {
            name: "-Ana",
            fee: 123456,
            born: "2010-03-05",
            paid_at: "2024-07-01T15:30:00Z",
            active: true,
            sports: ["Futsal", "Vôlei"],
          },
          { name: "Bia", fee: 0, born: null, paid_at: null, active: false, sports: [] },
        ]),
      }),
    );
    expect(await read(data, "atletas.xlsx")).toEqual({
      headers: ["Nome", "Mensalidade", "Nascimento", "Pago em", "Ativo", "Modalidades"],
      rows: [
        ["-Ana", "1234.56", "2010-03-05", "2024-07-01 12:30", "Sim", "Futsal, Vôlei"],
        ["Bia", "0", "", "", "Não", ""],
      ],
    });
  });
});

describe("readSpreadsheet: refusals", () => {
  it("refuses what is neither CSV nor XLSX, whatever its name", async () => {
    const pdf = Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.from([0, 1, 2, 3, 0xff, 0xd8])]);
    expect(await refusal(read(pdf, "lista.csv"))).toBe("Envie uma planilha CSV ou XLSX.");
    const ole2 = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0, 0]);
    expect(await refusal(read(ole2, "Atletas 2019.XLS"))).toBe(
      "Envie uma planilha CSV ou XLSX. Arquivos .xls não são lidos: abra-o na planilha e salve como XLSX.",
    );
  });

  it("refuses a zip that holds no workbook, and a workbook that exceljs cannot read", async () => {
    const docx = await xlsx((workbook) => workbook.addWorksheet("A").addRow(["x"]));
    // same length, so the zip's offsets still hold
    const renamed = Buffer.from(
      docx.toString("latin1").replaceAll("xl/workbook.xml", "wd/document.xml"),
      "latin1",
    );
    expect(await refusal(read(renamed, "contrato.docx"))).toBe("Envie uma planilha CSV ou XLSX.");

    const garbage = buildZip([
      { name: "[Content_Types].xml", content: "<Types" },
      { name: "xl/workbook.xml", content: "<workbook><sheets><sheet", deflate: true },
    ]);
    expect(await refusal(read(garbage, "dados.xlsx"))).toBe(
      "Não foi possível ler a planilha XLSX. Abra-a na planilha, salve de novo e envie outra vez.",
    );
  });

  it("refuses a zip bomb before exceljs opens it", async () => {
    const bomb = buildZip([
      { name: "[Content_Types].xml", content: "<Types/>" },
      { name: "xl/workbook.xml", content: "<workbook/>" },
      {
        name: "xl/worksheets/sheet1.xml",
        content: "<worksheet/>",
        deflate: true,
        declaredSize: 4_000_000_000,
      },
    ]);
    expect(await refusal(read(bomb, "lista.xlsx"))).toBe(
      "A planilha descompactada passaria de 200 MB. Divida-a em arquivos menores.",
    );
  });

  it("refuses an empty file", async () => {
    expect(await refusal(read(Buffer.alloc(0)))).toBe("A planilha está vazia.");
    expect(await refusal(read(Buffer.from("\uFEFF\r\n;;\r\n \r\n")))).toBe("A planilha está vazia.");
  });

  it("refuses more rows than allowed, in CSV and XLSX", async () => {
    const lines = (count: number) =>
      `Nome\n${Array.from({ length: count }, (_, index) => `Atleta ${index}`).join("\n")}\n\n\n`;
    expect((await read(Buffer.from(lines(10)), "a.csv", 10)).rows).toHaveLength(10);
    expect(await refusal(read(Buffer.from(lines(11)), "a.csv", 10))).toBe(
      "A planilha tem mais de 10 linhas. Divida-a em arquivos menores.",
    );
    const sheetOf = (count: number) =>
      xlsx((workbook) => {
        const sheet = workbook.addWorksheet("A");
        sheet.addRow(["Nome"]);
        for (let index = 0; index < count; index += 1) sheet.addRow([`Atleta ${index}`]);
      });
    expect((await read(await sheetOf(10), "a.xlsx", 10)).rows).toHaveLength(10);
    expect(await refusal(read(await sheetOf(11), "a.xlsx", 10))).toBe(
      "A planilha tem mais de 10 linhas. Divida-a em arquivos menores.",
    );
    expect(await refusal(read(Buffer.from(lines(3)), "a.csv", 2))).toMatch(
      /^A planilha tem mais de 2 linhas/,
    );
  });

  it("counts the default limit in pt-BR", async () => {
    const header = "Nome\n";
    const data = Buffer.from(header + "x\n".repeat(200_001));
    expect(await refusal(read(data))).toBe(
      "A planilha tem mais de 200.000 linhas. Divida-a em arquivos menores.",
    );
  });

  it("refuses a header with an empty or repeated name", async () => {
    expect(await refusal(read(Buffer.from("Nome;;Cidade\nA;B;C\n")))).toBe(
      "A coluna B do cabeçalho está sem nome. Dê um nome a ela ou apague a coluna.",
    );
    expect(await refusal(read(Buffer.from("Nome;Cidade;nome\nA;B;C\n")))).toBe(
      'O cabeçalho tem duas colunas chamadas "nome" (A e C). Renomeie ou apague uma delas.',
    );
    expect(await refusal(read(Buffer.from("E-mail;Nome;Email\nA;B;C\n")))).toBe(
      'O cabeçalho tem duas colunas chamadas "Email" (A e C). Renomeie ou apague uma delas.',
    );
  });

  it("refuses a value under no header instead of dropping it", async () => {
    expect(await refusal(read(Buffer.from("Nome;Cidade\nA;B\n\nC;D;;esquecido\n")))).toBe(
      "A linha 4 tem um valor na coluna D, que não tem nome no cabeçalho. Dê um nome a ela ou apague o valor.",
    );
  });

  it("refuses a CSV with an unclosed quote, saying where", async () => {
    expect(await refusal(read(Buffer.from('Nome;Cidade\nA;B\n"C;D\n')))).toMatch(
      /^Não foi possível ler o CSV perto da linha \d+: confira as aspas dessa linha\.$/,
    );
  });
});
