import { Stack } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { QueryOverlay } from "../../ui/QueryOverlay.tsx";
import { queryOverlayProps } from "../../ui/useQueryOverlayProps.ts";
import { PayerBillView } from "./PayerBillView.tsx";
import { fetchMyBill, PAYER_FINANCES_KEYS } from "./payerFinancesApi.ts";

/** /my/personalfinances/bills/show/:bills_id: one of the person's bills, to pay or with its receipt. */
export const MyBillPage = () => {
  const { t } = useTranslation();
  const { bills_id: billId = "" } = useParams();
  const query = useQuery({
    queryKey: PAYER_FINANCES_KEYS.myBill(billId),
    queryFn: () => fetchMyBill(billId),
  });
  return (
    <Stack maw={900}>
      <QueryOverlay {...queryOverlayProps(query)}>
        {query.data ? (
          <PayerBillView
            bill={query.data}
            back={{ to: "/my/personalfinances/bills", label: t("myfinances.back") }}
          />
        ) : null}
      </QueryOverlay>
    </Stack>
  );
};
