import type { OlympicsMedal, OlympicsResults } from "@quadra/shared/contracts/olympics";
import { PDF_FONT, type PdfCell, type TabularPdfHeading, tabularPdf } from "../../platform/pdf/tabularPdf.ts";
import type { ExportColumn, ExportRow } from "../../platform/spreadsheets/exportColumns.ts";

/**
 * The games' tables as a spreadsheet and as a printable A4 PDF (as the competitions' standings
 * export them: competitions/standingsExport.ts, standingsPdf.ts): the medal table, the points
 * table, then every decided event's placings with the delegation, the medal and the points.
 */

const MEDAL_LABELS: Record<OlympicsMedal, string> = { gold: "Ouro", silver: "Prata", bronze: "Bronze" };

/** Points as a pt-BR table writes them: whole, or with up to two decimals ("6,5"). */
export const pointsText = (points: number) =>
  Number.isInteger(points) ? String(points) : points.toFixed(2).replace(/0$/, "").replace(".", ",");

export const OLYMPICS_EXPORT_COLUMNS: ExportColumn[] = [
  { key: "table", label: "Quadro", kind: "text" },
  { key: "position", label: "Posição", kind: "number" },
  { key: "delegation", label: "Delegação", kind: "text" },
  { key: "gold", label: "Ouro", kind: "number" },
  { key: "silver", label: "Prata", kind: "number" },
  { key: "bronze", label: "Bronze", kind: "number" },
  { key: "total", label: "Total de medalhas", kind: "number" },
  { key: "points", label: "Pontos", kind: "number" },
  { key: "event", label: "Prova", kind: "text" },
  { key: "participant", label: "Equipe / atleta", kind: "text" },
  { key: "medal", label: "Medalha", kind: "text" },
];

/** The medal table's rows, the points table's, then the placings of each decided event. */
export const olympicsExportRows = (results: OlympicsResults): ExportRow[] => [
  ...results.medals.map((row) => ({
    table: "Quadro de medalhas",
    position: row.position,
    delegation: row.delegation.name,
    gold: row.gold,
    silver: row.silver,
    bronze: row.bronze,
    total: row.total,
  })),
  ...results.points.map((row) => ({
    table: "Quadro de pontos",
    position: row.position,
    delegation: row.delegation.name,
    gold: row.gold,
    silver: row.silver,
    bronze: row.bronze,
    points: row.points,
  })),
  ...results.events
    .filter((event) => event.decided)
    .flatMap((event) =>
      event.placings.map((placing) => ({
        table: "Resultados das provas",
        position: placing.place,
        delegation: placing.delegation?.name ?? null,
        points: placing.points,
        event: event.event.name,
        participant: placing.participant.name,
        medal: placing.medal ? MEDAL_LABELS[placing.medal] : null,
      })),
    ),
];

export type OlympicsPdfHeading = TabularPdfHeading;

/** Writes the tables onto a new A4 document; the caller pipes it and it ends itself. */
export const olympicsPdf = (results: OlympicsResults, heading: OlympicsPdfHeading) => {
  const pdf = tabularPdf({ title: `Quadro de medalhas e de pontos — ${results.olympic.name}`, heading });
  const { doc, width, row } = pdf;
  const table = (name: string, header: PdfCell[], rows: PdfCell[][]) => {
    pdf.table(name, header, () => {
      for (const cells of rows) row(cells, PDF_FONT);
    });
    doc.y += 12;
  };

  const n = (text: string | number, w = 44): PdfCell => ({ text: String(text), width: w, align: "right" });
  const fixed = 36 + 44 * 4;
  table(
    "Quadro de medalhas",
    [
      n("Pos.", 36),
      { text: "Delegação", width: width - fixed },
      n("Ouro"),
      n("Prata"),
      n("Bronze"),
      n("Total"),
    ],
    results.medals.map((r) => [
      n(`${r.position}º`, 36),
      { text: r.delegation.name, width: width - fixed },
      n(r.gold),
      n(r.silver),
      n(r.bronze),
      n(r.total),
    ]),
  );
  table(
    "Quadro de pontos",
    [
      n("Pos.", 36),
      { text: "Delegação", width: width - fixed },
      n("Pontos"),
      n("Ouro"),
      n("Prata"),
      n("Bronze"),
    ],
    results.points.map((r) => [
      n(`${r.position}º`, 36),
      { text: r.delegation.name, width: width - fixed },
      n(pointsText(r.points)),
      n(r.gold),
      n(r.silver),
      n(r.bronze),
    ]),
  );
  const decided = results.events.filter((event) => event.decided);
  if (!decided.length) {
    pdf.line("Nenhuma prova tem resultado final ainda.", PDF_FONT, 10);
  }
  const wide = (width - 36 - 60 - 44) / 2;
  for (const event of decided)
    table(
      event.event.name,
      [
        n("Col.", 36),
        { text: "Equipe / atleta", width: wide },
        { text: "Delegação", width: wide },
        { text: "Medalha", width: 60 },
        n("Pontos"),
      ],
      event.placings.map((p) => [
        n(`${p.place}º`, 36),
        { text: p.participant.name, width: wide },
        { text: p.delegation?.name ?? "—", width: wide },
        { text: p.medal ? MEDAL_LABELS[p.medal] : "", width: 60 },
        n(pointsText(p.points)),
      ]),
    );
  doc.end();
  return doc;
};
