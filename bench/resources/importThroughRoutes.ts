/**
 * What the import benchmarks share (resources/import.ts, people/importAthletes.ts): a spreadsheet
 * imported through the product's routes as a browser does (upload → preview → commit, the commit a
 * background job polled to its end), each phase timed; and the table of rows/s beside COPY.
 */
import { readFileSync } from "node:fs";

export type Phases = { upload: number; preview: number; commit: number };

/** Seconds since `start` (a performance.now() reading). */
export const seconds = (start: number) => (performance.now() - start) / 1000;

/**
 * Uploads the file at `path` as an import of `resource`, previews it with `mapping` (the server's
 * suggestion when unset) and commits it, failing loudly when a row count or a row is off.
 */
export const importThroughRoutes = async ({
  base,
  token,
  resource,
  path,
  fileName,
  rows,
  mapping,
  around,
}: {
  base: string;
  token: string;
  resource: string;
  path: string;
  fileName: string;
  rows: number;
  mapping?: Record<string, string>;
  /** Called as each phase starts; what it returns is called as the phase ends (a CPU reading). */
  around?: (phase: keyof Phases) => Promise<() => Promise<void>>;
}): Promise<Phases> => {
  const call = async (method: string, route: string, init: RequestInit = {}) => {
    const response = await fetch(`${base}${route}`, {
      method,
      ...init,
      headers: { authorization: `Bearer ${token}`, ...init.headers },
    });
    const body = (await response.json()) as { result: any; message?: string };
    if (!response.ok) throw new Error(`${method} ${route}: ${response.status} ${body.message}`);
    return body.result;
  };
  let ended = await around?.("upload");
  let start = performance.now();
  const form = new FormData();
  form.append("resource", resource);
  form.append("file", new Blob([readFileSync(path)]), fileName);
  const uploaded = await call("POST", "/imports", { body: form });
  const upload = seconds(start);
  await ended?.();
  if (uploaded.total_rows !== rows) throw new Error(`upload read ${uploaded.total_rows} rows of ${rows}`);

  ended = await around?.("preview");
  start = performance.now();
  const previewed = await call("POST", `/imports/${uploaded.id}/preview`, {
    body: JSON.stringify({ mapping: mapping ?? uploaded.suggested_mapping }),
    headers: { "content-type": "application/json" },
  });
  const preview = seconds(start);
  await ended?.();
  if (previewed.error_rows)
    throw new Error(`preview found ${previewed.error_rows} bad rows: ${JSON.stringify(previewed.rows?.[0])}`);

  ended = await around?.("commit");
  start = performance.now();
  await call("POST", `/imports/${uploaded.id}/commit`, {
    headers: { "idempotency-key": `bench-${uploaded.id}` },
  });
  for (;;) {
    const current = await call("GET", `/imports/${uploaded.id}`);
    if (current.job?.status === "succeeded") break;
    if (current.job?.status === "failed") throw new Error(`import failed: ${current.job.message}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const commit = seconds(start);
  await ended?.();
  return { upload, preview, commit };
};

/** Prints each phase's seconds and rows/s, and the commit's and the whole's ratio to COPY. */
export const printImportTable = ({
  rows,
  phases,
  copySeconds,
  labels,
}: {
  rows: number;
  phases: Phases;
  copySeconds: number;
  labels: { preview: string; commit: string; copy: string };
}) => {
  const total = phases.upload + phases.preview + phases.commit;
  const rate = (taken: number) => Math.round(rows / taken).toLocaleString("en");
  const copyRate = rows / copySeconds;
  const table = [
    ["", "seconds", "rows/s", "ratio to COPY"],
    ["import: upload (parse, store rows)", phases.upload.toFixed(1), rate(phases.upload), ""],
    [labels.preview, phases.preview.toFixed(1), rate(phases.preview), ""],
    [
      labels.commit,
      phases.commit.toFixed(1),
      rate(phases.commit),
      (rows / phases.commit / copyRate).toFixed(3),
    ],
    ["import: all three", total.toFixed(1), rate(total), (rows / total / copyRate).toFixed(3)],
    [labels.copy, copySeconds.toFixed(2), rate(copySeconds), "1"],
  ];
  const widths = [0, 1, 2, 3].map((i) => Math.max(...table.map((row) => row[i]!.length)));
  console.log("");
  for (const row of table)
    console.log(
      row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join("  "),
    );
};
