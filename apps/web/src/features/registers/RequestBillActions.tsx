import { Badge, Button, Group, Text } from "@mantine/core";
import type { MyRegisterRequest } from "@quadra/shared/contracts/myRegisters";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { myRegistersApi } from "../../platform/api/operations/myRegisters.ts";
import { civilDate } from "../my/civilDate.ts";
import { formatMoney } from "../resources/formatValue.ts";
import { myBillPath, PEOPLE_REGISTERS_KEYS } from "./peopleRegistersApi.ts";

/**
 * The bill of an approved request: "Pagar" opens the person's bill (PIX, boleto, card: the finances'
 * PayerBillView); when the debt has no open bill (the one approval made expired) it makes one first.
 */
export const RequestBillActions = ({ request }: { request: MyRegisterRequest }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const makeBill = useMutation({
    mutationFn: () => myRegistersApi.bill({ params: { membershiprequest_id: request.id } }),
    onSuccess: (updated) => {
      client.setQueryData(PEOPLE_REGISTERS_KEYS.myRequest(request.id), updated);
      void client.invalidateQueries({ queryKey: PEOPLE_REGISTERS_KEYS.myRequests });
      if (updated.bill?.bill_id) navigate(myBillPath(updated.bill.bill_id));
    },
  });
  const bill = request.bill;
  if (!bill)
    return request.status === "approved" ? <Text size="sm">{t("regpeople.awaiting_bill")}</Text> : null;
  const paid = bill.debt_status === "paid";
  const open = bill.bill_id && bill.bill_status === "open";
  return (
    <Group gap="sm" wrap="wrap">
      <Text size="sm">
        {t("regpeople.amount", { amount: formatMoney(bill.bill_total_cents ?? bill.amount_cents) })}
      </Text>
      {!paid ? <Text size="sm">{t("regpeople.due", { date: civilDate(bill.due_date) })}</Text> : null}
      {paid ? (
        <>
          <Badge color="teal">{t("regpeople.paid")}</Badge>
          {bill.bill_id ? (
            <Button component={Link} to={myBillPath(bill.bill_id)} variant="subtle" size="xs">
              {t("regpeople.view_bill")}
            </Button>
          ) : null}
        </>
      ) : open ? (
        <Button component={Link} to={myBillPath(bill.bill_id!)} size="sm">
          {t("regpeople.pay")}
        </Button>
      ) : (
        <Button size="sm" loading={makeBill.isPending} onClick={() => makeBill.mutate()}>
          {t("regpeople.pay")}
        </Button>
      )}
    </Group>
  );
};
