import { Table } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { formatMoney } from "../resources/formatValue.ts";

type Amounts = {
  amount_cents: number;
  fine_cents: number;
  interest_cents: number;
  discount_cents: number;
  total_cents: number;
};

const KEYS = ["amount", "fine", "interest", "discount", "total"] as const;

/** The headers of a debt's amount columns (amount, fine, interest, discount, total), right-aligned. */
export const AmountHeads = () => {
  const { t } = useTranslation();
  return (
    <>
      {KEYS.map((key) => (
        <Table.Th key={key} ta="right">
          {t(`finances.${key}_col`)}
        </Table.Th>
      ))}
    </>
  );
};

/** A debt's amounts in the columns AmountHeads names. */
export const AmountCells = ({ amounts }: { amounts: Amounts }) => (
  <>
    {KEYS.map((key) => (
      <Table.Td key={key} ta="right">
        {formatMoney(amounts[`${key}_cents`])}
      </Table.Td>
    ))}
  </>
);
