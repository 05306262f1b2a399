import type {
  CompetitionStandingsView,
  GroupStandingsView,
  PhaseStandingsView,
  StandingRowView,
} from "@quadra/shared/contracts/competitions";
import PDFDocument from "pdfkit";

/**
 * The standings as a printable A4 landscape PDF (issue 13): the tenant, the competition and its
 * dates on every page, per phase and group a table with the regulation's columns (goals or sets),
 * the zone, each row's explanation in small type and the points courts took as footnotes, then the
 * final classification. Helvetica is one of the PDF standard fonts, written in WinAnsi, which holds
 * every pt-BR letter ("ç", "ã", "º", "ª") without embedding a font file.
 */

export type StandingsPdfHeading = {
  tenantName: string;
  /** The competition's dates ("De 01/03/2026 a 30/06/2026") or its season, or null when neither is set. */
  period: string | null;
};

type Column = {
  label: string;
  width: number;
  align: "left" | "right";
  value: (row: StandingRowView) => string;
};

const MARGIN = 36;
const ROW_HEIGHT = 16;
const EXPLANATION_HEIGHT = 10;
const FONT = "Helvetica";
const BOLD = "Helvetica-Bold";

const signed = (value: number) => (value > 0 ? `+${value}` : String(value));
const number = (width = 30) => ({ width, align: "right" as const });

/** The columns a regulation's scoring reads: goals (GP, GC, SG) or sets won and lost. */
const columnsFor = (
  scoring: PhaseStandingsView["scoring"],
  marks: Map<StandingRowView, number>,
): Column[] => [
  { label: "Pos.", ...number(28), value: (r) => `${r.position}º` },
  {
    label: "Equipe",
    width: 0,
    align: "left",
    value: (r) => (marks.has(r) ? `${r.team.name} (${marks.get(r)})` : r.team.name),
  },
  { label: "P", ...number(), value: (r) => String(r.points) },
  { label: "J", ...number(), value: (r) => String(r.played) },
  { label: "V", ...number(), value: (r) => String(r.wins) },
  ...(scoring === "sets"
    ? [
        { label: "D", ...number(), value: (r: StandingRowView) => String(r.losses) },
        { label: "SV", ...number(), value: (r: StandingRowView) => String(r.sets_won) },
        { label: "SP", ...number(), value: (r: StandingRowView) => String(r.sets_lost) },
        { label: "PP", ...number(), value: (r: StandingRowView) => String(r.score_for) },
        { label: "PC", ...number(), value: (r: StandingRowView) => String(r.score_against) },
      ]
    : [
        { label: "E", ...number(), value: (r: StandingRowView) => String(r.draws) },
        { label: "D", ...number(), value: (r: StandingRowView) => String(r.losses) },
        { label: "GP", ...number(), value: (r: StandingRowView) => String(r.score_for) },
        { label: "GC", ...number(), value: (r: StandingRowView) => String(r.score_against) },
        { label: "SG", ...number(), value: (r: StandingRowView) => signed(r.score_difference) },
      ]),
  { label: "Zona", width: 150, align: "left", value: (r) => r.zone?.label ?? "" },
];

