import { Stack } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { QueryOverlay } from "../../ui/QueryOverlay.tsx";
import { queryOverlayProps } from "../../ui/useQueryOverlayProps.ts";
import { ManagerLinks } from "../associations/ManagerLinks.tsx";
import { associationFinancesPath } from "./AssociationFinanceNav.tsx";
import { PayerBillView } from "./PayerBillView.tsx";
import { fetchAssociationBill, PAYER_FINANCES_KEYS } from "./payerFinancesApi.ts";

/** /my/associations/finances/:id/bills/show/:bills_id: one bill of a managed association. */
export const AssociationBillPage = () => {
  const { t } = useTranslation();
  const { id = "", bills_id: billId = "" } = useParams();
  const query = useQuery({
    queryKey: PAYER_FINANCES_KEYS.associationBill(id, billId),
    queryFn: () => fetchAssociationBill(id, billId),
  });
  return (
    <Stack maw={900}>
      <ManagerLinks id={id} current="finances" />
      <QueryOverlay {...queryOverlayProps(query)}>
        {query.data ? (
          <PayerBillView
            bill={query.data}
            associationId={id}
            back={{
              to: associationFinancesPath(id, "/bills"),
              label: t("myfinances.association.back_bills"),
            }}
            debtLink={(debtId) => associationFinancesPath(id, `/debts/show/${debtId}`)}
          />
        ) : null}
      </QueryOverlay>
    </Stack>
  );
};
