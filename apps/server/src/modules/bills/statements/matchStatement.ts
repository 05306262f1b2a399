import type { StatementLine } from "./parseStatement.ts";

/** An open bill as the reconciliation sees it. */
export type OpenBillForMatch = { id: string; txid: string | null; totalCents: number; dueOn: string };

export type MatchReason = "txid" | "amount_date";
export type MatchProposal = { fitid: string; billId: string; reason: MatchReason };

/** How far from the due date a payment of the exact amount is still taken for that bill. */
export const AMOUNT_MATCH_DAYS_BEFORE = 30;
export const AMOUNT_MATCH_DAYS_AFTER = 30;

const DAY = 86_400_000;
const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY);

const containsTxid = (description: string, txid: string) => {
  const escaped = txid.toUpperCase().replace(/[^A-Z0-9]/g, "");
  // A whole word: QDR1 must not be found inside QDR12.
  return (
    escaped.length > 0 && new RegExp(`(^|[^A-Z0-9])${escaped}([^A-Z0-9]|$)`).test(description.toUpperCase())
  );
};

/**
 * Proposals pairing statement credits with open bills: first by the bill's txid written in the
 * line, then by the exact amount paid within the window around the due date (the nearest due date;
 * two equally near bills of that amount are left for a person, not guessed). Each credit and each
 * bill is proposed at most once.
 */
export const proposeMatches = (lines: StatementLine[], bills: OpenBillForMatch[]): MatchProposal[] => {
  const credits = lines.filter((line) => line.amountCents > 0);
  const proposals: MatchProposal[] = [];
  const usedBills = new Set<string>();
  const usedLines = new Set<string>();
  const take = (line: StatementLine, bill: OpenBillForMatch, reason: MatchReason) => {
    proposals.push({ fitid: line.fitid, billId: bill.id, reason });
    usedBills.add(bill.id);
    usedLines.add(line.fitid);
  };
  const withTxid = bills.filter((bill) => bill.txid);
  for (const line of credits) {
    const bill = withTxid.find(
      (candidate) => !usedBills.has(candidate.id) && containsTxid(line.description, candidate.txid!),
    );
    if (bill) take(line, bill, "txid");
  }
  const byAmount = new Map<number, OpenBillForMatch[]>();
  for (const bill of bills) byAmount.set(bill.totalCents, [...(byAmount.get(bill.totalCents) ?? []), bill]);
  for (const line of credits) {
    if (usedLines.has(line.fitid)) continue;
    const near = (byAmount.get(line.amountCents) ?? [])
      .filter((bill) => !usedBills.has(bill.id))
      .map((bill) => ({ bill, days: daysBetween(bill.dueOn, line.postedOn) }))
      .filter(({ days }) => days >= -AMOUNT_MATCH_DAYS_BEFORE && days <= AMOUNT_MATCH_DAYS_AFTER)
      .sort((a, b) => Math.abs(a.days) - Math.abs(b.days));
    const [first, second] = near;
    if (first && (!second || Math.abs(second.days) > Math.abs(first.days)))
      take(line, first.bill, "amount_date");
  }
  return proposals;
};