/** Writes the standings onto a new document; the caller pipes it and it ends itself. */
export const standingsPdf = (view: CompetitionStandingsView, heading: StandingsPdfHeading) => {
  const doc = new PDFDocument({
    size: "A4",
    layout: "landscape",
    margin: MARGIN,
    bufferPages: false,
    info: { Title: `Classificação — ${view.competition_name}`, Author: heading.tenantName },
  });
  const left = MARGIN;
  const right = doc.page.width - MARGIN;
  const bottom = doc.page.height - MARGIN;
  let pageNumber = 0;
  /** What to draw again at the top of a new page while a table runs over it. */
  let repeatOnBreak: (() => void) | null = null;

  const pageHeader = () => {
    pageNumber += 1;
    doc
      .font(BOLD)
      .fontSize(14)
      .fillColor("black")
      .text(heading.tenantName, left, MARGIN, { lineBreak: false });
    doc
      .font(FONT)
      .fontSize(9)
      .text(`Página ${pageNumber}`, left, MARGIN + 2, {
        width: right - left,
        align: "right",
        lineBreak: false,
      });
    doc
      .font(BOLD)
      .fontSize(11)
      .text(`Classificação — ${view.competition_name}`, left, MARGIN + 20, { lineBreak: false });
    if (heading.period)
      doc
        .font(FONT)
        .fontSize(9)
        .text(heading.period, left, MARGIN + 36, { lineBreak: false });
    doc
      .moveTo(left, MARGIN + 50)
      .lineTo(right, MARGIN + 50)
      .lineWidth(0.5)
      .stroke();
    doc.y = MARGIN + 58;
  };

  /** Breaks the page when `height` does not fit, with the page header and any table header again. */
  const room = (height: number) => {
    if (doc.y + height <= bottom) return;
    doc.addPage();
    pageHeader();
    repeatOnBreak?.();
  };

  const line = (text: string, font: string, size: number, gap = 4) => {
    room(size + gap);
    doc
      .font(font)
      .fontSize(size)
      .fillColor("black")
      .text(text, left, doc.y, { width: right - left });
    doc.y += gap;
  };

  const tableHeader = (columns: Pick<Column, "label" | "align">[], widths: number[], title: string) => {
    doc.font(BOLD).fontSize(10).fillColor("black").text(title, left, doc.y, { lineBreak: false });
    doc.y += 14;
    const y = doc.y;
    doc
      .rect(left, y, right - left, ROW_HEIGHT)
      .fillColor("#e9ecef")
      .fill();
    let x = left;
    doc.font(BOLD).fontSize(9).fillColor("black");
    columns.forEach((column, i) => {
      doc.text(column.label, x + 3, y + 4, { width: widths[i]! - 6, align: column.align, lineBreak: false });
      x += widths[i]!;
    });
    doc.y = y + ROW_HEIGHT;
  };

  const groupTable = (phase: PhaseStandingsView, group: GroupStandingsView) => {
    const deducted = group.rows.filter((r) => r.deductions > 0);
    const marks = new Map(deducted.map((r, i) => [r, i + 1]));
    const columns = columnsFor(phase.scoring, marks);
    const fixed = columns.reduce((sum, c) => sum + c.width, 0);
    const widths = columns.map((c) => c.width || right - left - fixed);
    const title = phase.groups.length > 1 ? `${phase.phase_name} — ${group.group_name}` : phase.phase_name;

    room(14 + ROW_HEIGHT * 2);
    tableHeader(columns, widths, title);
    repeatOnBreak = () => tableHeader(columns, widths, `${title} (continuação)`);
    for (const row of group.rows) {
      room(ROW_HEIGHT + (row.explanation ? EXPLANATION_HEIGHT : 0));
      const y = doc.y;
      let x = left;
      doc.font(FONT).fontSize(9).fillColor("black");
      columns.forEach((column, i) => {
        doc.text(column.value(row), x + 3, y + 4, {
          width: widths[i]! - 6,
          align: column.align,
          lineBreak: false,
          ellipsis: true,
        });
        x += widths[i]!;
      });
      doc.y = y + ROW_HEIGHT;
      if (row.explanation) {
        // pdfkit moves `y` by a whole line after text; the row's height is set here instead.
        const below = doc.y + EXPLANATION_HEIGHT - 2;
        doc
          .font(FONT)
          .fontSize(7)
          .fillColor("#555555")
          .text(row.explanation, left + widths[0]! + 3, doc.y - 2, {
            width: right - left - 40,
            lineBreak: false,
          });
        doc.y = below;
      }
      doc
        .moveTo(left, doc.y)
        .lineTo(right, doc.y)
        .lineWidth(0.25)
        .strokeColor("#cccccc")
        .stroke()
        .strokeColor("black");
    }
    repeatOnBreak = null;
    doc.y += 4;
    for (const row of deducted) {
      const reasons = row.deduction_reasons.length ? `: ${row.deduction_reasons.join("; ")}` : "";
      const lost = row.deductions === 1 ? "1 ponto perdido" : `${row.deductions} pontos perdidos`;
      line(`(${marks.get(row)}) ${row.team.name} — ${lost}${reasons}`, FONT, 8, 2);
    }
    doc.y += 10;
  };

  const finalTable = () => {
    if (!view.final.length) return;
    room(14 + ROW_HEIGHT * 2);
    const phaseWidth = 220;
    const widths = [28, right - left - 28 - phaseWidth, phaseWidth];
    const labels: Pick<Column, "label" | "align">[] = [
      { label: "Pos.", align: "right" },
      { label: "Equipe", align: "left" },
      { label: "Fase alcançada", align: "left" },
    ];
    const header = (title: string) => tableHeader(labels, widths, title);
    header("Classificação final");
    repeatOnBreak = () => header("Classificação final (continuação)");
    for (const row of view.final) {
      room(ROW_HEIGHT);
      const y = doc.y;
      doc.font(FONT).fontSize(9).fillColor("black");
      doc.text(`${row.position}º`, left + 3, y + 4, {
        width: widths[0]! - 6,
        align: "right",
        lineBreak: false,
      });
      doc.text(row.team.name, left + widths[0]! + 3, y + 4, {
        width: widths[1]! - 6,
        lineBreak: false,
        ellipsis: true,
      });
      doc.text(row.phase_name, left + widths[0]! + widths[1]! + 3, y + 4, {
        width: widths[2]! - 6,
        lineBreak: false,
        ellipsis: true,
      });
      doc.y = y + ROW_HEIGHT;
    }
    repeatOnBreak = null;
  };

  pageHeader();
  if (!view.phases.some((p) => p.groups.length))
    line("A competição ainda não tem tabelas de classificação.", FONT, 10);
  for (const phase of view.phases) for (const group of phase.groups) groupTable(phase, group);
  finalTable();
  doc.end();
  return doc;
};
