import type { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";
import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import type { ExportColumn, ExportRow } from "./exportColumns.ts";
import { exportCsv } from "./exportCsv.ts";

// Decoded by hand: TextDecoder, behind stream/consumers' text(), would drop the BOM under test.
const text = async (stream: Readable) => (await buffer(stream)).toString("utf8");

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

describe("exportCsv", () => {
  it("writes a BOM, `;`, CRLF and each kind as Excel in pt-BR reads it", async () => {
    const csv = await text(
      exportCsv({
        columns,
        batches: inBatches(
          [
            {
              name: "Associação Atlética São José",
              goals: 3.5,
              fee: 123456,
              active: true,
              born: "2010-03-05",
              // 15:30 UTC is 12:30 in São Paulo (UTC-3)
              paid_at: "2024-07-01T15:30:00Z",
              sports: ["Futsal", "Vôlei"],
            },
          ],
          [],
          [
            {
              name: 'Clube; com "aspas"\ne linha',
              goals: -2,
              fee: -5,
              active: false,
              born: null,
              paid_at: new Date("2024-01-01T02:59:00Z"),
              sports: [],
            },
            { name: undefined, goals: "17", fee: "250", active: null, born: "2024-02-30", paid_at: "ontem" },
          ],
        ),
      }),
    );
    expect(csv).toBe(
      "\uFEFFNome;Gols;Mensalidade;Ativo;Nascimento;Pago em;Modalidades\r\n" +
        "Associação Atlética São José;3,5;1234,56;Sim;05/03/2010;01/07/2024 12:30;Futsal, Vôlei\r\n" +
        '"Clube; com ""aspas""\ne linha";-2;-0,05;Não;;31/12/2023 23:59;\r\n' +
        // a value a kind cannot read is written as text: an impossible date, a word for a datetime
        ";17;2,50;;2024-02-30;ontem;\r\n",
    );
    const records = parse(csv, { bom: true, delimiter: ";" });
    expect(records[2]).toEqual([
      'Clube; com "aspas"\ne linha',
      "-2",
      "-0,05",
      "Não",
      "",
      "31/12/2023 23:59",
      "",
    ]);
  });

  it("escapes text that a spreadsheet would run as a formula, and only text", async () => {
    const dangerous = ['=HYPERLINK("http://x")', "+55 11 99999-0000", "-cmd", "@SUM(A1)", "\tx", "\rx"];
    const csv = await text(
      exportCsv({
        columns: [
          { key: "text", label: "=Rótulo", kind: "text" },
          { key: "tags", label: "Tags", kind: "list" },
          { key: "amount", label: "Valor", kind: "money" },
        ],
        batches: inBatches(
          dangerous.map((value) => ({ text: value, tags: [value, "ok"], amount: -150 })),
          [{ text: "a=b", tags: ["x-y"], amount: 0 }],
        ),
      }),
    );
    const records = parse(csv, { bom: true, delimiter: ";", relax_quotes: true }) as string[][];
    expect(records[0]).toEqual(["'=Rótulo", "Tags", "Valor"]);
    expect(records.slice(1)).toEqual([
      ...dangerous.map((value) => [`'${value}`, `'${value}, ok`, "-1,50"]),
      ["a=b", "x-y", "0,00"],
    ]);
  });

  it("quotes a field holding a lone CR or LF, so what follows it is never read as a new row", async () => {
    const payload = "=1+1+cmd|' /C calc'!A0";
    const csv = await text(
      exportCsv({
        columns: [
          { key: "name", label: "Nome", kind: "text" },
          { key: "tags", label: "Tags", kind: "list" },
        ],
        batches: inBatches([
          { name: `Clube\r${payload}`, tags: ["a", `b\n${payload}`] },
          { name: `\r${payload}`, tags: [] },
        ]),
      }),
    );
    expect(csv).toBe(
      "\uFEFFNome;Tags\r\n" +
        `"Clube\r${payload}";"a, b\n${payload}"\r\n` +
        // The formula escape stays in front of a leading CR, inside the quotes.
        `"'\r${payload}";\r\n`,
    );
    const records = parse(csv, { bom: true, delimiter: ";" }) as string[][];
    expect(records).toEqual([
      ["Nome", "Tags"],
      [`Clube\r${payload}`, `a, b\n${payload}`],
      [`'\r${payload}`, ""],
    ]);
  });

  it("writes the header alone when there are no rows", async () => {
    const csv = await text(exportCsv({ columns: columns.slice(0, 2), batches: inBatches() }));
    expect(csv).toBe("\uFEFFNome;Gols\r\n");
  });

  it("fails the stream when the source fails, and closes the source when the reader leaves", async () => {
    async function* failing() {
      yield [{ name: "a" }];
      throw new Error("cursor lost");
    }
    await expect(text(exportCsv({ columns, batches: failing() }))).rejects.toThrow("cursor lost");

    let closed = false;
    async function* endless() {
      try {
        for (;;) yield [{ name: "x".repeat(1000) }];
      } finally {
        closed = true;
      }
    }
    const stream = exportCsv({ columns, batches: endless() });
    for await (const _ of stream) break;
    await new Promise((resolve) => setImmediate(resolve));
    expect(closed).toBe(true);
  });
});
