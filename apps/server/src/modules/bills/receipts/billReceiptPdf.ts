import type { Readable } from "node:stream";
import { type BillDetail, billCode } from "@quadra/shared";
import PDFDocument from "pdfkit";
import { formatCents } from "../../../platform/spreadsheets/csvCells.ts";

/**
 * The receipt of a paid bill as an A4 PDF: who received (the federation), who paid, how much, when
 * and by which means, the receipt number settleBill gave, and the debts it paid with their fine,
 * interest and discount. Helvetica (a PDF standard font, WinAnsi) holds every pt-BR letter without
 * embedding a font file.
 */

const MARGIN = 48;
const FONT = "Helvetica";
const BOLD = "Helvetica-Bold";
const MEANS: Record<string, string> = {
  pix: "PIX",
  boleto: "Boleto",
  card: "Cartão",
  cash: "Dinheiro",
  transfer: "Transferência",
};

const money = (cents: number) => `R$ ${formatCents(cents)}`;
const brDay = (day: string) => day.slice(0, 10).split("-").reverse().join("/");
const brInstant = (iso: string, { dayOnly = false } = {}) =>
  new Intl.DateTimeFormat("pt-BR", {
    timeZone: "America/Sao_Paulo",
    dateStyle: "short",
    ...(dayOnly ? {} : { timeStyle: "short" as const }),
  }).format(new Date(iso));

/**
 * The receipt's facts, label and value: when it was paid (the date alone when only the day is
 * known: a bank statement's line), by which means, the due date, and the bill by the short code
 * the screens show.
 */
const receiptFacts = (bill: BillDetail): [label: string, value: string][] => [
  ["Pago em", bill.paid_at ? brInstant(bill.paid_at, { dayOnly: bill.paid_day_only }) : "—"],
  ["Meio de pagamento", bill.means ? (MEANS[bill.means] ?? bill.means) : "—"],
  ["Vencimento", brDay(bill.due_date)],
  ["Cobrança", billCode(bill.id)],
];

export const billReceiptPdf = (bill: BillDetail, { tenantName }: { tenantName: string }): Readable => {
  const doc = new PDFDocument({
    size: "A4",
    margin: MARGIN,
    info: { Title: `Recibo ${bill.receipt_number ?? ""}` },
  });
  const width = doc.page.width - MARGIN * 2;
  const paid = bill.paid_cents ?? bill.total_cents;

  doc.font(BOLD).fontSize(18).text(tenantName, { width });
  doc.moveDown(0.3);
  doc
    .font(BOLD)
    .fontSize(14)
    .text(`Recibo nº ${bill.receipt_number ?? billCode(bill.id)}`);
  doc.moveDown();
  doc
    .font(FONT)
    .fontSize(11)
    .text(`Recebemos de ${bill.payer.name} a quantia de ${money(paid)}, referente a ${bill.description}.`, {
      width,
    });
  doc.moveDown();
  for (const [label, value] of receiptFacts(bill)) {
    doc.font(BOLD).text(`${label}: `, { continued: true }).font(FONT).text(value);
  }
  doc.moveDown();

  const columns = [
    { label: "Débito", width: width - 4 * 80 },
    { label: "Vencimento", width: 80 },
    { label: "Valor", width: 80 },
    { label: "Multa + juros", width: 80 },
    { label: "Total", width: 80 },
  ];
  const row = (cells: string[], font: string) => {
    const y = doc.y;
    let x = MARGIN;
    doc.font(font).fontSize(9);
    const heights = cells.map((cell, index) =>
      doc.heightOfString(cell, { width: columns[index]!.width - 6 }),
    );
    cells.forEach((cell, index) => {
      doc.text(cell, x, y, { width: columns[index]!.width - 6, align: index > 1 ? "right" : "left" });
      x += columns[index]!.width;
    });
    doc.x = MARGIN;
    doc.y = y + Math.max(...heights) + 4;
  };
  row(
    columns.map((column) => column.label),
    BOLD,
  );
  for (const line of bill.debts)
    row(
      [
        line.description,
        brDay(line.due_date),
        money(line.amount_cents),
        money(line.fine_cents + line.interest_cents),
        money(line.total_cents),
      ],
      FONT,
    );
  doc.moveDown();
  doc.font(FONT).fontSize(10);
  for (const [label, cents] of [
    ["Débitos", bill.debts_cents],
    ["Multa", bill.fine_cents],
    ["Juros", bill.interest_cents],
    ["Desconto", -bill.discount_cents],
    ["Total da cobrança", bill.total_cents],
    ["Valor pago", paid],
  ] as const)
    doc.text(`${label}: ${money(cents)}`, { width, align: "right" });
  doc.end();
  return doc as unknown as Readable;
};
