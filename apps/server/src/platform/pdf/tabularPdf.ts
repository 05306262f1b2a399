import PDFDocument from "pdfkit";

/**
 * A printable A4 document of tables (the competitions' standings, the games' medal and points
 * tables): every page carries the tenant, its number, the title and the period; a table that runs
 * over a page break starts again on the next with its title "(continuação)" and its header row.
 * Helvetica is one of the PDF standard fonts, written in WinAnsi, which holds every pt-BR letter
 * ("ç", "ã", "º", "ª") without embedding a font file.
 */

export const PDF_FONT = "Helvetica";
export const PDF_BOLD = "Helvetica-Bold";
export const PDF_ROW_HEIGHT = 16;
const MARGIN = 36;

export type PdfCell = { text: string; width: number; align?: "left" | "right" };
export type TabularPdfHeading = {
  tenantName: string;
  /** The dates ("De 01/03/2026 a 30/06/2026") or the season, or null when neither is set. */
  period: string | null;
};

/** Opens the document with its first page's header; the caller draws, pipes it and calls `doc.end()`. */
export const tabularPdf = ({
  title,
  heading,
  landscape = false,
}: {
  title: string;
  heading: TabularPdfHeading;
  landscape?: boolean;
}) => {
  const doc = new PDFDocument({
    size: "A4",
    layout: landscape ? "landscape" : "portrait",
    margin: MARGIN,
    bufferPages: false,
    info: { Title: title, Author: heading.tenantName },
  });
  const left = MARGIN;
  const right = doc.page.width - MARGIN;
  const bottom = doc.page.height - MARGIN;
  const width = right - left;
  let pageNumber = 0;
  /** What to draw again at the top of a new page while a table runs over it. */
  let repeatOnBreak: (() => void) | null = null;

  const pageHeader = () => {
    pageNumber += 1;
    doc
      .font(PDF_BOLD)
      .fontSize(14)
      .fillColor("black")
      .text(heading.tenantName, left, MARGIN, { lineBreak: false });
    doc
      .font(PDF_FONT)
      .fontSize(9)
      .text(`Página ${pageNumber}`, left, MARGIN + 2, { width, align: "right", lineBreak: false });
    doc
      .font(PDF_BOLD)
      .fontSize(11)
      .text(title, left, MARGIN + 20, { width, lineBreak: false, ellipsis: true });
    if (heading.period)
      doc
        .font(PDF_FONT)
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

  /** A paragraph across the page. */
  const line = (text: string, font: string, size: number, gap = 4) => {
    room(size + gap);
    doc.font(font).fontSize(size).fillColor("black").text(text, left, doc.y, { width });
    doc.y += gap;
  };

  /** One row of cells, left to right, on a grey band when `shade`. */
  const row = (cells: PdfCell[], font: string, shade = false) => {
    room(PDF_ROW_HEIGHT);
    const y = doc.y;
    if (shade) doc.rect(left, y, width, PDF_ROW_HEIGHT).fillColor("#e9ecef").fill();
    let x = left;
    doc.font(font).fontSize(9).fillColor("black");
    for (const cell of cells) {
      doc.text(cell.text, x + 3, y + 4, {
        width: cell.width - 6,
        align: cell.align ?? "left",
        lineBreak: false,
        ellipsis: true,
      });
      x += cell.width;
    }
    doc.y = y + PDF_ROW_HEIGHT;
  };

  /** A table: its title and header row (again on each page it runs over), then what `rows` draws. */
  const table = (name: string, header: PdfCell[], rows: () => void) => {
    room(14 + PDF_ROW_HEIGHT * 2);
    const head = (text: string) => {
      doc.font(PDF_BOLD).fontSize(10).fillColor("black").text(text, left, doc.y, { lineBreak: false });
      doc.y += 14;
      row(header, PDF_BOLD, true);
    };
    head(name);
    repeatOnBreak = () => head(`${name} (continuação)`);
    rows();
    repeatOnBreak = null;
  };

  pageHeader();
  return { doc, left, right, width, room, line, row, table };
};
