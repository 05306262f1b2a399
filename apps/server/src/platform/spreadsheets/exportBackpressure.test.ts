import type { Readable } from "node:stream";
import { setTimeout as sleep } from "node:timers/promises";
import { parse } from "csv-parse/sync";
import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import type { ExportColumn, ExportRow } from "./exportColumns.ts";
import { exportCsv } from "./exportCsv.ts";
import { exportXlsx } from "./exportXlsx.ts";

const ROWS = 100_000;
const BATCH = 1_000;
const BATCHES = ROWS / BATCH;

const columns: ExportColumn[] = [
  { key: "id", label: "Código", kind: "number" },
  { key: "name", label: "Nome", kind: "text" },
  { key: "fee", label: "Mensalidade", kind: "money" },
  { key: "active", label: "Ativo", kind: "boolean" },
];

const rowAt = (index: number): ExportRow => ({
  id: index,
  name: `Atleta ${index}`,
  fee: index * 7,
  active: index % 2 === 0,
});

/** A stand-in for a database cursor that counts how many batches were asked of it, and its closing. */
const countingCursor = () => {
  const state = { pulled: 0, closed: false };
  async function* batches() {
    try {
      for (let batch = 0; batch < BATCHES; batch += 1) {
        state.pulled += 1;
        yield Array.from({ length: BATCH }, (_, offset) => rowAt(batch * BATCH + offset));
      }
    } finally {
      state.closed = true;
    }
  }
  return { state, batches: batches() };
};

/**
 * Reads the stream slowly (a pause after every chunk gives the producer every chance to run ahead)
 * and notes, at each chunk, how many batches had been pulled against how many bytes were taken.
 */
const readSlowly = async (stream: Readable, state: { pulled: number }) => {
  const samples: { consumed: number; pulled: number }[] = [];
  const chunks: Buffer[] = [];
  let consumed = 0;
  for await (const chunk of stream) {
    chunks.push(chunk as Buffer);
    consumed += (chunk as Buffer).length;
    await sleep(1);
    samples.push({ consumed, pulled: state.pulled });
  }
  const data = Buffer.concat(chunks);
  const bytesPerBatch = data.length / BATCHES;
  const ahead = Math.max(...samples.map((sample) => sample.pulled - sample.consumed / bytesPerBatch));
  return { data, ahead };
};

describe("exports pull batches only as fast as they are read", () => {
  it("CSV: 100,000 rows, never a third batch ahead of the reader, parsing back to the same values", async () => {
    const { state, batches } = countingCursor();
    const stream = exportCsv({ columns, batches });
    await sleep(20);
    expect(state.pulled).toBe(0);
    const { data, ahead } = await readSlowly(stream, state);
    // The batch the reader holds, one waiting in the buffer, and no third.
    expect(ahead).toBeLessThan(3);
    expect(state.pulled).toBe(BATCHES);
    expect(state.closed).toBe(true);

    const records = parse(data, { delimiter: ";", bom: true, record_delimiter: "\r\n" }) as string[][];
    const money = (cents: number) => `${Math.trunc(cents / 100)},${String(cents % 100).padStart(2, "0")}`;
    expect(records[0]).toEqual(["Código", "Nome", "Mensalidade", "Ativo"]);
    expect(records.slice(1)).toEqual(
      Array.from({ length: ROWS }, (_, index) => [
        String(index),
        `Atleta ${index}`,
        money(index * 7),
        index % 2 === 0 ? "Sim" : "Não",
      ]),
    );
  });

  it("XLSX: 100,000 rows, a bounded number of batches ahead, reading back with exceljs", async () => {
    const { state, batches } = countingCursor();
    const stream = exportXlsx({ columns, batches, sheetName: "Atletas" });
    await sleep(20);
    expect(state.pulled).toBe(0);
    const { data, ahead } = await readSlowly(stream, state);
    // As for the CSV, plus about a batch of XML the zip's compressor holds before it emits bytes.
    expect(ahead).toBeLessThan(4);
    expect(state.pulled).toBe(BATCHES);
    expect(state.closed).toBe(true);

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(data as unknown as ExcelJS.Buffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe("Atletas");
    expect(sheet.actualRowCount).toBe(ROWS + 1);
    expect(sheet.getRow(1).values).toEqual([undefined, "Código", "Nome", "Mensalidade", "Ativo"]);
    const values: unknown[][] = [];
    sheet.eachRow((row, number) => {
      if (number > 1) values.push((row.values as unknown[]).slice(1));
    });
    expect(values).toEqual(
      Array.from({ length: ROWS }, (_, index) => [
        index,
        `Atleta ${index}`,
        (index * 7) / 100,
        index % 2 === 0 ? "Sim" : "Não",
      ]),
    );
  }, 120_000);

  for (const [format, open] of [
    ["CSV", (batches: AsyncIterable<ExportRow[]>) => exportCsv({ columns, batches })],
    ["XLSX", (batches: AsyncIterable<ExportRow[]>) => exportXlsx({ columns, batches, sheetName: "Atletas" })],
  ] as const) {
    it(`${format}: a reader that stops stops the pulls, and closing the stream closes the cursor`, async () => {
      const { state, batches } = countingCursor();
      const stream = open(batches);
      let chunks = 0;
      await new Promise<void>((resolve) => {
        stream.on("data", () => {
          chunks += 1;
          if (chunks === 5) {
            stream.pause(); // the reader stops reading, as a client whose connection stalls
            resolve();
          }
        });
      });
      // The buffers fill up once (for the XLSX, also the compressor's), then nothing moves: wait for
      // the count to settle (a leak would keep it climbing past the bound below).
      // (On a busy machine the first batches can take a while to reach the zip: settled means unchanged
      // for a second, waited for up to 20 s. Half a second within at most 4 s was not always enough
      // under the CI's load: the check below then caught a pull still on its way (2, then 3), not a
      // leak. A leak never settles: it climbs past the bound.)
      let pulledWhenFull = state.pulled;
      for (let tries = 0, still = 0; tries < 200 && still < 10; tries += 1) {
        await sleep(100);
        still = state.pulled === pulledWhenFull ? still + 1 : 0;
        pulledWhenFull = state.pulled;
      }
      expect(pulledWhenFull).toBeLessThan(8);
      await sleep(300);
      expect(state.pulled).toBe(pulledWhenFull);
      expect(state.closed).toBe(false);

      stream.destroy();
      await sleep(50);
      expect(state.closed).toBe(true);
      expect(state.pulled).toBe(pulledWhenFull);
    }, 60_000);
  }
});
