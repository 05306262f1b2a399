import type {
  CompetitionStandingsView,
  GroupStandingsView,
  PhaseStandingsView,
  StandingRowView,
} from "@quadra/shared/contracts/competitions";
import {
  PDF_FONT,
  PDF_ROW_HEIGHT,
  type TabularPdfHeading,
  tabularPdf,
} from "../../platform/pdf/tabularPdf.ts";

/**
 * The standings as a printable A4 landscape PDF (issue 13): the tenant, the competition and its
 * dates on every page, per phase and group a table with the regulation's columns (goals or sets),
 * the zone, each row's explanation in small type and the points courts took as footnotes, then the
 * final classification (platform/pdf/tabularPdf.ts draws the pages and tables).
 */

export type StandingsPdfHeading = TabularPdfHeading;

type Column = {
  label: string;
  width: number;
  align: "left" | "right";
  value: (row: StandingRowView) => string;
};

const EXPLANATION_HEIGHT = 10;

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
  const pdf = tabularPdf({ title: `Classificação — ${view.competition_name}`, heading, landscape: true });
  const { doc, left, right, width, room, line, row, table } = pdf;

  const groupTable = (phase: PhaseStandingsView, group: GroupStandingsView) => {
    const deducted = group.rows.filter((r) => r.deductions > 0);
    const marks = new Map(deducted.map((r, i) => [r, i + 1]));
    const columns = columnsFor(phase.scoring, marks);
    const fixed = columns.reduce((sum, c) => sum + c.width, 0);
    const widths = columns.map((c) => c.width || width - fixed);
    const cells = (text: (column: Column) => string) =>
      columns.map((column, i) => ({ text: text(column), width: widths[i]!, align: column.align }));
    const title = phase.groups.length > 1 ? `${phase.phase_name} — ${group.group_name}` : phase.phase_name;
    table(
      title,
      cells((column) => column.label),
      () => {
        for (const standing of group.rows) {
          room(PDF_ROW_HEIGHT + (standing.explanation ? EXPLANATION_HEIGHT : 0));
          row(
            cells((column) => column.value(standing)),
            PDF_FONT,
          );
          if (standing.explanation) {
            // pdfkit moves `y` by a whole line after text; the row's height is set here instead.
            const below = doc.y + EXPLANATION_HEIGHT - 2;
            doc
              .font(PDF_FONT)
              .fontSize(7)
              .fillColor("#555555")
              .text(standing.explanation, left + widths[0]! + 3, doc.y - 2, {
                width: width - 40,
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
      },
    );
    doc.y += 4;
    for (const standing of deducted) {
      const reasons = standing.deduction_reasons.length ? `: ${standing.deduction_reasons.join("; ")}` : "";
      const lost = standing.deductions === 1 ? "1 ponto perdido" : `${standing.deductions} pontos perdidos`;
      line(`(${marks.get(standing)}) ${standing.team.name} — ${lost}${reasons}`, PDF_FONT, 8, 2);
    }
    doc.y += 10;
  };

  const finalTable = () => {
    if (!view.final.length) return;
    const phaseWidth = 220;
    const team = width - 28 - phaseWidth;
    table(
      "Classificação final",
      [
        { text: "Pos.", width: 28, align: "right" },
        { text: "Equipe", width: team },
        { text: "Fase alcançada", width: phaseWidth },
      ],
      () => {
        for (const final of view.final)
          row(
            [
              { text: `${final.position}º`, width: 28, align: "right" },
              { text: final.team.name, width: team },
              { text: final.phase_name, width: phaseWidth },
            ],
            PDF_FONT,
          );
      },
    );
  };

  if (!view.phases.some((p) => p.groups.length))
    line("A competição ainda não tem tabelas de classificação.", PDF_FONT, 10);
  for (const phase of view.phases) for (const group of phase.groups) groupTable(phase, group);
  finalTable();
  doc.end();
  return doc;
};
